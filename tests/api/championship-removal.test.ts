/**
 * Deleting a championship's event deletes everything made for it: the rules and races, the
 * entries (names and registration numbers), the results, the check-in at the rink and the desk's changes, the district team, the certificates
 * (whose codes then answer 404) and their PDF. Another championship is untouched, and the
 * confirmation counts what goes.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { certificates } from '#shared/collections/certificates.ts';
import { championships, entries, raceResults, selections } from '#shared/collections/championships.ts';
import { raceDayBooks, raceDays } from '#shared/collections/race-day.ts';
import { raceCheckins } from '#shared/collections/venue.ts';
import { deskChangePaths } from '../../netlify/functions/_shared/venue/desk-changes-removal.ts';
import { claimsOfPath } from '../../netlify/functions/_shared/records/exactly-once.ts';
import { listKeys } from '../../netlify/functions/_shared/store/blobs.ts';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import {
  approvedSkaters,
  championshipPath,
  enteredChampionship,
  officialResults,
  race,
  type ApprovedSkater,
} from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
const skaters: ApprovedSkater[] = [];

interface Championship {
  eventId: string;
  race: Race;
  entryIds: string[];
  codes: string[];
}

/** A championship with two entrants, their results, one change to the team and certificates issued. */
const runChampionship = async (title: string): Promise<Championship> => {
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  cookie = await api.login();
  const { eventId, races, entryIds } = await enteredChampionship(api, cookie, {
    event: { title, date: '2026-06-14' },
    rules: { entriesClose: '2026-06-10T00:00:00Z', maxRacesPerSkater: 1, selectPerRace: 1, races: [race({ name: '500 m SJ girls' })] },
    skaters,
  });
  const [saved] = races as [Race];
  const rows = entryIds.map((entryId, index) => ({ entryId, position: index + 1 }));
  // Certificates come from official results, from the race's day on.
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  cookie = await api.login();
  await officialResults(api, cookie, eventId, saved._id, rows);
  const change = { entryId: entryIds[1], raceId: saved._id, selected: true, reason: 'Best time of the season.' };
  expect((await api.call('PUT', `/api/events/${eventId}/selection`, { cookie, body: change })).status).toBe(200);
  expect((await api.call('POST', `/api/events/${eventId}/certificates`, { cookie })).status).toBe(200);
  // Race day's records: the race's format and the bibs.
  const format = { raceIds: [saved._id], template: 'one-lap-heats' };
  expect((await api.call('PUT', `/api/events/${eventId}/race-day`, { cookie, body: format })).status).toBe(200);
  expect((await api.call('POST', `/api/events/${eventId}/bibs`, { cookie, body: { mode: 'sequence' } })).status).toBe(200);
  // The check-in at the rink, from the results desk.
  const checkin = { raceId: saved._id, present: [entryIds[0]], base: null, device: 'Gate' };
  const checked = await api.call('PUT', `/api/events/${eventId}/desk/checkin`, {
    cookie,
    body: checkin,
    headers: { 'Idempotency-Key': `checkin-${eventId}` },
  });
  expect(checked.status, await checked.clone().text()).toBe(200);
  const listed = await jsonOf<{ _id: string }[]>(await api.call('GET', `/api/events/${eventId}/certificates`, { cookie }));
  expect(listed).toHaveLength(2);
  return { eventId, race: saved, entryIds, codes: listed.map((item) => item._id) };
};

/** What the store holds for the event, read from the collections themselves rather than through the API. */
const stored = async ({ eventId, race: { _id: raceId }, entryIds, codes }: Championship) => ({
  championship: (await championships().get(eventId)) !== undefined,
  entries: await entries().count('byEvent', eventId),
  entryRecords: (await Promise.all(entryIds.map((id) => entries().get(id)))).filter(Boolean).length,
  results: await raceResults().count('byEvent', eventId),
  resultRecords: (await raceResults().page('byEvent', { partition: eventId })).items.filter((item) => item.raceId === raceId).length,
  selection: (await selections().get(eventId)) !== undefined,
  raceDays: await raceDays().count('byEvent', eventId),
  raceDayBook: (await raceDayBooks().get(eventId)) !== undefined,
  checkins: await raceCheckins().count('byEvent', eventId),
  deskChanges: (await Promise.all(deskChangePaths(eventId).map((path) => listKeys(claimsOfPath(path))))).flat().length,
  checkinRecords: (await raceCheckins().page('byEvent', { partition: eventId })).items.filter((item) => item.raceId === raceId).length,
  certificates: await certificates().count('byEvent', eventId),
  certificateRecords: (await Promise.all(codes.map((code) => certificates().get(code)))).filter(Boolean).length,
});

let doomed: Championship;
let kept: Championship;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  skaters.push(...(await approvedSkaters(api, cookie, [{ name: 'Asha Winner' }, { name: 'Bela Second' }])));
  doomed = await runChampionship('District Championship 2026');
  kept = await runChampionship('Inter-club Meet 2026');
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

describe('deleting a championship event', () => {
  test('the confirmation counts the entries that go with it', async () => {
    const res = await api.call('GET', `/api/events/${doomed.eventId}/registrations`, { cookie });
    expect(await jsonOf(res)).toEqual({ count: 0, entries: 2 });
  });

  test('deletes the championship, entries, results, team and certificates; the codes stop verifying; the other championship keeps all', async () => {
    const whole = {
      championship: true,
      entries: 2,
      entryRecords: 2,
      results: 1,
      resultRecords: 1,
      selection: true,
      raceDays: 1,
      raceDayBook: true,
      checkins: 1,
      checkinRecords: 1,
      deskChanges: 1,
      certificates: 2,
      certificateRecords: 2,
    };
    expect(await stored(doomed)).toEqual(whole);

    const res = await api.call('DELETE', `/api/events/${doomed.eventId}`, { cookie });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ message: 'Event deleted successfully!', registrationsDeleted: 0, entriesDeleted: 2 });

    expect(await stored(doomed)).toEqual({
      championship: false,
      entries: 0,
      entryRecords: 0,
      results: 0,
      resultRecords: 0,
      selection: false,
      raceDays: 0,
      raceDayBook: false,
      checkins: 0,
      checkinRecords: 0,
      deskChanges: 0,
      certificates: 0,
      certificateRecords: 0,
    });
    for (const code of doomed.codes) {
      expect((await api.call('GET', `/api/certificates/${code}`)).status).toBe(404);
      expect((await api.call('GET', `/api/certificates/${code}.pdf`)).status).toBe(404);
    }
    expect((await api.call('GET', championshipPath(doomed.eventId))).status).toBe(404);
    expect((await api.call('GET', `/api/events/${doomed.eventId}/results`)).status).toBe(404);

    expect(await stored(kept)).toEqual(whole);
    for (const code of kept.codes) expect((await api.call('GET', `/api/certificates/${code}`)).status).toBe(200);
  });

  test("a skater's profile keeps only the results of the championship still there", async () => {
    const res = await api.call('GET', `/api/skaterprofiles/${skaters[0]?._id}/results`);
    expect(res.status).toBe(200);
    const { results } = await jsonOf<{ results: { eventTitle: string }[] }>(res);
    expect(results.map((result) => result.eventTitle)).toEqual(['Inter-club Meet 2026']);
  });
});
