/**
 * A child's charges and receipts follow the address on the child's profile: after a registrar
 * corrects the e-mail, the old address no longer sees them (nor pays, nor downloads) and the new
 * one does; a brother or sister staying at the old address keeps theirs. The move costs the
 * child's own charges, never a scan of every charge. Real store, real SMTP capture.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { approvedSkater } from './support/championship.ts';
import { familySignIn } from './support/family.ts';

let api: Api;
let smtp: TestSmtp;
let owner = '';

interface Fees {
  charges: { _id: string; skaterName: string; state: string; receiptId?: string }[];
  receipts: { _id: string; number: string }[];
}
const feesOf = async (cookie: string) => jsonOf<Fees>(await api.call('GET', '/api/family/fees', { cookie }));

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  owner = await api.login();
  const season = new Date().getUTCFullYear();
  for (const year of [season - 1, season, season + 1])
    expect((await api.call('PUT', `/api/fees/season-${year}`, { body: { newFee: 1500, renewalFee: 1000 }, cookie: owner })).status).toBe(
      200,
    );
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

test('after a registrar corrects a child’s e-mail, its charges and receipts are the new address’s, not the old one’s', async () => {
  const OLD = 'typo.parent@example.com';
  const NEW = 'right.parent@example.com';
  const moving = await approvedSkater(api, owner, { name: 'Kavya Moves', email: OLD, dob: '2014-03-11' });
  await approvedSkater(api, owner, { name: 'Lata Stays', email: OLD, dob: '2014-03-12' });
  const old = await familySignIn(api, smtp, OLD);
  const before = await feesOf(old);
  const kavya = before.charges.find((charge) => charge.skaterName === 'Kavya Moves');
  const lata = before.charges.find((charge) => charge.skaterName === 'Lata Stays');
  // Kavya's fee paid at the office (a receipt of her own); Lata's still due.
  const paid = await api.call('POST', '/api/payments', { body: { chargeIds: [kavya?._id], method: 'cash', reference: '' }, cookie: owner });
  expect(paid.status, await paid.clone().text()).toBe(201);
  const receipt = (await jsonOf<{ receipt: { _id: string; number: string } }>(paid)).receipt;
  expect((await feesOf(old)).receipts.map((item) => item.number)).toEqual([receipt.number]);

  const corrected = await api.call('PATCH', `/api/skaterprofiles/${moving._id}`, { body: { email: NEW }, cookie: owner });
  expect(corrected.status, await corrected.clone().text()).toBe(200);

  const after = await feesOf(old);
  expect(after.charges.map((charge) => charge.skaterName)).toEqual(['Lata Stays']);
  expect(after.receipts).toEqual([]);
  expect((await api.call('GET', `/api/family/receipts/${receipt._id}`, { cookie: old })).status).toBe(404);

  const fresh = await familySignIn(api, smtp, NEW);
  const theirs = await feesOf(fresh);
  expect(theirs.charges.map((charge) => [charge.skaterName, charge.state])).toEqual([['Kavya Moves', 'paid']]);
  expect(theirs.receipts.map((item) => item.number)).toEqual([receipt.number]);
  expect((await api.call('GET', `/api/family/receipts/${receipt._id}`, { cookie: fresh })).status).toBe(200);
  // The old address can no longer start a payment of the moved child's charges; the new one pays only its own.
  expect((await api.call('POST', '/api/family/payments', { body: { chargeIds: [kavya?._id] }, cookie: old })).status).toBe(404);
  expect((await api.call('POST', '/api/family/payments', { body: { chargeIds: [lata?._id] }, cookie: fresh })).status).toBe(404);
});

test('moving a child reads only that child’s charges: the cost does not grow with other families', async () => {
  const count = async (email: string, name: string, dob: string) => {
    const child = await approvedSkater(api, owner, { name, email, dob });
    const started = api.blobs.operations();
    const res = await api.call('PATCH', `/api/skaterprofiles/${child._id}`, { body: { email: `moved.${email}` }, cookie: owner });
    expect(res.status).toBe(200);
    return api.blobs.operations() - started;
  };
  const first = await count('cost.one@example.com', 'Mira Cost', '2014-04-01');
  for (let index = 0; index < 12; index += 1)
    await approvedSkater(api, owner, {
      name: `Crowd ${index}`,
      email: `crowd${index}@example.com`,
      dob: `2014-05-${String(index + 1).padStart(2, '0')}`,
    });
  const second = await count('cost.two@example.com', 'Nina Cost', '2014-04-02');
  expect(second).toBeLessThanOrEqual(first + 4);
});
