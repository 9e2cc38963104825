import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Event } from '../../src/domain/event.schema.ts';
import {
  badImages,
  createRecord,
  eventBody,
  expectDeleteRefusals,
  expectJsonWriteRefusals,
  expectRejected,
  MALFORMED_IDS,
  startSignedIn,
  text,
  UNKNOWN_ID,
} from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const create = (overrides: Record<string, unknown> = {}) => createRecord<Event>(api, cookie, '/api/events', eventBody(overrides));

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

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
    const record = await create({ image: undefined, description: text(300), location: undefined, title: text(45) });
    expect(record).toMatchObject({ image: '', location: '' });
    expect(record.description).toHaveLength(300);
  });

  test.each([
    ['title missing', { title: undefined }, 'Event title cannot be empty'],
    ['title blank', { title: '  ' }, 'Event title cannot be empty'],
    ['title over 45', { title: text(46) }, 'Event title must be at most 45 characters'],
    ['title not text', { title: true }, 'Event title must be text'],
    ['date missing', { date: undefined }, 'Date is required'],
    ['date not a real date', { date: '2031-02-30' }, 'Date must be a real date (YYYY-MM-DD)'],
    ['date in another format', { date: '15/01/2031' }, 'Date must be a real date (YYYY-MM-DD)'],
    ['date not text', { date: 20310115 }, 'Date must be a date'],
    ['description over 300', { description: text(301) }, 'Description must be at most 300 characters'],
    ['location over 200', { location: text(201) }, 'Location must be at most 200 characters'],
    ['image not an image', { image: 'https://example.org/x.png' }, 'Image must be an image file'],
  ])('400 when %s', async (_name, overrides, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/events', body: eventBody(overrides), cookie }, 400, message);
  });

  test.each(badImages('Image'))('rejects %s', async (_name, image, status, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/events', body: eventBody({ image }), cookie }, status, message);
  });

  test('400 malformed JSON, 415 form data, 401 without a session', async () => {
    await expectJsonWriteRefusals(api, cookie, '/api/events', {
      malformed: '{"title":}',
      foreign: { rawBody: 'title=x', contentType: 'multipart/form-data; boundary=x' },
      valid: eventBody(),
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

  test('401 without a session, 404 for unknown ids', async () => {
    const record = await create();
    await expectDeleteRefusals(api, cookie, '/api/events', record._id, 'Event not found.');
  });
});
