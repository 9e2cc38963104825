import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Event } from '../../src/domain/events/event.schema.ts';
import type { Registration } from '../../src/domain/events/registration.schema.ts';
import { FORM_LIMITS } from '../../netlify/functions/_shared/security/public-form-limits.ts';
import { FORM_LIMIT_MESSAGE } from '../../netlify/functions/_shared/security/throttle.ts';
import { registrations } from '#shared/collections/events.ts';
import { allPages, eventBody, expectRejected, MALFORMED_IDS, registrationBody, text, UNKNOWN_ID } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let event: Event;
let otherEvent: Event;
let ipCounter = 0;
/** Each test submits from its own address so the rate limit of one does not touch another. */
const freshIp = () => `192.0.2.${(ipCounter += 1)}`;

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
  event = await jsonOf<Event>(await api.call('POST', '/api/events', { body: eventBody({ image: '' }), cookie }));
  otherEvent = await jsonOf<Event>(await api.call('POST', '/api/events', { body: eventBody({ image: '', title: 'Other' }), cookie }));
});
afterAll(() => api.stop());

const register = (body: unknown, ip = freshIp()) => api.call('POST', '/api/registrations', { body, ip });

const adminList = (query = '') => allPages<Registration>(api, `/api/registrations${query}`, { cookie });

describe('POST /api/registrations (public)', () => {
  test('registers without a session and stores only the known fields', async () => {
    const res = await register(
      registrationBody(event._id, { email: 'First@Example.com', phone: '+91 91234 56789', age: '14', note: 'x', website: '' }),
    );
    expect(res.status).toBe(201);
    const body = await jsonOf<{ message: string; _id: string }>(res);
    expect(body.message).toBe('You are registered! We will contact you with the details.');
    const stored = (await adminList()).find((item) => item._id === body._id);
    expect(stored).toEqual({
      _id: body._id,
      eventId: event._id,
      name: 'Kabir Gupta',
      age: 14,
      email: 'first@example.com',
      phone: '9123456789',
      createdAt: stored?.createdAt,
    });
  });

  test('the same e-mail may register for another event but not twice for one (409)', async () => {
    const email = 'twice@example.com';
    expect((await register(registrationBody(event._id, { email }))).status).toBe(201);
    expect((await register(registrationBody(otherEvent._id, { email }))).status).toBe(201);
    await expectRejected(
      api,
      { method: 'POST', path: '/api/registrations', body: registrationBody(event._id, { email: 'TWICE@example.com' }), ip: freshIp() },
      409,
      'This e-mail address is already registered for this event.',
    );
  });

  test('simultaneous duplicate submissions store exactly one registration', async () => {
    const email = 'race@example.com';
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(registrationBody(event._id, { email }))));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await adminList()).filter((item) => item.email === email)).toHaveLength(1);
  });

  test('404 for an event that does not exist', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/registrations', body: registrationBody(UNKNOWN_ID), ip: freshIp() },
      404,
      'This event no longer exists.',
    );
  });

  test.each([
    ['event missing', { eventId: undefined }, 'Event is required'],
    ['event malformed', { eventId: '../x' }, 'Event is required'],
    ['name missing', { name: undefined }, 'Name is required'],
    ['name over 100', { name: text(101) }, 'Name must be at most 100 characters'],
    ['name not text', { name: 3 }, 'Name must be text'],
    ['age missing', { age: undefined }, 'Age is required'],
    ['age not a number', { age: 'ten' }, 'Age must be a number'],
    ['age not whole', { age: 10.5 }, 'Age must be a whole number'],
    ['age over 100', { age: 101 }, 'Age must be between 1 and 100'],
    ['age zero', { age: 0 }, 'Age must be between 1 and 100'],
    ['e-mail missing', { email: undefined }, 'E-mail is required'],
    ['e-mail malformed', { email: 'not-an-email' }, 'E-mail must be a valid e-mail address'],
    ['phone missing', { phone: '' }, 'Phone number is required'],
    ['phone not Indian mobile', { phone: '12345678' }, 'Phone number must be a 10-digit Indian mobile number'],
    ['honeypot filled', { website: 'http://spam.example' }, 'Submission rejected'],
  ])('400 when %s', async (_name, overrides, message) => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/registrations', body: registrationBody(event._id, overrides), ip: freshIp() },
      400,
      message,
    );
  });

  test('400 malformed JSON, 415 form encoding', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/registrations', rawBody: '{"eventId"', headers: { 'content-type': 'application/json' } },
      400,
      'The request body is not valid JSON.',
    );
    await expectRejected(
      api,
      { method: 'POST', path: '/api/registrations', rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    );
  });

  test(`429 after ${FORM_LIMITS.registration.limit} registrations from one client; others are unaffected`, async () => {
    const ip = freshIp();
    for (let index = 0; index < FORM_LIMITS.registration.limit; index += 1) {
      expect((await register(registrationBody(event._id, { email: `flood${index}@example.com` }), ip)).status).toBe(201);
    }
    await expectRejected(
      api,
      { method: 'POST', path: '/api/registrations', body: registrationBody(event._id, { email: 'one-more@example.com' }), ip },
      429,
      FORM_LIMIT_MESSAGE,
    );
    expect((await register(registrationBody(event._id, { email: 'other-client@example.com' }))).status).toBe(201);
  });
});

