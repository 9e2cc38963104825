/**
 * Seasons and renewal, with the clock moved across a season boundary: a profile approved in 2026
 * lapses when 2027 starts (out of the public list and the prerendered content, shown to admins as
 * lapsed), is renewed by the parent with its number and date of birth, and keeps its number.
 * Pending, rejected and lapsed profiles appear in no public answer, export or page data.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { registryMessages } from '../../src/domain/registry/skater-registry.ts';
import type { AdminSkaterDetail } from '../../src/domain/registry/skater-views.schema.ts';
import { ageCategory, referenceDate } from '../../src/domain/registry/age-category.ts';
import { exportContent } from '../../netlify/functions/_shared/publish/content-export.ts';
import { readPublicContent } from '../../netlify/functions/_shared/publish/public-content.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { expectRejected } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';
import { adminProfiles, approve, freshIp, lookUp, publicProfiles, review, submitSkater } from './support/registry.ts';

let api: Api;
let cookie: string;
let smtp: TestSmtp;

const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-06-01T10:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  cookie = await api.login();
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const DOB = '2014-03-03';
const RENEW = '/api/skaterprofiles/renew';
const CHECK = '/api/skaterprofiles/renew/check';
const detail = async (id: string) => jsonOf<AdminSkaterDetail>(await api.call('GET', `/api/skaterprofiles/${id}`, { cookie }));
const publicIds = async () => (await publicProfiles(api)).map((item) => item._id);
/** Every profile id the prerendered pages would get: the export file the build reads. */
const exportedIds = async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'export-')), 'public-content.json');
  await exportContent(file);
  const text = await readFile(file, 'utf8');
  return { ids: (JSON.parse(text) as { skaters: { items: { _id: string }[] } }).skaters.items.map((item) => item._id), text };
};

const ids: Record<'approved' | 'pending' | 'rejected' | 'dev', string> = { approved: '', pending: '', rejected: '', dev: '' };
let registrationNo = '';
let reference = '';
let confirmLink = '';

describe('season 2026', () => {
  test('only approved profiles of the season are public: list, export and page data', async () => {
    const approved = await submitSkater(api, { name: 'Asha Season', dob: DOB, email: 'asha.parent@example.com' });
    ids.approved = approved._id;
    reference = approved.reference;
    ids.pending = (await submitSkater(api, { name: 'Bala Pending', phoneNo: '9811100001' }))._id;
    ids.rejected = (await submitSkater(api, { name: 'Chitra Rejected', phoneNo: '9811100002' }))._id;
    registrationNo = (await approve(api, cookie, ids.approved)).profile.registrationNo ?? '';
    expect(registrationNo).toMatch(/^ADRSA-2026-\d{4}$/);
    await review(api, cookie, ids.rejected, { status: 'rejected', reason: 'Not a district resident.' });

    expect(await publicIds()).toEqual([ids.approved]);
    expect((await readPublicContent()).skaters).toMatchObject({ total: 1, items: [{ _id: ids.approved, registrationNo }] });
    const exported = await exportedIds();
    expect(exported.ids).toEqual([ids.approved]);
    for (const hidden of ['Bala Pending', 'Chitra Rejected', ids.pending, ids.rejected, 'Not a district resident.']) {
      expect(exported.text).not.toContain(hidden);
    }
    // The age category is counted on 1 January of the season's year.
    expect((await publicProfiles(api))[0]?.ageCategory).toBe(ageCategory(DOB, new Date('2026-01-01T00:00:00Z')));
    expect(referenceDate().toISOString().slice(0, 10)).toBe('2026-01-01');
  });

  test('a profile approved for this season cannot be renewed again in it (409)', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: RENEW, body: { registrationNo, dob: DOB, consent: true }, ip: freshIp() },
      409,
      registryMessages.alreadyRegistered,
    );
  });

  test('the renewal’s look-up says at once that no renewal is needed this season', async () => {
    const found = await lookUp(api, CHECK, { registrationNo, dob: DOB });
    expect(found.status).toBe(200);
    expect(await jsonOf(found)).toMatchObject({ name: 'Asha Season', season: 2026, status: 'approved', renewalNeeded: false });
  });

  test('the status look-up takes the registration number as well as the reference', async () => {
    for (const key of [registrationNo, registrationNo.toLowerCase(), ` ${registrationNo} `]) {
      const status = await lookUp(api, '/api/skaterprofiles/status', { reference: key, dob: DOB });
      expect(status.status).toBe(200);
      expect(await jsonOf(status)).toEqual({ status: 'approved', registrationNo, season: 2026 });
    }
    const wrongDate = await lookUp(api, '/api/skaterprofiles/status', { reference: registrationNo, dob: '2014-03-04' });
    expect(wrongDate.status).toBe(404);
    expect(await jsonOf(wrongDate)).toEqual({ message: registryMessages.statusNotFound });
  });

  test('the season turns at midnight in the association’s time zone, not at midnight UTC', async () => {
    // 11:30 pm on 31 December in India: still 2026.
    at('2026-12-31T18:00:00Z');
    expect(await publicIds()).toEqual([ids.approved]);
    // 12:30 am on 1 January in India (still 31 December in UTC): 2027 has begun.
    at('2026-12-31T19:00:00Z');
    expect(await publicIds()).toEqual([]);
  });
});

