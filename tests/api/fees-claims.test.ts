/**
 * UPI claims and the bank statement against a family that lies: a UTR claimed with another
 * family's money is a conflict the treasurer sees with both payments, never a match; a second
 * family giving a UTR already given is taken as a competing claim. A statement uploaded again
 * after confirming says the paid lines are already confirmed. A statement's cost is bounded
 * whatever it holds (one line of 120,000 numbers), and a file over the limits is refused with a
 * message that says them. Real store, real SMTP capture.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  feeMessages,
  STATEMENT_LINE_REFERENCES,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_LINES,
  STATEMENT_MAX_REFERENCES,
} from '#domain/fees/fees.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { accountSignedIn } from './support/accounts.ts';
import { approvedSkater } from './support/championship.ts';
import { familySignIn } from './support/family.ts';

let api: Api;
let smtp: TestSmtp;
let owner = '';
let treasurer = '';

interface FamilyCharge {
  _id: string;
  state: string;
  utr?: string;
  amount: number;
  skaterName: string;
  payRef?: string;
}
interface Line {
  line: number;
  status: string;
  payRefs: string[];
  utr?: string;
  reference: string;
  note: string;
  payments: { payRef: string; payerName: string; total: number; charges: { skaterName: string }[] }[];
}
interface Matched {
  needsMapping: boolean;
  lines: Line[];
}

const MAPPING = { date: 'Txn Date', description: 'Narration', reference: 'Chq/Ref No', credit: 'Deposit Amt' };
const HEADER = 'Txn Date,Narration,Chq/Ref No,Deposit Amt';
const statement = (...lines: string[]) => [HEADER, ...lines].join('\n');

const familyCharges = async (cookie: string) =>
  (await jsonOf<{ charges: FamilyCharge[] }>(await api.call('GET', '/api/family/fees', { cookie }))).charges;
const startPay = async (cookie: string) => {
  const ids = (await familyCharges(cookie)).filter((charge) => charge.state === 'due').map((charge) => charge._id);
  const res = await api.call('POST', '/api/family/payments', { body: { chargeIds: ids }, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await jsonOf<{ way: { reference: string; amount: number } }>(res)).way;
};
const claim = (cookie: string, reference: string, utr: string) =>
  api.call('POST', '/api/family/payments/claim', { body: { reference, utr }, cookie });
const upload = async (csv: string) => {
  const res = await api.call('POST', '/api/statements', { body: { csv, mapping: MAPPING }, cookie: treasurer });
  expect(res.status, await res.clone().text()).toBe(200);
  return jsonOf<Matched>(res);
};
const confirm = (matches: { payRef: string; utr?: string; bankReference: string }[]) =>
  api.call('POST', '/api/statements/confirm', { body: { matches }, cookie: treasurer });

/** A family of one approved child, signed in, with its registration fee due. */
const family = async (name: string, email: string, dob: string) => {
  const child = await approvedSkater(api, owner, { name, email, dob });
  return { child, email, cookie: await familySignIn(api, smtp, email) };
};

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  owner = await api.login();
  treasurer = (await accountSignedIn(api, owner, { name: 'Tara Treasurer', email: 'tara@example.org', role: 'treasurer' })).cookie;
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

