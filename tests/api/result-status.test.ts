/**
 * Provisional, then official: saved results are provisional and public only from the race's day
 * on, marked so; an admin marks them official (audited), after which a change needs a reason and
 * reads as corrected; the district team and certificates count official results only;
 * certificates are refused before the race; the dashboard names races left provisional for more
 * than two days; results stored before statuses existed count as official.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { resultStatusMessages } from '../../src/domain/championships/result-status.ts';
import type { Dashboard } from '../../src/domain/committee/dashboard.ts';
import type { AuditEntry } from '../../src/domain/committee/audit.schema.ts';
import { certificateMessages } from '../../src/domain/championships/certificate.ts';
import { resultIdFor } from '../../netlify/functions/_shared/championships/championship-store.ts';
import { raceResults } from '#shared/collections/championships.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { approvedSkaters, enteredChampionship, sprintAndRelay, type ApprovedSkater } from './support/championship.ts';
import { allPages, expectRejected } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let relay: Race;
const skaters: ApprovedSkater[] = [];
const entryIds: string[] = [];

/** The championship of these tests is raced on 28 June 2026 (the association's calendar). */
const RACE_DAY = '2026-06-28';
const at = async (iso: string) => {
  vi.setSystemTime(new Date(iso));
  // Sessions live for hours, not days: sign in again at each new moment.
  cookie = await api.login();
};

interface PublicRace {
  name: string;
  status?: string;
  results: { name: string; position?: number }[];
}
const publicResults = async () =>
  jsonOf<{ races: PublicRace[]; medals: unknown[] }>(await api.call('GET', `/api/events/${eventId}/results`));
const profileResults = async () =>
  (await jsonOf<{ results: { race: string; status: string }[] }>(await api.call('GET', `/api/skaterprofiles/${skaters[0]?._id}/results`)))
    .results;
const resultsPath = (raceId: string) => `/api/events/${eventId}/results/${raceId}`;
const save = (raceId: string, body: Record<string, unknown>) => api.call('PUT', resultsPath(raceId), { body, cookie });
const markOfficial = (raceId: string) => api.call('PATCH', resultsPath(raceId), { body: { status: 'official' }, cookie });
const team = async () =>
  jsonOf<{ races: { name: string; results: string; selected: { name: string }[] }[] }>(
    await api.call('GET', `/api/events/${eventId}/selection`, { cookie }),
  );
const dashboard = async () => {
  const res = await api.call('GET', '/api/dashboard', { cookie });
  expect(res.status).toBe(200);
  return jsonOf<Dashboard>(res);
};

const SPRINT_ROWS = [
  { entryId: '', position: 1, mark: '45.12' },
  { entryId: '', position: 2, mark: '47.90' },
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  skaters.push(...(await approvedSkaters(api, cookie, [{ name: 'Anya First' }, { name: 'Bina Second' }])));
  const entered = await enteredChampionship(api, cookie, { rules: sprintAndRelay(), skaters });
  eventId = entered.eventId;
  [sprint, relay] = entered.races as [Race, Race];
  entryIds.push(...entered.entryIds);
  SPRINT_ROWS.forEach((row, index) => (row.entryId = entryIds[index] ?? ''));
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

describe('before the race', () => {
  test('saved results are provisional and nowhere public; they cannot be made official and give no certificate', async () => {
    await at('2026-06-20T10:00:00Z');
    const saved = await save(sprint._id, { rows: SPRINT_ROWS });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await jsonOf<{ result: { status: string } }>(saved)).result.status).toBe('provisional');

    const { races, medals } = await publicResults();
    expect(races.map((race) => [race.name, race.status, race.results])).toEqual([
      ['500 m SJ girls', undefined, []],
      ['Relay SJ', undefined, []],
    ]);
    expect(medals).toEqual([]);
    expect(await profileResults()).toEqual([]);

    // The admin's grid has them, with their status.
    const grid = await jsonOf<{ status: string; rows: unknown[] }>(await api.call('GET', resultsPath(sprint._id), { cookie }));
    expect([grid.status, grid.rows.length]).toEqual(['provisional', 2]);

    await expectRejected(
      api,
      { method: 'PATCH', path: resultsPath(sprint._id), body: { status: 'official' }, cookie },
      409,
      resultStatusMessages.beforeRace(RACE_DAY),
    );
    await expectRejected(
      api,
      { method: 'POST', path: `/api/events/${eventId}/certificates`, cookie },
      409,
      resultStatusMessages.certificatesBeforeRace(RACE_DAY),
    );
  });
});