describe('season 2027', () => {
  test('last season’s profile lapses: out of every public answer, shown to admins as lapsed', async () => {
    at('2027-01-02T08:00:00Z');
    // Sessions end after hours; the admin signs in again in the new season.
    cookie = await api.login();
    expect(await publicIds()).toEqual([]);
    expect((await readPublicContent()).skaters.total).toBe(0);
    expect((await exportedIds()).ids).toEqual([]);
    const lapsed = await adminProfiles(api, cookie, '?status=lapsed');
    expect(lapsed.map((item) => item._id)).toEqual([ids.approved]);
    expect(lapsed[0]).toMatchObject({ status: 'approved', season: 2026, lapsed: true, registrationNo });
    expect((await adminProfiles(api, cookie, '?status=approved')).map((item) => item._id)).not.toContain(ids.approved);
    expect((await adminProfiles(api, cookie, '?season=2026')).length).toBe(3);
    const status = await lookUp(api, '/api/skaterprofiles/status', { reference, dob: DOB });
    expect(await jsonOf(status)).toEqual({ status: 'approved', registrationNo, season: 2026, lapsed: true });
  });

  test('renewal check: nothing personal, and one 404 for an unknown number or a wrong date', async () => {
    const found = await lookUp(api, CHECK, { registrationNo: registrationNo.toLowerCase(), dob: DOB });
    expect(found.status).toBe(200);
    expect(await jsonOf(found)).toEqual({
      name: 'Asha Season',
      gender: 'Female',
      eventCategory: 'Fancy Inline',
      representativeClub: 'Riverside Roller Academy',
      coachName: 'Arjun Nair',
      season: 2026,
      status: 'approved',
      lapsed: true,
      renewalNeeded: true,
    });
    const wrongDate = await lookUp(api, CHECK, { registrationNo, dob: '2014-03-04' });
    const unknown = await lookUp(api, CHECK, { registrationNo: 'ADRSA-2026-9999', dob: DOB });
    expect([wrongDate.status, unknown.status]).toEqual([404, 404]);
    const bodies = [await wrongDate.text(), await unknown.text()];
    expect(bodies[0]).toBe(bodies[1]);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ message: 'No skater matches this registration number and date of birth.' });
    await expectRejected(
      api,
      { method: 'POST', path: RENEW, body: { registrationNo, dob: '2014-03-04', consent: true }, ip: freshIp() },
      404,
    );
  });

  test('renewal: refused without consent or with a filled honeypot, stored nothing', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: RENEW, body: { registrationNo, dob: DOB }, ip: freshIp() },
      400,
      'Consent is required to register a skater',
    );
    await expectRejected(
      api,
      { method: 'POST', path: RENEW, body: { registrationNo, dob: DOB, consent: true, website: 'x' }, ip: freshIp() },
      400,
      'Submission rejected',
    );
    await expectRejected(
      api,
      { method: 'POST', path: RENEW, body: { registrationNo, dob: DOB, consent: true, email: 'nope' }, ip: freshIp() },
      400,
      'E-mail must be a valid e-mail address',
    );
  });

  test('renewal puts the profile back to pending for 2027 with its number, but never changes the e-mail or phone on file', async () => {
    const oldPhoto = (await detail(ids.approved)).skaterPhoto;
    const onFile = await detail(ids.approved);
    // What a stranger who found the date of birth would send: new contact details, to take the registration over.
    const res = await lookUp(api, RENEW, {
      registrationNo,
      dob: DOB,
      consent: true,
      phoneNo: '9822233344',
      email: 'asha.new@example.com',
      coachName: 'Meera Pillai',
      photo: pngDataUrl([90, 30, 200]),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await jsonOf(res)).toEqual({ message: registryMessages.contactChangeHeld, reference });
    const renewed = await detail(ids.approved);
    expect(renewed).toMatchObject({
      status: 'pending',
      season: 2027,
      registrationNo,
      phoneNo: onFile.phoneNo,
      email: 'asha.parent@example.com',
      coachName: 'Meera Pillai',
      lapsed: false,
      contactChange: { email: 'asha.new@example.com', phoneNo: '9822233344' },
    });
    expect(JSON.stringify(renewed)).not.toContain('digest');
    expect(renewed.skaterPhoto).not.toBe(oldPhoto);
    expect((await api.call('GET', oldPhoto)).status).toBe(404);
    expect(await publicIds()).toEqual([]);
    await expectRejected(api, { method: 'POST', path: RENEW, body: { registrationNo, dob: DOB, consent: true }, ip: freshIp() }, 409);

    await api.server.settle();
    // Both letters go to the address on file; nothing goes to the new one.
    expect(smtp.received.map((mail) => [mail.envelopeTo[0], mail.headers['subject']]).sort()).toEqual([
      ['asha.parent@example.com', 'Please confirm new contact details (' + registrationNo + ')'],
      ['asha.parent@example.com', 'Renewal received: Asha Season'],
    ]);
    expect(smtp.received.find((mail) => String(mail.headers['subject']).startsWith('Renewal'))?.text).toContain(reference);
    const asked = smtp.received.find((mail) => String(mail.headers['subject']).startsWith('Please confirm'))?.text ?? '';
    // The new details only in part: enough to recognise, too little to carry a stranger's message.
    expect(asked).toContain('as…@example.com');
    expect(asked).toContain('…3344');
    expect(asked).not.toContain('asha.new@example.com');
    confirmLink = /https?:\/\/\S+\/confirm-contact\?token=\S+/.exec(asked)?.[0] ?? '';
    expect(confirmLink).not.toBe('');

    const approved = await approve(api, cookie, ids.approved);
    expect(approved.profile).toMatchObject({ status: 'approved', season: 2027, registrationNo });
    expect(await publicIds()).toEqual([ids.approved]);
    expect((await publicProfiles(api))[0]?.ageCategory).toBe(ageCategory(DOB, new Date('2027-01-01T00:00:00Z')));
  });

  test('the held change is made only by the link from the address on file, once; the old address is told', async () => {
    const token = new URL(confirmLink).searchParams.get('token') ?? '';
    const CONFIRM = '/api/skaterprofiles/contact/confirm';
    // A made-up token, or one for another profile, changes nothing.
    for (const wrong of [`${token}x`, `${ids.pending}.${token.split('.')[1] ?? ''}`, 'nonsense']) {
      await expectRejected(
        api,
        { method: 'POST', path: CONFIRM, body: { token: wrong }, ip: freshIp() },
        404,
        registryMessages.contactLinkInvalid,
      );
    }
    expect(await detail(ids.approved)).toMatchObject({ email: 'asha.parent@example.com' });
    const res = await lookUp(api, CONFIRM, { token });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await jsonOf(res)).toEqual({ message: registryMessages.contactChanged });
    const changed = await detail(ids.approved);
    expect(changed).toMatchObject({ email: 'asha.new@example.com', phoneNo: '9822233344' });
    expect(changed.contactChange).toBeUndefined();
    await api.server.settle();
    expect(smtp.received.map((mail) => [mail.envelopeTo[0], mail.headers['subject']])).toEqual([
      ['asha.parent@example.com', `Contact details changed (${registrationNo})`],
    ]);
    // Used once.
    await expectRejected(api, { method: 'POST', path: CONFIRM, body: { token }, ip: freshIp() }, 404, registryMessages.contactLinkInvalid);
  });

  test('a new profile approved in 2027 is numbered in the 2027 sequence', async () => {
    const { _id } = await submitSkater(api, { name: 'Dev New' });
    ids.dev = _id;
    expect((await approve(api, cookie, _id)).profile.registrationNo).toBe('ADRSA-2027-0001');
  });
});

