/**
 * Deleting a skater's profile deletes everything championships hold of the skater: entries (a
 * withdrawn one too), result rows (the others keep their places), the team changes naming the
 * skater, certificates (their codes answer 404, their claims are freed) and the registry's claims.
 * Afterwards no public answer names the child, nor does the content the build reads; the other
 * skaters keep all of theirs. The confirmation's counts come first.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { certificates } from '#shared/collections/certificates.ts';
import { entries, raceResults, selections } from '#shared/collections/championships.ts';
import { skaters } from '#shared/collections/registry.ts';
import { readPublicContent } from '../../netlify/functions/_shared/publish/public-content.ts';
import { registryKey } from '../../netlify/functions/_shared/registry/registry-keys.ts';
import { skaterBests } from '#shared/collections/race-day.ts';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { approvedSkaters, enteredChampionship, officialResults, race, type ApprovedSkater } from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let asha: ApprovedSkater;
let others: ApprovedSkater[];
let reference: string;

interface Championship {
  eventId: string;
  race: Race;
  /** Asha's entry first, then the others'. */
  entryIds: string[];
  /** Certificate codes by entry. */
  codes: Map<string, string>;
}
let main: Championship;
/** A second championship Asha entered and withdrew from. */
let withdrawnFrom: { eventId: string; entryId: string };

const ASHA_CLUB = 'Ashas Own Rink Club';

const runChampionship = async (): Promise<Championship> => {
  const { eventId, races, entryIds } = await enteredChampionship(api, cookie, {
    event: { title: 'District Championship 2026', date: '2026-06-14', image: '' },
    rules: { entriesClose: '2026-06-10T00:00:00Z', maxRacesPerSkater: 1, selectPerRace: 1, races: [race({ name: '500 m SJ girls' })] },
    skaters: [asha, ...others],
  });
  const [saved] = races as [Race];
  const rows = entryIds.map((entryId, index) => ({ entryId, position: index + 1 }));
  // Certificates come from official results, from the race's day on (the second meet's entries are still open then).
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  cookie = await api.login();
  await officialResults(api, cookie, eventId, saved._id, rows);
  // Asha (first) is taken off the team and the third skater added: both changes name an entry.
  for (const [entryId, selected] of [
    [entryIds[0], false],
    [entryIds[2], true],
  ] as const) {
    const change = { entryId, raceId: saved._id, selected, reason: 'Injured; the next best goes.' };
    expect((await api.call('PUT', `/api/events/${eventId}/selection`, { cookie, body: change })).status).toBe(200);
  }
  expect((await api.call('POST', `/api/events/${eventId}/certificates`, { cookie })).status).toBe(200);
  const listed = await jsonOf<{ _id: string; entryId: string }[]>(await api.call('GET', `/api/events/${eventId}/certificates`, { cookie }));
  expect(listed).toHaveLength(3);
  return { eventId, race: saved, entryIds, codes: new Map(listed.map((item) => [item.entryId, item._id])) };
};

/** The claim that keeps a finisher to one certificate per race (as certificates.ts names it). */
const certificateClaim = (eventId: string, entryId: string, raceId: string) => `certificate|${eventId}|${entryId}|${raceId}`;

/** What the store holds of a skater's entry in the main championship, read from the collections themselves. */
const stored = async (entryId: string) => {
  const code = main.codes.get(entryId) ?? '';
  const result = await raceResults().get((await raceResults().page('byEvent', { partition: main.eventId })).items[0]?._id ?? '');
  return {
    entry: (await entries().get(entryId)) !== undefined,
    resultRow: result?.rows.find((row) => row.entryId === entryId)?.position,
    teamChanges: (await selections().get(main.eventId))?.overrides.filter((change) => change.entryId === entryId).length ?? 0,
    certificate: (await certificates().get(code)) !== undefined,
    certificateClaim: (await certificates().holder(certificateClaim(main.eventId, entryId, main.race._id))) === code,
  };
};

/** Every public answer about the championship and the registry, and the content the build reads, as one text. */
const publicText = async () => {
  const paths = [
    `/api/events/${main.eventId}/startlists`,
    `/api/events/${main.eventId}/results`,
    `/api/events/${withdrawnFrom.eventId}/startlists`,
    `/api/events/${withdrawnFrom.eventId}/results`,
    '/api/skaterprofiles',
    `/api/skaterprofiles?q=${encodeURIComponent(asha.name)}`,
  ];
  const answers = await Promise.all(paths.map(async (path) => (await api.call('GET', path)).text()));
  return [...answers, JSON.stringify(await readPublicContent())].join('\n');
};

