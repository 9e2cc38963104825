/**
 * The district team: the top finishers of each race (everyone tied at the cut included), then the
 * admins' additions and removals with their reasons, kept on the record; admin only; CSV export.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import type { TeamMember } from '../../netlify/functions/_shared/championships/team-selection.ts';
import { approvedSkaters, enteredChampionship, officialResults, sprintAndRelay, type ApprovedSkater } from './support/championship.ts';
import type { AuditEntry } from '../../src/domain/committee/audit.schema.ts';
import { allPages, expectRejected, UNKNOWN_ID } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let relay: Race;
const skaters: ApprovedSkater[] = [];
const entryIds: string[] = [];

interface Team {
  selectPerRace: number;
  races: { _id: string; name: string; selected: TeamMember[]; removed: TeamMember[] }[];
  overrides: { entryId: string; raceId: string; selected: boolean; reason: string }[];
}

const NAMES = ['Anya Winner', 'Bina Tied', 'Chaya Tied', 'Dia Fourth', 'Esha Fell'];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  skaters.push(
    ...(await approvedSkaters(
      api,
      cookie,
      NAMES.map((name) => ({ name })),
    )),
  );
  const entered = await enteredChampionship(api, cookie, {
    rules: sprintAndRelay(),
    skaters,
    racesOf: (races, index) => (index === 4 ? races : races.slice(0, 1)),
  });
  eventId = entered.eventId;
  [sprint, relay] = entered.races as [Race, Race];
  entryIds.push(...entered.entryIds);
  const rows = [
    { entryId: entryIds[0], position: 1 },
    { entryId: entryIds[1], position: 2 },
    { entryId: entryIds[2], position: 2 },
    { entryId: entryIds[3], position: 4 },
    { entryId: entryIds[4], outcome: 'DNF' },
  ];
  // The day after the race: only official results select anyone.
  vi.setSystemTime(new Date('2026-06-29T10:00:00Z'));
  cookie = await api.login();
  await officialResults(api, cookie, eventId, sprint._id, rows);
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const path = () => `/api/events/${eventId}/selection`;
const team = async () => {
  const res = await api.call('GET', path(), { cookie });
  expect(res.status).toBe(200);
  return jsonOf<Team>(res);
};
const change = (body: Record<string, unknown>) => api.call('PUT', path(), { body, cookie });

describe('the district team', () => {
  test('the top finishers of each race, with everyone tied at the cut; a race without results selects nobody', async () => {
    const { races, selectPerRace } = await team();
    expect(selectPerRace).toBe(2);
    expect(races[0]?.selected.map((member) => [member.name, member.position, member.basis])).toEqual([
      ['Anya Winner', 1, 'result'],
      ['Bina Tied', 2, 'result'],
      ['Chaya Tied', 2, 'result'],
    ]);
    expect(races[0]?.selected[0]?.registrationNo).toBe(skaters[0]?.registrationNo);
    expect(races[1]?.selected).toEqual([]);
  });

  test('admins only: the team holds registration numbers', async () => {
    await expectRejected(api, { method: 'GET', path: path() }, 401);
    await expectRejected(
      api,
      { method: 'PUT', path: path(), body: { entryId: entryIds[3], raceId: sprint._id, selected: true, reason: 'x' } },
      401,
    );
    await expectRejected(api, { method: 'GET', path: `${path()}/csv` }, 401);
  });

  test('a change needs a reason, an entrant of that race and a race of the championship; nothing is stored otherwise', async () => {
    const refuse = (body: Record<string, unknown>, status: number, message: string) =>
      expectRejected(api, { method: 'PUT', path: path(), body, cookie }, status, message);
    await refuse({ entryId: entryIds[3], raceId: sprint._id, selected: true, reason: ' ' }, 400, 'Reason is required');
    await refuse({ entryId: entryIds[3], raceId: sprint._id, selected: true }, 400, 'Reason is required');
    await refuse(
      { entryId: entryIds[3], raceId: sprint._id, selected: 'yes', reason: 'Coach asked' },
      400,
      'Selected must be true or false',
    );
    await refuse({ entryId: entryIds[0], raceId: relay._id, selected: true, reason: 'Strong skater' }, 400, championshipMessages.notInRace);
    await refuse({ entryId: UNKNOWN_ID, raceId: sprint._id, selected: true, reason: 'Strong skater' }, 400, championshipMessages.notInRace);
    await refuse(
      { entryId: entryIds[3], raceId: UNKNOWN_ID, selected: true, reason: 'Strong skater' },
      404,
      championshipMessages.unknownRaceId,
    );
  });

  test('admins add and remove skaters with a reason, kept on the record; a later change of the same skater replaces it', async () => {
    const removed = await change({ entryId: entryIds[1], raceId: sprint._id, selected: false, reason: 'Injured in training.' });
    expect(removed.status).toBe(200);
    expect((await jsonOf<{ message: string }>(removed)).message).toBe(championshipMessages.selectionSaved);
    expect((await change({ entryId: entryIds[3], raceId: sprint._id, selected: true, reason: 'Best time of the season.' })).status).toBe(
      200,
    );
    let { races, overrides } = await team();
    expect(races[0]?.selected.map((member) => [member.name, member.basis, member.reason])).toEqual([
      ['Anya Winner', 'result', undefined],
      ['Chaya Tied', 'result', undefined],
      ['Dia Fourth', 'added', 'Best time of the season.'],
    ]);
    expect(races[0]?.removed.map((member) => [member.name, member.reason])).toEqual([['Bina Tied', 'Injured in training.']]);
    expect(overrides.map((item) => [item.entryId, item.selected, item.reason])).toEqual([
      [entryIds[1], false, 'Injured in training.'],
      [entryIds[3], true, 'Best time of the season.'],
    ]);

    expect((await change({ entryId: entryIds[1], raceId: sprint._id, selected: true, reason: 'Recovered.' })).status).toBe(200);
    ({ races, overrides } = await team());
    expect(races[0]?.selected.map((member) => member.name)).toEqual(['Anya Winner', 'Bina Tied', 'Chaya Tied', 'Dia Fourth']);
    expect(races[0]?.removed).toEqual([]);
    expect(overrides).toHaveLength(2);
  });

  test('a withdrawn skater leaves the team', async () => {
    expect((await api.call('DELETE', `/api/entries/${entryIds[2]}`, { cookie })).status).toBe(200);
    const { races } = await team();
    expect(races[0]?.selected.map((member) => member.name)).toEqual(['Anya Winner', 'Bina Tied', 'Dia Fourth']);
  });

  test('the CSV holds one row per selected skater and race, with how each was selected', async () => {
    const res = await api.call('GET', `${path()}/csv`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Race,Discipline,Age category,Gender,Name,Registration number,Club,Position,Time or points,Selected by,Reason',
      `500 m SJ girls,Speed Quad,Sub Junior,Female,Anya Winner,${skaters[0]?.registrationNo},Riverside Roller Academy,1,,Result,`,
      `500 m SJ girls,Speed Quad,Sub Junior,Female,Bina Tied,${skaters[1]?.registrationNo},Riverside Roller Academy,2,,Result,`,
      `500 m SJ girls,Speed Quad,Sub Junior,Female,Dia Fourth,${skaters[3]?.registrationNo},Riverside Roller Academy,4,,Added by the association,Best time of the season.`,
    ]);
  });

  test('each change is in the audit log: who, the skater, the race and the reason, with contact details in it masked', async () => {
    const reason = 'Parent called on 98450 12345, wrote to coach@example.org; fastest in 2025 trials.';
    expect((await change({ entryId: entryIds[0], raceId: relay._id, selected: true, reason })).status).toBe(400);
    expect((await change({ entryId: entryIds[4], raceId: relay._id, selected: true, reason })).status).toBe(200);
    const log = await allPages<AuditEntry>(api, '/api/audit?resource=selection', { cookie });
    // The clock is held still here, so entries made in the same instant are compared in any order.
    expect(log.map((entry) => [entry.action, entry.resourceId, entry.summary]).sort()).toEqual([
      ['edit', eventId, 'admin (owner) edited the district team of “District championship”: added Bina Tied to 500 m SJ girls: Recovered.'],
      [
        'edit',
        eventId,
        'admin (owner) edited the district team of “District championship”: added Dia Fourth to 500 m SJ girls: Best time of the season.',
      ],
      [
        'edit',
        eventId,
        'admin (owner) edited the district team of “District championship”: added Esha Fell to Relay SJ: Parent called on […], wrote to […] fastest in 2025 trials.',
      ],
      [
        'edit',
        eventId,
        'admin (owner) edited the district team of “District championship”: removed Bina Tied from 500 m SJ girls: Injured in training.',
      ],
    ]);
    expect(JSON.stringify(log)).not.toContain('12345');
    expect(JSON.stringify(log)).not.toContain('example.org');
  });
});
