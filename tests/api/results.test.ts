/**
 * Start lists and results: public answers carry entrants' names and clubs and nothing else; results
 * are validated against the race's entrants, ordered (positions ascending with ties together, then
 * DNF, DQ, DNS) and counted into a medal table where a tie gives each skater the medal; a skater's
 * results show on their public profile; a race with results is kept from removal.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { approvedSkaters, championshipPath, enteredChampionship, sprintAndRelay, type ApprovedSkater } from './support/championship.ts';
import { expectRejected, UNKNOWN_ID } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { submitSkater } from './support/registry.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let relay: Race;
const skaters: ApprovedSkater[] = [];
const entryIds: string[] = [];

const GIRLS = [
  { name: 'Anya First', club: 'Aurora Skaters' },
  { name: 'Bina Tied', club: 'Bayside Rollers' },
  { name: 'Chaya Tied', club: 'Aurora Skaters' },
  { name: 'Dia Absent', club: 'Coastal Wheels' },
  { name: 'Esha Disqualified', club: 'Coastal Wheels' },
  { name: 'Fara Fell', club: 'Bayside Rollers' },
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  skaters.push(
    ...(await approvedSkaters(
      api,
      cookie,
      GIRLS.map((girl, index) => ({
        name: girl.name,
        representativeClub: girl.club,
        email: `parent${index}@example.com`,
        phoneNo: `98111000${10 + index}`,
      })),
    )),
  );
  const entered = await enteredChampionship(api, cookie, {
    rules: sprintAndRelay(),
    skaters,
    racesOf: (races, index) => (index === 0 ? races : races.slice(0, 1)),
  });
  eventId = entered.eventId;
  [sprint, relay] = entered.races as [Race, Race];
  entryIds.push(...entered.entryIds);
  // Race day (28 June): results are public from it on, marked provisional.
  vi.setSystemTime(new Date('2026-06-28T10:00:00Z'));
  cookie = await api.login();
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const resultsPath = (raceId: string) => `/api/events/${eventId}/results/${raceId}`;
const put = (raceId: string, rows: unknown[], withCookie = true) =>
  api.call('PUT', resultsPath(raceId), { body: { rows }, ...(withCookie ? { cookie } : {}) });
/** A girl as a sheet names her: name, club, and the id of her public page (approved for this season). */
const named = (index: number) => ({ ...GIRLS[index]!, skaterId: skaters[index]!._id });

/**
 * Nothing a public answer may hold beyond names, clubs and the id of each skater's public page:
 * no dates of birth, numbers, addresses or entries' ids.
 */
const expectNoPersonalFields = (text: string) => {
  for (const skater of skaters) {
    expect(text).not.toContain(skater.dob);
    expect(text).not.toContain(skater.registrationNo);
  }
  for (const id of entryIds) expect(text).not.toContain(id);
  expect(text).not.toMatch(/@example\.com|98111000/);
};

