/**
 * Races withdrawn from a club's entries, against the real store: the club's line (and so its
 * receipt, read back from the PDF) names only the races still entered; a parent withdrawing a race
 * a second batch added changes that batch's line, not the first's; and the ledger (and its CSV)
 * counts what was refunded, a part of a charge included, and a charge refunded in two steps once.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { ClubPaymentView } from '#domain/fees/club-fees.ts';
import type { LedgerView } from '#domain/fees/ledger.schema.ts';
import { readPdf } from '../support/pdf.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { approvedSkater, createEvent, race, saveChampionship, type ApprovedSkater } from './support/championship.ts';
import { familySignIn } from './support/family.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { addClub, addCoach, coachSignIn } from './support/club-desk.ts';

let api: Api;
let smtp: TestSmtp;
let roles: Awaited<ReturnType<typeof sessionsOfEveryRole>>;
let clubId = '';
let coach = '';
let eventId = '';
const raceIds: Record<string, string> = {};
const people: Record<string, ApprovedSkater> = {};

const SPRINT = 'Sprint 200 m';
const DISTANCE = 'Distance 1000 m';
const RELAY = 'Relay SJ';
const TITLE = 'Spring Cup 2026';

const girl = (name: string, email: string) => ({
  name,
  email,
  dob: '2014-03-10',
  gender: 'Female',
  eventCategory: 'Speed Quad',
  representativeClub: 'Lakeside Skaters',
  clubMayEnter: true,
});

const MAPPING = { date: 'Date', description: 'Narration', reference: 'Reference', credit: 'Credit' };

const payments = async () => {
  const res = await api.call('GET', `/api/club-desk/clubs/${clubId}/payments`, { cookie: coach });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await jsonOf<{ payments: ClubPaymentView[] }>(res)).payments;
};
const lineOf = (payment: ClubPaymentView | undefined, skaterName: string) => payment?.lines.find((line) => line.skaterName === skaterName);
const confirmBatch = async (lines: { registrationNo: string; race: string }[]) => {
  const res = await api.call('POST', `/api/club-desk/clubs/${clubId}/batch`, { body: { eventId, lines }, cookie: coach });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await jsonOf<{ payment: { payRef: string; amount: number } }>(res)).payment;
};
const withdraw = async (key: string, email: string, race: string) => {
  const cookie = await familySignIn(api, smtp, email);
  const res = await api.call('POST', `/api/family/children/${people[key]?._id}/entries`, {
    body: { eventId, remove: [raceIds[race]] },
    cookie,
  });
  expect(res.status, await res.clone().text()).toBe(200);
};
const ledger = async () => {
  const res = await api.call('GET', `/api/ledger?eventId=${eventId}`, { cookie: roles.treasurer });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await jsonOf<{ ledger: LedgerView }>(res)).ledger;
};
const ledgerCsv = async () => {
  const res = await api.call('GET', `/api/ledger/csv?eventId=${eventId}`, { cookie: roles.treasurer });
  expect(res.status, await res.clone().text()).toBe(200);
  return parse(await res.text(), { bom: true }) as string[][];
};
const refundOf = async (skaterName: string, reason: string) => {
  const list = await jsonOf<{ items: { _id: string; refundDue?: number; skaterName: string }[] }>(
    await api.call('GET', '/api/charges', { cookie: roles.treasurer }),
  );
  const due = list.items.find((charge) => charge.refundDue && charge.skaterName === skaterName);
  const res = await api.call('POST', `/api/charges/${due?._id}`, { body: { action: 'refund', reason }, cookie: roles.treasurer });
  expect(res.status, await res.clone().text()).toBe(200);
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  roles = await sessionsOfEveryRole(api);
  clubId = (await addClub(api, roles.editor, 'Lakeside Skaters'))._id;
  await addCoach(api, roles.registrar, clubId, 'coach.lake@example.com');
  people['asha'] = await approvedSkater(api, roles.registrar, girl('Asha Lake', 'asha.lake@example.com'));
  people['bela'] = await approvedSkater(api, roles.registrar, girl('Bela Lake', 'bela.lake@example.com'));
  eventId = await createEvent(api, roles.owner, { date: '2026-06-28', title: TITLE });
  const saved = await saveChampionship(api, roles.registrar, eventId, {
    entriesClose: '2026-06-20T00:00:00Z',
    maxRacesPerSkater: 3,
    selectPerRace: 2,
    races: [race({ name: SPRINT }), race({ name: DISTANCE }), race({ name: RELAY, gender: 'Open' })],
  });
  for (const item of saved.races) raceIds[item.name] = item._id;
  const fees = await api.call('PUT', `/api/fees/event-${eventId}`, {
    body: { perSkater: 200, perRace: 100, lateFee: 0 },
    cookie: roles.treasurer,
  });
  expect(fees.status, await fees.clone().text()).toBe(200);
  coach = await coachSignIn(api, smtp, 'coach.lake@example.com');
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const no = (key: string) => people[key]?.registrationNo ?? '';
let first = '';

describe('a race withdrawn before the payment', () => {
  test("leaves the club's line naming only the races still entered", async () => {
    first = (
      await confirmBatch([
        { registrationNo: no('asha'), race: SPRINT },
        { registrationNo: no('asha'), race: DISTANCE },
        { registrationNo: no('asha'), race: RELAY },
        { registrationNo: no('bela'), race: SPRINT },
      ])
    ).payRef;
    await withdraw('asha', 'asha.lake@example.com', DISTANCE);
    const asha = lineOf(
      (await payments()).find((payment) => payment.reference === first),
      'Asha Lake',
    );
    expect(asha).toMatchObject({ amount: 400, state: 'due', description: `Entry: ${TITLE} (${SPRINT}, ${RELAY})` });
  });
});

describe('a race a second batch added, withdrawn by the parent', () => {
  test("changes the second batch's line, and leaves the first batch's as it was", async () => {
    const second = await confirmBatch([
      { registrationNo: no('bela'), race: DISTANCE },
      { registrationNo: no('bela'), race: RELAY },
    ]);
    expect(second.amount).toBe(200);
    await withdraw('bela', 'bela.lake@example.com', DISTANCE);
    const list = await payments();
    const later = list.find((payment) => payment.reference === second.payRef);
    expect(later?.owed).toBe(100);
    expect(lineOf(later, 'Bela Lake')).toMatchObject({ amount: 100, state: 'due', description: `Entry: ${TITLE} (${RELAY})` });
    const earlier = list.find((payment) => payment.reference === first);
    expect(lineOf(earlier, 'Bela Lake')).toMatchObject({ amount: 300, state: 'due', description: `Entry: ${TITLE} (${SPRINT})` });
    expect(earlier?.owed).toBe(700);
  });
});

describe("the club's receipt", () => {
  test('names only the races still entered', async () => {
    const csv = ['Date,Narration,Reference,Credit', `01/06/26,UPI/LAKESIDE/${first},000000000002,700.00`].join('\n');
    const matched = await api.call('POST', '/api/statements', { body: { csv, mapping: MAPPING }, cookie: roles.treasurer });
    expect((await jsonOf<{ lines: { status: string }[] }>(matched)).lines.map((line) => line.status)).toEqual(['matched']);
    const done = await api.call('POST', '/api/statements/confirm', {
      body: { matches: [{ payRef: first, bankReference: '000000000002' }] },
      cookie: roles.treasurer,
    });
    expect(done.status, await done.clone().text()).toBe(201);
    const receiptId = (await jsonOf<{ receipts: { _id: string }[] }>(done)).receipts[0]?._id ?? '';
    const res = await api.call('GET', `/api/club-desk/clubs/${clubId}/receipts/${receiptId}`, { cookie: coach });
    expect(res.status).toBe(200);
    const text = (await readPdf(new Uint8Array(await res.arrayBuffer()))).text.join('\n');
    expect(text).toContain(`Entry: ${TITLE} (${SPRINT}, ${RELAY}) - Asha Lake`);
    expect(text).not.toContain(DISTANCE);
    expect(text).toContain('Rupees Seven Hundred only');
  });
});

describe('refunds in the ledger', () => {
  const refundedColumn = (rows: string[][]) => {
    const [header, ...lines] = rows;
    const column = header?.indexOf('Refunded (rupees)') ?? -1;
    expect(column).toBeGreaterThan(-1);
    return lines.filter((line) => line[1] === 'Asha Lake').map((line) => line[column]);
  };

  test('a part of a paid charge refunded counts as refunded, in the ledger and its CSV', async () => {
    expect((await ledger()).refunded).toBe(0);
    await withdraw('asha', 'asha.lake@example.com', RELAY);
    expect(
      lineOf(
        (await payments()).find((payment) => payment.reference === first),
        'Asha Lake',
      ),
    ).toMatchObject({
      description: `Entry: ${TITLE} (${SPRINT})`,
      refundDue: 100,
    });
    await refundOf('Asha Lake', 'Relay withdrawn after the club paid');
    const after = await ledger();
    expect(after.refunded).toBe(100);
    expect(after.receivedTotal).toBe(700);
    expect(refundedColumn(await ledgerCsv())).toEqual(['100']);
  });

  test('the rest refunded later: the whole charge counted once', async () => {
    await withdraw('asha', 'asha.lake@example.com', SPRINT);
    await refundOf('Asha Lake', 'Sprint withdrawn after the club paid');
    expect(
      lineOf(
        (await payments()).find((payment) => payment.reference === first),
        'Asha Lake',
      )?.state,
    ).toBe('refunded');
    expect((await ledger()).refunded).toBe(400);
    expect(refundedColumn(await ledgerCsv())).toEqual(['400']);
  });
});

describe("a race a second batch added, withdrawn after that batch's payment", () => {
  test("is a refund due on the second batch's line; the first batch's stays as it was", async () => {
    const [later] = (await payments()).filter((payment) => payment.reference !== first);
    const reference = later?.reference ?? '';
    const csv = ['Date,Narration,Reference,Credit', `01/06/26,UPI/LAKESIDE/${reference},000000000003,100.00`].join('\n');
    await api.call('POST', '/api/statements', { body: { csv, mapping: MAPPING }, cookie: roles.treasurer });
    const done = await api.call('POST', '/api/statements/confirm', {
      body: { matches: [{ payRef: reference, bankReference: '000000000003' }] },
      cookie: roles.treasurer,
    });
    expect(done.status, await done.clone().text()).toBe(201);
    await withdraw('bela', 'bela.lake@example.com', RELAY);
    // Sent again (the parent's page resent): the refund due is recorded once.
    await withdraw('bela', 'bela.lake@example.com', RELAY);
    const list = await payments();
    expect(
      lineOf(
        list.find((payment) => payment.reference === reference),
        'Bela Lake',
      ),
    ).toMatchObject({
      state: 'paid',
      amount: 100,
      refundDue: 100,
    });
    const earlier = lineOf(
      list.find((payment) => payment.reference === first),
      'Bela Lake',
    );
    expect(earlier).toMatchObject({ state: 'paid', amount: 300, description: `Entry: ${TITLE} (${SPRINT})` });
    expect(earlier?.refundDue).toBeUndefined();
  });
});
