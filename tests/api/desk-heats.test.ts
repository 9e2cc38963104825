/**
 * The results desk on race day's heats, over the real store: the desk's day lists a race's seeded
 * heats with their versions; a heat's results from the desk go through race day's heat service
 * (the same checks, the same version the race-day screen sees), once per change id; a change made
 * on a stale copy of the heat answers 409 with both values; an official heat needs a reason.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '#domain/championships/championship.schema.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { venueTexts } from '#domain/venue/venue-texts.ts';
import { approvedSkaters, enteredChampionship, race } from './support/championship.ts';
import { allPages, expectRejected } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let plain: Race;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  const skaters = await approvedSkaters(
    api,
    cookie,
    ['Anya', 'Bina', 'Chaya', 'Dia', 'Esha', 'Fara'].map((first, index) => ({
      name: `${first} Heat`,
      representativeClub: index % 2 ? 'Bayside Rollers' : 'Aurora Skaters',
    })),
  );
  const entered = await enteredChampionship(api, cookie, {
    rules: {
      entriesClose: '2026-06-20T00:00:00Z',
      maxRacesPerSkater: 2,
      selectPerRace: 2,
      races: [race({ name: '1000 m SJ girls' }), race({ name: '500 m SJ girls' })],
    },
    skaters,
  });
  eventId = entered.eventId;
  [sprint, plain] = entered.races as [Race, Race];
  const setup = {
    distance: 1000,
    surface: 'track',
    format: 'heats',
    seeding: 'drawn',
    lanes: 'fastest-inside',
    rounds: [
      { kind: 'heats', heats: 2, byPlace: 1, byTime: 1 },
      { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
    ],
  };
  expect((await api.call('PUT', `/api/events/${eventId}/race-day`, { cookie, body: { raceIds: [sprint._id], setup } })).status).toBe(200);
  expect(
    (await api.call('POST', `/api/events/${eventId}/race-day/${sprint._id}/rounds/1/seed`, { cookie, body: { seed: 7 } })).status,
  ).toBe(200);
  // Race day.
  vi.setSystemTime(new Date('2026-06-28T09:00:00Z'));
  cookie = await api.login();
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

interface DeskHeat {
  round: number;
  roundName: string;
  heat: number;
  heats: number;
  starts: { entryId: string; position: number }[];
  rows: { entryId: string; place?: number; time?: string; outcome?: string }[];
  status: string | null;
  version: number;
}
interface DeskRace {
  raceId: string;
  inRounds: boolean;
  heats: DeskHeat[];
}

const day = async () => jsonOf<{ races: DeskRace[] }>(await api.call('GET', `/api/events/${eventId}/desk`, { cookie }));
const heatsOf = async (raceId = sprint._id) => (await day()).races.find((one) => one.raceId === raceId)!.heats;
const heatAt = async (heat: number) => (await heatsOf()).find((one) => one.round === 1 && one.heat === heat)!;
/** The heat as race day's own screen reads it. */
const raceDayHeat = async (heat: number) =>
  (
    await jsonOf<{
      rounds: { heats?: { number: number; version: number; status?: string; rows: { entryId: string; place?: number }[] }[] }[];
    }>(await api.call('GET', `/api/events/${eventId}/race-day/${sprint._id}`, { cookie }))
  ).rounds[0]!.heats!.find((one) => one.number === heat)!;

let keys = 0;
const newKey = () => `desk-heat-change-${(keys += 1)}`;
const sendHeat = (body: Record<string, unknown>, key: string = newKey()) =>
  api.call('PUT', `/api/events/${eventId}/desk/heat`, { cookie, body, headers: { 'Idempotency-Key': key } });

/** The heat's starters in start order, placed 1, 2, … at 50.00 + place + `offset` seconds. */
const placed = (heat: DeskHeat, offset = 0) =>
  heat.starts.map((start, index) => ({ entryId: start.entryId, place: index + 1, time: (50 + index + offset).toFixed(2) }));

const heatEntries = async () =>
  (await allPages<AuditEntry>(api, `/api/audit?resource=results`, { cookie })).filter(
    (entry) => entry.resourceId === eventId && entry.summary.includes('Heats, heat'),
  );

describe('the desk day on race day', () => {
  test('lists a race run in rounds with its seeded heats, starters in start order, each at version 0; a race without a format has none', async () => {
    const heats = await heatsOf();
    expect(heats.map((heat) => [heat.round, heat.roundName, heat.heat, heat.heats, heat.version, heat.status])).toEqual([
      [1, 'Heats', 1, 2, 0, null],
      [1, 'Heats', 2, 2, 0, null],
    ]);
    for (const heat of heats) expect(heat.starts.map((start) => start.position)).toEqual([1, 2, 3]);
    const races = (await day()).races;
    expect(races.find((one) => one.raceId === sprint._id)?.inRounds).toBe(true);
    expect(races.find((one) => one.raceId === plain._id)).toMatchObject({ inRounds: false, heats: [] });
  });
});

