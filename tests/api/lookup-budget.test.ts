/**
 * The routes that take a registration number or a reference with a date of birth (the status
 * look-up by either, and a registrar's entry), tried as an attacker would: one budget of wrong
 * dates per skater across all of them, whoever asks; unknown keys answering and costing what known
 * ones do; the registrars told on the dashboard; admin sessions limited by role and audited; and
 * the site-wide ceilings spent by accepted writes only. The clock is held in the 2026 season.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { AuditEntry } from '../../src/domain/committee/audit.schema.ts';
import type { Dashboard } from '../../src/domain/committee/dashboard.ts';
import { registryMessages } from '../../src/domain/registry/skater-registry.ts';
import { BIRTH_DATE_POLICY } from '../../netlify/functions/_shared/registry/birth-date-budget.ts';
import { FORM_LIMITS } from '../../netlify/functions/_shared/security/public-form-limits.ts';
import { FORM_LIMIT_MESSAGE } from '../../netlify/functions/_shared/security/throttle.ts';
import type { Role } from '../../src/domain/committee/account.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { approvedSkater, approvedSkaters, createEvent, race, saveChampionship, type ApprovedSkater } from './support/championship.ts';
import { allPages, expectRejected, skaterBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { freshIp, submitSkater } from './support/registry.ts';

let api: Api;
let cookies: Record<Role, string>;
let eventId: string;
let raceId: string;

const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-06-01T10:00:00Z');
  api = await startApi();
  cookies = await sessionsOfEveryRole(api);
  eventId = await createEvent(api, cookies.owner, { title: 'Budget Championship', date: '2026-06-28' });
  const saved = await saveChampionship(api, cookies.owner, eventId, {
    entriesClose: '2026-06-20T00:00:00Z',
    maxRacesPerSkater: 2,
    selectPerRace: 2,
    races: [race({ name: '500 m SJ girls' })],
  });
  raceId = saved.races[0]?._id ?? '';
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const WRONG_DOB = '2014-12-31';
const STATUS = '/api/skaterprofiles/status';
const ENTRIES = '/api/entries';

/** The status look-up by registration number (it takes a reference or a number). */
const byNumber = (registrationNo: string, dob: string): Record<string, unknown> => ({ reference: registrationNo, dob });

const post = (path: string, body: unknown, options: { ip?: string; cookie?: string } = {}) =>
  api.call('POST', path, { body, ip: options.ip ?? freshIp(), ...(options.cookie ? { cookie: options.cookie } : {}) });

const referenceOf = async (skater: ApprovedSkater): Promise<string> =>
  (await jsonOf<{ reference: string }>(await api.call('GET', `/api/skaterprofiles/${skater._id}`, { cookie: cookies.owner }))).reference;

const dashboard = async (cookie: string) => jsonOf<Dashboard>(await api.call('GET', '/api/dashboard', { cookie }));

let asha: ApprovedSkater;

