/**
 * A confirmation stopped at each of its writes in turn (a function's time limit, a deploy, a
 * crash), over the real store: afterwards, once the next confirmation or the daily repair has
 * come by, every receipt number of the year from 1 to the last has its receipt, a recovered
 * receipt is e-mailed once and the family can download it, and two treasurers confirming at once
 * still get distinct consecutive numbers.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Charge, Receipt } from '#domain/fees/fees.schema.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { NUMBER_SETTLE_AFTER_MS } from '#shared/fees/receipt-numbers.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { readPdf } from '../support/pdf.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { approvedSkater } from './support/championship.ts';
import { familySignIn } from './support/family.ts';
import { stopAfterWrites } from './support/crash.ts';
import { stoppableStore } from './support/stop-instance.ts';

const EMAIL = 'stopped.parent@example.com';
const actor = { id: 'treasurer', name: 'Tara Treasurer' };

let api: Api;
let smtp: TestSmtp;
let restoreFetch = () => {};
let base: Charge;

/** Fresh modules: what a new function instance runs (the stopped one's memory, and the turns it held, are gone). */
const instance = async () => {
  vi.resetModules();
  return {
    fees: await import('#shared/fees/payment-answers.ts'),
    store: await import('#shared/collections/fees.ts'),
    repair: (await import('../../netlify/functions/repair-store.ts')).default,
  };
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-10T12:00:00Z'));
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  restoreFetch = stoppableStore(api.blobs.context.edgeURL);
  const owner = await api.login();
  const fees = await api.call('PUT', '/api/fees/season-2026', { body: { newFee: 1500, renewalFee: 1000 }, cookie: owner });
  expect(fees.status, await fees.clone().text()).toBe(200);
  const skater = await approvedSkater(api, owner, { name: 'Stopped Child', email: EMAIL, dob: '2014-05-05' });
  const { store } = await instance();
  base = (await store.charges().get(`reg-${skater._id}-2026`)) as Charge;
  expect(base?.state).toBe('due');
}, 150_000);