describe('a UTR claimed with another family’s money', () => {
  test('the line naming the paying family’s reference is a conflict with both payments shown, never matched to the claimer', async () => {
    const honest = await family('Bela Honest', 'bela.parent@example.com', '2014-01-11');
    const liar = await family('Arun Liar', 'arun.parent@example.com', '2014-01-12');
    const paid = await startPay(honest.cookie);
    const other = await startPay(liar.cookie);
    const utr = '424242424242';
    // The liar claims first, with the honest family's UTR (seen on a shared screen, say)…
    expect((await claim(liar.cookie, other.reference, utr)).status).toBe(200);
    // …and the honest family's own claim is taken, as a competing one, not refused.
    const honestClaim = await claim(honest.cookie, paid.reference, utr);
    expect(honestClaim.status, await honestClaim.clone().text()).toBe(200);
    expect((await familyCharges(honest.cookie)).map((charge) => charge.state)).toEqual(['claimed']);

    // The bank's line carries the honest family's payment reference in its narration.
    const { lines } = await upload(statement(`11/07/26,UPI/BELA PARENT/${paid.reference}/ybl,${utr},1500.00`));
    expect(lines.map((line) => line.status)).toEqual(['conflict']);
    const [line] = lines;
    expect(line?.payRefs.sort()).toEqual([paid.reference, other.reference].sort());
    expect(line?.payments.map((payment) => payment.charges[0]?.skaterName).sort()).toEqual(['Arun Liar', 'Bela Honest']);
    expect(line?.note).toMatch(/^Conflict/);

    // The treasurer, having checked, confirms the honest family's payment: only its charge is paid.
    const res = await confirm([{ payRef: paid.reference, utr, bankReference: utr }]);
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await familyCharges(honest.cookie)).map((charge) => charge.state)).toEqual(['paid']);
    expect((await familyCharges(liar.cookie)).map((charge) => charge.state)).toEqual(['claimed']);

    // The liar's claim is set aside: due again, without the UTR; the line now reads as confirmed.
    const [liarCharge] = await familyCharges(liar.cookie);
    smtp.received.length = 0;
    const aside = await api.call('POST', `/api/charges/${liarCharge?._id ?? ''}`, {
      body: { action: 'unclaim', reason: 'Not on the bank statement' },
      cookie: treasurer,
    });
    expect(aside.status, await aside.clone().text()).toBe(200);
    expect((await familyCharges(liar.cookie)).map((charge) => [charge.state, charge.utr])).toEqual([['due', undefined]]);
    // The family that reported it is told, with the reference, the treasurer's note and what to do now.
    await api.server.settle();
    const toLiar = smtp.received.filter((mail) => mail.envelopeTo.includes(liar.email));
    expect(toLiar).toHaveLength(1);
    const told = toLiar[0]?.text ?? '';
    expect(told).toContain(
      `(₹1,500, UPI transaction reference ${utr}), was not found on the association's bank statement, so it is due again.`,
    );
    expect(told).toContain("The treasurer's note: Not on the bank statement");
    expect(told).toMatch(/give the right one on your family page: \S+\/my\n/);
    const again = await upload(statement(`11/07/26,UPI/BELA PARENT/${paid.reference}/ybl,${utr},1500.00`));
    expect(again.lines.map((item) => item.status)).toEqual(['confirmed']);
    // Only a claimed charge can be set aside.
    expect(
      (await api.call('POST', `/api/charges/${liarCharge?._id ?? ''}`, { body: { action: 'unclaim', reason: 'again' }, cookie: treasurer }))
        .status,
    ).toBe(409);
  });

  test('a line naming a family that never claimed, with a UTR another family claimed, shows both and matches neither', async () => {
    const quiet = await family('Chitra Quiet', 'chitra.parent@example.com', '2014-01-13');
    const liar = await family('Dev Liar', 'dev.parent@example.com', '2014-01-14');
    const paid = await startPay(quiet.cookie);
    const other = await startPay(liar.cookie);
    const utr = '515151515151';
    expect((await claim(liar.cookie, other.reference, utr)).status).toBe(200);
    const { lines } = await upload(statement(`11/07/26,UPI/CHITRA/${paid.reference}/okaxis,${utr},1500.00`));
    expect(lines.map((line) => line.status)).toEqual(['conflict']);
    expect(lines[0]?.payments.map((payment) => payment.charges[0]?.skaterName).sort()).toEqual(['Chitra Quiet', 'Dev Liar']);
  });

  test('two families giving one UTR, on a line without a reference: a conflict, not a match for the first', async () => {
    const one = await family('Esha One', 'esha.parent@example.com', '2014-01-15');
    const two = await family('Farah Two', 'farah.parent@example.com', '2014-01-16');
    const utr = '626262626262';
    expect((await claim(one.cookie, (await startPay(one.cookie)).reference, utr)).status).toBe(200);
    expect((await claim(two.cookie, (await startPay(two.cookie)).reference, utr)).status).toBe(200);
    const { lines } = await upload(statement(`11/07/26,UPI/CREDIT/okaxis,${utr},1500.00`));
    expect(lines.map((line) => line.status)).toEqual(['conflict']);
    expect(lines[0]?.payments.length).toBe(2);
  });

  test('one family giving one UTR for two of its payments is told; the reference and the UTR agreeing is a match', async () => {
    const parent = await family('Gita Slip', 'gita.parent@example.com', '2014-01-17');
    await approvedSkater(api, owner, { name: 'Hari Slip', email: 'gita.parent@example.com', dob: '2014-01-18' });
    const [first, second] = await familyCharges(parent.cookie);
    const pay = async (id: string) =>
      (
        await jsonOf<{ way: { reference: string } }>(
          await api.call('POST', '/api/family/payments', { body: { chargeIds: [id] }, cookie: parent.cookie }),
        )
      ).way.reference;
    const one = await pay(first?._id ?? '');
    const two = await pay(second?._id ?? '');
    const utr = '737373737373';
    expect((await claim(parent.cookie, one, utr)).status).toBe(200);
    const again = await claim(parent.cookie, two, utr);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(feeMessages.utrUsed);
    const { lines } = await upload(statement(`11/07/26,UPI/GITA/${one}/okaxis,${utr},1500.00`));
    expect(lines.map((line) => [line.status, line.payRefs, line.utr])).toEqual([['matched', [one], utr]]);
  });
});

