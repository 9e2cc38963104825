/**
 * A profile whose consent was withdrawn is waiting to be deleted, so it cannot be renewed: the
 * family page no longer offers the renewal (and says why), and the renewal route answers 409 with
 * the day of the withdrawal and the next step, storing nothing (no charge, no change). Real store,
 * real SMTP server; the clock is moved to the next season so that the renewal would otherwise be
 * open.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { formatDate } from '#domain/common/dates.ts';
import type { FamilyHome } from '#domain/family/family-views.ts';
import { consentMessages } from '#domain/registry/consent-withdrawal.ts';
import { skaters } from '../../netlify/functions/_shared/collections/registry.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { freshIp } from './support/registry.ts';
import { approvedSkater } from './support/championship.ts';
import { familyGet, familySignIn } from './support/family.ts';

let api: Api;
let admin: string;
let smtp: TestSmtp;
const PARENT = 'withdrawn.renewal@example.com';

const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-06-01T10:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  admin = await api.login();
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const childOf = async (cookie: string, id: string) =>
  (await familyGet<FamilyHome>(api, cookie, '/api/family/children')).children.find((child) => child._id === id);

test('after consent is withdrawn, the next season’s renewal is not offered and is refused with 409, storing nothing', async () => {
  const skater = await approvedSkater(api, admin, { name: 'Ravi Withdrawn', email: PARENT });
  const cookie = await familySignIn(api, smtp, PARENT);
  const withdrawn = await api.call('POST', `/api/family/children/${skater._id}/consent/withdraw`, { cookie, ip: freshIp() });
  expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
  const { withdrawal } = await jsonOf<{ withdrawal: { at: string } }>(withdrawn);
  await api.server.settle();

  at('2027-01-10T10:00:00Z');
  const session = await familySignIn(api, smtp, PARENT);
  const before = await api.snapshot();
  const res = await api.call('POST', `/api/family/children/${skater._id}/renew`, { cookie: session, body: { consent: true } });
  expect(res.status, await res.clone().text()).toBe(409);
  const { message } = await jsonOf<{ message: string }>(res);
  expect(message).toBe(consentMessages.noRenewal(formatDate(withdrawal.at)));
  expect(message).toContain('register them as a new skater');
  expect(await api.snapshot()).toEqual(before);
  expect(await skaters().get(skater._id)).toMatchObject({ season: 2026, status: 'approved' });

  // The family page's look-up: no renewal offered, and when consent was withdrawn.
  expect(await childOf(session, skater._id)).toMatchObject({ canRenew: false, consentWithdrawnAt: withdrawal.at, season: 2026 });
});
