/** Steps the championship tests repeat: an event made a championship, approved skaters, entries. */
import { expect } from 'vitest';
import type { Championship, Race } from '#domain/championships/championship.schema.ts';
import type { AdminSkaterDetail } from '#domain/registry/skater-views.schema.ts';
import { createRecord, eventBody } from './fixtures.ts';
import { jsonOf, type Api } from './harness.ts';
import { freshIp, submitSkater } from './registry.ts';

export const createEvent = async (api: Api, cookie: string, overrides: Record<string, unknown> = {}): Promise<string> =>
  (await createRecord<{ _id: string }>(api, cookie, '/api/events', eventBody(overrides)))._id;

export const championshipPath = (eventId: string) => `/api/events/${eventId}/championship`;

export const saveChampionship = async (api: Api, cookie: string, eventId: string, body: Record<string, unknown>): Promise<Championship> => {
  const res = await api.call('PUT', championshipPath(eventId), { body, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await jsonOf<{ championship: Championship }>(res)).championship;
};

export const race = (overrides: Partial<Race> = {}) => ({
  name: '500 m rink race',
  discipline: 'Speed Quad',
  ageCategory: 'Sub Junior',
  gender: 'Female',
  ...overrides,
});

export interface ApprovedSkater {
  _id: string;
  registrationNo: string;
  dob: string;
  name: string;
}

/** A skater added by the admin: approved and numbered at once, for the current season. */
export const approvedSkater = async (api: Api, cookie: string, overrides: Record<string, unknown> = {}): Promise<ApprovedSkater> => {
  const { _id } = await submitSkater(api, overrides, cookie);
  const detail = await jsonOf<AdminSkaterDetail>(await api.call('GET', `/api/skaterprofiles/${_id}`, { cookie }));
  expect(detail.registrationNo).toBeTruthy();
  return { _id, registrationNo: detail.registrationNo ?? '', dob: detail.dob, name: detail.name };
};

/** A registrar's entry (parents enter from the family page). */
export const enter = (api: Api, cookie: string, body: Record<string, unknown>) =>
  api.call('POST', '/api/entries', { body, cookie, ip: freshIp() });

/**
 * Skaters approved for the season, Sub Junior girls of the speed category unless `people` says
 * otherwise (each gets her own date of birth in 2014, for the one age category).
 */
export const approvedSkaters = async (api: Api, cookie: string, people: readonly Record<string, unknown>[]): Promise<ApprovedSkater[]> => {
  const approved: ApprovedSkater[] = [];
  for (const [index, overrides] of people.entries()) {
    const dob = `2014-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
    approved.push(await approvedSkater(api, cookie, { dob, gender: 'Female', eventCategory: 'Speed Quad', ...overrides }));
  }
  return approved;
};

export interface EnteredChampionship {
  eventId: string;
  races: Race[];
  /** The entry of each skater, in the order given. */
  entryIds: string[];
}

/**
 * What most championship tests start from: an event made a championship with these rules and
 * races, and the skaters entered, each in the races `racesOf` picks (all of them unless it says).
 */
export const enteredChampionship = async (
  api: Api,
  cookie: string,
  {
    event = {},
    rules,
    skaters,
    racesOf = (races) => races,
  }: {
    event?: Record<string, unknown>;
    rules: Record<string, unknown>;
    skaters: readonly ApprovedSkater[];
    racesOf?: (races: Race[], index: number) => Race[];
  },
): Promise<EnteredChampionship> => {
  // Late June 2026, after the rules' close of entries: the championship counts ages on 1 January 2026.
  const eventId = await createEvent(api, cookie, { date: '2026-06-28', ...event });
  const { races } = await saveChampionship(api, cookie, eventId, rules);
  const entryIds: string[] = [];
  for (const [index, skater] of skaters.entries()) {
    const raceIds = racesOf(races, index).map((race) => race._id);
    const res = await enter(api, cookie, { eventId, registrationNo: skater.registrationNo, dob: skater.dob, raceIds });
    expect(res.status, await res.clone().text()).toBe(201);
    entryIds.push((await jsonOf<{ _id: string }>(res))._id);
  }
  return { eventId, races, entryIds };
};

/** The rules most tests use: two selected per race, two races of the Sub Junior girls (a sprint, and an Open relay). */
export const sprintAndRelay = (entriesClose = '2026-06-20T00:00:00Z') => ({
  entriesClose,
  maxRacesPerSkater: 2,
  selectPerRace: 2,
  races: [race({ name: '500 m SJ girls' }), race({ name: 'Relay SJ', gender: 'Open' })],
});

/**
 * Saves a race's results and makes them official, as the district team and certificates need:
 * marked official when new, corrected with a reason when they already are. The clock must be on
 * or after the race's day.
 */
export const officialResults = async (api: Api, cookie: string, eventId: string, raceId: string, rows: readonly unknown[]) => {
  const path = `/api/events/${eventId}/results/${raceId}`;
  const { status } = await jsonOf<{ status: string | null }>(await api.call('GET', path, { cookie }));
  const official = status === 'official';
  const saved = await api.call('PUT', path, { cookie, body: { rows, ...(official ? { reason: 'Corrected after review.' } : {}) } });
  expect(saved.status, await saved.clone().text()).toBe(200);
  if (official) return;
  const marked = await api.call('PATCH', path, { cookie, body: { status: 'official' } });
  expect(marked.status, await marked.clone().text()).toBe(200);
};
