/**
 * The results screen's race picker: for each race of a championship, how many skaters are
 * entered, how many result rows are saved and how final they are, read from the event's own
 * index partitions (its entries, its results) in one request. Saving results before the race's
 * day is allowed and says so (the day on the association's calendar); marking them official
 * before it is refused.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import type { RaceSummariesView } from '../../src/domain/championships/championship-views.ts';
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import { resultStatusMessages } from '../../src/domain/championships/result-status.ts';
import { approvedSkaters, enteredChampionship, race } from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';

let api: Api;
let cookie: string;
let eventId: string;
let races: Race[];
let entryIds: string[];

const at = async (iso: string) => {
  vi.setSystemTime(new Date(iso));
  cookie = await api.login();
};

const summaries = async (as = cookie) => {
  const res = await api.call('GET', `/api/events/${eventId}/race-summaries`, { cookie: as });
  expect(res.status, await res.clone().text()).toBe(200);
  return jsonOf<RaceSummariesView>(res);
};
const byName = (view: RaceSummariesView) =>
  Object.fromEntries(view.races.map((item) => [races.find((candidate) => candidate._id === item.raceId)?.name, item]));

const resultsPath = (raceId: string) => `/api/events/${eventId}/results/${raceId}`;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  const skaters = await approvedSkaters(api, cookie, [{ name: 'Anya First' }, { name: 'Bina Second' }, { name: 'Chaya Third' }]);
  const entered = await enteredChampionship(api, cookie, {
    rules: {
      entriesClose: '2026-06-20T00:00:00Z',
      maxRacesPerSkater: 2,
      selectPerRace: 2,
      races: [race({ name: '500 m SJ girls' }), race({ name: 'Relay SJ', gender: 'Open' }), race({ name: '1000 m SJ girls' })],
    },
    skaters,
    // Everyone in the sprint, only the first in the relay, nobody in the 1000 m.
    racesOf: (all, index) => (index === 0 ? all.slice(0, 2) : all.slice(0, 1)),
  });
  ({ eventId, races, entryIds } = entered);
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

test('each race says how many are entered and that nothing is saved yet, with the race day', async () => {
  const view = await summaries();
  expect(view).toMatchObject({ eventId, raceDay: '2026-06-28', raceDayReached: false });
  expect(view.races.map((item) => item.raceId)).toEqual(races.map((item) => item._id));
  expect(byName(view)).toEqual({
    '500 m SJ girls': { raceId: races[0]?._id, entrants: 3, results: 0, status: null },
    'Relay SJ': { raceId: races[1]?._id, entrants: 1, results: 0, status: null },
    '1000 m SJ girls': { raceId: races[2]?._id, entrants: 0, results: 0, status: null },
  });
});

test('results saved before the race day are kept, and the answer says they stay hidden until that day', async () => {
  const [sprint] = races as [Race];
  const res = await api.call('PUT', resultsPath(sprint._id), {
    body: {
      rows: [
        { entryId: entryIds[0], position: 1 },
        { entryId: entryIds[1], position: 2 },
      ],
    },
    cookie,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { message } = await jsonOf<{ message: string }>(res);
  expect(message).toBe(championshipMessages.resultsSavedEarly('2026-06-28'));
  expect(message).toContain('28 June 2026');
  expect(byName(await summaries())['500 m SJ girls']).toMatchObject({ entrants: 3, results: 2, status: 'provisional' });
});

test('marking them official before the race day is refused and changes nothing', async () => {
  const [sprint] = races as [Race];
  const res = await api.call('PATCH', resultsPath(sprint._id), { body: { status: 'official' }, cookie });
  expect(res.status).toBe(409);
  expect((await jsonOf<{ message: string }>(res)).message).toBe(resultStatusMessages.beforeRace('2026-06-28'));
  expect(byName(await summaries())['500 m SJ girls']?.status).toBe('provisional');
});

test('a withdrawn entry leaves the count', async () => {
  const withdrawn = await api.call('DELETE', `/api/entries/${entryIds[2]}`, { cookie });
  expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
  expect(byName(await summaries())['500 m SJ girls']?.entrants).toBe(2);
});

test('from the race day on the association’s calendar (still the day before in UTC), results save plainly, become official, then corrected', async () => {
  // 00:30 on 28 June in India is 19:00 on 27 June in UTC.
  await at('2026-06-27T19:00:00Z');
  const [sprint, relay] = races as [Race, Race];
  expect((await summaries()).raceDayReached).toBe(true);
  const saved = await api.call('PUT', resultsPath(relay._id), { body: { rows: [{ entryId: entryIds[0], position: 1 }] }, cookie });
  expect((await jsonOf<{ message: string }>(saved)).message).toBe(championshipMessages.resultsSaved);
  expect((await api.call('PATCH', resultsPath(sprint._id), { body: { status: 'official' }, cookie })).status).toBe(200);
  expect(byName(await summaries())).toMatchObject({
    '500 m SJ girls': { results: 2, status: 'official' },
    'Relay SJ': { entrants: 1, results: 1, status: 'provisional' },
  });
  const corrected = await api.call('PUT', resultsPath(sprint._id), {
    body: { rows: [{ entryId: entryIds[1], position: 1 }], reason: 'Photo finish reviewed.' },
    cookie,
  });
  expect(corrected.status).toBe(200);
  expect(byName(await summaries())['500 m SJ girls']).toMatchObject({ results: 1, status: 'corrected' });
});

test('only registrars and owners read it; an unknown event or a plain event answers 404', async () => {
  const sessions = await sessionsOfEveryRole(api);
  for (const role of ['editor', 'treasurer'] as const) {
    expect((await api.call('GET', `/api/events/${eventId}/race-summaries`, { cookie: sessions[role] })).status).toBe(403);
  }
  expect((await summaries(sessions.registrar)).races).toHaveLength(3);
  expect((await api.call('GET', '/api/events/a1b2c3d4e5f6a1b2c3d4e5f6/race-summaries', { cookie })).status).toBe(404);
});