afterAll(async () => {
  restoreFetch();
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

/** A charge of the family's, as the registration's is; every third one claimed with a UTR. */
const newCharge = async (id: string, claimed: boolean) => {
  const { store } = await instance();
  const at = new Date().toISOString();
  await store.charges().insert({
    ...base,
    _id: id,
    description: `Test charge ${id}`,
    createdAt: at,
    state: claimed ? 'claimed' : 'due',
    ...(claimed ? { utr: `4${String(Date.now()).slice(-11)}`, claimedAt: at } : {}),
  });
};

const everyReceipt = async (): Promise<Receipt[]> => {
  const { store } = await instance();
  const found: Receipt[] = [];
  for await (const chunk of store.receipts().scan('newest')) found.push(...(chunk as Receipt[]));
  return found;
};

const mailsOf = (number: string) => smtp.received.filter((mail) => mail.raw.includes(`Subject: Receipt ${number} `)).length;

interface Stop {
  writes: number;
  recovery: 'repair' | 'next confirmation';
  /** The receipt id the stopped confirmation marked its charge paid with, if it got that far. */
  receiptId?: string;
  writtenBeforeRecovery: boolean;
}

const stops: Stop[] = [];

test('a confirmation stopped at any write leaves no receipt number without its receipt', async () => {
  for (let writes = 0; writes < 200; writes += 1) {
    const chargeId = `stopped-${writes}`;
    await newCharge(chargeId, writes % 3 === 1);
    const stopped = await instance();
    const wasStopped = await stopAfterWrites(writes, () =>
      stopped.fees.confirmPayment([chargeId], { method: 'cash', reference: `CASH-${writes}` }, actor),
    );
    if (!wasStopped) break;
    // A new instance, long after the stopped one could still be running.
    vi.setSystemTime(Date.now() + NUMBER_SETTLE_AFTER_MS + 60_000);
    const after = await instance();
    const left = await after.store.charges().get(chargeId);
    const receiptId = left?.state === 'paid' ? left.receiptId : undefined;
    const writtenBeforeRecovery = receiptId !== undefined && (await after.store.receipts().get(receiptId)) !== undefined;
    const recovery = writes % 2 === 0 ? 'repair' : 'next confirmation';
    if (recovery === 'repair') await after.repair();
    else {
      await newCharge(`next-${writes}`, false);
      await after.fees.confirmPayment([`next-${writes}`], { method: 'cash', reference: `NEXT-${writes}` }, actor);
    }
    stops.push({ writes, recovery, ...(receiptId ? { receiptId } : {}), writtenBeforeRecovery });
  }
  expect(stops.length).toBeGreaterThan(5);

  const all = await everyReceipt();
  const sequences = all.map((receipt) => receipt.sequence).sort((a, b) => a - b);
  // 1..n, each number once.
  expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
  expect(new Set(all.map((receipt) => receipt.number)).size).toBe(all.length);

  const { store } = await instance();
  const byId = new Map(all.map((receipt) => [receipt._id, receipt]));
  const notIssued: number[] = [];
  const withoutNumber: number[] = [];
  for (const stop of stops) {
    const charge = (await store.charges().get(`stopped-${stop.writes}`)) as Charge;
    const receipt = charge.receiptId ? byId.get(charge.receiptId) : undefined;
    // The number is taken before any charge is marked: none is left paid without its receipt.
    if (charge.state === 'paid' && !receipt) withoutNumber.push(stop.writes);
    if (charge.state === 'paid' && receipt) {
      expect(receipt?.state, `stop after ${stop.writes} writes`).toBe('issued');
      expect(receipt?.items.map((item) => item.chargeId)).toEqual([charge._id]);
      // Issued by the recovery: e-mailed once; issued before the stop: never by the recovery.
      if (!stop.writtenBeforeRecovery) expect(mailsOf(receipt?.number ?? ''), `stop after ${stop.writes} writes`).toBe(1);
      continue;
    }
    // Given back: owed as before, and its number (if it took one) kept as not issued.
    expect(charge.state).toBe(stop.writes % 3 === 1 ? 'claimed' : 'due');
    const cancelled = all.find((item) => item.items.some((line) => line.chargeId === charge._id));
    if (cancelled) {
      expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: feeMessages.notIssued });
      notIssued.push(stop.writes);
    }
  }
  expect(withoutNumber).toEqual([]);
  // No number is e-mailed twice.
  for (const receipt of all) expect(mailsOf(receipt.number), receipt.number).toBeLessThanOrEqual(1);
  // Stops came between the number and the receipt: receipts written by the recovery, and numbers kept as not issued.
  expect(notIssued.length).toBeGreaterThan(0);
  const recoveredNumbers = stops.filter((stop) => stop.receiptId && !stop.writtenBeforeRecovery && byId.has(stop.receiptId));
  expect(recoveredNumbers.length).toBeGreaterThan(0);
  console.log(
    `[receipt-claim] ${stops.length} stops; ${all.length} numbers, all with a receipt; ${withoutNumber.length} charges paid without a receipt; ` +
      `${notIssued.length} kept as not issued; ${recoveredNumbers.length} issued by the recovery`,
  );
}, 600_000);

test('a receipt issued by the recovery is on the family page and downloadable', async () => {
  const all = await everyReceipt();
  const recovered = stops.find((stop) => stop.receiptId && !stop.writtenBeforeRecovery && all.some((item) => item._id === stop.receiptId));
  const receipt = all.find((item) => item._id === recovered?.receiptId) as Receipt;
  expect(receipt.state).toBe('issued');
  const family = await familySignIn(api, smtp, EMAIL);
  const page = await jsonOf<{ receipts: { _id: string; number: string }[] }>(await api.call('GET', '/api/family/fees', { cookie: family }));
  expect(page.receipts.map((item) => item.number)).toContain(receipt.number);
  const res = await api.call('GET', `/api/family/receipts/${receipt._id}`, { cookie: family });
  expect(res.status).toBe(200);
  const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
  expect(pdf.text[0]).toContain(receipt.number);
}, 120_000);