describe('GET /api/registrations (admin)', () => {
  test('answers the list only to an admin, never cached', async () => {
    const res = await api.call('GET', '/api/registrations', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Array.isArray(await res.json())).toBe(true);
  });

  test('filters by event, and finds the registrations of events that no longer exist', async () => {
    await register(registrationBody(otherEvent._id, { email: 'only-other@example.com' }));
    const orphan = await registrations().insert({
      _id: 'orphan00000000000000000a',
      eventId: UNKNOWN_ID,
      name: 'Left behind',
      age: 9,
      email: 'orphan@example.com',
      phone: '9123456789',
      createdAt: new Date().toISOString(),
    });
    const ofOther = await adminList(`?event=${otherEvent._id}`);
    expect(ofOther.length).toBeGreaterThan(0);
    expect(ofOther.every((item) => item.eventId === otherEvent._id)).toBe(true);
    expect(ofOther.map((item) => item.email)).toContain('only-other@example.com');
    expect(await adminList('?event=unknown')).toEqual([orphan]);
    const all = await adminList();
    expect(all.map((item) => item.createdAt)).toEqual(
      all
        .map((item) => item.createdAt)
        .sort()
        .reverse(),
    );
  });
});

describe('DELETE /api/registrations/{id} (admin)', () => {
  test('deletes a registration', async () => {
    const { _id } = await jsonOf<{ _id: string }>(await register(registrationBody(event._id, { email: 'gone@example.com' })));
    const res = await api.call('DELETE', `/api/registrations/${_id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('Registration deleted successfully!');
    expect((await adminList()).some((item) => item._id === _id)).toBe(false);
  });

  test('frees the address: the same e-mail may register for the event again', async () => {
    const email = 'second-chance@example.com';
    const { _id } = await jsonOf<{ _id: string }>(await register(registrationBody(event._id, { email })));
    expect((await register(registrationBody(event._id, { email }))).status).toBe(409);
    expect((await api.call('DELETE', `/api/registrations/${_id}`, { cookie })).status).toBe(200);
    expect((await register(registrationBody(event._id, { email }))).status).toBe(201);
    expect((await adminList()).filter((item) => item.email === email)).toHaveLength(1);
  });

  test('404 for unknown or malformed ids', async () => {
    await expectRejected(api, { method: 'DELETE', path: `/api/registrations/${UNKNOWN_ID}`, cookie }, 404, 'Registration not found.');
    for (const id of MALFORMED_IDS) await expectRejected(api, { method: 'DELETE', path: `/api/registrations/${id}`, cookie }, 404);
  });
});