describe('from the race day on', () => {
  test('provisional results are public, marked provisional; the team and certificates ignore them', async () => {
    // 28 June, 6 am in the association's time zone.
    await at('2026-06-28T00:30:00Z');
    const { races, medals } = await publicResults();
    expect(races[0]).toMatchObject({ status: 'provisional', results: [{ name: 'Anya First' }, { name: 'Bina Second' }] });
    expect(races[1]).toMatchObject({ results: [] });
    expect(races[1]?.status).toBeUndefined();
    expect(medals).toHaveLength(1);
    expect(await profileResults()).toEqual([expect.objectContaining({ race: '500 m SJ girls', status: 'provisional' })]);

    const { races: teamRaces } = await team();
    expect(teamRaces.map((race) => [race.results, race.selected.length])).toEqual([
      ['provisional', 0],
      ['none', 0],
    ]);
    await expectRejected(
      api,
      { method: 'POST', path: `/api/events/${eventId}/certificates`, cookie },
      409,
      resultStatusMessages.noOfficialResults,
    );
  });

  test('provisional results change freely; marking official is for registrars, once, and only with rows', async () => {
    const changed = await save(sprint._id, { rows: [...SPRINT_ROWS].reverse().map((row, index) => ({ ...row, position: index + 1 })) });
    expect(changed.status).toBe(200);
    expect((await jsonOf<{ result: { status: string } }>(changed)).result.status).toBe('provisional');
    await save(sprint._id, { rows: SPRINT_ROWS });

    const { editor } = await sessionsOfEveryRole(api);
    await expectRejected(api, { method: 'PATCH', path: resultsPath(sprint._id), body: { status: 'official' } }, 401);
    await expectRejected(api, { method: 'PATCH', path: resultsPath(sprint._id), body: { status: 'official' }, cookie: editor }, 403);
    await expectRejected(
      api,
      { method: 'PATCH', path: resultsPath(sprint._id), body: { status: 'provisional' }, cookie },
      400,
      'Status must be official',
    );
    await expectRejected(
      api,
      { method: 'PATCH', path: resultsPath(relay._id), body: { status: 'official' }, cookie },
      409,
      resultStatusMessages.nothingToMark,
    );

    const marked = await markOfficial(sprint._id);
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect((await jsonOf<{ message: string }>(marked)).message).toBe(resultStatusMessages.markedOfficial);
    await expectRejected(
      api,
      { method: 'PATCH', path: resultsPath(sprint._id), body: { status: 'official' }, cookie },
      409,
      resultStatusMessages.alreadyOfficial,
    );
    expect((await publicResults()).races[0]?.status).toBe('official');
  });

  test('official results count for the team and certificates, issued on the day they are issued', async () => {
    const { races } = await team();
    expect(races[0]?.results).toBe('official');
    expect(races[0]?.selected.map((member) => member.name)).toEqual(['Anya First', 'Bina Second']);
    await at('2026-06-29T05:00:00Z');
    const issued = await api.call('POST', `/api/events/${eventId}/certificates`, { cookie });
    expect(issued.status, await issued.clone().text()).toBe(200);
    const list = await allPages<{ issuedAt: string; race: string }>(api, `/api/events/${eventId}/certificates`, { cookie });
    expect(list.map((item) => [item.race, item.issuedAt])).toEqual([
      ['500 m SJ girls', '2026-06-29T05:00:00.000Z'],
      ['500 m SJ girls', '2026-06-29T05:00:00.000Z'],
    ]);
    expect(certificateMessages.issued(2, 0, 0)).toBe((await jsonOf<{ message: string }>(issued)).message);
  });

  test('a change to official results needs a reason, reads as corrected, and is audited without contact details', async () => {
    const swapped = SPRINT_ROWS.map((row, index) => ({ ...row, position: 2 - index }));
    await expectRejected(
      api,
      { method: 'PUT', path: resultsPath(sprint._id), body: { rows: swapped }, cookie },
      409,
      resultStatusMessages.reasonNeeded,
    );
    const reason = 'Photo finish reviewed; coach on 98450 12345 agreed.';
    const corrected = await save(sprint._id, { rows: swapped, reason });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    const { races } = await publicResults();
    expect(races[0]).toMatchObject({ status: 'corrected', results: [{ name: 'Bina Second' }, { name: 'Anya First' }] });
    expect(JSON.stringify(races)).not.toContain('Photo finish');
    const grid = await jsonOf<{ status: string; correctionReason: string }>(await api.call('GET', resultsPath(sprint._id), { cookie }));
    expect([grid.status, grid.correctionReason]).toEqual(['official', reason]);

    const log = await allPages<AuditEntry>(api, '/api/audit?resource=results', { cookie });
    const summaries = log.map((entry) => entry.summary);
    expect(summaries.some((summary) => summary.endsWith(': 500 m SJ girls marked official'))).toBe(true);
    expect(
      summaries.some((summary) =>
        summary.endsWith(': 500 m SJ girls corrected after being official, because Photo finish reviewed; coach on […] agreed.'),
      ),
      JSON.stringify(summaries),
    ).toBe(true);
    expect(JSON.stringify(log)).not.toContain('12345');
  });
});

