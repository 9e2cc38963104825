/**
 * The claims of exactly-once changes are swept daily once older than their keeping time, over the
 * real store: a claim of 31 days goes, one of 11 days stays. The swept change sent again is then
 * answered afresh, and still lands at most once: it was made on a version the race has left.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '#domain/championships/championship.schema.ts';
import { listKeys } from '#shared/store/blobs.ts';
import { CLAIMS_KEPT_DAYS } from '#shared/records/exactly-once.ts';
import sweepChangeClaims, { config } from '#functions/sweep-change-claims.ts';
import { approvedSkaters, enteredChampionship, sprintAndRelay } from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let entryIds: string[];

const DAY = 86_400_000;
const START = Date.parse('2026-06-28T10:00:00Z');
const onDay = async (day: number) => {
  vi.setSystemTime(new Date(START + day * DAY));
  // Sessions end long before: sign in again on the day.
  cookie = await api.login();
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  const skaters = await approvedSkaters(api, cookie, [
    { name: 'Anya Sweep', representativeClub: 'Aurora Skaters', email: 'sweep0@example.com', phoneNo: '9811100020' },
    { name: 'Bina Sweep', representativeClub: 'Bayside Rollers', email: 'sweep1@example.com', phoneNo: '9811100021' },
  ]);
  const entered = await enteredChampionship(api, cookie, { rules: sprintAndRelay(), skaters });
  eventId = entered.eventId;
  sprint = entered.races[0] as Race;
  entryIds = entered.entryIds;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const claims = () => listKeys('v2/client-changes/claim/');
const send = (body: Record<string, unknown>, key: string) =>
  api.call('PUT', `/api/events/${eventId}/desk/results`, { cookie, body, headers: { 'Idempotency-Key': key } });
const rows = (order: number[]) => order.map((index, place) => ({ entryId: entryIds[index]!, position: place + 1 }));

describe('the sweep of change claims', () => {
  test(`deletes the claims older than ${CLAIMS_KEPT_DAYS} days and keeps the newer`, async () => {
    expect(config.schedule).toBe('@daily');
    await onDay(0);
    const first = { raceId: sprint._id, rows: rows([0, 1]), base: null, device: 'Finish laptop' };
    expect((await send(first, 'sweep-old-change')).status).toBe(200);
    const [old] = await claims();
    expect(old).toBeDefined();
    await onDay(20);
    expect((await send({ raceId: sprint._id, rows: rows([1, 0]), base: 1, device: 'Finish laptop' }, 'sweep-newer-change')).status).toBe(
      200,
    );
    expect(await claims()).toHaveLength(2);

    // Day 29: both are within their keeping time.
    await onDay(29);
    expect((await sweepChangeClaims()).status).toBe(204);
    expect(await claims()).toHaveLength(2);

    // Day 31: the first is past it, the second (11 days old) is not.
    await onDay(31);
    expect((await sweepChangeClaims()).status).toBe(204);
    const left = await claims();
    expect(left).toHaveLength(1);
    expect(left).not.toContain(old);

    // The first change sent again: no longer replayed, answered afresh, and refused as made on a
    // version the race has left. Applied once, still.
    const again = await send(first, 'sweep-old-change');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(409);
    expect((await jsonOf<{ current: { version: number } }>(again)).current.version).toBe(2);

    await onDay(60);
    expect((await sweepChangeClaims()).status).toBe(204);
    expect(await claims()).toEqual([]);
  });

  test('is not reachable over HTTP', async () => {
    expect(api.server.routes.some((route) => route.name === 'sweep-change-claims')).toBe(true);
    for (const method of ['GET', 'POST']) {
      const res = await api.call(method, '/.netlify/functions/sweep-change-claims', method === 'POST' ? { body: {} } : {});
      expect(res.status).toBe(404);
    }
  });
});
