import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Event } from '../../src/domain/events/event.schema.ts';
import type { Registration } from '../../src/domain/events/registration.schema.ts';
import {
  badImages,
  createRecord,
  eventBody,
  expectDeleteRefusals,
  expectEditRefusals,
  expectJsonWriteRefusals,
  expectRejected,
  fileStatus,
  MALFORMED_IDS,
  registrationBody,
  startSignedIn,
  text,
  UNKNOWN_ID,
} from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';
import { addDays, today } from '../../src/domain/common/dates.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const create = (overrides: Record<string, unknown> = {}) => createRecord<Event>(api, cookie, '/api/events', eventBody(overrides));

/** A day counted from today in the association's time zone, as the server counts it. */
const isoDay = (offsetDays: number) => addDays(today(), offsetDays);

const invalidFields: [string, Record<string, unknown>, string][] = [
  ['title missing', { title: undefined }, 'Event title cannot be empty'],
  ['title blank', { title: '  ' }, 'Event title cannot be empty'],
  ['title over 100', { title: text(101) }, 'Event title must be at most 100 characters'],
  ['title not text', { title: true }, 'Event title must be text'],
  ['date missing', { date: undefined }, 'Date is required'],
  ['date not a real date', { date: '2031-02-30' }, 'Date must be a real date (YYYY-MM-DD)'],
  ['date in another format', { date: '15/01/2031' }, 'Date must be a real date (YYYY-MM-DD)'],
  ['date not text', { date: 20310115 }, 'Date must be a date'],
  ['description over 2,000', { description: text(2_001) }, 'Description must be at most 2000 characters'],
  ['location over 200', { location: text(201) }, 'Location must be at most 200 characters'],
  ['image not an image', { image: 'https://example.org/x.png' }, 'Image must be an image file'],
];

describe('POST /api/events', () => {
  test('stores the event with its image and answers it', async () => {
    const record = await create({ unknown: 'x' });
    expect(record).toMatchObject({
      title: 'District championship',
      date: '2031-01-15',
      description: 'All age categories.',
      location: 'District Sports Complex',
    });
    expect(record.image).toMatch(new RegExp(`^/api/images/${record._id}-`));
    expect(record).not.toHaveProperty('unknown');
    expect(await jsonOf(await api.call('GET', `/api/events/${record._id}`))).toEqual(record);
  });

  test('image, description and location are optional; limits are inclusive', async () => {
    const record = await create({ image: undefined, description: text(2_000), location: undefined, title: text(100) });
    expect(record).toMatchObject({ image: '', location: '' });
    expect(record.description).toHaveLength(2_000);
    expect(record.title).toHaveLength(100);
  });

  test.each(invalidFields)('400 when %s', async (_name, overrides, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/events', body: eventBody(overrides), cookie }, 400, message);
  });

  test.each(badImages('Image'))('rejects %s', async (_name, image, status, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/events', body: eventBody({ image }), cookie }, status, message);
  });

  test('400 malformed JSON, 415 form data', async () => {
    await expectJsonWriteRefusals(api, cookie, '/api/events', {
      malformed: '{"title":}',
      foreign: { rawBody: 'title=x', contentType: 'multipart/form-data; boundary=x' },
    });
  });
});

describe('GET /api/events', () => {
  test('upcoming events first, soonest first, then past events', async () => {
    const later = await create({ title: 'Later', date: isoDay(40) });
    const past = await create({ title: 'Past', date: isoDay(-10) });
    const soon = await create({ title: 'Soon', date: isoDay(3) });
    const list = await jsonOf<Event[]>(await api.call('GET', '/api/events'));
    const ids = list.map((item) => item._id);
    expect(ids.indexOf(soon._id)).toBeLessThan(ids.indexOf(later._id));
    expect(ids.indexOf(later._id)).toBeLessThan(ids.indexOf(past._id));
  });

  test('404 for unknown or malformed ids', async () => {
    const res = await api.call('GET', `/api/events/${UNKNOWN_ID}`);
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).message).toBe('Event not found.');
    for (const id of MALFORMED_IDS) expect((await api.call('GET', `/api/events/${id}`)).status).toBe(404);
  });
});