describe('the dashboard', () => {
  test('names races left provisional for more than two days, oldest first, until they are official', async () => {
    await at('2026-06-29T06:00:00Z');
    expect((await save(relay._id, { rows: [{ entryId: entryIds[0], position: 1 }] })).status).toBe(200);
    await at('2026-06-30T06:00:00Z');
    expect((await dashboard()).provisionalResults).toEqual({ total: 0, items: [] });
    // Saving again does not restart the wait.
    expect((await save(relay._id, { rows: [{ entryId: entryIds[0], position: 1, mark: '2:10.4' }] })).status).toBe(200);
    await at('2026-07-01T07:00:00Z');
    expect((await dashboard()).provisionalResults).toEqual({
      total: 1,
      items: [
        { eventId, eventTitle: expect.any(String) as string, raceId: relay._id, race: 'Relay SJ', since: '2026-06-29T06:00:00.000Z' },
      ],
    });
    expect((await markOfficial(relay._id)).status).toBe(200);
    expect((await dashboard()).provisionalResults).toEqual({ total: 0, items: [] });
  });
});

describe('results stored before results had a status', () => {
  test('count as official: public as official, in the team, and corrected only with a reason', async () => {
    const id = resultIdFor(eventId, relay._id);
    // Written as the earlier code wrote it: no status, no dates but the last change.
    const legacy = {
      _id: id,
      eventId,
      raceId: relay._id,
      rows: [{ entryId: entryIds[1] ?? '', position: 1 }],
      updatedAt: '2026-06-29T00:00:00.000Z',
    };
    expect(await raceResults().update(id, () => legacy)).toEqual(legacy);
    expect((await publicResults()).races[1]).toMatchObject({ status: 'official', results: [{ name: 'Bina Second' }] });
    expect((await team()).races[1]?.selected.map((member) => member.name)).toEqual(['Bina Second']);
    await expectRejected(
      api,
      { method: 'PUT', path: resultsPath(relay._id), body: { rows: [] }, cookie },
      409,
      resultStatusMessages.reasonNeeded,
    );
  });
});
