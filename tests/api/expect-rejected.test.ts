/**
 * The refusal helper of the API tests (support/fixtures.ts expectRejected) compares the store
 * around a refused request only where a handler could have written: not around the access and
 * origin checks' refusals, which come before any handler, and it refuses to skip the comparison for
 * a refusal a handler gave.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { authMessages } from '../../src/domain/committee/auth.ts';
import { eventMessages } from '../../src/domain/events/event.ts';
import { accountSignedIn } from './support/accounts.ts';
import { createEvent } from './support/championship.ts';
import { ADMIN, type Api } from './support/harness.ts';
import { expectRejected, registrationBody, startSignedIn } from './support/fixtures.ts';

let api: Api;
let cookie: string;
let snapshots = 0;

beforeAll(async () => {
  ({ api, cookie } = await startSignedIn());
  const snapshot = api.snapshot;
  api.snapshot = (options) => {
    snapshots += 1;
    return snapshot(options);
  };
});
afterAll(() => api.stop());

const counted = async (work: () => Promise<unknown>): Promise<number> => {
  const before = snapshots;
  await work();
  return snapshots - before;
};

test('a request without a session refused by the access check is not wrapped in store snapshots', async () => {
  expect(await counted(() => expectRejected(api, { method: 'POST', path: '/api/updates', body: { text: 'Rink closed' } }, 401))).toBe(0);
});

test('a cross-origin write refused by the origin check is not wrapped in store snapshots', async () => {
  const request = { method: 'POST', path: '/api/updates', body: { text: 'Rink closed' }, cookie, origin: 'https://elsewhere.example' };
  expect(await counted(() => expectRejected(api, request, 403, 'This request must come from the site itself.'))).toBe(0);
});

test('a refusal by a handler is checked against the store before and after', async () => {
  expect(await counted(() => expectRejected(api, { method: 'POST', path: '/api/updates', body: {}, cookie }, 400))).toBe(2);
});

test('a 401 a handler gives (a wrong password) cannot skip the store comparison', async () => {
  const wrong = { method: 'POST', path: '/api/login', body: { admin: ADMIN.name, password: 'not the password' } };
  await expect(expectRejected(api, wrong, 401, authMessages.loginFailed)).rejects.toThrow(/comes from a handler/);
});

test("a 403 for a role the access check refuses skips the comparison; a handler's own 403, named by its message, is compared", async () => {
  const editor = await accountSignedIn(api, cookie, { name: 'Esha Editor', email: 'esha@example.org', role: 'editor' });
  // An editor may not read event registrations (they hold people's details): the access check's 403.
  expect(await counted(() => expectRejected(api, { method: 'GET', path: '/api/registrations', cookie: editor.cookie }, 403))).toBe(0);
  // An editor may delete events, but not one with registrations: the handler reads the store first.
  const eventId = await createEvent(api, cookie, { title: 'Open day', image: '' });
  const registered = await api.call('POST', '/api/registrations', { body: registrationBody(eventId), ip: '192.0.2.7' });
  expect(registered.status, await registered.clone().text()).toBe(201);
  // The first use of the championships collection writes its layout marker: done here, so that the
  // refusal itself finds nothing to set up.
  await api.call('GET', `/api/events/${eventId}/championship`);
  const refused = { method: 'DELETE', path: `/api/events/${eventId}`, cookie: editor.cookie };
  expect(await counted(() => expectRejected(api, refused, 403, eventMessages.deleteNeedsRegistrar))).toBe(2);
});