describe('a heat saved at the desk', () => {
  test('goes through the heat service: race day sees it at its next version; sent twice, or five times at once, it lands once', async () => {
    const heat = await heatAt(1);
    const body = { raceId: sprint._id, round: 1, heat: 1, rows: placed(heat), base: 0, device: 'Finish laptop' };
    const first = await sendHeat(body, 'heat-once');
    expect(first.status, await first.clone().text()).toBe(200);
    const firstText = await first.text();
    expect(JSON.parse(firstText)).toMatchObject({ message: venueTexts.resultsSaved, heat: { version: 1, status: 'provisional' } });
    const again = await sendHeat(body, 'heat-once');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstText);
    expect(await raceDayHeat(1)).toMatchObject({
      version: 1,
      status: 'provisional',
      rows: placed(heat).map(({ entryId, place }) => ({ entryId, place })),
    });
    expect((await heatAt(1)).rows[0]).toEqual({ entryId: heat.starts[0]!.entryId, place: 1, time: '50.00' });

    const swapped = placed(heat).map((row, index) => (index < 2 ? { ...row, place: 2 - index } : row));
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendHeat({ ...body, rows: swapped, base: 1 }, 'heat-at-once')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true').length).toBe(4);
    expect((await raceDayHeat(1)).version).toBe(2);
    const entries = await heatEntries();
    expect(entries.length).toBe(2);
    expect(entries.map((entry) => entry.summary)).toContainEqual(expect.stringContaining('(Heats, heat 1), from Finish laptop:'));
    expect(entries.map((entry) => entry.summary)).toContainEqual(expect.stringContaining('–→1st 50.00'));
  });

  test('with race day\u2019s own checks: a skater of another heat, or a time that cannot be read, is refused and stores nothing', async () => {
    const [one, two] = [await heatAt(1), await heatAt(2)];
    await expectRejected(
      api,
      {
        method: 'PUT',
        path: `/api/events/${eventId}/desk/heat`,
        cookie,
        headers: { 'Idempotency-Key': newKey() },
        body: { raceId: sprint._id, round: 1, heat: 2, rows: [...placed(two), { entryId: one.starts[0]!.entryId, place: 4 }], base: 0 },
      },
      400,
      raceDayTexts.notInHeat(4),
    );
    await expectRejected(
      api,
      {
        method: 'PUT',
        path: `/api/events/${eventId}/desk/heat`,
        cookie,
        headers: { 'Idempotency-Key': newKey() },
        body: { raceId: sprint._id, round: 1, heat: 2, rows: [{ entryId: two.starts[0]!.entryId, place: 1, time: 'fast' }], base: 0 },
      },
      400,
      /^Row 1: This time cannot be read/,
    );
    await expectRejected(
      api,
      {
        method: 'PUT',
        path: `/api/events/${eventId}/desk/heat`,
        cookie,
        headers: { 'Idempotency-Key': newKey() },
        body: { raceId: sprint._id, round: 2, heat: 1, rows: [], base: 0 },
      },
      400,
      raceDayTexts.notSeeded,
    );
    expect((await heatAt(2)).version).toBe(0);
  });

  test('made on a stale copy (race day\u2019s screen changed the heat meanwhile): 409 with both values, the heat keeps the newer', async () => {
    const two = await heatAt(2);
    const theirs = await api.call('PUT', `/api/events/${eventId}/race-day/${sprint._id}/rounds/1/heats/2`, {
      cookie,
      body: { rows: placed(two, 0.5) },
      headers: { 'If-Match': '"h0"' },
    });
    expect(theirs.status, await theirs.clone().text()).toBe(200);
    const mine = placed(two)
      .reverse()
      .map((row, index) => ({ ...row, place: index + 1 }));
    const refused = await sendHeat({ raceId: sprint._id, round: 1, heat: 2, rows: mine, base: 0, device: 'Start phone' });
    expect(refused.status).toBe(409);
    const both = await jsonOf<{
      message: string;
      current: { version: number; rows: { time?: string }[]; at: string };
      sent: { rows: unknown[] };
    }>(refused);
    expect(both.message).toBe(venueTexts.staleHeat);
    expect(both.current.version).toBe(1);
    expect(both.current.rows[0]?.time).toBe('50.50');
    expect(both.current.at).toBe('2026-06-28T09:00:00.000Z');
    expect(both.sent.rows).toMatchObject(mine);
    expect((await raceDayHeat(2)).version).toBe(1);
    // Kept mine: sent again on top of the version now, with a new change id.
    const kept = await sendHeat({ raceId: sprint._id, round: 1, heat: 2, rows: mine, base: 1, device: 'Start phone' });
    expect(kept.status).toBe(200);
    expect((await raceDayHeat(2)).version).toBe(2);
  });

  test('an official heat changes only with a reason, and then reads as corrected', async () => {
    expect(
      (await api.call('PATCH', `/api/events/${eventId}/race-day/${sprint._id}/rounds/1/heats/1`, { cookie, body: { status: 'official' } }))
        .status,
    ).toBe(200);
    const one = await heatAt(1);
    expect(one).toMatchObject({ status: 'official', version: 3 });
    const rows = placed(one, 0.25);
    await expectRejected(
      api,
      {
        method: 'PUT',
        path: `/api/events/${eventId}/desk/heat`,
        cookie,
        headers: { 'Idempotency-Key': newKey() },
        body: { raceId: sprint._id, round: 1, heat: 1, rows, base: 3 },
      },
      409,
      raceDayTexts.reasonNeeded,
    );
    const corrected = await sendHeat({
      raceId: sprint._id,
      round: 1,
      heat: 1,
      rows,
      base: 3,
      reason: 'Photo finish read again',
      device: 'Finish laptop',
    });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    expect((await jsonOf<{ heat: { status: string; version: number } }>(corrected)).heat).toMatchObject({
      status: 'corrected',
      version: 4,
    });
    expect((await heatEntries()).map((entry) => entry.summary)).toContainEqual(
      expect.stringContaining('corrected because Photo finish read again:'),
    );
  });

  test('is for registrars only', async () => {
    const res = await api.call('PUT', `/api/events/${eventId}/desk/heat`, {
      body: { raceId: sprint._id, round: 1, heat: 1, rows: [], base: 0 },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status).toBe(401);
  });
});
