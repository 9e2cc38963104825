/**
 * One payment for a club's batch, against the real store and a real SMTP server: confirming a batch
 * charges the club (one reference, one amount, one UPI QR code), not the families; a parent whose
 * child the club entered owes nothing for it; a race withdrawn before payment lowers what the club
 * owes; the treasurer's statement matches the line naming the reference and confirms every entry
 * of the batch at once, with one receipt for the club (its PDF read back) mailed to the coaches; a
 * race withdrawn after payment is a refund due, which the treasurer marks refunded; every read and
 * write is the coach's own club's only.
 */
import sharp from 'sharp';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { ClubPaymentView } from '#domain/fees/club-fees.ts';
import { readPdf } from '../support/pdf.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { approvedSkater, createEvent, enter, race, saveChampionship, type ApprovedSkater } from './support/championship.ts';
import { familySignIn } from './support/family.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { addClub, addCoach, coachSignIn } from './support/club-desk.ts';

let api: Api;
let smtp: TestSmtp;
let roles: Awaited<ReturnType<typeof sessionsOfEveryRole>>;
let clubId = '';
let otherClubId = '';
let coach = '';
let otherCoach = '';
let eventId = '';
let sprint = '';
let relay = '';
const people: Record<string, ApprovedSkater> = {};

const girl = (name: string, email: string) => ({
  name,
  email,
  dob: '2014-03-10',
  gender: 'Female',
  eventCategory: 'Speed Quad',
  representativeClub: 'Riverside Roller Academy',
  clubMayEnter: true,
});

const MAPPING = { date: 'Date', description: 'Narration', reference: 'Reference', credit: 'Credit' };
const statement = (...lines: string[]) => ['Date,Narration,Reference,Credit', ...lines].join('\n');

