/**
 * A championship's club points on its public results: points by final place (the championship's
 * own list, or 5-3-1), a tie giving each tied skater the place's points, a relay counting like any
 * race; clubs and points only.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { approvedSkaters, enteredChampionship, saveChampionship, sprintAndRelay } from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let relay: Race;
const entryIds: string[] = [];

const GIRLS = [
  { name: 'Anya First', club: 'Aurora Skaters' },
  { name: 'Bina Tied', club: 'Bayside Rollers' },
  { name: 'Chaya Tied', club: 'Aurora Skaters' },
  { name: 'Dia Fourth', club: 'Coastal Wheels' },
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  const skaters = await approvedSkaters(
    api,
    cookie,
    GIRLS.map((girl, index) => ({
      name: girl.name,
      representativeClub: girl.club,
      email: `parent${index}@example.com`,
      phoneNo: `98111000${10 + index}`,
    })),
  );
  const entered = await enteredChampionship(api, cookie, { rules: sprintAndRelay(), skaters });
  eventId = entered.eventId;
  [sprint, relay] = entered.races as [Race, Race];
  entryIds.push(...entered.entryIds);
  vi.setSystemTime(new Date('2026-06-28T10:00:00Z'));
  cookie = await api.login();
  const put = async (raceId: string, rows: unknown[]) =>
    expect((await api.call('PUT', `/api/events/${eventId}/results/${raceId}`, { body: { rows }, cookie })).status).toBe(200);
  // 500 m: Aurora 1st, Bayside and Aurora tie 2nd, Coastal 4th. Relay: Coastal 1st, Bayside 2nd.
  await put(sprint._id, [
    { entryId: entryIds[0], position: 1 },
    { entryId: entryIds[1], position: 2 },
    { entryId: entryIds[2], position: 2 },
    { entryId: entryIds[3], position: 4 },
  ]);
  await put(relay._id, [
    { entryId: entryIds[3], position: 1 },
    { entryId: entryIds[1], position: 2 },
  ]);
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const clubPoints = async () => (await jsonOf<{ clubPoints: unknown }>(await api.call('GET', `/api/events/${eventId}/results`))).clubPoints;

describe('club points on the public results', () => {
  test('5-3-1 by default: ties share the place, the relay counts', async () => {
    expect(await clubPoints()).toEqual([
      { club: 'Aurora Skaters', points: 8 },
      { club: 'Bayside Rollers', points: 6 },
      { club: 'Coastal Wheels', points: 5 },
    ]);
  });

  test("the championship's own points per place", async () => {
    const { entriesClose, maxRacesPerSkater, selectPerRace } = sprintAndRelay();
    const rules = { entriesClose, maxRacesPerSkater, selectPerRace };
    await saveChampionship(api, cookie, eventId, { ...rules, clubPoints: [10, 6, 4, 2] });
    // Level on points: by name.
    expect(await clubPoints()).toEqual([
      { club: 'Aurora Skaters', points: 16 },
      { club: 'Bayside Rollers', points: 12 },
      { club: 'Coastal Wheels', points: 12 },
    ]);
  });
});
