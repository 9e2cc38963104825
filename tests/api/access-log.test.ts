/**
 * The access log against the real store: opening a child's full record or identity proof and
 * exporting the entries CSV each leave an entry (who, when, which profile or export) with no
 * personal value in it; only owners read a profile's log; entries older than a year are swept.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ACCESS_LOG_DAYS, type AccessEntry } from '#domain/committee/access-log.schema.ts';
import { sweepAccessLog } from '../../netlify/functions/_shared/security/access-log.ts';
import { accessLog } from '#shared/collections/audit.ts';
import sweep, { config } from '../../netlify/functions/sweep-access-log.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { createEvent, saveChampionship, sprintAndRelay } from './support/championship.ts';
import { submitSkater } from './support/registry.ts';
import type { Role } from '#domain/committee/account.ts';

let api: Api;
let cookies: Record<Role, string>;
const DAY = 86_400_000;
const PERSONAL = { name: 'Zoya Logged', email: 'zoya.parent@example.com', phoneNo: '9811177788', parentName: 'Farah Logged' };

beforeAll(async () => {
  api = await startApi();
  cookies = await sessionsOfEveryRole(api);
});
afterAll(() => api.stop());

const logOf = async (id: string, cookie = cookies.owner) => api.call('GET', `/api/skaterprofiles/${id}/access-log`, { cookie });

test('opening the record and the proof are logged: who, when, which profile, and no personal value', async () => {
  const { _id, reference } = await submitSkater(api, PERSONAL);
  expect(await jsonOf<{ total: number }>(await logOf(_id))).toMatchObject({ total: 0 });
  expect((await api.call('GET', `/api/skaterprofiles/${_id}`, { cookie: cookies.registrar })).status).toBe(200);
  expect((await api.call('GET', `/api/skaterprofiles/${_id}/proof`, { cookie: cookies.registrar })).status).toBe(200);

  const res = await logOf(_id);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const raw = await res.clone().text();
  const { entries, total } = await jsonOf<{ entries: AccessEntry[]; total: number }>(res);
  expect(total).toBe(2);
  expect(entries.map((entry) => entry.kind)).toEqual(['proof', 'record']);
  for (const entry of entries) {
    expect(entry).toMatchObject({ who: { name: 'Rekha Registrar' }, profileId: _id, export: '' });
    expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000);
  }
  for (const personal of [...Object.values(PERSONAL), reference, '2015-04-12']) expect(raw).not.toContain(personal);
});

test('an export of entries (CSV) is logged with the event, without a value of it', async () => {
  const eventId = await createEvent(api, cookies.owner);
  await saveChampionship(api, cookies.owner, eventId, sprintAndRelay('2099-01-01T00:00:00Z'));
  const before = (await accessLog().page('oldest', { limit: 1000 })).total;
  expect((await api.call('GET', `/api/events/${eventId}/entries/csv`, { cookie: cookies.registrar })).status).toBe(200);
  const all = await accessLog().page('oldest', { limit: 1000 });
  expect(all.total).toBe(before + 1);
  const entry = await accessLog().get(all.items.at(-1)?._id ?? '');
  expect(entry).toMatchObject({ kind: 'export', export: `entries-csv ${eventId}`, profileId: '', who: { name: 'Rekha Registrar' } });
});

test('only owners read the log: registrar and editor 403, no session 401', async () => {
  const { _id } = await submitSkater(api);
  expect((await logOf(_id, cookies.registrar)).status).toBe(403);
  expect((await logOf(_id, cookies.editor)).status).toBe(403);
  expect((await api.call('GET', `/api/skaterprofiles/${_id}/access-log`)).status).toBe(401);
});

test('entries are kept a year, then the daily sweep deletes them', async () => {
  expect(config.schedule).toBe('@daily');
  const { _id } = await submitSkater(api);
  await api.call('GET', `/api/skaterprofiles/${_id}`, { cookie: cookies.owner });
  const entry = (await accessLog().page('byProfile', { partition: _id })).items[0];
  const at = Date.parse(entry?.at ?? '');
  expect(await sweepAccessLog(new Date(at + (ACCESS_LOG_DAYS - 1) * DAY))).toBe(0);
  expect((await sweep()).status).toBe(204);
  expect(await sweepAccessLog(new Date(at + ACCESS_LOG_DAYS * DAY + 1000))).toBeGreaterThanOrEqual(1);
  expect(await accessLog().get(entry?._id ?? '')).toBeUndefined();
});
