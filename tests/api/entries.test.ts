/**
 * Championship entries made by a registrar (parents enter from the family page, family.test.ts),
 * with the clock held in the 2026 season (ages counted on 1 January 2026): every eligibility rule
 * refused with a message naming it, a second entry replacing the first, the closing date, the
 * confirmation at a real SMTP server (to the address on file only, and a failed letter never
 * losing the entry), the admin's lists, CSV and withdrawal, and races with entries kept from removal.
 */
import { csvDateTime } from '../../src/domain/common/dates.ts';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import { HONEYPOT_REJECTED } from '../../src/domain/common/fields.ts';
import type { Entry, Race } from '../../src/domain/championships/championship.schema.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import {
  approvedSkater,
  championshipPath,
  createEvent,
  enter,
  race,
  saveChampionship,
  type ApprovedSkater,
} from './support/championship.ts';
import { allPages, expectRejected, messagesOf, type ErrorBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { freshIp, review } from './support/registry.ts';

let api: Api;
let cookie: string;
let smtp: TestSmtp;
let eventId: string;
let races: Record<'sjFemale' | 'sjOpen' | 'fancy' | 'junior' | 'male' | 'sjFemale1000', Race>;
let asha: ApprovedSkater;

const at = (iso: string) => vi.setSystemTime(new Date(iso));
/** Moves the clock and signs in again (a session ends after hours). */
const travel = async (iso: string) => {
  at(iso);
  cookie = await api.login();
};
const CLOSE = '2026-06-20T00:00:00.000Z';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-06-01T10:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  cookie = await api.login();
  eventId = await createEvent(api, cookie, { title: 'District Championship 2026', date: '2026-06-28' });
  const saved = await saveChampionship(api, cookie, eventId, {
    entriesClose: CLOSE,
    maxRacesPerSkater: 2,
    selectPerRace: 2,
    races: [
      race({ name: '500 m SJ girls' }),
      race({ name: 'Relay SJ', gender: 'Open' }),
      race({ name: 'Fancy SJ girls', discipline: 'Fancy Inline' }),
      race({ name: '500 m junior girls', ageCategory: 'Junior' }),
      race({ name: '500 m SJ boys', gender: 'Male' }),
      race({ name: '1000 m SJ girls' }),
    ],
  });
  const [sjFemale, sjOpen, fancy, junior, male, sjFemale1000] = saved.races as Race[];
  races = { sjFemale, sjOpen, fancy, junior, male, sjFemale1000 } as typeof races;
  // 11 on 1 January 2026: Sub Junior.
  asha = await approvedSkater(api, cookie, {
    name: 'Asha Entrant',
    dob: '2014-03-03',
    gender: 'Female',
    eventCategory: 'Speed Quad',
    representativeClub: 'Riverside Roller Academy',
    email: 'asha.parent@example.com',
    phoneNo: '9811122233',
  });
  await api.server.settle();
  smtp.received.length = 0;
});
afterEach(async () => {
  await api.server.settle();
  smtp.received.length = 0;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const body = (raceIds: string[], who: ApprovedSkater = asha, extra: Record<string, unknown> = {}) => ({
  eventId,
  registrationNo: who.registrationNo,
  dob: who.dob,
  raceIds,
  ...extra,
});
const entryList = (query = '') => allPages<Entry>(api, `/api/events/${eventId}/entries${query}`, { cookie });
/** Everything stored but the audit log, where a registrar's look-up is recorded found or not. */
const storedButAudit = async () => {
  await api.server.settle();
  return [...(await api.snapshot()).entries()].filter(([key]) => !key.includes('/v2/audit/'));
};
/** A registrar's entry refused with this status and message, storing nothing but its audit entry. */
const refused = async (payload: Record<string, unknown>, status: number, message: string) => {
  const before = await storedButAudit();
  const res = await api.call('POST', '/api/entries', { body: payload, cookie });
  const answer = await jsonOf<ErrorBody>(res);
  expect(res.status, JSON.stringify(answer)).toBe(status);
  expect(messagesOf(answer)).toContain(message);
  expect(await storedButAudit()).toEqual(before);
};

describe('eligibility, checked on the server', () => {
  test('an unknown number and a wrong date of birth answer the same 404', async () => {
    await refused({ ...body([races.sjFemale._id]), registrationNo: 'ADRSA-2026-9999' }, 404, championshipMessages.skaterNotFound);
    await refused({ ...body([races.sjFemale._id]), dob: '2014-03-04' }, 404, championshipMessages.skaterNotFound);
  });

  test('each race rule is refused with a message naming it', async () => {
    await refused(body([races.fancy._id]), 400, championshipMessages.discipline('Fancy SJ girls', 'Fancy Inline', 'Speed Quad'));
    await refused(
      body([races.junior._id]),
      400,
      championshipMessages.ageCategory('500 m junior girls', 'Junior', 'Sub Junior', '2026-01-01'),
    );
    await refused(body([races.male._id]), 400, championshipMessages.gender('500 m SJ boys', 'Male'));
    await refused(body([races.sjFemale._id, races.sjOpen._id, races.sjFemale1000._id]), 400, championshipMessages.tooManyForSkater(2));
    await refused(body([races.sjFemale._id, 'a1b2c3d4e5f6a1b2c3d4e5f6']), 400, championshipMessages.unknownRace);
    await refused(body([]), 400, 'Races: choose at least one');
    await refused({ ...body([races.sjFemale._id]), eventId: 'a1b2c3d4e5f6a1b2c3d4e5f6' }, 404, championshipMessages.notChampionship);
    await refused(body([races.sjFemale._id], asha, { website: 'http://spam.example' }), 400, HONEYPOT_REJECTED);
  });

  test('a skater whose registration is not approved is refused', async () => {
    const rejected = await approvedSkater(api, cookie, { name: 'Rita Rejected', dob: '2014-05-05', eventCategory: 'Speed Quad' });
    await review(api, cookie, rejected._id, { status: 'rejected', reason: 'Wrong birth certificate.' });
    await refused(body([races.sjFemale._id], rejected), 409, championshipMessages.notApproved);
  });

  test('without a registrar’s session nobody enters here or looks up the eligible races', async () => {
    const visitor = await api.call('POST', '/api/entries', { body: body([races.sjFemale._id]), ip: freshIp() });
    expect(visitor.status).toBe(401);
    const lookUp = await api.call('POST', '/api/entries/eligible', {
      body: { eventId, registrationNo: asha.registrationNo, dob: asha.dob },
      ip: freshIp(),
    });
    expect(lookUp.status).toBe(401);
    expect(await entryList()).toEqual([]);
  });
});

describe('entering', () => {
  let entryId = '';

  test('201 with the entry; the confirmation goes to the address on file, not to one typed in', async () => {
    const res = await enter(api, cookie, body([races.sjFemale._id], asha, { email: 'stranger@example.com' }));
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = await jsonOf<{ message: string; _id: string }>(res);
    expect(answer.message).toBe(championshipMessages.entered);
    entryId = answer._id;
    await api.server.settle();
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['asha.parent@example.com']]);
    const [letter] = smtp.received;
    expect(letter?.headers['subject']).toContain('Entry confirmed: Asha Entrant, District Championship 2026');
    expect(letter?.text).toContain('- 500 m SJ girls');
    expect(letter?.text).toContain(asha.registrationNo);
  });

  test('a second entry replaces the races only when it says so (replace: true); the letter goes to the address on file', async () => {
    const before = await entryList();
    await refused(body([races.sjOpen._id, races.sjFemale1000._id]), 409, championshipMessages.replaceNeeded);
    expect(await entryList()).toEqual(before);
    await api.server.settle();
    expect(smtp.received).toEqual([]);
    const res = await enter(
      api,
      cookie,
      body([races.sjOpen._id, races.sjFemale1000._id], asha, { replace: true, email: 'stranger@example.com' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: championshipMessages.replaced, _id: entryId });
    const listed = await entryList();
    expect(listed.filter((entry) => entry.registrationNo === asha.registrationNo)).toHaveLength(1);
    expect(listed.find((entry) => entry._id === entryId)?.raceIds).toEqual([races.sjOpen._id, races.sjFemale1000._id]);
    await api.server.settle();
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['asha.parent@example.com']]);
    expect(smtp.received[0]?.headers['subject']).toContain('Entry updated');
  });

  test('an entry holds name, number and club, never the date of birth or contact details', async () => {
    const [entry] = await entryList(`?q=${encodeURIComponent('Asha')}`);
    expect(Object.keys(entry ?? {}).sort()).toEqual(
      ['_id', 'club', 'createdAt', 'eventId', 'name', 'raceIds', 'registrationNo', 'skaterId', 'status', 'unpaid', 'updatedAt'].sort(),
    );
    expect(JSON.stringify(entry)).not.toMatch(/2014-03-03|asha\.parent|9811122233/);
  });

  test('a confirmation that cannot be sent never loses the entry; the problem is kept for the admins', async () => {
    const bala = await approvedSkater(api, cookie, {
      name: 'Bala Unreachable',
      dob: '2014-07-07',
      eventCategory: 'Speed Quad',
      email: 'bala.parent@example.com',
    });
    smtp.refuse.add('bala.parent@example.com');
    try {
      const res = await enter(api, cookie, body([races.sjFemale._id], bala));
      expect(res.status).toBe(201);
      await api.server.settle();
      const [entry] = await entryList('?q=Bala');
      expect(entry?.status).toBe('entered');
      expect(entry?.mailProblem).toMatch(/not sent/);
      expect(entry?.mailProblem).not.toContain('bala.parent@example.com');
    } finally {
      smtp.refuse.delete('bala.parent@example.com');
    }
  });

  test('a registrar adds an entry by the same rules', async () => {
    const chitra = await approvedSkater(api, cookie, { name: 'Chitra Admin', dob: '2014-08-08', eventCategory: 'Speed Quad' });
    const fancy = await api.call('POST', '/api/entries', { body: body([races.fancy._id], chitra), cookie });
    expect(fancy.status).toBe(400);
    const res = await api.call('POST', '/api/entries', { body: body([races.sjFemale._id], chitra), cookie });
    expect(res.status).toBe(201);
  });
});

