/**
 * Fees end to end against the real store: fee settings and the charges they compute (new,
 * renewal, per race, the late fee at midnight in the association's time zone), a UPI payment
 * read back from its QR code, UTR claims, a bank statement in two banks' layouts matched by UTR
 * and by payment reference, receipts numbered without gaps when two treasurers confirm at once,
 * cancelled and reissued receipts, the receipt's PDF, the ledger and what a treasurer may see.
 */
import sharp from 'sharp';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { feeMessages } from '#domain/fees/fees.ts';
import { amountInWords } from '#shared/fees/receipt-pdf.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { readPdf } from '../support/pdf.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { accountSignedIn, signIn } from './support/accounts.ts';
import { approvedSkater, createEvent, enter, race, saveChampionship } from './support/championship.ts';
import { familySignIn } from './support/family.ts';
import { confirmByLink, confirmationToken, submitSkater } from './support/registry.ts';
import { skaterBody } from './support/fixtures.ts';

let api: Api;
let smtp: TestSmtp;
let owner = '';
let treasurer = '';
let registrar = '';

const at = (iso: string) => vi.setSystemTime(new Date(iso));

interface FamilyCharge {
  _id: string;
  kind: string;
  state: string;
  amount: number;
  description: string;
  skaterName: string;
  payRef?: string;
  reason?: string;
  receiptId?: string;
}
interface Way {
  kind: 'upi' | 'office';
  link: string;
  qr: string;
  amount: number;
  reference: string;
  payee: string;
  upiId: string;
}
interface ReceiptLine {
  _id: string;
  number: string;
  amount: number;
  method: string;
  reference: string;
}

/** Saves one setting at its own address (`season-2026`, `event-{id}`, `policy`), named by the part the body holds. */
const putFees = (
  body: {
    season?: { season: number } & Record<string, unknown>;
    championship?: { eventId: string } & Record<string, unknown>;
    policy?: Record<string, unknown>;
  },
  cookie = treasurer,
) => {
  if (body.season) {
    const { season, ...fees } = body.season;
    return api.call('PUT', `/api/fees/season-${season}`, { body: fees, cookie });
  }
  if (body.championship) {
    const { eventId, ...fees } = body.championship;
    return api.call('PUT', `/api/fees/event-${eventId}`, { body: fees, cookie });
  }
  return api.call('PUT', '/api/fees/policy', { body: body.policy, cookie });
};
const familyFees = async (cookie: string) =>
  jsonOf<{ charges: FamilyCharge[]; receipts: { _id: string; number: string; state: string }[] }>(
    await api.call('GET', '/api/family/fees', { cookie }),
  );