describe('DELETE /api/events/{id}', () => {
  test('deletes the event and its image', async () => {
    const record = await create();
    const res = await api.call('DELETE', `/api/events/${record._id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('Event deleted successfully!');
    expect((await api.call('GET', `/api/events/${record._id}`)).status).toBe(404);
    expect((await api.call('GET', record.image)).status).toBe(404);
  });

  test("deletes the event's registrations with it and says how many; other events keep theirs", async () => {
    const doomed = await create({ title: 'Doomed', image: '' });
    const kept = await create({ title: 'Kept', image: '' });
    const register = (eventId: string, email: string, ip: string) =>
      api.call('POST', '/api/registrations', { body: registrationBody(eventId, { email }), ip });
    for (const [index, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
      expect((await register(doomed._id, email, `192.0.2.${index + 1}`)).status).toBe(201);
    }
    expect((await register(kept._id, 'a@example.com', '192.0.2.9')).status).toBe(201);

    const count = await api.call('GET', `/api/events/${doomed._id}/registrations`, { cookie });
    expect(count.status).toBe(200);
    expect(count.headers.get('cache-control')).toBe('private, no-store');
    expect(await jsonOf(count)).toEqual({ count: 3, entries: 0 });

    const res = await api.call('DELETE', `/api/events/${doomed._id}`, { cookie });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ message: 'Event deleted successfully!', registrationsDeleted: 3, entriesDeleted: 0 });
    const left = await jsonOf<Registration[]>(await api.call('GET', '/api/registrations', { cookie }));
    expect(left.filter((item) => item.eventId === doomed._id)).toEqual([]);
    expect(left.filter((item) => item.eventId === kept._id).map((item) => item.email)).toEqual(['a@example.com']);
    expect(await jsonOf(await api.call('GET', `/api/events/${kept._id}/registrations`, { cookie }))).toEqual({ count: 1, entries: 0 });
  });

  test('an event without registrations answers 0 deleted', async () => {
    const record = await create({ image: '' });
    expect(await jsonOf(await api.call('DELETE', `/api/events/${record._id}`, { cookie }))).toEqual({
      message: 'Event deleted successfully!',
      registrationsDeleted: 0,
      entriesDeleted: 0,
    });
  });

  test('the registration count: 404 for unknown or malformed ids', async () => {
    await expectRejected(api, { method: 'GET', path: `/api/events/${UNKNOWN_ID}/registrations`, cookie }, 404, 'Event not found.');
    for (const id of MALFORMED_IDS) {
      await expectRejected(api, { method: 'GET', path: `/api/events/${id}/registrations`, cookie }, 404);
    }
  });

  test('404 for unknown ids', async () => {
    await expectDeleteRefusals(api, cookie, '/api/events', 'Event not found.');
  });
});

describe('PUT /api/events/{id}', () => {
  const edit = async (id: string, body: Record<string, unknown>): Promise<Event> => {
    const res = await api.call('PUT', `/api/events/${id}`, { body, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return jsonOf<Event>(res);
  };

  test('changes the event in place; a new date moves it in the list; an image left out is kept', async () => {
    const soon = await create({ title: 'Soon', date: isoDay(3) });
    const record = await create({ title: 'Later', date: isoDay(5) });
    const { image: _left, ...fields } = eventBody({ title: 'Earlier now', date: isoDay(2), location: 'New rink' });
    const updated = await edit(record._id, fields);
    expect(updated).toEqual({ ...record, ...fields, description: 'All age categories.' });
    expect(await jsonOf(await api.call('GET', `/api/events/${record._id}`))).toEqual(updated);
    const list = await jsonOf<Event[]>(await api.call('GET', '/api/events'));
    const ids = list.map((event) => event._id);
    expect(ids.filter((id) => id === record._id)).toHaveLength(1);
    expect(ids.indexOf(record._id)).toBeLessThan(ids.indexOf(soon._id));
    expect(await fileStatus(api, record.image)).toBe(200);
  });

  test('a new image replaces the old one, whose file is deleted', async () => {
    const record = await create();
    const updated = await edit(record._id, eventBody({ image: pngDataUrl([240, 1, 1]) }));
    expect(updated.image).not.toBe(record.image);
    expect(updated.image.startsWith(`/api/images/${record._id}-`)).toBe(true);
    expect(await fileStatus(api, updated.image)).toBe(200);
    expect(await fileStatus(api, record.image)).toBe(404);
  });

  test("the event's registrations stay with it", async () => {
    const record = await create({ date: isoDay(10) });
    const registered = await api.call('POST', '/api/registrations', { body: registrationBody(record._id), ip: '192.0.2.80' });
    expect(registered.status).toBe(201);
    await edit(record._id, eventBody({ title: 'Renamed', date: isoDay(10) }));
    const count = await jsonOf<{ count: number }>(await api.call('GET', `/api/events/${record._id}/registrations`, { cookie }));
    expect(count.count).toBe(1);
  });

  test.each(invalidFields)('400 when %s, nothing changed', async (_name, overrides, message) => {
    const record = await create();
    await expectRejected(api, { method: 'PUT', path: `/api/events/${record._id}`, body: eventBody(overrides), cookie }, 400, message);
    expect(await jsonOf(await api.call('GET', `/api/events/${record._id}`))).toEqual(record);
  });

  test.each(badImages('Image'))('rejects %s, keeping the current image', async (_name, image, status, message) => {
    const record = await create();
    await expectRejected(api, { method: 'PUT', path: `/api/events/${record._id}`, body: eventBody({ image }), cookie }, status, message);
    expect(await fileStatus(api, record.image)).toBe(200);
  });

  test('404 for unknown or malformed ids, 400 and 415 for bodies that are not JSON', async () => {
    const record = await create();
    await expectEditRefusals(api, cookie, {
      base: '/api/events',
      existingId: record._id,
      valid: eventBody(),
      notFound: 'Event not found.',
    });
  });
});
