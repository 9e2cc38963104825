/**
 * Personal and season bests over the real store: a heat marked official adds its finishers' times
 * to their bests (a DNF none), set back to provisional takes exactly those away, marked official
 * again or corrected keeps one time per heat; the public rounds mark a PB or SB; seeding by season
 * best puts the fastest first and those without a time after them.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { bestsKey } from '../../src/domain/race-day/personal-bests.ts';
import { raceDayTexts } from '../../src/domain/race-day/race-day-texts.ts';
import { skaterBests } from '#shared/collections/race-day.ts';
import { approvedSkaters, enteredChampionship, race, type ApprovedSkater } from './support/championship.ts';
import { expectRejected } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let first: Race;
let second: Race;
let skaters: ApprovedSkater[] = [];
let entryIds: string[] = [];
const KEY = bestsKey('Speed Quad', 500, 'track');
const TIME_TRIAL = (seeding: string) => ({
  distance: 500,
  surface: 'track',
  format: 'time-trial',
  seeding,
  lanes: 'fastest-inside',
  rounds: [{ kind: 'final-a', heatSize: 8, byPlace: 0, byTime: 0 }],
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  skaters = await approvedSkaters(
    api,
    cookie,
    ['Asha Best', 'Bela Best', 'Cara Best', 'Devi Best'].map((name) => ({ name })),
  );
  const entered = await enteredChampionship(api, cookie, {
    rules: {
      entriesClose: '2026-06-20T00:00:00Z',
      maxRacesPerSkater: 2,
      selectPerRace: 2,
      races: [race({ name: '500 m first' }), race({ name: '500 m second' })],
    },
    skaters,
  });
  eventId = entered.eventId;
  [first, second] = entered.races as [Race, Race];
  entryIds = entered.entryIds;
  for (const [raceId, seeding] of [
    [first._id, 'drawn'],
    [second._id, 'season-best'],
  ] as const) {
    const res = await api.call('PUT', `/api/events/${eventId}/race-day`, {
      cookie,
      body: { raceIds: [raceId], setup: TIME_TRIAL(seeding) },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  // Cara skated 49.00 last season: her personal best, not this season's.
  await skaterBests().insert({
    _id: skaters[2]!._id,
    times: { [KEY]: [{ heat: 'earlier|race|1|1', thousandths: 49000, time: '49.00', season: 2025 }] },
    updatedAt: '2025-09-01T00:00:00Z',
  });
  vi.setSystemTime(new Date('2026-06-28T09:00:00Z'));
  cookie = await api.login();
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const heatPath = (raceId: string) => `/api/events/${eventId}/race-day/${raceId}/rounds/1/heats/1`;
const timesOf = async (index: number) => (await skaterBests().get(skaters[index]!._id))?.times[KEY]?.map((time) => time.time) ?? [];
const publicBests = async () => {
  const body = await jsonOf<{ races: { rounds: { heats: { results?: { name: string; best?: string }[] }[] }[] }[] }>(
    await api.call('GET', `/api/events/${eventId}/rounds?race=${first._id}`),
  );
  return Object.fromEntries((body.races[0]?.rounds[0]?.heats[0]?.results ?? []).map((row) => [row.name, row.best ?? '']));
};
// Asha 52.00, Bela 50.00, Cara 51.00, Devi did not finish.
const ROWS = () => [
  { entryId: entryIds[0], place: 3, time: '52.00' },
  { entryId: entryIds[1], place: 1, time: '50.00' },
  { entryId: entryIds[2], place: 2, time: '51.00' },
  { entryId: entryIds[3], outcome: 'DNF' },
];

describe('bests from official heats', () => {
  test('provisional results add nothing; official ones add each finisher’s time, and the rounds mark PB and SB', async () => {
    const seeded = await api.call('POST', `/api/events/${eventId}/race-day/${first._id}/rounds/1/seed`, { cookie, body: { seed: 7 } });
    expect(seeded.status, await seeded.clone().text()).toBe(200);
    expect((await api.call('PUT', heatPath(first._id), { cookie, body: { rows: ROWS() } })).status).toBe(200);
    expect(await timesOf(1)).toEqual([]);
    const marked = await api.call('PATCH', heatPath(first._id), { cookie, body: { status: 'official' } });
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect(await timesOf(0)).toEqual(['52.00']);
    expect(await timesOf(1)).toEqual(['50.00']);
    expect(await timesOf(2)).toEqual(['49.00', '51.00']);
    expect(await skaterBests().get(skaters[3]!._id)).toBeUndefined();
    expect((await skaterBests().get(skaters[1]!._id))?.times[KEY]?.[0]).toMatchObject({ thousandths: 50000, season: 2026 });
    // A first time is a PB; Cara's 51.00 is slower than last season's 49.00 but her best of this one.
    expect(await publicBests()).toEqual({ 'Asha Best': 'PB', 'Bela Best': 'PB', 'Cara Best': 'SB', 'Devi Best': '' });
  });

  test('set back to provisional takes away exactly what the heat added', async () => {
    expect((await api.call('PATCH', heatPath(first._id), { cookie, body: { status: 'provisional' } })).status).toBe(200);
    expect(await timesOf(0)).toEqual([]);
    expect(await timesOf(1)).toEqual([]);
    expect(await timesOf(2)).toEqual(['49.00']);
    expect(await publicBests()).toEqual({ 'Asha Best': '', 'Bela Best': '', 'Cara Best': '', 'Devi Best': '' });
  });

  test('official again, twice, and corrected: one time per heat', async () => {
    expect((await api.call('PATCH', heatPath(first._id), { cookie, body: { status: 'official' } })).status).toBe(200);
    await expectRejected(
      api,
      { method: 'PATCH', path: heatPath(first._id), cookie, body: { status: 'official' } },
      409,
      raceDayTexts.alreadyStatus('official'),
    );
    expect(await timesOf(1)).toEqual(['50.00']);
    const rows = ROWS().map((row, index) => (index === 1 ? { ...row, time: '50.20' } : row));
    const corrected = await api.call('PUT', heatPath(first._id), { cookie, body: { rows, reason: 'Timing read again' } });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    expect(await timesOf(1)).toEqual(['50.20']);
    expect(await timesOf(2)).toEqual(['49.00', '51.00']);
    expect(await publicBests()).toEqual({ 'Asha Best': 'PB', 'Bela Best': 'PB', 'Cara Best': 'SB', 'Devi Best': '' });
  });
});

describe('seeding by the bests', () => {
  test('season best first, else personal best; without one after them', async () => {
    const seeded = await api.call('POST', `/api/events/${eventId}/race-day/${second._id}/rounds/1/seed`, { cookie, body: { seed: 7 } });
    expect(seeded.status, await seeded.clone().text()).toBe(200);
    const day = await jsonOf<{ rounds: { heats?: { starts: { entryId: string; position: number; seed?: number; best?: number }[] }[] }[] }>(
      await api.call('GET', `/api/events/${eventId}/race-day/${second._id}`, { cookie }),
    );
    const starts = [...(day.rounds[0]?.heats?.[0]?.starts ?? [])].sort((a, b) => a.position - b.position);
    // Bela 50.20, Cara 51.00 (this season's, not last season's 49.00), Asha 52.00, then Devi without a time.
    expect(starts.map((start) => start.entryId)).toEqual([entryIds[1], entryIds[2], entryIds[0], entryIds[3]]);
    expect(starts.map((start) => start.best)).toEqual([50200, 51000, 52000, undefined]);
  });
});