const payments = async (cookie = coach, club = clubId) => {
  const res = await api.call('GET', `/api/club-desk/clubs/${club}/payments`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await jsonOf<{ payments: ClubPaymentView[] }>(res)).payments;
};
const familyCharges = async (email: string) => {
  const cookie = await familySignIn(api, smtp, email);
  return (
    await jsonOf<{ charges: { description: string; amount: number; state: string }[] }>(
      await api.call('GET', '/api/family/fees', { cookie }),
    )
  ).charges;
};
const readQr = async (dataUrl: string): Promise<string | undefined> => {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  roles = await sessionsOfEveryRole(api);
  clubId = (await addClub(api, roles.editor, 'Riverside Roller Academy'))._id;
  otherClubId = (await addClub(api, roles.editor, 'Hilltop Club'))._id;
  await addCoach(api, roles.registrar, clubId, 'coach.pay@example.com');
  await addCoach(api, roles.registrar, otherClubId, 'coach.hilltop@example.com');
  people['asha'] = await approvedSkater(api, roles.registrar, girl('Asha Pay', 'asha.pay@example.com'));
  people['bela'] = await approvedSkater(api, roles.registrar, girl('Bela Pay', 'bela.pay@example.com'));
  people['gita'] = await approvedSkater(api, roles.registrar, girl('Gita Family', 'gita.pay@example.com'));
  eventId = await createEvent(api, roles.owner, { date: '2026-06-28', title: 'District Championship 2026' });
  const saved = await saveChampionship(api, roles.registrar, eventId, {
    entriesClose: '2026-06-20T00:00:00Z',
    maxRacesPerSkater: 2,
    selectPerRace: 2,
    races: [race({ name: '500 m SJ girls' }), race({ name: 'Relay SJ', gender: 'Open' })],
  });
  sprint = saved.races.find((item) => item.name === '500 m SJ girls')?._id ?? '';
  relay = saved.races.find((item) => item.name === 'Relay SJ')?._id ?? '';
  const fees = await api.call('PUT', `/api/fees/event-${eventId}`, {
    body: { perSkater: 200, perRace: 100, lateFee: 0 },
    cookie: roles.treasurer,
  });
  expect(fees.status, await fees.clone().text()).toBe(200);
  // Gita's family entered her for the relay before the club's batch: that fee stays the family's.
  const gita = people['gita'];
  expect(
    (await enter(api, roles.registrar, { eventId, registrationNo: gita?.registrationNo, dob: gita?.dob, raceIds: [relay] })).status,
  ).toBe(201);
  coach = await coachSignIn(api, smtp, 'coach.pay@example.com');
  otherCoach = await coachSignIn(api, smtp, 'coach.hilltop@example.com');
  await api.server.settle();
  smtp.received.length = 0;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const no = (key: string) => people[key]?.registrationNo ?? '';
const batch = () => ({
  eventId,
  lines: [
    { registrationNo: no('asha'), race: '500 m SJ girls' },
    { registrationNo: no('asha'), race: 'Relay SJ' },
    { registrationNo: no('bela'), race: '500 m SJ girls' },
    { registrationNo: no('gita'), race: '500 m SJ girls' },
  ],
});

let reference = '';

describe('confirming a batch', () => {
  test('makes one club payment: one reference, the total of every skater, a UPI QR code for it', async () => {
    const res = await api.call('POST', `/api/club-desk/clubs/${clubId}/batch`, { body: batch(), cookie: coach });
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = await jsonOf<{ message: string; payment: { payRef: string; amount: number } }>(res);
    // Asha: 200 + 2 × 100; Bela: 200 + 100; Gita, entered before by her family: the race added, 100.
    expect(answer.payment.amount).toBe(800);
    expect(answer.message).toContain(answer.payment.payRef);
    reference = answer.payment.payRef;

    const [payment, ...more] = await payments();
    expect(more).toEqual([]);
    expect(payment?.reference).toBe(reference);
    expect(payment?.owed).toBe(800);
    expect(payment?.state).toBe('due');
    expect(payment?.eventTitle).toBe('District Championship 2026');
    expect(payment?.lines.map((line) => [line.skaterName, line.amount]).sort()).toEqual([
      ['Asha Pay', 400],
      ['Bela Pay', 300],
      ['Gita Family', 100],
    ]);
    expect(payment?.lines.find((line) => line.skaterName === 'Asha Pay')?.description).toBe(
      'Entry: District Championship 2026 (500 m SJ girls, Relay SJ)',
    );
    expect(payment?.way?.kind).toBe('upi');
    const qr = payment?.way?.kind === 'upi' ? await readQr(payment.way.qr) : undefined;
    expect(qr).toContain('am=800.00');
    expect(qr).toContain(`tn=${reference}`);
    // No personal field reaches the coach.
    const text = JSON.stringify(payment);
    for (const secret of ['2014-03-10', '@example.com', 'parent']) expect(text).not.toContain(secret);
  });

  test('sent twice, applies once: the second is refused and no second payment is made', async () => {
    const again = await api.call('POST', `/api/club-desk/clubs/${clubId}/batch`, { body: batch(), cookie: coach });
    expect(again.status).toBe(409);
    expect(await payments()).toHaveLength(1);
  });

  test("the parents owe nothing for the club's races, and their letters say so", async () => {
    await api.server.settle();
    const letter = smtp.received.find((mail) => mail.envelopeTo.includes('asha.pay@example.com'));
    expect(letter?.text).toContain('Riverside Roller Academy pays the entry fee for these races: you owe nothing for them.');
    expect(await familyCharges('asha.pay@example.com')).toEqual([]);
    // Gita's family keeps exactly its own relay fee: it does not pay for the race the club added.
    expect((await familyCharges('gita.pay@example.com')).map((charge) => [charge.amount, charge.state])).toEqual([[300, 'due']]);
  });
});

describe("a coach reaches only their own club's payment", () => {
  test("another club's coach, a family and nobody are refused", async () => {
    expect((await api.call('GET', `/api/club-desk/clubs/${clubId}/payments`, { cookie: otherCoach })).status).toBe(404);
    const claimOther = await api.call('POST', `/api/club-desk/clubs/${otherClubId}/payments/claim`, {
      body: { reference, utr: '123456789012' },
      cookie: otherCoach,
    });
    expect(claimOther.status).toBe(404);
    expect(await payments(otherCoach, otherClubId)).toEqual([]);
    const family = await familySignIn(api, smtp, 'asha.pay@example.com');
    expect((await api.call('GET', `/api/club-desk/clubs/${clubId}/payments`, { cookie: family })).status).toBe(401);
    expect((await api.call('GET', `/api/club-desk/clubs/${clubId}/payments`)).status).toBe(401);
    expect((await api.call('GET', '/api/charges', { cookie: coach })).status).toBe(401);
    const bad = await api.call('POST', `/api/club-desk/clubs/${clubId}/payments/claim`, { body: { reference, utr: '12' }, cookie: coach });
    expect(bad.status).toBe(400);
    expect((await payments())[0]?.state).toBe('due');
  });
});

describe('a race withdrawn before the payment', () => {
  test("lowers what the club owes; the skater's whole share withdrawn is nothing to pay", async () => {
    const family = await familySignIn(api, smtp, 'bela.pay@example.com');
    const res = await api.call('POST', `/api/family/children/${people['bela']?._id}/entries`, {
      body: { eventId, remove: [sprint] },
      cookie: family,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [payment] = await payments();
    expect(payment?.owed).toBe(500);
    expect(payment?.lines.find((line) => line.skaterName === 'Bela Pay')?.state).toBe('waived');
    expect(await familyCharges('bela.pay@example.com')).toEqual([]);
  });
});

let receiptId = '';

describe("the treasurer's statement", () => {
  test('matches the line naming the reference and confirms every entry of the batch with one receipt', async () => {
    smtp.received.length = 0;
    const wrong = await api.call('POST', '/api/statements', {
      body: { csv: statement(`01/06/26,UPI/RIVERSIDE/${reference},000000000001,800.00`), mapping: MAPPING },
      cookie: roles.treasurer,
    });
    expect((await jsonOf<{ lines: { status: string }[] }>(wrong)).lines.map((line) => line.status)).toEqual(['unmatched']);
    const res = await api.call('POST', '/api/statements', {
      body: { csv: statement(`01/06/26,UPI/RIVERSIDE/${reference},000000000001,500.00`), mapping: MAPPING },
      cookie: roles.treasurer,
    });
    const { lines } = await jsonOf<{
      lines: { status: string; payRefs: string[]; reference: string; payments: { payerName: string }[] }[];
    }>(res);
    expect(lines.map((line) => [line.status, line.payRefs])).toEqual([['matched', [reference]]]);
    expect(lines[0]?.payments[0]?.payerName).toBe('Riverside Roller Academy');

    const confirm = (cookie: string) =>
      api.call('POST', '/api/statements/confirm', {
        body: { matches: [{ payRef: reference, bankReference: '000000000001' }] },
        cookie,
      });
    const done = await confirm(roles.treasurer);
    expect(done.status, await done.clone().text()).toBe(201);
    receiptId = (await jsonOf<{ receipts: { _id: string }[] }>(done)).receipts[0]?._id ?? '';
    // Confirmed twice: applied once.
    expect((await confirm(roles.owner)).status).toBe(409);

    const [payment] = await payments();
    expect(payment?.state).toBe('paid');
    expect(payment?.owed).toBe(0);
    expect(payment?.receipt?._id).toBe(receiptId);
    expect(payment?.way).toBeUndefined();
    expect(
      payment?.lines
        .filter((line) => line.state === 'paid')
        .map((line) => line.skaterName)
        .sort(),
    ).toEqual(['Asha Pay', 'Gita Family']);
  });

  test("the club's receipt: its PDF lists each skater and race, the amount in words, and goes to the coaches only", async () => {
    const res = await api.call('GET', `/api/club-desk/clubs/${clubId}/receipts/${receiptId}`, { cookie: coach });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = (await readPdf(new Uint8Array(await res.arrayBuffer()))).text.join('\n');
    expect(text).toContain('Received from: Riverside Roller Academy');
    expect(text).toContain('Entry: District Championship 2026 (500 m SJ girls, Relay SJ) - Asha Pay');
    expect(text).toContain('Entry: District Championship 2026 (500 m SJ girls) - Gita Family');
    expect(text).toContain('Rupees Five Hundred only');
    expect(text).not.toContain('Bela Pay');
    // Another club's coach, and a family, cannot read it.
    expect((await api.call('GET', `/api/club-desk/clubs/${otherClubId}/receipts/${receiptId}`, { cookie: otherCoach })).status).toBe(404);
    const family = await familySignIn(api, smtp, 'asha.pay@example.com');
    expect((await api.call('GET', `/api/family/receipts/${receiptId}`, { cookie: family })).status).toBe(404);

    await api.server.settle();
    const letters = smtp.received.filter((mail) => /Subject: Receipt ADRSA\/2026-27\//.test(mail.raw));
    expect(letters.map((mail) => mail.envelopeTo)).toEqual([['coach.pay@example.com']]);
    expect(letters[0]?.raw).toContain('Dear coach');
    // The attached PDF, read back: the same receipt.
    const raw = letters[0]?.raw ?? '';
    const part = raw.slice(raw.indexOf('Content-Type: application/pdf'));
    const base64 = part.slice(part.indexOf('\r\n\r\n') + 4, part.indexOf('\r\n--')).replace(/\s/g, '');
    const attached = (await readPdf(new Uint8Array(Buffer.from(base64, 'base64')))).text.join('\n');
    expect(attached).toContain('Received from: Riverside Roller Academy');
    expect(attached).toContain('Rupees Five Hundred only');
  });
});

describe('a race withdrawn after the payment', () => {
  test('is a refund due the treasurer sees and marks refunded; the races left stay paid', async () => {
    const family = await familySignIn(api, smtp, 'asha.pay@example.com');
    const res = await api.call('POST', `/api/family/children/${people['asha']?._id}/entries`, {
      body: { eventId, remove: [relay] },
      cookie: family,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [payment] = await payments();
    expect(payment?.refundDue).toBe(100);
    expect(payment?.state).toBe('paid');
    // The family still owes nothing.
    expect(await familyCharges('asha.pay@example.com')).toEqual([]);

    const list = await jsonOf<{ items: { _id: string; refundDue?: number; skaterName: string }[] }>(
      await api.call('GET', '/api/charges', { cookie: roles.treasurer }),
    );
    const due = list.items.find((charge) => charge.refundDue);
    expect(due).toMatchObject({ skaterName: 'Asha Pay', refundDue: 100 });
    const refund = await api.call('POST', `/api/charges/${due?._id}`, {
      body: { action: 'refund', reason: 'Relay withdrawn after the club paid' },
      cookie: roles.treasurer,
    });
    expect(refund.status, await refund.clone().text()).toBe(200);
    const after = await payments();
    const asha = after[0]?.lines.find((line) => line.skaterName === 'Asha Pay');
    expect(asha).toMatchObject({ state: 'paid', refundedAmount: 100 });
    expect(asha?.refundDue).toBeUndefined();
    expect(after[0]?.refundDue).toBe(0);
  });
});