test('a number whose charges were given back is kept as not issued, once no confirmation can still be running', async () => {
  // What a confirmation leaves when it stops after giving its charges back: a number claimed for a receipt whose charge is owed.
  await newCharge('given-back', false);
  const { store } = await instance();
  const numbers = await import('#shared/fees/receipt-numbers.ts');
  const charge = (await store.charges().get('given-back')) as Charge;
  const draft = {
    _id: 'given-back-receipt',
    payerName: charge.payerName,
    family: charge.family,
    items: [{ chargeId: charge._id, description: charge.description, skaterName: charge.skaterName, amount: charge.amount }],
    amount: charge.amount,
    method: 'cash' as const,
    reference: 'CASH-GIVEN-BACK',
    paidAt: new Date().toISOString(),
    issuedAt: new Date().toISOString(),
    issuedBy: actor.name,
    state: 'issued' as const,
    season: charge.season,
    eventIds: [],
  };
  const taken = await numbers.takeReceiptNumber(draft, new Date());
  // Young: its confirmation may still be running, so the repair leaves it, and the next number is the one after.
  expect(await numbers.settleReceiptNumbers(taken.financialYear)).toMatchObject({ recovered: 0, running: 1, mark: taken.sequence - 1 });
  await newCharge('meanwhile', false);
  const meanwhile = await (await instance()).fees.confirmPayment(['meanwhile'], { method: 'cash', reference: 'MEANWHILE' }, actor);
  expect(meanwhile.sequence).toBe(taken.sequence + 1);
  vi.setSystemTime(Date.now() + NUMBER_SETTLE_AFTER_MS + 60_000);
  await (await instance()).repair();
  const written = (await everyReceipt()).find((item) => item._id === draft._id);
  expect(written).toMatchObject({ number: taken.number, state: 'cancelled', cancelReason: feeMessages.notIssued, amount: charge.amount });
  expect((await (await instance()).store.charges().get('given-back'))?.state).toBe('due');
  expect(mailsOf(taken.number)).toBe(0);
  // The mark moved past both.
  expect(await numbers.settleReceiptNumbers(taken.financialYear)).toMatchObject({ recovered: 0, running: 0, mark: meanwhile.sequence });
}, 120_000);

test('a number given back with a later one taken is written as not issued once no confirmation came for it', async () => {
  await newCharge('given-up', false);
  const { store } = await instance();
  const numbers = await import('#shared/fees/receipt-numbers.ts');
  const charge = (await store.charges().get('given-up')) as Charge;
  const draft = (id: string) => ({
    _id: id,
    payerName: charge.payerName,
    family: charge.family,
    items: [{ chargeId: charge._id, description: charge.description, skaterName: charge.skaterName, amount: charge.amount }],
    amount: charge.amount,
    method: 'cash' as const,
    reference: `CASH-${id}`,
    paidAt: new Date().toISOString(),
    issuedAt: new Date().toISOString(),
    issuedBy: actor.name,
    state: 'issued' as const,
    season: charge.season,
    eventIds: [],
  });
  // A confirmation that found its charge confirmed by someone else gives its number back; a later number is already taken.
  const givenUp = await numbers.takeReceiptNumber(draft('given-up-receipt'), new Date());
  const later = await numbers.takeReceiptNumber(draft('later-receipt'), new Date());
  await numbers.releaseReceiptNumber(givenUp);
  // Soon after, the hole is left for the next confirmation to take.
  expect(await numbers.settleReceiptNumbers(givenUp.financialYear)).toMatchObject({ recovered: 0, mark: givenUp.sequence - 1 });
  vi.setSystemTime(Date.now() + NUMBER_SETTLE_AFTER_MS + 60_000);
  await (await instance()).repair();
  const all = await everyReceipt();
  expect(all.find((item) => item.sequence === givenUp.sequence)).toMatchObject({ state: 'cancelled', cancelReason: feeMessages.notIssued });
  // The later one's charge is not paid with it: not issued either.
  expect(all.find((item) => item.sequence === later.sequence)).toMatchObject({ state: 'cancelled', cancelReason: feeMessages.notIssued });
  expect((await (await instance()).store.charges().get('given-up'))?.state).toBe('due');
}, 120_000);

test('after the recoveries, two treasurers confirming at once get the next two numbers', async () => {
  const last = Math.max(...(await everyReceipt()).map((receipt) => receipt.sequence));
  await newCharge('together-1', false);
  await newCharge('together-2', false);
  const owner = await api.login();
  const results = await Promise.all(
    ['together-1', 'together-2'].map((chargeId, index) =>
      api.call('POST', '/api/payments', { body: { chargeIds: [chargeId], method: 'cash', reference: `TOGETHER-${index}` }, cookie: owner }),
    ),
  );
  const numbers: string[] = [];
  for (const res of results) {
    expect(res.status, await res.clone().text()).toBe(201);
    numbers.push((await jsonOf<{ receipt: Receipt }>(res)).receipt.number);
  }
  const expected = [last + 1, last + 2].map((sequence) => `ADRSA/2026-27/${String(sequence).padStart(4, '0')}`);
  expect(numbers.sort()).toEqual(expected);
}, 120_000);