describe('a statement uploaded again', () => {
  test('lines already confirmed say so, not that the amount is different; the others match as before', async () => {
    const first = await family('Indu Overlap', 'indu.parent@example.com', '2014-02-11');
    const second = await family('Jai Overlap', 'jai.parent@example.com', '2014-02-12');
    const byUtr = await startPay(first.cookie);
    const byRef = await startPay(second.cookie);
    expect((await claim(first.cookie, byUtr.reference, '818181818181')).status).toBe(200);
    expect((await claim(second.cookie, byRef.reference, '828282828282')).status).toBe(200);
    const week1 = [`11/07/26,UPI/INDU/okaxis,818181818181,1500.00`];
    const week2 = [`14/07/26,UPI/JAI/${byRef.reference}/ybl,000000000042,1500.00`];
    const once = await upload(statement(...week1));
    expect(once.lines.map((line) => line.status)).toEqual(['matched']);
    const matched = once.lines.map((line) => ({ payRef: line.payRefs[0] ?? '', utr: line.utr, bankReference: line.reference }));
    expect((await confirm(matched)).status).toBe(201);
    // The next statement overlaps the first: the first week's line is already confirmed.
    const overlapping = await upload(statement(...week1, ...week2));
    expect(overlapping.lines.map((line) => [line.status, line.note])).toEqual([
      ['confirmed', 'Already confirmed: its receipt is issued.'],
      ['matched', ''],
    ]);
    const next = overlapping.lines.filter((line) => line.status === 'matched');
    expect((await confirm(next.map((line) => ({ payRef: line.payRefs[0] ?? '', bankReference: line.reference })))).status).toBe(201);
    expect((await upload(statement(...week1, ...week2))).lines.map((line) => line.status)).toEqual(['confirmed', 'confirmed']);
  });
});

describe('the cost of a statement is bounded, and its limits are said', () => {
  test('one line of 120,000 twelve-digit numbers costs a bounded number of store round-trips', async () => {
    const numbers = Array.from({ length: 120_000 }, (_, index) => String(100_000_000_000 + index * 7)).join(' ');
    const csv = statement(`11/07/26,"UPI ${numbers}",123123123123,1500.00`);
    expect(csv.length).toBeLessThan(STATEMENT_MAX_BYTES);
    // The layout is remembered first, so that the count below is of the matching alone.
    await upload(statement('11/07/26,UPI/NOBODY,999999999999,10.00'));
    const before = api.blobs.operations();
    const { lines } = await upload(csv);
    const spent = api.blobs.operations() - before;
    expect(lines.map((line) => line.status)).toEqual(['unmatched']);
    // The waiting payments' scan, the session, the audit entry and a look-up for each of the first few numbers.
    expect(spent).toBeLessThan(40 + 3 * STATEMENT_LINE_REFERENCES);
  });

  test('a statement naming more different references than the limit is refused with the limits, and stores nothing', async () => {
    const lines = Array.from(
      { length: STATEMENT_MAX_REFERENCES + 1 },
      (_, index) => `11/07/26,UPI/X,${String(300_000_000_000 + index)},10.00`,
    );
    const before = await api.snapshot();
    const started = api.blobs.operations();
    const res = await api.call('POST', '/api/statements', { body: { csv: statement(...lines), mapping: MAPPING }, cookie: treasurer });
    expect(res.status).toBe(413);
    const { message } = (await res.json()) as { message: string };
    expect(message).toBe(feeMessages.statementTooBig);
    expect(message).toContain(STATEMENT_MAX_LINES.toLocaleString('en-IN'));
    expect(message).toContain(STATEMENT_MAX_REFERENCES.toLocaleString('en-IN'));
    expect(message).toContain(`${STATEMENT_MAX_BYTES / 1_000_000} MB`);
    // Refused before any look-up.
    expect(api.blobs.operations() - started).toBeLessThan(20);
    expect(await api.snapshot()).toEqual(before);
  });

  test('more lines than the limit, or more bytes, are refused with the same message', async () => {
    const many = Array.from({ length: STATEMENT_MAX_LINES + 1 }, () => '11/07/26,UPI/X,1,10.00');
    const lines = await api.call('POST', '/api/statements', { body: { csv: statement(...many), mapping: MAPPING }, cookie: treasurer });
    expect(lines.status).toBe(413);
    expect((await lines.json()).message).toBe(feeMessages.statementTooBig);
    const big = await api.call('POST', '/api/statements', {
      body: { csv: statement(`11/07/26,"${'x'.repeat(STATEMENT_MAX_BYTES)}",1,10.00`), mapping: MAPPING },
      cookie: treasurer,
    });
    expect(big.status).toBe(400);
    expect(JSON.stringify(await big.json())).toContain(feeMessages.statementTooBig);
  });
});

describe('the dashboard', () => {
  test('counts a payment of two charges as one payment waiting', async () => {
    const waiting = async () =>
      (await jsonOf<{ fees: { claimedWaiting: number } }>(await api.call('GET', '/api/dashboard', { cookie: treasurer }))).fees
        .claimedWaiting;
    const parent = await family('Om Two', 'om.parent@example.com', '2014-06-11');
    await approvedSkater(api, owner, { name: 'Pia Two', email: 'om.parent@example.com', dob: '2014-06-12' });
    const before = await waiting();
    const way = await startPay(parent.cookie);
    expect(way.amount).toBe(3000);
    expect((await claim(parent.cookie, way.reference, '939393939393')).status).toBe(200);
    expect(await waiting()).toBe(before + 1);
  });
});
