/**
 * Consent a parent really gave, against the real store and a real SMTP server: a registration
 * from the public form is unverified until the link mailed to the address typed is followed; until
 * then no registrar sees it (list, counts, record, proof, review) and no family page shows it;
 * following the link once makes it pending with a consent record (address, time, notice version)
 * that the registrar and the family's data download show; registrations nobody confirmed are
 * deleted with their files after 7 days (clock moved); a parent signed in on the family page
 * registers a new child without a link.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CONSENT_NOTICES, CURRENT_NOTICE } from '#domain/registry/consent-notices.ts';
import { registryMessages, UNVERIFIED_DAYS } from '#domain/registry/skater-registry.ts';
import type { AdminSkaterDetail } from '#domain/registry/skater-views.schema.ts';
import type { Dashboard } from '#domain/committee/dashboard.ts';
import type { FamilyHome } from '#domain/family/family-views.ts';
import { sweepUnverified } from '../../netlify/functions/_shared/registry/address-confirmation.ts';
import { skaters } from '../../netlify/functions/_shared/store/collections.ts';
import sweepFamily from '../../netlify/functions/sweep-family.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { fileStatus, filesNaming, skaterBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { adminProfiles, approve, confirmationToken, confirmByLink, freshIp, lookUp, submitSkater } from './support/registry.ts';
import { familyGet, familySignIn } from './support/family.ts';
import { approvedSkater } from './support/championship.ts';

let api: Api;
let admin: string;
let smtp: TestSmtp;
const DAY = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  admin = await api.login();
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

const lettersTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));
const pendingCount = async () => (await jsonOf<Dashboard>(await api.call('GET', '/api/dashboard', { cookie: admin }))).work?.pendingSkaters;
const detail = (id: string) => api.call('GET', `/api/skaterprofiles/${id}`, { cookie: admin });
const filesOf = async (id: string) => filesNaming(await api.snapshot(), id).filter((key) => /private-files/.test(key));

describe('a registration from the public form', () => {
  const EMAIL = 'unconfirmed.parent@example.com';
  let id = '';
  let reference = '';

  beforeAll(async () => {
    const before = await pendingCount();
    ({ _id: id, reference } = await submitSkater(api, { name: 'Ira Unconfirmed', email: EMAIL }, undefined, { confirm: false }));
    await api.server.settle();
    expect(await pendingCount()).toBe(before);
  });

  test('answers that a link was sent, and sends only the link to the address typed', async () => {
    const res = await api.call('POST', '/api/skaterprofiles', {
      body: skaterBody({ name: 'Ira Answer', email: 'answer.parent@example.com' }),
      ip: freshIp(),
    });
    expect(res.status).toBe(201);
    expect(await jsonOf(res)).toMatchObject({ next: registryMessages.confirmAddressSent, confirmByEmail: true });
    await api.server.settle();
    const letters = lettersTo('answer.parent@example.com');
    expect(letters).toHaveLength(1);
    expect(letters[0]?.headers['subject']).toBe('Please confirm the skater registration');
    expect(letters[0]?.text).toMatch(/\/confirm-registration\?token=/);
  });

  test('is unverified: in no admin list or count, and no admin can open, review or see its proof', async () => {
    expect((await skaters().get(id))?.status).toBe('unverified');
    const listed = await adminProfiles(api, admin);
    expect(listed.some((profile) => profile._id === id)).toBe(false);
    expect((await adminProfiles(api, admin, '?status=pending')).some((profile) => profile._id === id)).toBe(false);
    expect((await detail(id)).status).toBe(404);
    expect((await api.call('GET', `/api/skaterprofiles/${id}/proof`, { cookie: admin })).status).toBe(404);
    const before = await api.snapshot();
    expect((await api.call('PATCH', `/api/skaterprofiles/${id}`, { body: { status: 'approved' }, cookie: admin })).status).toBe(404);
    expect((await skaters().get(id))?.registrationNo).toBeUndefined();
    expect(await api.snapshot()).toEqual(before);
  });

  test('the status look-up says it waits for the e-mail confirmation', async () => {
    const res = await lookUp(api, '/api/skaterprofiles/status', { reference, dob: '2015-04-12' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ status: 'unverified' });
  });

  test('no family page shows it, and its address gets no sign-in letter', async () => {
    await api.call('POST', '/api/family/sign-in', { body: { email: EMAIL }, ip: freshIp() });
    await api.server.settle();
    expect(lettersTo(EMAIL)).toHaveLength(0);
  });

  test('a forged or malformed link confirms nothing', async () => {
    const before = await api.snapshot({ ignoreStores: ['throttle', 'sessions', 'rebuild'] });
    for (const token of [`${id}.forged-token-value`, 'not-a-token', `${'a'.repeat(24)}.x`]) {
      const res = await confirmByLink(api, token);
      expect(res.status).toBe(404);
      expect((await jsonOf(res))['message']).toBe(registryMessages.registrationLinkInvalid);
    }
    expect((await confirmByLink(api, '')).status).toBe(400);
    expect(await api.snapshot({ ignoreStores: ['throttle', 'sessions', 'rebuild'] })).toEqual(before);
    expect((await skaters().get(id))?.status).toBe('unverified');
  });

  test('the link, once, makes it pending with the consent record the registrar sees', async () => {
    const before = await pendingCount();
    const token = await confirmationToken(api, id);
    expect(token).not.toBe('');
    const res = await confirmByLink(api, token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ message: registryMessages.registrationConfirmed });
    await api.server.settle();
    // The receipt goes now that the registration has reached the association.
    expect(lettersTo(EMAIL).map((mail) => mail.headers['subject'])).toEqual(['Registration received']);
    expect(await pendingCount()).toBe((before ?? 0) + 1);

    const profile = await jsonOf<AdminSkaterDetail>(await detail(id));
    expect(profile.status).toBe('pending');
    expect(profile.consent).toMatchObject({ email: EMAIL, noticeVersion: CURRENT_NOTICE.version, how: 'link' });
    expect(Date.parse(profile.consent?.confirmedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await skaters().get(id))?.verification).toBeUndefined();

    // Used once: the same link again changes nothing.
    expect((await confirmByLink(api, token)).status).toBe(404);
  });

  test('the family data download carries the consent record with the notice text', async () => {
    await approve(api, admin, id);
    const cookie = await familySignIn(api, smtp, EMAIL);
    const home = await familyGet<FamilyHome>(api, cookie, '/api/family/children');
    expect(home.children.map((child) => child._id)).toEqual([id]);
    const data = await familyGet<{ consent: Record<string, unknown> }>(api, cookie, `/api/family/children/${id}/data`);
    expect(data.consent).toMatchObject({
      confirmedBy: EMAIL,
      how: 'link',
      noticeVersion: CURRENT_NOTICE.version,
      noticeText: CURRENT_NOTICE.consent,
    });
  });
});

describe('registrations nobody confirmed', () => {
  test(`are deleted with their photo and identity proof after ${UNVERIFIED_DAYS} days, and only those`, async () => {
    const late = await submitSkater(api, { name: 'Late Unconfirmed', email: 'late.parent@example.com' }, undefined, { confirm: false });
    const confirmed = await submitSkater(api, { name: 'On Time Confirmed', email: 'ontime.parent@example.com' });
    const stored = await skaters().get(late._id);
    const createdAt = Date.parse(stored?.createdAt ?? '');
    const photo = stored?.skaterPhoto ?? '';
    expect(await filesOf(late._id)).toHaveLength(1);
    // Unconfirmed: the registrar's session sees the photo, the public does not (photo-access.test.ts).
    expect(await fileStatus(api, photo, admin)).toBe(200);

    // A day short: kept; and the daily function run now deletes nothing of today's.
    expect(await sweepUnverified(new Date(createdAt + (UNVERIFIED_DAYS - 1) * DAY))).toBe(0);
    expect((await sweepFamily()).status).toBe(204);
    expect(await skaters().get(late._id)).toBeDefined();

    // This one and any older unconfirmed one of the tests above.
    expect(await sweepUnverified(new Date(createdAt + UNVERIFIED_DAYS * DAY + 1000))).toBeGreaterThanOrEqual(1);
    expect(await skaters().get(late._id)).toBeUndefined();
    expect(await filesOf(late._id)).toEqual([]);
    expect(await fileStatus(api, photo, admin)).toBe(404);
    expect((await skaters().get(confirmed._id))?.status).toBe('pending');
    // Its reference is free again: the look-up knows it no more.
    const res = await lookUp(api, '/api/skaterprofiles/status', { reference: late.reference, dob: '2015-04-12' });
    expect(res.status).toBe(404);
  });

  test('a link followed too late confirms nothing', async () => {
    const late = await submitSkater(api, { name: 'Slow Parent', email: 'slow.parent@example.com' }, undefined, { confirm: false });
    const token = await confirmationToken(api, late._id);
    await skaters().update(late._id, (current) => ({
      ...current,
      verification: { ...current.verification!, expiresAt: new Date(Date.now() - 1000).toISOString() },
    }));
    expect((await confirmByLink(api, token)).status).toBe(404);
    expect((await skaters().get(late._id))?.status).toBe('unverified');
  });
});

describe('a parent signed in on the family page', () => {
  const PARENT = 'signed.in.parent@example.com';
  let cookie = '';
  beforeAll(async () => {
    await approvedSkater(api, admin, { name: 'First Child', email: PARENT });
    cookie = await familySignIn(api, smtp, PARENT);
    smtp.received.length = 0;
  });

  test('registers a new child with their own address: pending at once, no link, consent from the family session', async () => {
    const res = await api.call('POST', '/api/skaterprofiles', {
      body: skaterBody({ name: 'Second Child', email: PARENT }),
      ip: freshIp(),
      cookie,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { _id, next } = await jsonOf<{ _id: string; next: string }>(res);
    expect(next).toBe(registryMessages.addressAlreadyConfirmed);
    await api.server.settle();
    expect(lettersTo(PARENT).map((mail) => mail.headers['subject'])).toEqual(['Registration received']);
    const profile = await jsonOf<AdminSkaterDetail>(await detail(_id));
    expect(profile.status).toBe('pending');
    expect(profile.consent).toMatchObject({ email: PARENT, how: 'family', noticeVersion: CURRENT_NOTICE.version });
    const home = await familyGet<FamilyHome>(api, cookie, '/api/family/children');
    expect(home.children.map((child) => child.name).sort()).toEqual(['First Child', 'Second Child']);
  });

  test('another address typed still needs its own link', async () => {
    const { _id } = await submitSkater(api, { name: 'Third Child', email: 'someone.else@example.com' }, cookie, { confirm: false });
    expect((await skaters().get(_id))?.status).toBe('unverified');
  });
});

test('every notice version is kept, the current one last, none edited away', () => {
  expect(CONSENT_NOTICES.map((notice) => notice.version)).toEqual(['1', '2', '3', '4']);
  expect(CURRENT_NOTICE).toBe(CONSENT_NOTICES.at(-1));
  for (const notice of CONSENT_NOTICES) expect(notice.consent.length).toBeGreaterThan(100);
});
