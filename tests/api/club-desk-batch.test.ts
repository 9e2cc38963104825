/**
 * A club's batch of entries, against the real store and a real SMTP server: the grid offers the
 * club's eligible skaters and their races; a CSV is checked line by line with every refusal reason
 * and a duplicate, storing nothing; the confirmed list enters each skater once, marks the entries
 * as the club's for the registrar, and mails each parent what the club entered.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { batchReasons } from '#domain/clubs/batch.ts';
import type { Grid } from '#domain/clubs/club-desk.schema.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { approvedSkater, createEvent, enter, race, saveChampionship, type ApprovedSkater } from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { addClub, addCoach, coachSignIn } from './support/club-desk.ts';

let api: Api;
let smtp: TestSmtp;
let roles: Awaited<ReturnType<typeof sessionsOfEveryRole>>;
let clubId = '';
let coach = '';
let eventId = '';
const people: Record<string, ApprovedSkater> = {};

const girl = (name: string, email: string, extra: Record<string, unknown> = {}) => ({
  name,
  email,
  dob: '2014-03-10',
  gender: 'Female',
  eventCategory: 'Speed Quad',
  representativeClub: 'Riverside Roller Academy',
  clubMayEnter: true,
  ...extra,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  roles = await sessionsOfEveryRole(api);
  clubId = (await addClub(api, roles.editor, 'Riverside Roller Academy'))._id;
  await addCoach(api, roles.registrar, clubId, 'coach.batch@example.com');
  const registrar = roles.registrar;
  people['asha'] = await approvedSkater(api, registrar, girl('Asha Batch', 'asha.parent@example.com'));
  people['bela'] = await approvedSkater(api, registrar, girl('Bela Batch', 'bela.parent@example.com'));
  people['chitra'] = await approvedSkater(api, registrar, girl('Chitra NotAllowed', 'chitra.parent@example.com', { clubMayEnter: false }));
  people['dev'] = await approvedSkater(
    api,
    registrar,
    girl('Dev Elsewhere', 'dev.parent@example.com', { representativeClub: 'Hilltop Club' }),
  );
  people['eshan'] = await approvedSkater(api, registrar, girl('Eshan Boy', 'eshan.parent@example.com', { gender: 'Male' }));
  people['farah'] = await approvedSkater(api, registrar, girl('Farah Quota', 'farah.parent@example.com'));
  people['gita'] = await approvedSkater(api, registrar, girl('Gita Entered', 'gita.parent@example.com'));
  eventId = await createEvent(api, roles.owner, { date: '2026-06-28', title: 'District Championship 2026' });
  const saved = await saveChampionship(api, registrar, eventId, {
    entriesClose: '2026-06-20T00:00:00Z',
    maxRacesPerSkater: 2,
    selectPerRace: 2,
    clubQuotaPerRace: 2,
    races: [race({ name: '500 m SJ girls' }), race({ name: 'Relay SJ', gender: 'Open' })],
  });
  const relay = saved.races.find((item) => item.name === 'Relay SJ')?._id ?? '';
  const gita = people['gita'];
  expect((await enter(api, registrar, { eventId, registrationNo: gita?.registrationNo, dob: gita?.dob, raceIds: [relay] })).status).toBe(
    201,
  );
  coach = await coachSignIn(api, smtp, 'coach.batch@example.com');
  await api.server.settle();
  smtp.received.length = 0;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const no = (key: string) => people[key]?.registrationNo ?? '';

describe('the grid', () => {
  test("offers the open championship's races to the club's eligible skaters, with those entered", async () => {
    const res = await api.call('GET', `/api/club-desk/clubs/${clubId}/grid?event=${eventId}`, { cookie: coach });
    expect(res.status, await res.clone().text()).toBe(200);
    const grid = await jsonOf<Grid>(res);
    expect(grid.championships.map((item) => item.title)).toEqual(['District Championship 2026']);
    expect(grid.championship?.clubQuotaPerRace).toBe(2);
    const rows = new Map(grid.skaters.map((skater) => [skater.name, skater]));
    expect([...rows.keys()].sort()).toEqual(['Asha Batch', 'Bela Batch', 'Chitra NotAllowed', 'Eshan Boy', 'Farah Quota', 'Gita Entered']);
    expect(rows.get('Asha Batch')?.eligible).toHaveLength(2);
    expect(rows.get('Eshan Boy')?.eligible).toHaveLength(1);
    expect(rows.get('Chitra NotAllowed')?.clubMayEnter).toBe(false);
    expect(rows.get('Gita Entered')?.entered).toHaveLength(1);
    expect(JSON.stringify(grid)).not.toContain('2014-03-10');
  });
});

describe('a CSV batch', () => {
  const csv = () =>
    [
      'registrationNo,race',
      `${no('asha')},500 m SJ girls`,
      `${no('asha')},Relay SJ`,
      `${no('bela')},500 m sj girls`,
      `${no('asha')},500 m SJ girls`,
      `${no('chitra')},500 m SJ girls`,
      `${no('dev')},500 m SJ girls`,
      `${no('bela')},Marathon`,
      `${no('eshan')},500 m SJ girls`,
      `${no('farah')},500 m SJ girls`,
      `${no('gita')},Relay SJ`,
      'just some words',
    ].join('\r\n');

  test('is checked line by line, each refusal with its reason and line, the duplicate skipped, and nothing stored', async () => {
    const before = await api.snapshot({ ignoreStores: ['throttle', 'coach-sessions'] });
    const res = await api.call('POST', `/api/club-desk/clubs/${clubId}/batch/check`, { body: { eventId, csv: csv() }, cookie: coach });
    expect(res.status, await res.clone().text()).toBe(200);
    const check = await jsonOf<{
      accepted: { line: number; name: string; raceName: string }[];
      refused: { line: number; reason: string }[];
      duplicates: { line: number; reason: string }[];
    }>(res);
    expect(check.accepted.map((line) => [line.line, line.name, line.raceName])).toEqual([
      [2, 'Asha Batch', '500 m SJ girls'],
      [3, 'Asha Batch', 'Relay SJ'],
      [4, 'Bela Batch', '500 m SJ girls'],
    ]);
    expect(check.duplicates).toEqual([expect.objectContaining({ line: 5, reason: batchReasons.duplicate(2) })]);
    const reasons = Object.fromEntries(check.refused.map((line) => [line.line, line.reason]));
    expect(reasons[6]).toBe(batchReasons.notAllowed);
    expect(reasons[7]).toBe(batchReasons.notOnRoster);
    expect(reasons[8]).toBe(batchReasons.unknownRace);
    expect(reasons[9]).toMatch(/^Not eligible: /);
    expect(reasons[10]).toBe(batchReasons.quotaReached(2));
    expect(reasons[11]).toBe(batchReasons.alreadyEntered);
    expect(reasons[12]).toBe(batchReasons.malformed);
    expect(await api.snapshot({ ignoreStores: ['throttle', 'coach-sessions'] })).toEqual(before);
  });

  test('a template to start from, with a line for each skater the club may enter', async () => {
    const res = await api.call('GET', `/api/club-desk/clubs/${clubId}/batch/template`, { cookie: coach });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe('registrationNo,race');
    expect(text).toContain(`${no('asha')},`);
    expect(text).not.toContain(no('chitra'));
  });

  test('once confirmed, enters each skater once, as the club, and mails each parent', async () => {
    const lines = [
      { registrationNo: no('asha'), race: '500 m SJ girls' },
      { registrationNo: no('asha'), race: 'Relay SJ' },
      { registrationNo: no('bela'), race: '500 m SJ girls' },
    ];
    const res = await api.call('POST', `/api/club-desk/clubs/${clubId}/batch`, { body: { eventId, lines }, cookie: coach });
    expect(res.status, await res.clone().text()).toBe(201);
    const { entryIds } = await jsonOf<{ entryIds: string[] }>(res);
    expect(entryIds).toHaveLength(2);
    await api.server.settle();
    const letters = smtp.received.filter((mail) => mail.headers['subject']?.startsWith('Riverside Roller Academy entered'));
    expect(
      letters
        .map((mail) => mail.envelopeTo)
        .flat()
        .sort(),
    ).toEqual(['asha.parent@example.com', 'bela.parent@example.com']);
    const asha = letters.find((mail) => mail.envelopeTo.includes('asha.parent@example.com'));
    expect(asha?.text).toContain('500 m SJ girls, Relay SJ');
    expect(asha?.text).toContain('withdraw a race on your family page');

    const listed = await jsonOf<{ name: string; byClub?: { clubName: string } }[]>(
      await api.call('GET', `/api/events/${eventId}/entries?pageSize=100`, { cookie: roles.registrar }),
    );
    expect(listed.find((entry) => entry.name === 'Asha Batch')?.byClub?.clubName).toBe('Riverside Roller Academy');
    expect(listed.find((entry) => entry.name === 'Gita Entered')?.byClub).toBeUndefined();

    // Sent again: every line is entered already, so nothing is.
    const again = await api.call('POST', `/api/club-desk/clubs/${clubId}/batch`, { body: { eventId, lines }, cookie: coach });
    expect(again.status).toBe(409);
  });
});