describe('season 2028', () => {
  test('a registrar who corrects the contact details settles a held change: its link no longer works', async () => {
    at('2028-01-03T08:00:00Z');
    cookie = await api.login();
    const dev = await detail(ids.dev);
    const res = await lookUp(api, RENEW, { registrationNo: dev.registrationNo, dob: dev.dob, consent: true, email: 'dev.new@example.com' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await detail(ids.dev)).contactChange).toMatchObject({ email: 'dev.new@example.com' });
    await api.server.settle();
    const asked = smtp.received.find((mail) => String(mail.headers['subject']).startsWith('Please confirm'));
    expect(asked?.envelopeTo).toEqual([dev.email]);
    const token = new URL(/https?:\/\/\S+\/confirm-contact\?token=\S+/.exec(asked?.text ?? '')?.[0] ?? 'http://x').searchParams.get(
      'token',
    );

    await review(api, cookie, ids.dev, { phoneNo: '9833344455' });
    const corrected = await detail(ids.dev);
    expect(corrected).toMatchObject({ email: dev.email, phoneNo: '9833344455' });
    expect(corrected.contactChange).toBeUndefined();
    await expectRejected(
      api,
      { method: 'POST', path: '/api/skaterprofiles/contact/confirm', body: { token }, ip: freshIp() },
      404,
      registryMessages.contactLinkInvalid,
    );
  });
});