describe('admin lists, CSV and withdrawal', () => {
  test('entries per event and per race, paged and searched', async () => {
    const all = await entryList();
    expect(all.map((entry) => entry.name)).toEqual(['Asha Entrant', 'Bala Unreachable', 'Chitra Admin']);
    expect((await entryList(`?race=${races.sjFemale._id}`)).map((entry) => entry.name)).toEqual(['Bala Unreachable', 'Chitra Admin']);
    expect((await entryList(`?race=${races.sjOpen._id}`)).map((entry) => entry.name)).toEqual(['Asha Entrant']);
    const page = await api.call('GET', `/api/events/${eventId}/entries?pageSize=2&page=2`, { cookie });
    expect(page.headers.get('x-total-count')).toBe('3');
    expect((await jsonOf<Entry[]>(page)).map((entry) => entry.name)).toEqual(['Chitra Admin']);
    await expectRejected(api, { method: 'GET', path: `/api/events/${eventId}/entries?race=../x`, cookie }, 400);
    await expectRejected(
      api,
      { method: 'GET', path: '/api/events/a1b2c3d4e5f6a1b2c3d4e5f6/entries', cookie },
      404,
      championshipMessages.notChampionship,
    );
  });

  test('the CSV lists every entry with its race names', async () => {
    const res = await api.call('GET', `/api/events/${eventId}/entries/csv`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Registration number,Club,Races,Status,Entered at (Asia/Kolkata),Updated at (Asia/Kolkata)');
    expect(lines).toHaveLength(4);
    // The races are parted by a semicolon, a separator some spreadsheets split on: the cell is quoted.
    expect(lines[1]).toContain(`Asha Entrant,${asha.registrationNo},Riverside Roller Academy,"Relay SJ; 1000 m SJ girls",entered`);
    // Times in the association's time zone, as a spreadsheet sorts them.
    const [asEntry] = await entryList('?q=Asha');
    expect(lines[1]).toContain(`,${csvDateTime(asEntry!.createdAt)},`);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  test('a race with entries cannot be removed until they are withdrawn', async () => {
    const path = `${championshipPath(eventId)}/races/${races.sjOpen._id}`;
    await expectRejected(api, { method: 'DELETE', path, cookie }, 409, championshipMessages.raceInUse);
    const [entry] = await entryList('?q=Asha');
    const res = await api.call('DELETE', `/api/entries/${entry?._id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await entryList('?status=withdrawn')).map((item) => item.name)).toEqual(['Asha Entrant']);
    expect((await api.call('DELETE', path, { cookie })).status).toBe(200);
    await expectRejected(
      api,
      { method: 'DELETE', path: '/api/entries/a1b2c3d4e5f6a1b2c3d4e5f6', cookie },
      404,
      championshipMessages.entryNotFound,
    );
  });
});

describe('an entry the association withdrew', () => {
  test('a registrar may bring it back', async () => {
    const [withdrawn] = await entryList('?status=withdrawn');
    expect(withdrawn?.name).toBe('Asha Entrant');
    const back = await enter(api, cookie, body([races.sjFemale1000._id], asha, { replace: true }));
    expect(back.status, await back.clone().text()).toBe(201);
    expect((await entryList('?status=withdrawn')).map((entry) => entry.name)).toEqual([]);
  });
});

describe('the closing date', () => {
  test('after entries close: 409, for a new entry and a replacement alike', async () => {
    const dina = await approvedSkater(api, cookie, { name: 'Dina Late', dob: '2014-09-09', eventCategory: 'Speed Quad' });
    await travel('2026-06-19T23:59:59Z');
    expect((await enter(api, cookie, body([races.sjFemale._id], dina))).status).toBe(201);
    await travel(CLOSE);
    try {
      const before = await entryList();
      await refused(body([races.sjFemale1000._id], dina), 409, championshipMessages.closed);
      await refused(body([races.sjFemale._id]), 409, championshipMessages.closed);
      expect(await entryList()).toEqual(before);
      const rules = await jsonOf<{ open: boolean }>(await api.call('GET', championshipPath(eventId)));
      expect(rules.open).toBe(false);
    } finally {
      await travel('2026-06-01T10:00:00Z');
    }
  });
});

describe('the season', () => {
  test('a skater not renewed for the season now running is refused', async () => {
    const id = await createEvent(api, cookie, { date: '2027-02-01' });
    const {
      races: [only],
    } = await saveChampionship(api, cookie, id, {
      entriesClose: '2027-01-25T00:00:00Z',
      maxRacesPerSkater: 1,
      selectPerRace: 1,
      races: [race()],
    });
    await travel('2027-01-10T10:00:00Z');
    try {
      // Asha is 12 on 1 January 2027: still Sub Junior, but approved for 2026 only.
      await refused(
        { eventId: id, registrationNo: asha.registrationNo, dob: asha.dob, raceIds: [only?._id] },
        409,
        championshipMessages.notCurrent,
      );
    } finally {
      await travel('2026-06-01T10:00:00Z');
    }
  });
});

describe('a championship counts ages on its own day', () => {
  test('an entry made in December for a January championship is judged on that championship’s 1 January', async () => {
    await travel('2026-12-20T10:00:00Z');
    const january = await createEvent(api, cookie, { title: 'New Year Championship', date: '2027-01-10' });
    const saved = await saveChampionship(api, cookie, january, {
      entriesClose: '2027-01-05T18:29:00.000Z',
      maxRacesPerSkater: 2,
      selectPerRace: 2,
      races: [race({ name: '500 m SJ girls' }), race({ name: '500 m cadet girls', ageCategory: 'Cadet (9-11)' })],
    });
    expect(saved).toMatchObject({ ageDate: '2027-01-01' });
    const [subJunior, cadet] = saved.races as Race[];
    // 10 on 1 January 2026 (Cadet 9-11), 11 on 1 January 2027 (Sub Junior).
    const tara = await approvedSkater(api, cookie, {
      name: 'Tara Newyear',
      dob: '2015-06-01',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    const body = { eventId: january, registrationNo: tara.registrationNo, dob: '2015-06-01' };
    const refused = await api.call('POST', '/api/entries', { body: { ...body, raceIds: [cadet!._id] }, cookie });
    expect(refused.status).toBe(400);
    expect((await jsonOf<{ message: string }>(refused)).message).toBe(
      championshipMessages.ageCategory('500 m cadet girls', 'Cadet (9-11)', 'Sub Junior', '2027-01-01'),
    );
    const entered = await api.call('POST', '/api/entries', { body: { ...body, raceIds: [subJunior!._id] }, cookie });
    expect(entered.status, await entered.clone().text()).toBe(201);
    await travel('2026-06-01T10:00:00Z');
  });
});