describe('one budget of wrong dates of birth per skater, on every route', () => {
  test(`${BIRTH_DATE_POLICY.misses + 1} wrong dates for one number from as many clients: every route answers 429 after, the right date too`, async () => {
    asha = await approvedSkater(api, cookies.owner, {
      name: 'Asha Budget',
      dob: '2014-03-03',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    for (let miss = 0; miss < BIRTH_DATE_POLICY.misses; miss += 1) {
      expect((await post(STATUS, byNumber(asha.registrationNo, WRONG_DOB))).status).toBe(404);
    }
    // The sixth wrong date, from yet another client: the number is paused.
    await expectRejected(
      api,
      { method: 'POST', path: STATUS, body: byNumber(asha.registrationNo, WRONG_DOB), ip: freshIp() },
      429,
      registryMessages.lookupPaused,
    );
    // The seventh and after, with the right date, by number and by reference alike.
    const refused = await expectRejected(
      api,
      { method: 'POST', path: STATUS, body: byNumber(asha.registrationNo, asha.dob), ip: freshIp() },
      429,
      registryMessages.lookupPaused,
    );
    expect(JSON.stringify(refused)).not.toContain('Asha');
    await expectRejected(
      api,
      { method: 'POST', path: STATUS, body: { reference: await referenceOf(asha), dob: asha.dob }, ip: freshIp() },
      429,
      registryMessages.lookupPaused,
    );
    // Not even a registrar gets past it (an audited look-up: the store changes).
    const registrar = await post(
      ENTRIES,
      { eventId, registrationNo: asha.registrationNo, dob: asha.dob, raceIds: [raceId] },
      { cookie: cookies.registrar },
    );
    expect(registrar.status).toBe(429);
  });

  test('per reference too: wrong dates against a reference pause the status look-up and the number', async () => {
    const [bala] = await approvedSkaters(api, cookies.owner, [{ name: 'Bala Reference' }]);
    const skater = bala as ApprovedSkater;
    const reference = await referenceOf(skater);
    for (let miss = 0; miss < BIRTH_DATE_POLICY.misses; miss += 1) {
      expect((await post(STATUS, { reference, dob: WRONG_DOB })).status).toBe(404);
    }
    await expectRejected(
      api,
      { method: 'POST', path: STATUS, body: { reference, dob: skater.dob }, ip: freshIp() },
      429,
      registryMessages.lookupPaused,
    );
    await expectRejected(api, { method: 'POST', path: STATUS, body: byNumber(skater.registrationNo, skater.dob), ip: freshIp() }, 429);
  });

  test('a number no skater has answers exactly as a known one: 404, then 429 after as many misses', async () => {
    const unknown = 'ADRSA-2026-7777';
    const answers: string[] = [];
    for (let miss = 0; miss <= BIRTH_DATE_POLICY.misses; miss += 1) {
      const res = await post(STATUS, byNumber(unknown, WRONG_DOB));
      answers.push(`${res.status} ${await res.text()}`);
    }
    expect(answers.slice(0, -1)).toEqual(
      Array(BIRTH_DATE_POLICY.misses).fill(`404 ${JSON.stringify({ message: registryMessages.statusNotFound })}`),
    );
    expect(answers.at(-1)).toBe(`429 ${JSON.stringify({ message: registryMessages.lookupPaused })}`);
  });

  test('the registrars see the paused registrations on the dashboard; an editor does not', async () => {
    const { lockedLookups } = await dashboard(cookies.registrar);
    expect(lockedLookups?.map((lock) => lock.registrationNo)).toEqual(['ADRSA-2026-7777', expect.any(String), asha.registrationNo]);
    expect(lockedLookups?.[2]).toEqual({ registrationNo: asha.registrationNo, name: 'Asha Budget', until: expect.any(String) });
    // A number no profile holds is listed by the number alone.
    expect(Object.keys(lockedLookups?.[0] ?? {}).sort()).toEqual(['registrationNo', 'until']);
    for (const lock of lockedLookups ?? []) {
      expect(Math.abs(Date.parse(lock.until) - Date.now() - BIRTH_DATE_POLICY.lockMs)).toBeLessThan(60_000);
    }
    expect((await dashboard(cookies.owner)).lockedLookups).toHaveLength(3);
    expect((await dashboard(cookies.editor)).lockedLookups).toBeUndefined();
  });

  test('the pause ends after a day; the right date then works again', async () => {
    at('2026-06-02T10:00:01Z');
    try {
      expect((await post(STATUS, byNumber(asha.registrationNo, asha.dob))).status).toBe(200);
      // Sessions end after an hour unused: the owner signs in again.
      expect((await dashboard(await api.login())).lockedLookups).toEqual([]);
    } finally {
      at('2026-06-01T10:00:00Z');
    }
  });
});

describe('an unknown key costs what a known key with a wrong date costs', () => {
  const operationsOf = async (path: string, body: unknown) => {
    const before = api.blobs.operations();
    const res = await post(path, body);
    return { status: res.status, operations: api.blobs.operations() - before };
  };

  test('the same store operations, on the number routes and the status look-up', async () => {
    const [chitra, dina] = (await approvedSkaters(api, cookies.owner, [{ name: 'Chitra Cost' }, { name: 'Dina Cost' }])) as [
      ApprovedSkater,
      ApprovedSkater,
    ];
    // Warm: the first request of an instance reads what later ones remember.
    await operationsOf(STATUS, byNumber('ADRSA-2026-6000', WRONG_DOB));
    for (const [path, known, unknown] of [
      [STATUS, byNumber(chitra.registrationNo, WRONG_DOB), byNumber('ADRSA-2026-6001', WRONG_DOB)],
      [STATUS, byNumber(dina.registrationNo, WRONG_DOB), byNumber('ADRSA-2026-6002', WRONG_DOB)],
      [STATUS, { reference: await referenceOf(chitra), dob: WRONG_DOB }, { reference: 'WXYZ-2345', dob: WRONG_DOB }],
    ] as const) {
      const wrongDate = await operationsOf(path, known);
      const noSuchKey = await operationsOf(path, unknown);
      expect([wrongDate.status, noSuchKey.status]).toEqual([404, 404]);
      expect(noSuchKey.operations, path).toBe(wrongDate.operations);
    }
  });
});

describe('admin sessions', () => {
  const made = (index: number) => `ADRSA-2026-${5000 + index}`;

  test(`an editor's 50 look-ups are limited like a visitor's: ${FORM_LIMITS.lookup.limit} an hour`, async () => {
    const ip = '203.0.113.50';
    const statuses: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      statuses.push((await post(STATUS, byNumber(made(index), WRONG_DOB), { ip, cookie: cookies.editor })).status);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(FORM_LIMITS.lookup.limit);
    expect(statuses.slice(FORM_LIMITS.lookup.limit).every((status) => status === 429)).toBe(true);
    const limited = await post(STATUS, byNumber(made(98), WRONG_DOB), { ip, cookie: cookies.editor });
    expect(limited.status).toBe(429);
    expect(await jsonOf(limited)).toEqual({ message: FORM_LIMIT_MESSAGE });
  });

  test('a registrar skips the per-client limits, never the budget per number', async () => {
    const ip = '203.0.113.51';
    for (let index = 100; index < 150; index += 1) {
      const res = await post(STATUS, byNumber(made(index), WRONG_DOB), { ip, cookie: cookies.registrar });
      expect(res.status, `${index} ${await res.text()}`).toBe(404);
    }
    const [esha] = (await approvedSkaters(api, cookies.owner, [{ name: 'Esha Registrar' }])) as [ApprovedSkater];
    for (let miss = 0; miss < BIRTH_DATE_POLICY.misses; miss += 1) {
      expect((await post(STATUS, byNumber(esha.registrationNo, WRONG_DOB), { ip, cookie: cookies.registrar })).status).toBe(404);
    }
    expect((await post(STATUS, byNumber(esha.registrationNo, esha.dob), { ip, cookie: cookies.registrar })).status).toBe(429);
  });

  test('look-ups made with a session are audited, found or not, without the date of birth or the reference', async () => {
    const entries = await allPages<AuditEntry>(api, '/api/audit?action=look-up', { cookie: cookies.owner });
    const editors = entries.filter((entry) => entry.actor.name === 'Esha Editor');
    // Every look-up the editor sent: the refused ones too.
    expect(editors).toHaveLength(51);
    // The status look-up's entries name neither the reference nor the number typed.
    const summaries = editors.map((entry) => entry.summary);
    expect(summaries.filter((summary) => summary === 'Esha Editor (editor) looked up the registration of: no match (404)')).toHaveLength(
      FORM_LIMITS.lookup.limit,
    );
    expect(summaries).toContain('Esha Editor (editor) looked up the registration of: refused, too many tries (429)');
    expect(entries.some((entry) => entry.actor.name === 'Rekha Registrar' && entry.summary.endsWith('refused, too many tries (429)'))).toBe(
      true,
    );
    const text = JSON.stringify(entries);
    for (const personal of [WRONG_DOB, asha.dob, 'Asha Budget']) expect(text).not.toContain(personal);
    // Visitors' look-ups (most of this file's) leave no entry.
    expect(new Set(entries.map((entry) => entry.actor.name))).toEqual(new Set(['Esha Editor', 'Rekha Registrar']));
  });
});

describe('site-wide ceilings count accepted writes only', () => {
  test('any number of look-ups leave the hour’s ceiling for real registrations', async () => {
    process.env['SKATER_FORMS_HOURLY'] = '1';
    try {
      at('2026-06-03T10:00:00Z');
      for (let index = 0; index < 5; index += 1) {
        expect((await post(STATUS, byNumber(`ADRSA-2026-${4100 + index}`, WRONG_DOB))).status).toBe(404);
      }
      await submitSkater(api, { name: 'Hema Public' });
      expect((await post('/api/skaterprofiles', skaterBody({ name: 'Indu Public' }))).status).toBe(429);
    } finally {
      delete process.env['SKATER_FORMS_HOURLY'];
      at('2026-06-01T10:00:00Z');
    }
  });
});
