/**
 * The consent record keeps the language of the page the consent was given on (the form's page for
 * a registration confirmed by link, the family page's for a parent signed in), and the registrar
 * and the family's data download show it. Withdrawing consent from the family page is one request:
 * the skater leaves the public list and page at once, the club may no longer enter the child, and
 * a deletion request reaches the registrar's queue; sent twice it is applied once; another family's
 * child answers 404 and stores nothing. Real store, real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_LANGUAGE_HEADER } from '#domain/i18n/languages.ts';
import { consentMessages } from '#domain/registry/consent-withdrawal.ts';
import type { AdminSkaterDetail } from '#domain/registry/skater-views.schema.ts';
import type { FamilyHome } from '#domain/family/family-views.ts';
import type { DataRequest } from '#domain/family/family.schema.ts';
import { dataRequests, skaters } from '../../netlify/functions/_shared/store/collections.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { skaterBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { approve, confirmationToken, confirmByLink, freshIp, publicProfiles } from './support/registry.ts';
import { familyGet, familySignIn } from './support/family.ts';

let api: Api;
let admin: string;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  admin = await api.login();
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

const TAMIL = { [PAGE_LANGUAGE_HEADER]: 'ta' };
const detail = async (id: string) => jsonOf<AdminSkaterDetail>(await api.call('GET', `/api/skaterprofiles/${id}`, { cookie: admin }));

/** A registration sent from the form on a page in `headers`' language, confirmed by the link in its letter. */
const registerFrom = async (headers: Record<string, string>, name: string, email: string): Promise<string> => {
  const res = await api.call('POST', '/api/skaterprofiles', { body: skaterBody({ name, email }), ip: freshIp(), headers });
  expect(res.status, await res.clone().text()).toBe(201);
  const { _id } = await jsonOf<{ _id: string }>(res);
  const confirmed = await confirmByLink(api, await confirmationToken(api, _id));
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  await api.server.settle();
  return _id;
};

describe('the language the consent was given in', () => {
  test('a registration from a Tamil page keeps "ta" in its consent record; the registrar and the data download show it', async () => {
    const email = 'tamil.consent@example.com';
    const id = await registerFrom(TAMIL, 'Kavin Tamil', email);
    expect((await skaters().get(id))?.consent?.language).toBe('ta');
    expect((await detail(id)).consent).toMatchObject({ email, how: 'link', language: 'ta' });

    await approve(api, admin, id);
    const cookie = await familySignIn(api, smtp, email);
    const data = await familyGet<{ consent: Record<string, unknown> }>(api, cookie, `/api/family/children/${id}/data`);
    expect(data.consent).toMatchObject({ confirmed: true, language: 'ta' });
  });

  test('a registration from an English page keeps "en"', async () => {
    const id = await registerFrom({}, 'Asha English', 'english.consent@example.com');
    expect((await detail(id)).consent).toMatchObject({ how: 'link', language: 'en' });
  });

  test('a parent signed in on the Tamil family page registering with their own address keeps "ta"', async () => {
    const email = 'signed.in.consent@example.com';
    const first = await registerFrom({}, 'Mira First', email);
    await approve(api, admin, first);
    const cookie = await familySignIn(api, smtp, email);
    const res = await api.call('POST', '/api/skaterprofiles', {
      body: skaterBody({ name: 'Nila Second', email }),
      ip: freshIp(),
      cookie,
      headers: TAMIL,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { _id } = await jsonOf<{ _id: string }>(res);
    expect((await detail(_id)).consent).toMatchObject({ email, how: 'family', language: 'ta' });
  });
});

describe('withdrawing consent from the family page', () => {
  const email = 'withdrawing.parent@example.com';
  let id = '';
  let cookie = '';
  const withdraw = (childId: string, as = cookie, headers: Record<string, string> = TAMIL) =>
    api.call('POST', `/api/family/children/${childId}/consent/withdraw`, { cookie: as, ip: freshIp(), headers });
  const deletionRequests = async () => {
    const found: DataRequest[] = [];
    for await (const chunk of dataRequests().scan('bySkater', { partition: id })) found.push(...chunk);
    return found.filter((request) => request.kind === 'deletion');
  };

  beforeAll(async () => {
    id = await registerFrom({}, 'Tara Withdrawn', email);
    await approve(api, admin, id);
    cookie = await familySignIn(api, smtp, email);
    const allowed = await api.call('PUT', `/api/family/children/${id}/club-entries`, { body: { allowed: true }, cookie });
    expect(allowed.status, await allowed.clone().text()).toBe(200);
    expect((await skaters().get(id))?.clubMayEnter).toBe(true);
    expect((await publicProfiles(api)).some((profile) => profile.name === 'Tara Withdrawn')).toBe(true);
    expect((await api.call('GET', `/api/skaterprofiles/${id}/public`)).status).toBe(200);
  });

  test('needs a signed-in family, and another family’s child answers 404 with nothing stored', async () => {
    const before = await api.snapshot({ ignoreStores: ['throttle', 'sessions'] });
    expect((await withdraw(id, '')).status).toBe(401);
    const stranger = await registerFrom({}, 'Other Child', 'other.family@example.com');
    await approve(api, admin, stranger);
    const strangerCookie = await familySignIn(api, smtp, 'other.family@example.com');
    const snapshot = await api.snapshot({ ignoreStores: ['throttle', 'sessions'] });
    expect((await withdraw(id, strangerCookie)).status).toBe(404);
    expect(await api.snapshot({ ignoreStores: ['throttle', 'sessions'] })).toEqual(snapshot);
    expect(before.size).toBeGreaterThan(0);
    expect((await skaters().get(id))?.consentWithdrawal).toBeUndefined();
  });

  test('one request: recorded with its language, the skater leaves the public list and page, the club may not enter, a deletion request is queued', async () => {
    const res = await withdraw(id);
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await jsonOf<{ message: string; withdrawal: { at: string; language: string } }>(res);
    expect(answer.message).toBe(consentMessages.withdrawn);
    expect(answer.withdrawal.language).toBe('ta');
    await api.server.settle();

    const stored = await skaters().get(id);
    expect(stored?.consentWithdrawal).toMatchObject({ email, language: 'ta' });
    expect(stored?.clubMayEnter).toBe(false);
    expect((await publicProfiles(api)).some((profile) => profile.name === 'Tara Withdrawn')).toBe(false);
    expect((await api.call('GET', `/api/skaterprofiles/${id}/public`)).status).toBe(404);

    const requests = await deletionRequests();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 'open', email });

    const home = await familyGet<FamilyHome>(api, cookie, '/api/family/children');
    expect(home.children.find((child) => child._id === id)?.consentWithdrawnAt).toBe(answer.withdrawal.at);
    expect((await detail(id)).consentWithdrawal).toMatchObject({ at: answer.withdrawal.at, language: 'ta' });
  });

  test('sent twice, it is applied once: the same record, one deletion request', async () => {
    const before = (await skaters().get(id))?.consentWithdrawal;
    const again = await withdraw(id, cookie, {});
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await jsonOf<{ message: string }>(again)).message).toBe(consentMessages.alreadyWithdrawn);
    expect((await skaters().get(id))?.consentWithdrawal).toEqual(before);
    expect(await deletionRequests()).toHaveLength(1);
  });
});
