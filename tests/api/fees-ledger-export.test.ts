/**
 * The ledger for the year-end accounts: every charge of a season as CSV (date, payer, what for,
 * amount, state, method, UTR, receipt number), every payment (receipt) of a span of days as CSV,
 * and the receipts list filtered by the same days, counted on the association's calendar. Cells
 * cannot start a formula, and nothing a treasurer may not see is written. Real store.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { TIME_ZONE } from '#domain/common/dates.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { accountSignedIn, signIn } from './support/accounts.ts';
import { approvedSkater } from './support/championship.ts';
import { familySignIn } from './support/family.ts';
import { skaterBody } from './support/fixtures.ts';

let api: Api;
let smtp: TestSmtp;
const at = (iso: string) => vi.setSystemTime(new Date(iso));

interface Charge {
  _id: string;
  skaterName: string;
  state: string;
}

const csvOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
  const text = await res.text();
  return { text, rows: parse(text, { bom: true }) as string[][] };
};

let owner = '';
let treasurer = '';
const chargesOf = async () => (await jsonOf<{ items: Charge[] }>(await api.call('GET', '/api/charges', { cookie: treasurer }))).items;
const pay = (chargeId: string, method: string, reference: string) =>
  api.call('POST', '/api/payments', { body: { chargeIds: [chargeId], method, reference }, cookie: treasurer });

const children = ['Ria Ledger', 'Sam Ledger', 'Tia Ledger', 'Uma Ledger'];
const numbers: Record<string, string> = {};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-07-10T09:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  owner = await api.login();
  treasurer = (await accountSignedIn(api, owner, { name: 'Tara Treasurer', email: 'tara@example.org', role: 'treasurer' })).cookie;
  expect((await api.call('PUT', '/api/fees/season-2026', { body: { newFee: 1500, renewalFee: 1000 }, cookie: owner })).status).toBe(200);
  for (const [index, name] of children.entries())
    await approvedSkater(api, owner, { name, email: `ledger${index}@example.com`, dob: `2014-07-0${index + 1}` });
  const list = await chargesOf();
  const of = (name: string) => list.find((charge) => charge.skaterName === name)?._id ?? '';

  // 10 July: Ria pays cash, with a reference a spreadsheet would take for a formula.
  numbers['Ria Ledger'] = (
    await jsonOf<{ receipt: { number: string } }>(await pay(of('Ria Ledger'), 'cash', '=HYPERLINK("http://x.example")'))
  ).receipt.number;
  // 00:15 on 11 July in India (18:45 UTC on the 10th): Sam pays by UPI, confirmed from the statement.
  at('2026-07-10T18:45:00Z');
  treasurer = await signIn(api, 'tara@example.org');
  const family = await familySignIn(api, smtp, 'ledger1@example.com');
  const way = (
    await jsonOf<{ way: { reference: string } }>(
      await api.call('POST', '/api/family/payments', { body: { chargeIds: [of('Sam Ledger')] }, cookie: family }),
    )
  ).way;
  expect(
    (await api.call('POST', '/api/family/payments/claim', { body: { reference: way.reference, utr: '246824682468' }, cookie: family }))
      .status,
  ).toBe(200);
  const confirmed = await api.call('POST', '/api/statements/confirm', {
    body: { matches: [{ payRef: way.reference, utr: '246824682468', bankReference: '246824682468' }] },
    cookie: treasurer,
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(201);
  numbers['Sam Ledger'] = (await jsonOf<{ receipts: { number: string }[] }>(confirmed)).receipts[0]?.number ?? '';
  // 12 July: Tia pays by cheque; Uma's fee is waived with a reason that starts like a formula.
  at('2026-07-12T06:00:00Z');
  treasurer = await signIn(api, 'tara@example.org');
  numbers['Tia Ledger'] = (await jsonOf<{ receipt: { number: string } }>(await pay(of('Tia Ledger'), 'cheque', '004512'))).receipt.number;
  expect(
    (
      await api.call('POST', `/api/charges/${of('Uma Ledger')}`, {
        body: { action: 'waive', reason: '@SUM(A1) hardship' },
        cookie: treasurer,
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

test('the season’s charges, one line each: date, payer, what for, amount, state, method, UTR, receipt number', async () => {
  const { text, rows } = await csvOf(await api.call('GET', '/api/ledger/csv?season=2026', { cookie: treasurer }));
  const [header, ...lines] = rows;
  expect(header).toEqual([
    `Date (${TIME_ZONE})`,
    'Skater',
    'Registration number',
    'Payer',
    'What for',
    'Amount (rupees)',
    'State',
    'Method',
    'UTR',
    'Receipt number',
    `Paid at (${TIME_ZONE})`,
    'Reason',
    'Refunded (rupees)',
  ]);
  const byName = new Map(lines.map((line) => [line[1], line]));
  const payer = skaterBody().parentName;
  expect(byName.get('Ria Ledger')?.slice(3, 10)).toEqual([
    payer,
    'Registration fee, 2026 season',
    '1500',
    'Paid',
    'Cash',
    '',
    numbers['Ria Ledger'],
  ]);
  expect(byName.get('Sam Ledger')?.slice(6, 10)).toEqual(['Paid', 'UPI', '246824682468', numbers['Sam Ledger']]);
  // Paid at 00:15 on 11 July in the association's time zone, though it was still the 10th in UTC.
  expect(byName.get('Sam Ledger')?.[10]).toBe('2026-07-11 00:15');
  expect(byName.get('Uma Ledger')?.slice(6, 12)).toEqual(['Waived', '', '', '', '', "'@SUM(A1) hardship"]);
  for (const line of lines) expect(line[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  // Nothing a treasurer may not see: no address, date of birth, Aadhaar or phone number, no family digest.
  const body = skaterBody();
  for (const personal of ['ledger0@example.com', '2014-07-01', body.aadharNo, body.phoneNo, 'family']) expect(text).not.toContain(personal);
});

test('the payments of a span of days, counted on the association’s calendar, one line each; no cell starts a formula', async () => {
  const day = async (from: string, to: string) =>
    (await csvOf(await api.call('GET', `/api/receipts/csv?from=${from}&to=${to}`, { cookie: treasurer }))).rows;
  const [header, ...tenth] = await day('2026-07-10', '2026-07-10');
  expect(header).toEqual([
    `Date (${TIME_ZONE})`,
    'Receipt number',
    'Payer',
    'What for',
    'Amount (rupees)',
    'Method',
    'UTR',
    'Other reference',
    'State',
    'Cancelled because',
  ]);
  expect(tenth.map((line) => line[1])).toEqual([numbers['Ria Ledger']]);
  // The cash reference is written so that no spreadsheet runs it.
  expect(tenth[0]?.[7]).toBe(`'=HYPERLINK("http://x.example")`);
  expect(tenth[0]?.[3]).toBe('Ria Ledger: Registration fee, 2026 season (1500)');
  const eleventh = await day('2026-07-11', '2026-07-11');
  expect(eleventh.slice(1).map((line) => [line[0], line[1], line[5], line[6]])).toEqual([
    ['2026-07-11 00:15', numbers['Sam Ledger'], 'UPI', '246824682468'],
  ]);
  const all = await day('2026-07-01', '2026-07-31');
  expect(all.slice(1).map((line) => line[1])).toEqual([numbers['Ria Ledger'], numbers['Sam Ledger'], numbers['Tia Ledger']]);
});

test('the receipts list takes the same days; bad days are refused; only treasurers and owners', async () => {
  const list = async (query: string) =>
    jsonOf<{ items: { number: string }[]; total: number }>(await api.call('GET', `/api/receipts${query}`, { cookie: treasurer }));
  expect((await list('?from=2026-07-11&to=2026-07-12')).items.map((item) => item.number)).toEqual([
    numbers['Tia Ledger'],
    numbers['Sam Ledger'],
  ]);
  expect((await list('?from=2026-07-12')).total).toBe(1);
  expect((await list('?to=2026-07-10')).items.map((item) => item.number)).toEqual([numbers['Ria Ledger']]);
  expect((await list('')).total).toBe(3);
  for (const bad of ['?from=2026-13-01', '?from=2026-07-12&to=2026-07-10', '?to=yesterday'])
    expect((await api.call('GET', `/api/receipts${bad}`, { cookie: treasurer })).status, bad).toBe(400);
  const registrar = (await accountSignedIn(api, await api.login(), { name: 'Rekha', email: 'rekha@example.org', role: 'registrar' }))
    .cookie;
  for (const path of ['/api/receipts/csv', '/api/ledger/csv?season=2026'])
    expect((await api.call('GET', path, { cookie: registrar })).status, path).toBe(403);
});
