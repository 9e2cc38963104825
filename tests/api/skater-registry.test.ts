/**
 * The skater registry: every review transition, registration numbers (also under simultaneous
 * approvals), the parent's status look-up with its one 404, the admin list's status filters, and
 * the affiliated clubs' names for the form.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentSeason } from '../../src/config/rules.ts';
import { registryMessages } from '../../src/domain/registry/skater-registry.ts';
import { skaterMessages } from '../../src/domain/registry/skater.ts';
import type { AdminSkaterDetail } from '../../src/domain/registry/skater-views.schema.ts';
import { FORM_LIMITS } from '../../netlify/functions/_shared/security/public-form-limits.ts';
import { FORM_LIMIT_MESSAGE } from '../../netlify/functions/_shared/security/throttle.ts';
import { clubBody, expectRejected, text, UNKNOWN_ID, validAadhaar } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { adminProfiles, approve, freshIp, lookUp, publicProfiles, review, submitSkater } from './support/registry.ts';

let api: Api;
let cookie: string;
const season = currentSeason();

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
});
afterAll(() => api.stop());

const detail = async (id: string) => jsonOf<AdminSkaterDetail>(await api.call('GET', `/api/skaterprofiles/${id}`, { cookie }));
const patch = (id: string, body: unknown) => ({ method: 'PATCH', path: `/api/skaterprofiles/${id}`, body, cookie });
const NUMBER = new RegExp(`^ADRSA-${season}-(\\d{4,})$`);
const sequenceOf = (registrationNo: string | undefined) => Number(NUMBER.exec(registrationNo ?? '')?.[1]);

describe('review: PATCH /api/skaterprofiles/{id}', () => {
  test('a public submission is pending, with a reference; approval numbers it and makes it public', async () => {
    const { _id, reference } = await submitSkater(api, { name: 'Meera Approved' });
    const pending = await detail(_id);
    expect(pending).toMatchObject({ status: 'pending', reference, season, lapsed: false });
    expect(pending).not.toHaveProperty('registrationNo');
    expect((await publicProfiles(api)).map((item) => item._id)).not.toContain(_id);

    const approved = await approve(api, cookie, _id);
    expect(approved.message).toBe('Skater approved successfully!');
    expect(approved.profile).toMatchObject({ _id, status: 'approved', season, reference, lapsed: false });
    expect(approved.profile.registrationNo).toMatch(NUMBER);
    expect(approved.profile.approvedAt).toBeTypeOf('string');
    const shown = (await publicProfiles(api)).find((item) => item._id === _id);
    expect(shown?.registrationNo).toBe(approved.profile.registrationNo);

    // Approving again changes nothing: the number never changes.
    expect((await approve(api, cookie, _id)).profile.registrationNo).toBe(approved.profile.registrationNo);
  });

  test("a signed-in admin's profile is approved and numbered at once", async () => {
    const { _id } = await submitSkater(api, { name: 'Added By Admin' }, cookie);
    expect(await detail(_id)).toMatchObject({ status: 'approved', registrationNo: expect.stringMatching(NUMBER) });
  });

  test('rejection needs a reason of 1 to 300 characters; a rejected profile is not public and can be approved later', async () => {
    const { _id } = await submitSkater(api, { name: 'Rohan Rejected' });
    await expectRejected(api, patch(_id, { status: 'rejected' }), 400, 'Reason is required');
    await expectRejected(api, patch(_id, { status: 'rejected', reason: '   ' }), 400, 'Reason is required');
    await expectRejected(api, patch(_id, { status: 'rejected', reason: text(301) }), 400, 'Reason must be at most 300 characters');
    await expectRejected(api, patch(_id, { status: 'archived' }), 400, 'Status must be one of: approved, rejected');
    const rejected = await review(api, cookie, _id, { status: 'rejected', reason: 'The proof is unreadable.' });
    expect(rejected.message).toBe('Skater rejected.');
    expect(rejected.profile).toMatchObject({ status: 'rejected', reason: 'The proof is unreadable.' });
    expect(rejected.profile).not.toHaveProperty('registrationNo');
    expect((await publicProfiles(api)).map((item) => item._id)).not.toContain(_id);
    const approved = await approve(api, cookie, _id);
    expect(approved.profile.status).toBe('approved');
    expect(approved.profile).not.toHaveProperty('reason');
  });

  test('corrections are checked like the form; a bad one stores nothing', async () => {
    const { _id } = await submitSkater(api, { name: 'Tara Typo' });
    await expectRejected(api, patch(_id, { email: 'not-an-address' }), 400, 'E-mail must be a valid e-mail address');
    await expectRejected(api, patch(_id, { name: '' }), 400, 'Name is required');
    await expectRejected(api, patch(_id, { eventCategory: 'Ice Dancing' }), 400, /^Event category must be one of: /);
    await expectRejected(api, patch(_id, { phoneNo: '12345' }), 400, 'Phone number must be a 10-digit Indian mobile number');
    await expectRejected(api, patch(_id, {}), 400, registryMessages.nothingToChange);
    await expectRejected(api, patch(_id, [1, 2]), 400);
    const updated = await review(api, cookie, _id, {
      name: 'Tara Tipnis',
      email: 'Tara.Parent@Example.com',
      representativeClub: 'Free text club',
    });
    expect(updated.message).toBe('Skater updated successfully!');
    expect(updated.profile).toMatchObject({ name: 'Tara Tipnis', email: 'tara.parent@example.com', representativeClub: 'Free text club' });
    // Before approval the date of birth changes freely.
    expect((await review(api, cookie, _id, { dob: '2014-01-02' })).profile.dob).toBe('2014-01-02');
  });

  test('the Aadhaar number and the proof type are corrected too; the answer shows the new number masked', async () => {
    const { _id } = await submitSkater(api, { name: 'Asha Aadhaar' });
    await expectRejected(api, patch(_id, { aadharNo: '1234 5678 9012' }), 400, skaterMessages.aadhaarInvalid);
    await expectRejected(api, patch(_id, { proofType: 'Passport' }), 400, /^Proof type must be one of: /);
    const corrected = validAadhaar('34567890123');
    const res = await api.call('PATCH', `/api/skaterprofiles/${_id}`, {
      body: { aadharNo: `${corrected.slice(0, 4)} ${corrected.slice(4, 8)} ${corrected.slice(8)}`, proofType: 'Birth Certificate' },
      cookie,
    });
    expect(res.status).toBe(200);
    const answer = await res.text();
    expect(answer).not.toContain(corrected);
    expect(JSON.parse(answer).profile).toMatchObject({ aadharNo: `XXXX XXXX ${corrected.slice(-4)}`, proofType: 'Birth Certificate' });
    expect((await detail(_id)).aadharNo).toBe(`XXXX XXXX ${corrected.slice(-4)}`);
  });

  test('after approval a changed date of birth needs a reason, and the change is kept in the history', async () => {
    const { _id } = await submitSkater(api, { name: 'Dev Dob', dob: '2013-05-06' });
    await approve(api, cookie, _id);
    await expectRejected(api, patch(_id, { dob: '2013-06-05' }), 400, registryMessages.dobReasonRequired);
    await expectRejected(
      api,
      patch(_id, { dob: '2013-06-05', dobReason: text(301) }),
      400,
      'Reason for the date of birth change must be at most 300 characters',
    );
    // The same date, or other fields, need no reason.
    await review(api, cookie, _id, { dob: '2013-05-06', coachName: 'New Coach' });
    const changed = await review(api, cookie, _id, { dob: '2013-06-05', dobReason: 'Birth certificate shows 5 June' });
    expect(changed.profile.dob).toBe('2013-06-05');
    expect(changed.profile.dobChanges).toEqual([
      { at: expect.any(String), from: '2013-05-06', to: '2013-06-05', reason: 'Birth certificate shows 5 June' },
    ]);
    expect((await detail(_id)).dobChanges).toHaveLength(1);
    // Admins only: the public list carries none of it.
    const raw = await (await api.call('GET', '/api/skaterprofiles?pageSize=100')).text();
    expect(raw).not.toContain('Birth certificate shows 5 June');
    expect(raw).not.toContain('dobChanges');
  });

  test('404 for unknown or malformed ids', async () => {
    await expectRejected(api, patch(UNKNOWN_ID, { status: 'approved' }), 404, 'Skater profile not found.');
    await expectRejected(api, patch('not-an-id', { status: 'approved' }), 404);
  });
});

describe('registration numbers', () => {
  test('20 simultaneous approvals get 20 distinct consecutive numbers', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) ids.push((await submitSkater(api, { name: `Racer ${index}` }))._id);
    const answers = await Promise.all(ids.map((id) => approve(api, cookie, id)));
    const sequences = answers.map((answer) => sequenceOf(answer.profile.registrationNo)).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
  }, 60_000);

  test('a number is never given again, even after its profile is deleted', async () => {
    const first = await submitSkater(api, { name: 'Gone Soon' });
    const number = (await approve(api, cookie, first._id)).profile.registrationNo;
    expect((await api.call('DELETE', `/api/skaterprofiles/${first._id}`, { cookie })).status).toBe(200);
    const next = await submitSkater(api, { name: 'Next One' });
    const nextNumber = (await approve(api, cookie, next._id)).profile.registrationNo;
    expect(sequenceOf(nextNumber)).toBe(sequenceOf(number) + 1);
    // The deleted profile's reference no longer finds anything.
    const res = await lookUp(api, '/api/skaterprofiles/status', { reference: first.reference, dob: '2015-04-12' });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/skaterprofiles/status', () => {
  const STATUS = '/api/skaterprofiles/status';

  test('answers the state: pending, then approved with the number, or rejected with the reason', async () => {
    const { _id, reference } = await submitSkater(api, { dob: '2012-08-09' });
    const pending = await lookUp(api, STATUS, { reference, dob: '2012-08-09' });
    expect(pending.status).toBe(200);
    expect(pending.headers.get('cache-control')).toBe('private, no-store');
    expect(await jsonOf(pending)).toEqual({ status: 'pending', season });
    const { registrationNo } = (await approve(api, cookie, _id)).profile;
    // Any case, with or without the dash, spaces ignored.
    const loose = `${reference.toLowerCase().replace('-', '')}`.replace(/^(..)/, '$1 ');
    expect(await jsonOf(await lookUp(api, STATUS, { reference: loose, dob: '2012-08-09' }))).toEqual({
      status: 'approved',
      registrationNo,
      season,
    });
    await review(api, cookie, _id, { status: 'rejected', reason: 'Duplicate registration.' });
    expect(await jsonOf(await lookUp(api, STATUS, { reference, dob: '2012-08-09' }))).toMatchObject({
      status: 'rejected',
      reason: 'Duplicate registration.',
    });
  });

  test('an unknown reference and a wrong date of birth get the same 404, word for word', async () => {
    const { reference } = await submitSkater(api, { dob: '2011-02-03' });
    const unknown = reference === 'ABCD-2345' ? 'ABCD-2346' : 'ABCD-2345';
    const wrongReference = await lookUp(api, STATUS, { reference: unknown, dob: '2011-02-03' });
    const wrongDate = await lookUp(api, STATUS, { reference, dob: '2011-03-02' });
    expect(wrongReference.status).toBe(404);
    expect(wrongDate.status).toBe(404);
    const [first, second] = [await wrongReference.text(), await wrongDate.text()];
    expect(first).toBe(second);
    expect(JSON.parse(first)).toEqual({ message: 'No registration matches this reference or registration number and date of birth.' });
  });

  test('400 for a malformed reference or date, stored nothing', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: STATUS, body: { reference: 'ABC', dob: '2011-02-03' }, ip: freshIp() },
      400,
      registryMessages.referenceInvalid,
    );
    await expectRejected(
      api,
      { method: 'POST', path: STATUS, body: { reference: 'ABCD-0000', dob: '2011-02-03' }, ip: freshIp() },
      400,
      registryMessages.referenceInvalid,
    );
    await expectRejected(
      api,
      { method: 'POST', path: STATUS, body: { reference: text(10_000), dob: '2011-02-03' }, ip: freshIp() },
      400,
      registryMessages.referenceInvalid,
    );
    await expectRejected(
      api,
      { method: 'POST', path: STATUS, body: { reference: 'ABCD-2345', dob: '3 Feb' }, ip: freshIp() },
      400,
      'Date of birth must be a real date (YYYY-MM-DD)',
    );
    await expectRejected(api, { method: 'POST', path: STATUS, body: { dob: '2011-02-03' }, ip: freshIp() }, 400, 'Reference is required');
  });

  test(`every look-up counts, found or not: 429 after ${FORM_LIMITS.lookup.limit} from one client`, async () => {
    const { reference } = await submitSkater(api, { dob: '2010-10-10' });
    const ip = '203.0.113.200';
    // Made-up references but one, so the budget of wrong dates per reference stays out of the way.
    const referenceOf = (index: number) =>
      index === 9 ? reference : `ABCD-${'23456789'[index % 8]}${'ABCDEFGH'[index % 8]}${'JKMNPQRS'[Math.floor(index / 8)]}X`;
    for (let index = 0; index < FORM_LIMITS.lookup.limit; index += 1) {
      const res = await lookUp(api, STATUS, { reference: referenceOf(index), dob: '2010-10-10' }, ip);
      expect(res.status).toBe(index === 9 ? 200 : 404);
    }
    await expectRejected(api, { method: 'POST', path: STATUS, body: { reference, dob: '2010-10-10' }, ip }, 429, FORM_LIMIT_MESSAGE);
  });
});

describe('admin list: status and season filters', () => {
  test('pending first without a filter; each status filter; the pending count in X-Total-Count', async () => {
    const list = await adminProfiles(api, cookie);
    const firstOther = list.findIndex((item) => item.status !== 'pending');
    expect(firstOther).toBeGreaterThan(0);
    expect(list.slice(firstOther).some((item) => item.status === 'pending')).toBe(false);
    const rest = list.slice(firstOther).map((item) => item.name.toLowerCase());
    expect(rest).toEqual([...rest].sort());

    const pendingCount = list.filter((item) => item.status === 'pending').length;
    const counted = await api.call('GET', '/api/skaterprofiles?status=pending&pageSize=1', { cookie });
    expect(counted.headers.get('x-total-count')).toBe(String(pendingCount));
    expect((await jsonOf<{ profiles: unknown[] }>(counted)).profiles).toHaveLength(1);
    const pending = await adminProfiles(api, cookie, '?status=pending');
    expect(pending).toHaveLength(pendingCount);
    expect(pending.every((item) => item.status === 'pending')).toBe(true);

    for (const status of ['approved', 'rejected'] as const) {
      const filtered = await adminProfiles(api, cookie, `?status=${status}`);
      expect(filtered.length).toBe(list.filter((item) => item.status === status).length);
      expect(filtered.length).toBeGreaterThan(0);
    }
    expect(await adminProfiles(api, cookie, '?status=lapsed')).toEqual([]);
    expect((await adminProfiles(api, cookie, `?season=${season}`)).length).toBe(list.length);
    expect(await adminProfiles(api, cookie, `?season=${season - 1}`)).toEqual([]);
    // Filters combine with the search.
    const racers = await adminProfiles(api, cookie, '?status=approved&q=Racer');
    expect(racers).toHaveLength(20);
  });

  test('400 for an unknown status or a malformed season', async () => {
    await expectRejected(api, { method: 'GET', path: '/api/skaterprofiles?status=archived', cookie }, 400, /status/);
    await expectRejected(api, { method: 'GET', path: '/api/skaterprofiles?season=20x6', cookie }, 400, 'season must be a year');
  });
});

describe('GET /api/associative-club/names', () => {
  test("every affiliated club's name, sorted, for anyone", async () => {
    for (const clubName of ['Zeta Wheels', 'alpha Rollers', 'Mid Town Skaters']) {
      expect((await api.call('POST', '/api/associative-club', { body: clubBody({ clubName }), cookie })).status).toBe(201);
    }
    const res = await api.call('GET', '/api/associative-club/names');
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ names: ['alpha Rollers', 'Mid Town Skaters', 'Zeta Wheels'] });
  });
});
