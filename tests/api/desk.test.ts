/**
 * The results desk's changes are applied exactly once: the same change (same change id) sent
 * twice, or several times at once, is stored once and answered with its first answer; a change
 * made on a stale copy is refused with 409 and both values; the audit log names the device and
 * the old and new values.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '#domain/championships/championship.schema.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import { venueTexts } from '#domain/venue/venue-texts.ts';
import { approvedSkaters, enteredChampionship, sprintAndRelay } from './support/championship.ts';
import { allPages } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let relay: Race;
let entryIds: string[];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  const skaters = await approvedSkaters(api, cookie, [
    { name: 'Anya Desk', representativeClub: 'Aurora Skaters', email: 'desk0@example.com', phoneNo: '9811100010' },
    { name: 'Bina Desk', representativeClub: 'Bayside Rollers', email: 'desk1@example.com', phoneNo: '9811100011' },
    { name: 'Chaya Desk', representativeClub: 'Coastal Wheels', email: 'desk2@example.com', phoneNo: '9811100012' },
  ]);
  const entered = await enteredChampionship(api, cookie, { rules: sprintAndRelay(), skaters });
  eventId = entered.eventId;
  [sprint, relay] = entered.races as [Race, Race];
  entryIds = entered.entryIds;
  vi.setSystemTime(new Date('2026-06-28T10:00:00Z'));
  cookie = await api.login();
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

let keys = 0;
const newKey = () => `desk-test-change-${(keys += 1)}`;

const send = (kind: 'results' | 'checkin', body: Record<string, unknown>, key: string | null = newKey()) =>
  api.call('PUT', `/api/events/${eventId}/desk/${kind}`, {
    cookie,
    body,
    ...(key === null ? {} : { headers: { 'Idempotency-Key': key } }),
  });

interface DeskRace {
  raceId: string;
  results: { rows: { entryId: string; position?: number }[]; version: number | null };
  checkin: { present: string[]; version: number | null };
}
const day = async () => jsonOf<{ races: DeskRace[] }>(await api.call('GET', `/api/events/${eventId}/desk`, { cookie }));
const raceIn = async (raceId: string) => (await day()).races.find((race) => race.raceId === raceId)!;
const deskEntries = async () =>
  (await allPages<AuditEntry>(api, `/api/audit?resource=results`, { cookie })).filter((entry) => entry.resourceId === eventId);

/** The clock stands still in these tests, so entries of one second come in no particular order. */
const summaries = (entries: AuditEntry[]) => entries.map((entry) => entry.summary);

const rows = (order: number[]) => order.map((index, place) => ({ entryId: entryIds[index]!, position: place + 1 }));

describe('the desk day', () => {
  test('lists each race with its entrants and no versions before anything is saved', async () => {
    const race = await raceIn(sprint._id);
    expect(race.results).toEqual({ rows: [], status: null, version: null });
    expect(race.checkin).toEqual({ present: [], callAt: '', version: null });
    expect((race as unknown as { entrants: { name: string }[] }).entrants.map((entrant) => entrant.name).sort()).toEqual([
      'Anya Desk',
      'Bina Desk',
      'Chaya Desk',
    ]);
  });

  test('is for registrars only', async () => {
    expect((await api.call('GET', `/api/events/${eventId}/desk`)).status).toBe(401);
  });
});