/** What admins read of the championship: entries, the team and their CSVs. */
const adminText = async () => {
  const paths = ['entries', 'entries/csv', 'selection', 'selection/csv', 'certificates'].flatMap((part) => [
    `/api/events/${main.eventId}/${part}`,
    `/api/events/${withdrawnFrom.eventId}/${part}`,
  ]);
  return (await Promise.all(paths.map(async (path) => (await api.call('GET', path, { cookie })).text()))).join('\n');
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  const approved = await approvedSkaters(api, cookie, [
    { name: 'Asha Vanishing', representativeClub: ASHA_CLUB },
    { name: 'Bela Second' },
    { name: 'Chitra Third' },
  ]);
  asha = approved[0] as ApprovedSkater;
  others = approved.slice(1);
  reference = (await skaters().get(asha._id))?.reference ?? '';
  main = await runChampionship();
  const second = await enteredChampionship(api, cookie, {
    event: { title: 'Inter-club Meet 2026', date: '2026-06-21', image: '' },
    rules: { entriesClose: '2026-06-18T00:00:00Z', maxRacesPerSkater: 1, selectPerRace: 1, races: [race({ name: '1000 m SJ girls' })] },
    skaters: [asha],
  });
  withdrawnFrom = { eventId: second.eventId, entryId: second.entryIds[0] ?? '' };
  expect((await api.call('DELETE', `/api/entries/${withdrawnFrom.entryId}`, { cookie })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

describe("deleting a skater's profile", () => {
  test('the confirmation counts the entries, result rows and certificates that go with it', async () => {
    const res = await api.call('GET', `/api/skaterprofiles/${asha._id}/deletion`, { cookie });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ entries: 2, results: 1, certificates: 1 });
    expect(await jsonOf(await api.call('GET', `/api/skaterprofiles/${others[1]?._id}/deletion`, { cookie }))).toEqual({
      entries: 1,
      results: 1,
      certificates: 1,
    });
    expect((await api.call('GET', '/api/skaterprofiles/aaaaaaaaaaaaaaaaaaaaaaaa/deletion', { cookie })).status).toBe(404);
  });

  test('deletes her entries, result row, team changes, certificates and claims; the others keep theirs and their places', async () => {
    const [ashaEntry = '', belaEntry = '', chitraEntry = ''] = main.entryIds;
    const ashaCode = main.codes.get(ashaEntry) ?? '';
    expect(await stored(ashaEntry)).toEqual({ entry: true, resultRow: 1, teamChanges: 1, certificate: true, certificateClaim: true });
    expect(await entries().get(withdrawnFrom.entryId)).toMatchObject({ status: 'withdrawn' });
    expect(await publicText()).toContain(asha.name);
    expect(await adminText()).toContain(asha.name);
    expect((await api.call('GET', `/api/certificates/${ashaCode}`)).status).toBe(200);

    // Her and Bela's bests, as an official heat leaves them (race-day-bests.test.ts makes them from heats).
    const bela = others[0]?._id ?? '';
    for (const _id of [asha._id, bela]) await skaterBests().insert({ _id, times: {}, updatedAt: new Date().toISOString() });

    const res = await api.call('DELETE', `/api/skaterprofiles/${asha._id}`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await skaterBests().get(asha._id)).toBeUndefined();
    expect(await skaterBests().get(bela)).toBeDefined();
    expect(await jsonOf(res)).toEqual({
      message: 'Skater profile deleted successfully',
      certificatesDeleted: 1,
      resultsDeleted: 1,
      teamChangesDeleted: 1,
      entriesDeleted: 2,
      // Event registrations made with her address: none here (family-data.test.ts has some).
      registrationsDeleted: 0,
      // The parents' requests about her that keep her name or address: none here.
      requestsCleared: 0,
      // Her personal and season bests.
      bestsDeleted: 1,
      // No fee is set in this test, so nothing was owed to waive (fees.test.ts waives some).
      chargesWaived: 0,
    });

    expect(await stored(ashaEntry)).toEqual({
      entry: false,
      resultRow: undefined,
      teamChanges: 0,
      certificate: false,
      certificateClaim: false,
    });
    expect(await entries().get(withdrawnFrom.entryId)).toBeUndefined();
    expect(await entries().count('bySkater', asha._id)).toBe(0);
    expect(await skaters().holder(registryKey('number', asha.registrationNo))).toBeUndefined();
    expect(await skaters().holder(registryKey('reference', reference))).toBeUndefined();

    // The others keep their entries, places (2nd stays 2nd), team change and certificates.
    expect(await stored(belaEntry)).toEqual({ entry: true, resultRow: 2, teamChanges: 0, certificate: true, certificateClaim: true });
    expect(await stored(chitraEntry)).toEqual({ entry: true, resultRow: 3, teamChanges: 1, certificate: true, certificateClaim: true });
  });

  test('no public answer, admin list or built page names her any more; her certificate answers 404', async () => {
    const ashaCode = main.codes.get(main.entryIds[0] ?? '') ?? '';
    expect((await api.call('GET', `/api/certificates/${ashaCode}`)).status).toBe(404);
    expect((await api.call('GET', `/api/certificates/${ashaCode}.pdf`)).status).toBe(404);
    for (const entryId of main.entryIds.slice(1)) {
      expect((await api.call('GET', `/api/certificates/${main.codes.get(entryId)}`)).status).toBe(200);
    }
    const seen = `${await publicText()}\n${await adminText()}`;
    for (const trace of [asha.name, asha.registrationNo, ASHA_CLUB]) expect(seen).not.toContain(trace);
    for (const other of others) expect(seen).toContain(other.name);

    const results = await jsonOf<{ races: { results: { name: string; position?: number }[] }[]; medals: { club: string }[] }>(
      await api.call('GET', `/api/events/${main.eventId}/results`),
    );
    expect(results.races[0]?.results.map(({ name, position }) => [name, position])).toEqual([
      ['Bela Second', 2],
      ['Chitra Third', 3],
    ]);
    expect(results.medals.map((row) => row.club)).not.toContain(ASHA_CLUB);
    const profile = await api.call('GET', `/api/skaterprofiles/${asha._id}/results`);
    expect(JSON.stringify(await profile.json().catch(() => ({})))).not.toContain('District Championship');
  });
});