const startPay = async (cookie: string, chargeIds: string[]) => {
  const res = await api.call('POST', '/api/family/payments', { body: { chargeIds }, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await jsonOf<{ way: Way }>(res)).way;
};
const claim = (cookie: string, reference: string, utr: string) =>
  api.call('POST', '/api/family/payments/claim', { body: { reference, utr }, cookie });

/** The text a QR code image (a PNG data URL) holds, as a phone's camera reads it. */
const readQr = async (dataUrl: string): Promise<string | undefined> => {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
};

/** Fresh admin sessions after the clock moved past their idle time. */
const signInAgain = async () => {
  owner = await api.login();
  treasurer = await signIn(api, 'tara@example.org');
  registrar = await signIn(api, 'rekha@example.org');
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // The clock moves a few hours at most while sessions are in use (an admin session ends after hours without use).
  at('2026-07-10T12:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  owner = await api.login();
  treasurer = (await accountSignedIn(api, owner, { name: 'Tara Treasurer', email: 'tara@example.org', role: 'treasurer' })).cookie;
  registrar = (await accountSignedIn(api, owner, { name: 'Rekha Registrar', email: 'rekha@example.org', role: 'registrar' })).cookie;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

describe('amounts in words', () => {
  test.each([
    [1, 'Rupees One only'],
    [15, 'Rupees Fifteen only'],
    [100, 'Rupees One Hundred only'],
    [1500, 'Rupees One Thousand Five Hundred only'],
    [100000, 'Rupees One Lakh only'],
    [1234567, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven only'],
  ])('%i rupees', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});

describe('fee settings', () => {
  test('an owner or a treasurer sets them; a registrar may not; bad amounts are refused and store nothing', async () => {
    expect((await putFees({ season: { season: 2026, newFee: 1500, renewalFee: 1000 } }, registrar)).status).toBe(403);
    const before = await api.snapshot();
    for (const bad of [
      { season: { season: 2026, newFee: 1500.5, renewalFee: 1000 } },
      { season: { season: 2026, newFee: -1, renewalFee: 1000 } },
      { season: { season: 2026, newFee: 100_001, renewalFee: 1000 } },
    ]) {
      const res = await putFees(bad);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(feeMessages.feeRange);
    }
    expect(await api.snapshot()).toEqual(before);
    expect((await putFees({ season: { season: 2026, newFee: 1500, renewalFee: 1000 } })).status).toBe(200);
    expect((await putFees({ season: { season: 2027, newFee: 1600, renewalFee: 900 } }, owner)).status).toBe(200);
    const shown = await jsonOf<{ season: { newFee: number; renewalFee: number } }>(await api.call('GET', '/api/fees?season=2026'));
    expect(shown.season).toEqual({ season: 2026, newFee: 1500, renewalFee: 1000 });
  });

  test('each setting is read and saved at its own address with its version: a save from a stale form is refused', async () => {
    expect((await api.call('GET', '/api/fees/season-2031')).status).toBe(401);
    expect((await api.call('GET', '/api/fees/nothing-here', { cookie: treasurer })).status).toBe(404);
    // Never saved: the defaults, at version 0.
    const opened = await api.call('GET', '/api/fees/season-2031', { cookie: treasurer });
    expect(await opened.json()).toEqual({ season: 2031, newFee: 0, renewalFee: 0 });
    expect(opened.headers.get('etag')).toBe('"0"');
    const ifMatch = { 'if-match': '"0"' };
    const body = { newFee: 900, renewalFee: 600 };
    const saved = await api.call('PUT', '/api/fees/season-2031', { body, cookie: owner, headers: ifMatch });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"1"');
    // The treasurer's form was opened before the owner saved.
    const before = await api.snapshot();
    const stale = await api.call('PUT', '/api/fees/season-2031', {
      body: { newFee: 1, renewalFee: 1 },
      cookie: treasurer,
      headers: ifMatch,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toMatch(/^This item was changed by .+\. Reload to see the change\.$/);
    expect(await api.snapshot()).toEqual(before);
    const read = await api.call('GET', '/api/fees/season-2031', { cookie: treasurer });
    expect(read.headers.get('etag')).toBe('"1"');
    expect(await read.json()).toEqual({ season: 2031, ...body });
  });

  test('a late fee needs its date', async () => {
    const eventId = await createEvent(api, owner, { date: '2026-08-20' });
    await saveChampionship(api, owner, eventId, {
      entriesClose: '2026-08-10T00:00:00Z',
      maxRacesPerSkater: 3,
      selectPerRace: 2,
      races: [race()],
    });
    const res = await putFees({ championship: { eventId, perSkater: 200, perRace: 100, lateFee: 250 } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(feeMessages.lateFeeNeedsDate);
  });
});

describe('charges, UPI and the bank statement', () => {
  const EMAIL = 'meera.parent@example.com';
  let family = '';
  let eventId = '';
  let raceIds: string[] = [];
  let early: Awaited<ReturnType<typeof approvedSkater>>;
  let late: Awaited<ReturnType<typeof approvedSkater>>;
  /** Entered and not paid: the start-list setting's skater, then the one withdrawn and deleted. */
  let unpaid: Awaited<ReturnType<typeof approvedSkater>>;

  beforeAll(async () => {
    eventId = await createEvent(api, owner, { date: '2026-08-20' });
    const { races } = await saveChampionship(api, owner, eventId, {
      entriesClose: '2026-08-10T00:00:00Z',
      maxRacesPerSkater: 3,
      selectPerRace: 2,
      races: [race({ name: '500 m SJ girls' }), race({ name: '1000 m SJ girls' }), race({ name: 'Relay SJ', gender: 'Open' })],
    });
    raceIds = races.map((item) => item._id);
    expect(
      (await putFees({ championship: { eventId, perSkater: 200, perRace: 150, lateFee: 250, lateAfter: '2026-07-10' } }, owner)).status,
    ).toBe(200);
    early = await approvedSkater(api, owner, {
      name: 'Meera Early',
      email: EMAIL,
      dob: '2014-02-02',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    late = await approvedSkater(api, owner, {
      name: 'Nila Late',
      email: EMAIL,
      dob: '2014-03-03',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    family = await familySignIn(api, smtp, EMAIL);
  });

  test('a new registration is charged the new fee, kept when the fee changes', async () => {
    const charges = (await familyFees(family)).charges.filter((charge) => charge.kind === 'registration-new');
    expect(charges.map((charge) => [charge.skaterName, charge.amount, charge.state]).sort()).toEqual([
      ['Meera Early', 1500, 'due'],
      ['Nila Late', 1500, 'due'],
    ]);
    expect((await putFees({ season: { season: 2026, newFee: 1700, renewalFee: 1000 } })).status).toBe(200);
    expect(
      (await familyFees(family)).charges.filter((charge) => charge.kind === 'registration-new').map((charge) => charge.amount),
    ).toEqual([1500, 1500]);
    expect((await putFees({ season: { season: 2026, newFee: 1500, renewalFee: 1000 } })).status).toBe(200);
  });

  test('entry fees: per skater and per race; the late fee from midnight after its date in Asia/Kolkata', async () => {
    // 23:59:59 on 10 July in India is 18:29:59 UTC: still on time.
    at('2026-07-10T18:29:59Z');
    // Entries are a registrar's now (parents enter from the family page): a fresh session at this hour.
    await signInAgain();
    expect(
      (await enter(api, registrar, { eventId, registrationNo: early.registrationNo, dob: early.dob, raceIds: raceIds.slice(0, 2) })).status,
    ).toBe(201);
    // Midnight starting 11 July in India: late.
    at('2026-07-10T18:30:00Z');
    expect(
      (await enter(api, registrar, { eventId, registrationNo: late.registrationNo, dob: late.dob, raceIds: raceIds.slice(0, 1) })).status,
    ).toBe(201);
    at('2026-07-10T18:31:00Z');
    await signInAgain();
    const entries = (await familyFees(family)).charges.filter((charge) => charge.kind === 'entry');
    const of = (name: string) => entries.find((charge) => charge.skaterName === name)?.amount;
    expect(of('Meera Early')).toBe(200 + 2 * 150);
    expect(of('Nila Late')).toBe(200 + 150 + 250);
  });

  test('the public fee answer shows the entry fee before anyone enters', async () => {
    const shown = await jsonOf<{ championship: { perSkater: number; perRace: number; lateFee: number; lateAfter: string } }>(
      await api.call('GET', `/api/fees?eventId=${eventId}`),
    );
    expect(shown.championship).toMatchObject({ perSkater: 200, perRace: 150, lateFee: 250, lateAfter: '2026-07-10' });
  });

  let byUtr = { payRef: '', utr: '123456789012', amount: 0 };
  let byReference = { payRef: '', utr: '998877665544', amount: 0 };
  let wrongAmount = { payRef: '', utr: '555566667777', amount: 0 };

  test('a UPI payment: the QR code holds the payee, amount and reference; a UTR of other than 12 digits is refused', async () => {
    const { charges } = await familyFees(family);
    const meera = charges.filter((charge) => charge.skaterName === 'Meera Early');
    const way = await startPay(
      family,
      meera.map((charge) => charge._id),
    );
    expect(way.kind).toBe('upi');
    const fromQr = await readQr(way.qr);
    expect(fromQr).toBe(way.link);
    const link = new URL(fromQr ?? '');
    expect(link.protocol).toBe('upi:');
    const params = new URLSearchParams(link.search);
    expect(params.get('pa')).toBe('adrsa.sample@okexample');
    expect(params.get('pn')).toBe('Anandpur District Roller Skating Assn');
    expect(params.get('am')).toBe(`${1500 + 500}.00`);
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tn')).toBe(way.reference);
    expect(way.reference).toMatch(/^FEE-[A-Z0-9]{6}$/);
    expect(way.amount).toBe(2000);

    const before = await api.snapshot();
    for (const bad of ['12345678901', '1234567890123', '12345678901a', '']) {
      const res = await claim(family, way.reference, bad);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(feeMessages.utrInvalid);
    }
    expect(await api.snapshot()).toEqual(before);
    const claimed = await claim(family, way.reference, byUtr.utr);
    expect(claimed.status, await claimed.clone().text()).toBe(200);
    expect(
      (await familyFees(family)).charges.filter((charge) => charge.skaterName === 'Meera Early').map((charge) => charge.state),
    ).toEqual(['claimed', 'claimed']);
    byUtr = { ...byUtr, payRef: way.reference, amount: way.amount };
    // The same UTR for another payment is refused.
    const nila = (await familyFees(family)).charges.filter((charge) => charge.skaterName === 'Nila Late' && charge.kind === 'entry');
    const other = await startPay(
      family,
      nila.map((charge) => charge._id),
    );
    const again = await claim(family, other.reference, byUtr.utr);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(feeMessages.utrUsed);
    expect((await claim(family, other.reference, byReference.utr)).status).toBe(200);
    byReference = { ...byReference, payRef: other.reference, amount: other.amount };
  });

  test('another family cannot pay, claim or see these charges', async () => {
    await submitSkater(api, { email: 'other.parent@example.com', name: 'Other Child' });
    const stranger = await familySignIn(api, smtp, 'other.parent@example.com');
    const mine = (await familyFees(family)).charges[0]?._id ?? '';
    expect((await api.call('POST', '/api/family/payments', { body: { chargeIds: [mine] }, cookie: stranger })).status).toBe(404);
    expect((await claim(stranger, byUtr.payRef, '111122223333')).status).toBe(404);
    expect((await familyFees(stranger)).charges.map((charge) => charge.skaterName)).toEqual(['Other Child']);
    const theirs = (await familyFees(stranger)).charges;
    const way = await startPay(
      stranger,
      theirs.map((charge) => charge._id),
    );
    expect((await claim(stranger, way.reference, wrongAmount.utr)).status).toBe(200);
    wrongAmount = { ...wrongAmount, payRef: way.reference, amount: way.amount };
  });

  const bankA = () =>
    [
      'Txn Date,Narration,Chq/Ref No,Withdrawal Amt,Deposit Amt,Balance',
      `11/07/26,UPI/MEERA PARENT/okaxis/Payment,${byUtr.utr},,"${byUtr.amount.toLocaleString('en-IN')}.00",50000.00`,
      `11/07/26,UPI/NILA FAMILY/${byReference.payRef}/ybl,000000000042,,${byReference.amount}.00,50600.00`,
      `11/07/26,UPI/OTHER PARENT/okhdfc,${wrongAmount.utr},,${wrongAmount.amount + 1}.00,52101.00`,
      '12/07/26,NEFT/ELECTRICITY BOARD,N1234,2500.00,,49601.00',
      '12/07/26,UPI/UNKNOWN/okicici,444455556666,,800.00,50401.00',
    ].join('\n');
  // This bank's export starts with a byte-order mark, as spreadsheet programs write it.
  const bankB = () =>
    [
      '\uFEFF"Value Date";"Remarks";"Reference No.";"Credit";"Debit"'.replaceAll(';', ','),
      `2026-07-11,"UPI-${byReference.payRef}-NILA",XYZ0001,${byReference.amount},`,
      `2026-07-11,"UPI CREDIT",${byUtr.utr},${byUtr.amount},`,
    ].join('\n');
  const MAPPING_A = { date: 'Txn Date', description: 'Narration', reference: 'Chq/Ref No', credit: 'Deposit Amt' };
  const MAPPING_B = { date: 'Value Date', description: 'Remarks', reference: 'Reference No.', credit: 'Credit' };

  interface Matched {
    needsMapping: boolean;
    columns?: string[];
    lines: { line: number; status: string; payRefs: string[]; utr?: string; credit: number; reference: string }[];
  }
  const upload = async (body: unknown, cookie = treasurer) => {
    const res = await api.call('POST', '/api/statements', { body, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return jsonOf<Matched>(res);
  };

  test('statements in two layouts: columns asked once per layout, matched by UTR and by reference, a wrong amount left unmatched', async () => {
    const first = await upload({ csv: bankA() });
    expect(first.needsMapping).toBe(true);
    expect(first.columns).toEqual(['Txn Date', 'Narration', 'Chq/Ref No', 'Withdrawal Amt', 'Deposit Amt', 'Balance']);
    const unknown = await api.call('POST', '/api/statements', {
      body: { csv: bankA(), mapping: { ...MAPPING_A, credit: 'Amount' } },
      cookie: treasurer,
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe(feeMessages.mappingUnknownColumn('Amount'));

    const mapped = await upload({ csv: bankA(), mapping: MAPPING_A });
    const statuses = mapped.lines.map((line) => [line.line, line.status, line.payRefs]);
    expect(statuses).toEqual([
      [2, 'matched', [byUtr.payRef]],
      [3, 'matched', [byReference.payRef]],
      [4, 'unmatched', []],
      [6, 'unmatched', []],
    ]);
    // Remembered by the header row: the next statement of this bank is matched at once.
    const again = await upload({ csv: bankA() });
    expect(again.needsMapping).toBe(false);
    expect(again.lines.map((line) => line.status)).toEqual(['matched', 'matched', 'unmatched', 'unmatched']);

    // Another bank's layout asks for its own columns.
    expect((await upload({ csv: bankB() })).needsMapping).toBe(true);
    const b = await upload({ csv: bankB(), mapping: MAPPING_B });
    expect(b.lines.map((line) => [line.status, line.payRefs])).toEqual([
      ['matched', [byReference.payRef]],
      ['matched', [byUtr.payRef]],
    ]);
    // Nothing was marked paid by matching.
    expect((await familyFees(family)).charges.filter((charge) => charge.state === 'paid')).toEqual([]);
    // The statement itself is not kept: no stored value holds its other lines.
    const stored = [...(await api.snapshot()).values()].join('\n');
    expect(stored).not.toContain('ELECTRICITY BOARD');
    expect(stored).not.toContain('444455556666');
  });

  let receiptNumbers: string[] = [];

  test('two treasurers confirming at the same moment get consecutive numbers; the same payment is confirmed once', async () => {
    const mapped = await upload({ csv: bankA() });
    const matched = mapped.lines.filter((line) => line.status === 'matched');
    const [one, two] = matched.map((line) => ({
      payRef: line.payRefs[0],
      ...(line.utr ? { utr: line.utr } : {}),
      bankReference: line.reference,
    }));
    const results = await Promise.all([
      api.call('POST', '/api/statements/confirm', { body: { matches: [one] }, cookie: treasurer }),
      api.call('POST', '/api/statements/confirm', { body: { matches: [two] }, cookie: owner }),
      // The same payment confirmed twice at once: one receipt only.
      api.call('POST', '/api/statements/confirm', { body: { matches: [one] }, cookie: owner }),
    ]);
    const statuses = results.map((res) => res.status);
    expect(
      statuses
        .slice(0, 2)
        .concat(statuses[2] ?? 0)
        .filter((status) => status === 201).length,
    ).toBe(2);
    const issued: ReceiptLine[] = [];
    for (const res of results) if (res.status === 201) issued.push(...(await jsonOf<{ receipts: ReceiptLine[] }>(res)).receipts);
    receiptNumbers = issued.map((receipt) => receipt.number).sort();
    expect(receiptNumbers).toEqual(['ADRSA/2026-27/0001', 'ADRSA/2026-27/0002']);
    const byRef = issued.find((receipt) => receipt.amount === byUtr.amount);
    expect(byRef?.reference).toBe(byUtr.utr);
    expect((await familyFees(family)).charges.filter((charge) => charge.state === 'paid').length).toBe(3);
  });

  test('many confirmations at once leave no gap in the numbers', async () => {
    const skaters = [];
    for (let index = 0; index < 4; index += 1)
      skaters.push(
        await approvedSkater(api, owner, { name: `Gap Test ${index}`, email: `gap${index}@example.com`, dob: `2014-04-0${index + 1}` }),
      );
    const charges = await jsonOf<{ items: { _id: string; skaterName: string; state: string }[] }>(
      await api.call('GET', '/api/charges', { cookie: treasurer }),
    );
    const due = charges.items.filter((charge) => charge.skaterName.startsWith('Gap Test') && charge.state === 'due');
    expect(due.length).toBe(4);
    const results = await Promise.all(
      due.map((charge, index) =>
        api.call('POST', '/api/payments', {
          body: { chargeIds: [charge._id], method: 'cash', reference: `CASH-${index}` },
          cookie: index % 2 ? owner : treasurer,
        }),
      ),
    );
    const numbers = [];
    for (const res of results) {
      expect(res.status, await res.clone().text()).toBe(201);
      numbers.push((await jsonOf<{ receipt: ReceiptLine }>(res)).receipt.number);
    }
    expect(numbers.sort()).toEqual(['ADRSA/2026-27/0003', 'ADRSA/2026-27/0004', 'ADRSA/2026-27/0005', 'ADRSA/2026-27/0006']);
  });

  test('the receipt: e-mailed, downloadable by the family, its PDF says who, what, how much (in words), how and the tax line', async () => {
    await api.server.settle();
    const { receipts } = await familyFees(family);
    const receipt = receipts.find((item) => item.number === receiptNumbers.find((number) => number))!;
    const res = await api.call('GET', `/api/family/receipts/${receipt._id}`, { cookie: family });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.sizes[0]).toEqual([0, 0, 595, 842]);
    const text = pdf.text[0] ?? '';
    const body = skaterBody();
    expect(text).toContain('Anandpur District Roller Skating Association');
    expect(text).toContain(receipt.number);
    expect(text).toContain(body.parentName);
    expect(text).toContain('The association is not registered for GST');
    expect(text).toContain('Registered under the Societies Registration Act');
    expect(text).toMatch(/Rupees (Two Thousand|Six Hundred) only/);
    expect(text).toContain('UPI');
    // Another family cannot read it.
    const stranger = await familySignIn(api, smtp, 'other.parent@example.com');
    expect((await api.call('GET', `/api/family/receipts/${receipt._id}`, { cookie: stranger })).status).toBe(404);
    const mailed = smtp.received.filter((mail) => mail.envelopeTo.includes(EMAIL) && /Subject: Receipt ADRSA\/2026-27\//.test(mail.raw));
    expect(mailed.length).toBe(2);
    expect(mailed[0]?.raw).toContain('Content-Type: application/pdf');
  });

  test('a cancelled receipt keeps its number; reissued, the payment gets the next number', async () => {
    const list = await jsonOf<{ items: ReceiptLine[] }>(await api.call('GET', '/api/receipts', { cookie: treasurer }));
    const first = list.items.find((item) => item.number === 'ADRSA/2026-27/0001')!;
    const noReason = await api.call('POST', `/api/receipts/${first._id}/cancel`, {
      body: { reason: '', reissue: true },
      cookie: treasurer,
    });
    expect(noReason.status).toBe(400);
    const res = await api.call('POST', `/api/receipts/${first._id}/cancel`, {
      body: { reason: 'Payer name misspelt', reissue: true },
      cookie: treasurer,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = await jsonOf<{ cancelled: ReceiptLine; reissued: ReceiptLine }>(res);
    expect(answer.cancelled.number).toBe('ADRSA/2026-27/0001');
    expect(answer.reissued.number).toBe('ADRSA/2026-27/0007');
    expect((await api.call('POST', `/api/receipts/${first._id}/cancel`, { body: { reason: 'again' }, cookie: treasurer })).status).toBe(
      409,
    );
    const after = await jsonOf<{ items: (ReceiptLine & { state: string })[] }>(
      await api.call('GET', '/api/receipts', { cookie: treasurer }),
    );
    expect(after.items.find((item) => item.number === 'ADRSA/2026-27/0001')?.state).toBe('cancelled');
    const pdf = await readPdf(
      new Uint8Array(await (await api.call('GET', `/api/receipts/${first._id}`, { cookie: treasurer })).arrayBuffer()),
    );
    expect(pdf.text[0]).toContain('CANCELLED');
    expect(pdf.text[0]).toContain('Payer name misspelt');
  });

  test('waive and refund with a reason; the ledger adds it all up; the dashboard card', async () => {
    const charges = await jsonOf<{ items: { _id: string; state: string; amount: number; skaterName: string }[] }>(
      await api.call('GET', '/api/charges', { cookie: treasurer }),
    );
    const other = charges.items.find((charge) => charge.skaterName === 'Other Child')!;
    expect(
      (await api.call('POST', `/api/charges/${other._id}`, { body: { action: 'refund', reason: 'x' }, cookie: treasurer })).status,
    ).toBe(409);
    expect(
      (await api.call('POST', `/api/charges/${other._id}`, { body: { action: 'waive', reason: 'Hardship' }, cookie: treasurer })).status,
    ).toBe(200);
    const gap = charges.items.find((charge) => charge.skaterName === 'Gap Test 0')!;
    expect(
      (await api.call('POST', `/api/charges/${gap._id}`, { body: { action: 'refund', reason: 'Left the club' }, cookie: treasurer }))
        .status,
    ).toBe(200);

    const { ledger } = await jsonOf<{ ledger: Record<string, unknown> & { received: Record<string, number> } }>(
      await api.call('GET', '/api/ledger?season=2026', { cookie: treasurer }),
    );
    // Charged: Meera 1500 + 500, Nila 1500 + 600, Other 1500, four Gap Test skaters 4 × 1500.
    expect(ledger).toMatchObject({
      charged: 1500 + 500 + 1500 + 600 + 1500 + 4 * 1500,
      received: { upi: 2000 + 600, cash: 4 * 1500, cheque: 0, 'bank-transfer': 0 },
      receivedTotal: 2600 + 6000,
      outstanding: 1500,
      waived: 1500,
      refunded: 1500,
    });
    const perEvent = await jsonOf<{ ledger: { charged: number; received: { upi: number } } }>(
      await api.call('GET', `/api/ledger?eventId=${eventId}`, { cookie: treasurer }),
    );
    expect(perEvent.ledger).toMatchObject({ charged: 1100, received: { upi: 1100 } });
    const dashboard = await jsonOf<{ fees?: { claimedWaiting: number; outstanding: number } }>(
      await api.call('GET', '/api/dashboard', { cookie: treasurer }),
    );
    expect(dashboard.fees).toEqual({ claimedWaiting: 0, outstanding: 1500 });
    const forEditor = await api.call('GET', '/api/dashboard', { cookie: registrar });
    expect((await jsonOf<{ fees?: unknown }>(forEditor)).fees).toBeUndefined();
  });

  test('payment actions are audited with amounts and references, no personal values', async () => {
    // Each sentence's exact wording is checked route by route in audit-wording.test.ts.
    const res = await api.call('GET', '/api/audit?pageSize=50', { cookie: owner });
    const text = JSON.stringify(await res.json());
    expect(text).toMatch(/added payment ₹[\d,]+ by UPI \(reference \d{12}\), receipt ADRSA\/2026-27\/0001/);
    expect(text).toContain(`by UPI (reference ${byUtr.utr})`);
    // Skaters are named by name and number, as everywhere in the log; the payer (a parent) never, nor contact details.
    for (const personal of [EMAIL, skaterBody().parentName, early.dob]) expect(text).not.toContain(personal);
  });

  test('an unpaid entry leaves the start list only when the setting says so', async () => {
    unpaid = await approvedSkater(api, owner, {
      name: 'Unpaid Entrant',
      email: 'unpaid@example.com',
      dob: '2014-06-06',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    expect(
      (await enter(api, registrar, { eventId, registrationNo: unpaid.registrationNo, dob: unpaid.dob, raceIds: raceIds.slice(0, 1) }))
        .status,
    ).toBe(201);
    const names = async () =>
      (
        await jsonOf<{ races: { entrants: { name: string }[] }[] }>(await api.call('GET', `/api/events/${eventId}/startlists`))
      ).races.flatMap((item) => item.entrants.map((entrant) => entrant.name));
    expect(await names()).toContain('Unpaid Entrant');
    // The committee sees which entries are unpaid.
    const adminList = await jsonOf<{ name: string; unpaid: boolean }[]>(
      await api.call('GET', `/api/events/${eventId}/entries`, { cookie: registrar }),
    );
    expect(adminList.map((entry) => [entry.name, entry.unpaid]).sort()).toEqual([
      ['Meera Early', false],
      ['Nila Late', false],
      ['Unpaid Entrant', true],
    ]);
    expect((await putFees({ policy: { unpaidOnStartList: false, approvalWaitsForFee: false } })).status).toBe(200);
    const listed = await names();
    expect(listed).not.toContain('Unpaid Entrant');
    // Paid entries stay.
    expect(listed).toContain('Meera Early');
    expect((await putFees({ policy: { unpaidOnStartList: true, approvalWaitsForFee: false } })).status).toBe(200);
  });

  test('an entry the association withdraws owes nothing more, entered again it owes its fee again; a deleted profile owes nothing', async () => {
    const parent = await familySignIn(api, smtp, 'unpaid@example.com');
    const charged = async () =>
      (await familyFees(parent)).charges.map((charge) => [charge.kind, charge.amount, charge.state, charge.reason ?? ''] as const).sort();
    const outstanding = async () =>
      (await jsonOf<{ fees?: { outstanding: number } }>(await api.call('GET', '/api/dashboard', { cookie: treasurer }))).fees
        ?.outstanding ?? 0;
    // Entered after the late date: 200 for the skater, 150 for the race, 250 late.
    expect(await charged()).toEqual([
      ['entry', 600, 'due', ''],
      ['registration-new', 1500, 'due', ''],
    ]);
    const owedBefore = await outstanding();
    const entries = await jsonOf<{ _id: string; name: string }[]>(
      await api.call('GET', `/api/events/${eventId}/entries`, { cookie: registrar }),
    );
    const entryId = entries.find((entry) => entry.name === 'Unpaid Entrant')?._id;
    const withdrawn = await api.call('DELETE', `/api/entries/${entryId}`, { cookie: registrar });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    expect(await charged()).toEqual([
      ['entry', 600, 'waived', feeMessages.waivedEntryWithdrawn],
      ['registration-new', 1500, 'due', ''],
    ]);
    expect(await outstanding()).toBe(owedBefore - 600);
    await api.server.settle();
    const told = smtp.received.filter((mail) => mail.envelopeTo.includes('unpaid@example.com')).at(-1);
    expect(told?.subject).toMatch(/^Entry withdrawn: Unpaid Entrant, /);
    expect(told?.text).toContain('The entry fee still due is waived: nothing is owed for it.');

    expect(
      (
        await enter(api, registrar, {
          eventId,
          registrationNo: unpaid.registrationNo,
          dob: unpaid.dob,
          raceIds: raceIds.slice(0, 1),
          replace: true,
        })
      ).status,
    ).toBe(201);
    expect(await charged()).toEqual([
      ['entry', 600, 'due', ''],
      ['registration-new', 1500, 'due', ''],
    ]);
    expect(await outstanding()).toBe(owedBefore);

    const deleted = await api.call('DELETE', `/api/skaterprofiles/${unpaid._id}`, { cookie: owner });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect((await jsonOf<{ chargesWaived: number }>(deleted)).chargesWaived).toBe(2);
    expect(await charged()).toEqual([
      ['entry', 600, 'waived', feeMessages.waivedProfileDeleted],
      ['registration-new', 1500, 'waived', feeMessages.waivedProfileDeleted],
    ]);
    expect(await outstanding()).toBe(owedBefore - 600 - 1500);
  });

  test('a treasurer sees names and numbers, never an identity proof, a date of birth or an Aadhaar number', async () => {
    const seen = [
      await (await api.call('GET', '/api/charges', { cookie: treasurer })).text(),
      await (await api.call('GET', '/api/charges?state=claimed', { cookie: treasurer })).text(),
      await (await api.call('GET', '/api/receipts', { cookie: treasurer })).text(),
    ].join('\n');
    expect(seen).toContain('Meera Early');
    const body = skaterBody();
    for (const personal of [early.dob, late.dob, body.aadharNo, body.phoneNo, EMAIL, 'fileKey', '/api/images/'])
      expect(seen).not.toContain(personal);
    for (const path of [
      `/api/skaterprofiles/${early._id}`,
      `/api/skaterprofiles/${early._id}/proof`,
      '/api/registrations',
      `/api/events/${eventId}/entries`,
    ]) {
      expect((await api.call('GET', path, { cookie: treasurer })).status, path).toBe(403);
    }
    // The profiles list is public: a treasurer gets what visitors get.
    const profiles = await (await api.call('GET', '/api/skaterprofiles', { cookie: treasurer })).text();
    for (const personal of [early.dob, body.aadharNo, EMAIL]) expect(profiles).not.toContain(personal);
  });
});

describe('the unpaid-fee policy', () => {
  test('by default approval goes ahead unpaid; when it waits, a profile is approved only once its fee is settled', async () => {
    expect((await putFees({ policy: { unpaidOnStartList: false, approvalWaitsForFee: true } })).status).toBe(200);
    const { _id } = await submitSkater(api, { email: 'waits@example.com', name: 'Waiting Child' });
    // The parent is told beside the fee, or waits for an approval that cannot come.
    await api.server.settle();
    const received = smtp.received.filter((mail) => mail.envelopeTo.includes('waits@example.com')).at(-1);
    expect(received?.text).toContain('The association approves the registration once this fee is paid.');
    const refused = await api.call('PATCH', `/api/skaterprofiles/${_id}`, { body: { status: 'approved' }, cookie: registrar });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(feeMessages.approvalWaits);
    const charge = (
      await jsonOf<{ items: { _id: string; skaterName: string }[] }>(await api.call('GET', '/api/charges', { cookie: treasurer }))
    ).items.find((item) => item.skaterName === 'Waiting Child')!;
    expect(
      (
        await api.call('POST', '/api/payments', {
          body: { chargeIds: [charge._id], method: 'cheque', reference: '004512' },
          cookie: treasurer,
        })
      ).status,
    ).toBe(201);
    expect((await api.call('PATCH', `/api/skaterprofiles/${_id}`, { body: { status: 'approved' }, cookie: registrar })).status).toBe(200);
    expect((await putFees({ policy: { unpaidOnStartList: true, approvalWaitsForFee: false } })).status).toBe(200);
  });

  test('a registration not approved owes nothing (its letter says so); approved after all, it owes its fee again', async () => {
    const chargeOf = async () =>
      (
        await jsonOf<{ items: { skaterName: string; amount: number; state: string }[] }>(
          await api.call('GET', '/api/charges', { cookie: treasurer }),
        )
      ).items
        .filter((item) => item.skaterName === 'Rejected Child')
        .map((item) => [item.amount, item.state]);
    const { _id } = await submitSkater(api, { email: 'rejected@example.com', name: 'Rejected Child' });
    expect(await chargeOf()).toEqual([[1500, 'due']]);
    smtp.received.length = 0;
    const rejected = await api.call('PATCH', `/api/skaterprofiles/${_id}`, {
      body: { status: 'rejected', reason: 'The photo is not clear.' },
      cookie: registrar,
    });
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    expect(await chargeOf()).toEqual([[1500, 'waived']]);
    await api.server.settle();
    const letter = smtp.received.find((mail) => mail.envelopeTo.includes('rejected@example.com'));
    expect(letter?.text).toContain('The fee for this registration is waived: nothing is owed for it.');
    // Waived with the reason the family page shows.
    const cookie = await familySignIn(api, smtp, 'rejected@example.com');
    expect((await familyFees(cookie)).charges.map((charge) => charge.reason)).toEqual([feeMessages.waivedNotApproved]);
    // On the Tamil family page the fee's name is said in Tamil (its reason is the page's to translate).
    const inTamil = await jsonOf<{ charges: { description: string }[] }>(
      await api.call('GET', '/api/family/fees', { cookie, headers: { 'X-Page-Language': 'ta-IN' } }),
    );
    expect(inTamil.charges.map((charge) => charge.description)).toEqual(['2026 பருவத்தின் பதிவுக் கட்டணம்']);

    expect((await putFees({ policy: { unpaidOnStartList: true, approvalWaitsForFee: true } })).status).toBe(200);
    const waits = await api.call('PATCH', `/api/skaterprofiles/${_id}`, { body: { status: 'approved' }, cookie: registrar });
    expect(waits.status).toBe(409);
    expect(await chargeOf()).toEqual([[1500, 'due']]);
    expect((await putFees({ policy: { unpaidOnStartList: true, approvalWaitsForFee: false } })).status).toBe(200);
  });

  test('a registration owes its fee once its address is confirmed, not before (an unconfirmed one may never arrive)', async () => {
    const chargesOf = async (name: string) =>
      (
        await jsonOf<{ items: { skaterName: string; amount: number; state: string }[] }>(
          await api.call('GET', '/api/charges', { cookie: treasurer }),
        )
      ).items.filter((item) => item.skaterName === name);
    const { _id } = await submitSkater(api, { email: 'unconfirmed@example.com', name: 'Unconfirmed Child' }, undefined, { confirm: false });
    expect(await chargesOf('Unconfirmed Child')).toEqual([]);
    const token = await confirmationToken(api, _id);
    expect((await confirmByLink(api, token)).status).toBe(200);
    expect((await chargesOf('Unconfirmed Child')).map((charge) => [charge.amount, charge.state])).toEqual([[1500, 'due']]);
  });

  test('renewal is charged the renewal fee of the new season', async () => {
    at('2027-01-15T10:00:00Z');
    const email = 'renewing@example.com';
    const skater = await approvedSkater(api, await api.login(), { email, name: 'Renewing Child', dob: '2014-05-05' });
    at('2028-01-15T10:00:00Z');
    expect((await putFees({ season: { season: 2028, newFee: 1800, renewalFee: 1100 } }, await api.login())).status).toBe(200);
    const cookie = await familySignIn(api, smtp, email);
    const renewed = await api.call('POST', `/api/family/children/${skater._id}/renew`, { body: { consent: true }, cookie });
    expect(renewed.status, await renewed.clone().text()).toBe(200);
    const charges = (await familyFees(cookie)).charges.map((charge) => [charge.kind, charge.amount]);
    expect(charges).toContainEqual(['registration-new', 1600]);
    expect(charges).toContainEqual(['registration-renewal', 1100]);
  });
});
