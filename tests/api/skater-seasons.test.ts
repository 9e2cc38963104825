/**
 * Seasons and renewal, with the clock moved across a season boundary: a profile approved in 2026
 * lapses when 2027 starts (out of the public list and the prerendered content, shown to admins as
 * lapsed), is renewed by the parent from the family page, and keeps its number.
 * Pending, rejected and lapsed profiles appear in no public answer, export or page data.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { registryMessages } from '../../src/domain/registry/skater-registry.ts';
import type { AdminSkaterDetail } from '../../src/domain/registry/skater-views.schema.ts';
import { ageCategory, referenceDate } from '../../src/domain/registry/age-category.ts';
import { exportContent } from '../../netlify/functions/_shared/publish/content-export.ts';
import { readPublicContent } from '../../netlify/functions/_shared/publish/public-content.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { adminProfiles, approve, lookUp, publicProfiles, review, submitSkater } from './support/registry.ts';
import { familySignIn } from './support/family.ts';

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
const detail = async (id: string) => jsonOf<AdminSkaterDetail>(await api.call('GET', `/api/skaterprofiles/${id}`, { cookie }));
const publicIds = async () => (await publicProfiles(api)).map((item) => item._id);
/** Every profile id the prerendered pages would get: the export file the build reads. */
const exportedIds = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'export-'));
  const file = join(folder, 'public-content.json');
  await exportContent(file);
  const text = await readFile(file, 'utf8');
  await rm(folder, { recursive: true, force: true });
  return { ids: (JSON.parse(text) as { skaters: { items: { _id: string }[] } }).skaters.items.map((item) => item._id), text };
};

const ids: Record<'approved' | 'pending' | 'rejected' | 'dev', string> = { approved: '', pending: '', rejected: '', dev: '' };
let registrationNo = '';
let reference = '';

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

  test('renewal from the family page puts the profile back to pending for 2027 with its number and contact details', async () => {
    const onFile = await detail(ids.approved);
    const family = await familySignIn(api, smtp, 'asha.parent@example.com');
    smtp.received.length = 0;
    const res = await api.call('POST', `/api/family/children/${ids.approved}/renew`, {
      cookie: family,
      body: { consent: true, coachName: 'Meera Pillai' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const renewed = await detail(ids.approved);
    expect(renewed).toMatchObject({
      status: 'pending',
      season: 2027,
      registrationNo,
      phoneNo: onFile.phoneNo,
      email: 'asha.parent@example.com',
      coachName: 'Meera Pillai',
      lapsed: false,
    });
    expect(await publicIds()).toEqual([]);
    await api.server.settle();
    expect(smtp.received.map((mail) => [mail.envelopeTo[0], mail.headers['subject']])).toEqual([
      ['asha.parent@example.com', 'Renewal received: Asha Season'],
    ]);
    const approved = await approve(api, cookie, ids.approved);
    expect(approved.profile).toMatchObject({ status: 'approved', season: 2027, registrationNo });
    expect(await publicIds()).toEqual([ids.approved]);
    expect((await publicProfiles(api))[0]?.ageCategory).toBe(ageCategory(DOB, new Date('2027-01-01T00:00:00Z')));
  });

  test('a new profile approved in 2027 is numbered in the 2027 sequence', async () => {
    const { _id } = await submitSkater(api, { name: 'Dev New' });
    ids.dev = _id;
    expect((await approve(api, cookie, _id)).profile.registrationNo).toBe('ADRSA-2027-0001');
  });
});