describe('exactly once', () => {
  test('the same change sent twice is stored once and answered with its first answer', async () => {
    const auditBefore = (await deskEntries()).length;
    const body = { raceId: sprint._id, rows: rows([0, 1, 2]), base: null, device: 'Finish line laptop' };
    const first = await send('results', body, 'same-change-twice');
    expect(first.status, await first.clone().text()).toBe(200);
    const firstBody = await first.text();
    const again = await send('results', body, 'same-change-twice');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstBody);
    // Stored once: the race's first version, one audit entry.
    expect((await raceIn(sprint._id)).results.version).toBe(1);
    const entries = await deskEntries();
    expect(entries.length).toBe(auditBefore + 1);
    // Who (the entry's actor), when (its time), from which device, and the old and new values.
    expect(summaries(entries)).toContainEqual(expect.stringContaining('from Finish line laptop: Anya Desk –→1st'));
  });

  test('the same change sent five times at once is applied once', async () => {
    const auditBefore = (await deskEntries()).length;
    const body = { raceId: sprint._id, rows: rows([1, 0, 2]), base: 1, device: 'Finish line laptop' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('results', body, 'same-change-at-once')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(texts).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true').length).toBe(4);
    expect((await raceIn(sprint._id)).results.version).toBe(2);
    expect((await deskEntries()).length).toBe(auditBefore + 1);
    expect(summaries(await deskEntries())).toContainEqual(expect.stringContaining('Anya Desk 1st→2nd'));
  });

  test('a change id used for another change is refused and stores nothing', async () => {
    const before = await api.snapshot();
    const reused = await send('results', { raceId: sprint._id, rows: rows([2, 1, 0]), base: 2, device: '' }, 'same-change-at-once');
    expect(reused.status).toBe(422);
    expect((await jsonOf<{ message: string }>(reused)).message).toBe(venueTexts.changeIdReused);
    expect(await api.snapshot()).toEqual(before);
  });

  test('a change without a change id, or with one that is not an id, is refused and stores nothing', async () => {
    const before = await api.snapshot();
    const body = { raceId: sprint._id, rows: rows([2, 1, 0]), base: 2 };
    expect((await send('results', body, null)).status).toBe(400);
    expect((await send('results', body, 'x')).status).toBe(400);
    expect((await send('results', body, 'a b c d e f g')).status).toBe(400);
    expect(await api.snapshot()).toEqual(before);
  });

  test('bad input with a change id stores nothing, and the id stays free for the corrected change', async () => {
    const before = await api.snapshot();
    const bad = await send('results', { raceId: sprint._id, rows: [{ entryId: entryIds[0], position: 0 }], base: 2 }, 'fixed-later');
    expect(bad.status).toBe(400);
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('a change made on a stale copy', () => {
  test('answers 409 with both values, and the race keeps the newer one', async () => {
    // Made on version 1; the race is at 2 (the change above).
    const sent = { raceId: sprint._id, rows: rows([2, 0, 1]), base: 1, device: 'Phone at the start' };
    const refused = await send('results', sent);
    expect(refused.status).toBe(409);
    const body = await jsonOf<{ message: string; current: { rows: unknown[]; version: number; by: string }; sent: { rows: unknown[] } }>(
      refused,
    );
    expect(body.current.version).toBe(2);
    expect(body.current.rows).toEqual(rows([1, 0, 2]).map((row) => ({ ...row })));
    expect(body.current.by).toBe('admin');
    expect(body.sent.rows).toMatchObject(sent.rows);
    expect(body.message).toBe(venueTexts.staleResults('admin'));
    expect((await raceIn(sprint._id)).results.version).toBe(2);
  });

  test('a first save made on a copy without results, after another desk saved some, is stale too', async () => {
    const first = await send('results', { raceId: relay._id, rows: rows([0]), base: null, device: 'A' });
    expect(first.status).toBe(200);
    const second = await send('results', { raceId: relay._id, rows: rows([1]), base: null, device: 'B' });
    expect(second.status).toBe(409);
    expect((await jsonOf<{ current: { version: number } }>(second)).current.version).toBe(1);
  });

  test('two desks saving different changes on the same copy at once: one lands, the other is told', async () => {
    const [a, b] = await Promise.all([
      send('results', { raceId: relay._id, rows: rows([0, 1]), base: 1, device: 'A' }),
      send('results', { raceId: relay._id, rows: rows([1, 0]), base: 1, device: 'B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await raceIn(relay._id)).results.version).toBe(2);
  });
});

describe('check-in', () => {
  test('ticks who is present, once per change id, and refuses a stale copy with both values', async () => {
    const body = {
      raceId: sprint._id,
      present: [entryIds[0], entryIds[1]],
      callAt: '2026-06-28T10:30:00+05:30',
      base: null,
      device: 'Gate',
    };
    const first = await send('checkin', body, 'checkin-once');
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await send('checkin', body, 'checkin-once')).headers.get('idempotent-replayed')).toBe('true');
    const race = await raceIn(sprint._id);
    expect(race.checkin.version).toBe(1);
    expect(race.checkin.present.sort()).toEqual([entryIds[0], entryIds[1]].sort());
    const stale = await send('checkin', { ...body, present: [entryIds[2]] });
    expect(stale.status).toBe(409);
    const both = await jsonOf<{ current: { present: string[] }; sent: { present: string[] } }>(stale);
    expect(both.current.present.sort()).toEqual([entryIds[0], entryIds[1]].sort());
    expect(both.sent.present).toEqual([entryIds[2]]);
    expect(summaries(await deskEntries())).toContainEqual(expect.stringContaining('check-in, from Gate: Anya Desk present'));
  });

  test('refuses a skater not entered in the race, storing nothing', async () => {
    const before = await api.snapshot();
    const res = await send('checkin', { raceId: sprint._id, present: ['0123456789abcdef01234567'], base: 1 });
    expect(res.status).toBe(400);
    expect(await api.snapshot()).toEqual(before);
  });
});