describe('start lists', () => {
  test('every race with its entrants by name and club only, each linked to their public page', async () => {
    const res = await api.call('GET', `/api/events/${eventId}/startlists`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expectNoPersonalFields(text);
    const body = JSON.parse(text) as { races: { _id: string; name: string; entrants: Record<string, string>[] }[] };
    expect(body.races.map((item) => item.name)).toEqual(['500 m SJ girls', 'Relay SJ']);
    expect(body.races[0]?.entrants).toEqual(GIRLS.map((_, index) => named(index)));
    expect(body.races[1]?.entrants).toEqual([named(0)]);
    const unknown = await api.call('GET', `/api/events/${UNKNOWN_ID}/startlists`);
    expect(unknown.status).toBe(404);
  });
});

describe('recording results', () => {
  test('only the race\u2019s entrants, once each, with a position or an outcome; nothing stored on refusal', async () => {
    const outsider = await submitSkater(api, { name: 'Not Entered' }, cookie);
    expect(outsider._id).toBeTruthy();
    const path = resultsPath(sprint._id);
    const refuse = (rows: unknown[], status: number, message?: string) =>
      expectRejected(api, { method: 'PUT', path, body: { rows }, cookie }, status, message);
    await refuse(
      [
        { entryId: entryIds[0], position: 1 },
        { entryId: UNKNOWN_ID, position: 2 },
      ],
      400,
      championshipMessages.notEntrant(2),
    );
    await refuse([{ registrationNo: 'ADRSA-2026-9999', position: 1 }], 400, championshipMessages.notEntrant(1));
    await refuse(
      [
        { entryId: entryIds[0], position: 1 },
        { registrationNo: skaters[0]?.registrationNo, position: 2 },
      ],
      400,
      championshipMessages.duplicateRow(2),
    );
    await refuse([{ entryId: entryIds[0], position: 1, outcome: 'DNF' }], 400, 'Each row needs a position or an outcome (DNS, DNF, DQ)');
    await refuse([{ entryId: entryIds[0] }], 400, 'Each row needs a position or an outcome (DNS, DNF, DQ)');
    await refuse([{ entryId: entryIds[0], position: 0 }], 400, 'Position must be at least 1');
    await refuse([{ entryId: entryIds[0], outcome: 'DNQ' }], 400, 'Outcome must be one of: DNF, DQ, DNS');
    await refuse([{ position: 1 }], 400, 'Each row needs an entry or a registration number');
    // The relay's only entrant is Anya: Bina is not in it.
    await expectRejected(
      api,
      { method: 'PUT', path: resultsPath(relay._id), body: { rows: [{ entryId: entryIds[1], position: 1 }] }, cookie },
      400,
      championshipMessages.notEntrant(1),
    );
    await expectRejected(
      api,
      { method: 'PUT', path: resultsPath(UNKNOWN_ID), body: { rows: [] }, cookie },
      404,
      championshipMessages.unknownRaceId,
    );
  });

  test('results in order: positions ascending with ties together, then DNF, DQ, DNS; names and clubs only', async () => {
    // Typed in no particular order, by entry or by registration number.
    const rows = [
      { entryId: entryIds[3], outcome: 'DNS' },
      { registrationNo: skaters[2]?.registrationNo, position: 2, mark: '47.90' },
      { entryId: entryIds[4], outcome: 'DQ' },
      { entryId: entryIds[5], outcome: 'DNF' },
      { entryId: entryIds[1], position: 2, mark: '47.90' },
      { entryId: entryIds[0], position: 1, mark: '45.12' },
    ];
    const saved = await put(sprint._id, rows);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await put(relay._id, [{ entryId: entryIds[0], position: 1, mark: '2:10.4' }])).status).toBe(200);

    const res = await api.call('GET', `/api/events/${eventId}/results`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expectNoPersonalFields(text);
    const body = JSON.parse(text) as { races: { name: string; status?: string; results: Record<string, unknown>[] }[]; medals: unknown[] };
    expect(body.races.map((race) => race.status)).toEqual(['provisional', 'provisional']);
    expect(body.races[0]?.results).toEqual([
      { position: 1, mark: '45.12', ...named(0) },
      { position: 2, mark: '47.90', ...named(1) },
      { position: 2, mark: '47.90', ...named(2) },
      { outcome: 'DNF', ...named(5) },
      { outcome: 'DQ', ...named(4) },
      { outcome: 'DNS', ...named(3) },
    ]);
    // A tie for silver gives both a silver medal; no bronze is awarded after it.
    expect(body.medals).toEqual([
      { club: 'Aurora Skaters', gold: 2, silver: 1, bronze: 0 },
      { club: 'Bayside Rollers', gold: 0, silver: 1, bronze: 0 },
    ]);
  });

  test("an admin reads one race's rows as stored, by entry, for the results grid; a visitor may not", async () => {
    const res = await api.call('GET', resultsPath(sprint._id), { cookie });
    expect(res.status).toBe(200);
    const body = await jsonOf<{ raceId: string; rows: Record<string, unknown>[] }>(res);
    expect(body.raceId).toBe(sprint._id);
    expect(body.rows).toHaveLength(6);
    expect(body.rows).toContainEqual({ entryId: entryIds[0], position: 1, mark: '45.12' });
    expect(body.rows).toContainEqual({ entryId: entryIds[3], outcome: 'DNS' });
    await expectRejected(api, { method: 'GET', path: resultsPath(UNKNOWN_ID), cookie }, 404, championshipMessages.unknownRaceId);
  });

  test('saving a race again replaces its results', async () => {
    expect((await put(relay._id, [{ entryId: entryIds[0], outcome: 'DNF' }])).status).toBe(200);
    const body = await jsonOf<{ races: { results: unknown[] }[] }>(await api.call('GET', `/api/events/${eventId}/results`));
    expect(body.races[1]?.results).toEqual([{ outcome: 'DNF', ...named(0) }]);
  });
});

describe('results on the public profile', () => {
  test('an approved current profile lists its results with the event; others are 404', async () => {
    const res = await api.call('GET', `/api/skaterprofiles/${skaters[0]?._id}/results`);
    expect(res.status).toBe(200);
    const { results } = await jsonOf<{ results: Record<string, unknown>[] }>(res);
    expect(results).toEqual([
      expect.objectContaining({
        eventId,
        race: '500 m SJ girls',
        position: 1,
        mark: '45.12',
        discipline: 'Speed Quad',
        status: 'provisional',
      }),
      expect.objectContaining({ eventId, race: 'Relay SJ', outcome: 'DNF' }),
    ]);
    const pending = await submitSkater(api, { name: 'Pending Person' });
    expect((await api.call('GET', `/api/skaterprofiles/${pending._id}/results`)).status).toBe(404);
    expect((await api.call('GET', `/api/skaterprofiles/${UNKNOWN_ID}/results`)).status).toBe(404);
  });
});

describe('races with results', () => {
  test('cannot be removed, even once their entrants are withdrawn, until the results are cleared', async () => {
    expect((await api.call('DELETE', `/api/entries/${entryIds[0]}`, { cookie })).status).toBe(200);
    const path = `${championshipPath(eventId)}/races/${relay._id}`;
    await expectRejected(api, { method: 'DELETE', path, cookie }, 409, championshipMessages.raceInUse);
    // A withdrawn skater's recorded result still names them.
    const body = await jsonOf<{ races: { results: { name: string }[] }[] }>(await api.call('GET', `/api/events/${eventId}/results`));
    expect(body.races[0]?.results[0]?.name).toBe('Anya First');
    expect((await put(relay._id, [])).status).toBe(200);
    expect((await api.call('DELETE', path, { cookie })).status).toBe(200);
  });
});
