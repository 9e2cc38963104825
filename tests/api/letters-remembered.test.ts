/**
 * Letters in the language remembered with the parent's address
 * (docs/languages.md#letters-in-the-parents-language): a registration sent from a Tamil page gets
 * its confirmation in Tamil, linking to the Tamil page, and the registration received after it in
 * Tamil too; a parent who asked to sign in from a Tamil page gets the receipt the treasurer's
 * payment sends in Tamil, whatever the treasurer's page, and so is a registrar's entry for their
 * child, and the registrar's answer to a request sent from the Tamil family page; an English
 * parent's letters stay the
 * English letters word for word. Real store, real SMTP capture.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { site } from '#config/site.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { confirmByLink, freshIp } from './support/registry.ts';
import { approvedSkater, createEvent, enter, race, saveChampionship } from './support/championship.ts';
import { familySignIn } from './support/family.ts';
import { skaterBody } from './support/fixtures.ts';

let api: Api;
let smtp: TestSmtp;
let owner = '';
/** The championship of the entry tests, and its one race. */
let eventId = '';
let raceId = '';
const TAMIL_PAGE = { 'X-Page-Language': 'ta-IN' };
const ENGLISH_PAGE = { 'X-Page-Language': 'en-IN' };

beforeAll(async () => {
  // Before the championship's entries close (its day and close are in June 2026).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  owner = await api.login();
  // A registration fee in every season a test may fall in, so registrations owe and payments have receipts.
  for (const season of [2026, 2027]) {
    const res = await api.call('PUT', `/api/fees/season-${season}`, { body: { newFee: 1500, renewalFee: 1000 }, cookie: owner });
    expect(res.status, await res.clone().text()).toBe(200);
  }
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

/** The letters to `email` since the last look, after the work the answers left running. */
const lettersTo = async (email: string): Promise<ReceivedMail[]> => {
  await api.server.settle();
  const found = smtp.received.filter((mail) => mail.envelopeTo.includes(email));
  smtp.received.splice(0, smtp.received.length, ...smtp.received.filter((mail) => !found.includes(mail)));
  return found;
};

/** A letter's plain text, out of its MIME parts when a file is attached (the receipt's PDF). */
const plainText = (mail: ReceivedMail): string => {
  const boundary = /boundary="?([^";\s]+)"?/.exec(mail.headers['content-type'] ?? '')?.[1];
  if (!boundary) return mail.text;
  for (const part of mail.raw.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split).toLowerCase();
    if (!head.includes('text/plain')) continue;
    const body = part.slice(split + 4).trim();
    if (head.includes('base64')) return Buffer.from(body, 'base64').toString('utf8').replace(/\r\n/g, '\n');
    if (head.includes('quoted-printable')) {
      const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
    }
    return body.replace(/\r\n/g, '\n');
  }
  return mail.text;
};

const signInFrom = async (email: string, page: Record<string, string>) => {
  const res = await api.call('POST', '/api/family/sign-in', { body: { email }, ip: freshIp(), headers: page });
  expect(res.status, await res.clone().text()).toBe(200);
  const letters = await lettersTo(email);
  expect(letters.length).toBe(1);
  return letters[0]!;
};

/** The treasurer records the skater's charges as paid at the office, from the (English) admin page. */
const payAtOffice = async (skaterName: string, reference: string) => {
  const { items } = await jsonOf<{ items: { _id: string; skaterName: string; state: string }[] }>(
    await api.call('GET', '/api/charges', { cookie: owner }),
  );
  const due = items.filter((charge) => charge.skaterName === skaterName && charge.state === 'due').map((charge) => charge._id);
  expect(due.length, 'a charge to pay').toBeGreaterThan(0);
  const res = await api.call('POST', '/api/payments', {
    body: { chargeIds: due, method: 'cash', reference },
    cookie: owner,
    headers: ENGLISH_PAGE,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await jsonOf<{ receipt: { number: string; amount: number } }>(res)).receipt;
};

describe('a registration sent from a Tamil page', () => {
  const email = 'ta.form@example.com';

  test('its confirmation is in Tamil and links to the Tamil confirmation page', async () => {
    const res = await api.call('POST', '/api/skaterprofiles', {
      body: skaterBody({ email, name: 'Meena Selvam' }),
      ip: freshIp(),
      headers: TAMIL_PAGE,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [letter, ...more] = await lettersTo(email);
    expect(more).toEqual([]);
    expect(letter?.subject).toBe('ஸ்கேட்டர் பதிவை உறுதிசெய்யவும்');
    expect(letter?.text).toContain('அன்புள்ள பெற்றோர் அல்லது பாதுகாவலருக்கு,');
    expect(letter?.text).toMatch(/\/ta\/my\b/);
    const token = /\/ta\/confirm-registration\?token=(\S+)/.exec(letter?.text ?? '')?.[1];
    expect(token, 'the Tamil confirmation link').toBeDefined();

    // Confirmed (from a page that names no language): the registration received comes in Tamil too.
    const confirmed = await confirmByLink(api, decodeURIComponent(token ?? ''));
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const [received] = await lettersTo(email);
    expect(received?.subject).toBe('பதிவு பெறப்பட்டது');
    expect(received?.text).toContain('பதிவுக் கட்டணம்');
    expect(received?.text).toMatch(/\/ta\/registration-status\b/);
    expect(received?.text).not.toContain('Dear parent or guardian');
  });
});

describe('a parent who used the site in Tamil', () => {
  const email = 'ta.receipt@example.com';

  test('asks to sign in from a Tamil page: the letter is in Tamil', async () => {
    await approvedSkater(api, owner, { name: 'Kavin Tamil', email });
    await lettersTo(email);
    const letter = await signInFrom(email, TAMIL_PAGE);
    expect(letter.subject).toContain('உள்நுழைவதற்கான உங்கள் இணைப்பு');
    expect(letter.text).toMatch(/\/ta\/my\?token=/);
  });

  test("the receipt the treasurer's payment sends later is in Tamil", async () => {
    const receipt = await payAtOffice('Kavin Tamil', 'CASH-TA-1');
    const [letter, ...more] = await lettersTo(email);
    expect(more).toEqual([]);
    expect(letter?.subject).toBe(`${site.name} வழங்கிய ரசீது ${receipt.number}`);
    const text = plainText(letter!);
    expect(text).toContain(`ரசீது ${receipt.number} இந்தக் கடிதத்துடன் இணைக்கப்பட்டுள்ளது`);
    expect(text).toMatch(/\/ta\/my\b/);
    expect(text).not.toContain('Thank you for your payment');
    expect(letter?.raw).toContain('application/pdf');
  });
});

describe("a registrar's entry for a Tamil parent's child", () => {
  test('its letter is in Tamil, with the day in Tamil and the Tamil family page', async () => {
    const email = 'ta.entry@example.com';
    eventId = await createEvent(api, owner, { title: 'District Championship 2026', date: '2026-06-28' });
    const { races } = await saveChampionship(api, owner, eventId, {
      entriesClose: '2026-06-20T00:00:00.000Z',
      maxRacesPerSkater: 2,
      selectPerRace: 2,
      races: [race({ name: '500 m SJ girls' })],
    });
    raceId = races[0]?._id ?? '';
    // 11 on 1 January 2026: Sub Junior.
    const skater = await approvedSkater(api, owner, {
      name: 'Asha Tamil',
      dob: '2014-03-03',
      gender: 'Female',
      eventCategory: 'Speed Quad',
      email,
    });
    await lettersTo(email);
    await signInFrom(email, TAMIL_PAGE);
    const res = await enter(api, owner, { eventId, registrationNo: skater.registrationNo, dob: skater.dob, raceIds: [raceId] });
    expect(res.status, await res.clone().text()).toBe(201);
    const [letter, ...more] = await lettersTo(email);
    expect(more).toEqual([]);
    expect(letter?.subject).toBe('போட்டிப் பதிவு உறுதியானது: Asha Tamil, District Championship 2026');
    expect(letter?.text).toContain('28 ஜூன் 2026 அன்று நடைபெறும் District Championship 2026 இல்');
    expect(letter?.text).toContain('- 500 m SJ girls');
    expect(letter?.text).toMatch(/\/ta\/my\b/);
    expect(letter?.text).not.toContain('Dear parent or guardian');
  });
});

describe('a change of races on the Tamil family page', () => {
  test('its letter is in Tamil, and the language is remembered for the receipt after it', async () => {
    const email = 'ta.family.entry@example.com';
    const skater = await approvedSkater(api, owner, {
      name: 'Nila Tamil',
      dob: '2014-04-04',
      gender: 'Female',
      eventCategory: 'Speed Quad',
      email,
    });
    // Signed in from a page that names no language: nothing remembered yet, so that letter is English.
    const family = await familySignIn(api, smtp, email);
    expect((await lettersTo(email)).map((mail) => mail.text).join('')).toContain('Dear parent or guardian,');
    const res = await api.call('POST', `/api/family/children/${skater._id}/entries`, {
      body: { eventId, add: [raceId], remove: [] },
      cookie: family,
      headers: TAMIL_PAGE,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [letter] = await lettersTo(email);
    expect(letter?.subject).toBe('போட்டிப் பதிவு மாற்றப்பட்டது: Nila Tamil, District Championship 2026');
    expect(letter?.text).toContain('சேர்க்கப்பட்டவை: 500 m SJ girls');
    expect(letter?.text).toMatch(/\/ta\/my\b/);
    const receipt = await payAtOffice('Nila Tamil', 'CASH-TA-2');
    const [receiptLetter] = await lettersTo(email);
    expect(receiptLetter?.subject).toBe(`${site.name} வழங்கிய ரசீது ${receipt.number}`);
  });
});

describe("a request about a child's data sent from the Tamil family page", () => {
  test("the registrar's answer, given from an English page, is in Tamil with its next step on the Tamil pages", async () => {
    const email = 'ta.request@example.com';
    const skater = await approvedSkater(api, owner, { name: 'Oviya Tamil', email });
    // Signed in from a page that names no language: nothing is remembered until the request.
    const family = await familySignIn(api, smtp, email);
    await lettersTo(email);
    const sent = await api.call('POST', `/api/family/children/${skater._id}/requests`, {
      body: { kind: 'correction', field: 'coachName', value: 'Coach Sunita Rao' },
      cookie: family,
      headers: TAMIL_PAGE,
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { request } = await jsonOf<{ request: { _id: string } }>(sent);
    const answered = await api.call('PATCH', `/api/requests/${request._id}`, {
      body: { status: 'done', answer: 'Corrected.' },
      cookie: owner,
      headers: ENGLISH_PAGE,
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    const [letter, ...more] = await lettersTo(email);
    expect(more).toEqual([]);
    expect(letter?.subject).toBe('Oviya Tamil பற்றிய உங்கள் கோரிக்கைக்குப் பதில் அளிக்கப்பட்டது');
    expect(letter?.text).toContain('சங்கத்தின் பதில்:\nCorrected.');
    expect(letter?.text).toMatch(/ஸ்கேட்டரின் அட்டையில் உள்ளன: \S+\/ta\/my\b/);
    expect(letter?.text).not.toContain('Dear parent or guardian');
  });
});

describe('a parent who used the site in English', () => {
  const email = 'en.receipt@example.com';

  test('gets the English letters word for word', async () => {
    await approvedSkater(api, owner, { name: 'Kavin English', email });
    await lettersTo(email);
    const signIn = await signInFrom(email, ENGLISH_PAGE);
    expect(signIn.text).toContain('Dear parent or guardian,');
    const receipt = await payAtOffice('Kavin English', 'CASH-EN-1');
    const [letter] = await lettersTo(email);
    expect(letter?.subject).toBe(feeMessages.receiptSubject(receipt.number, site.name));
    const payer = skaterBody().parentName as string;
    expect(plainText(letter!).trim()).toBe(feeMessages.receiptLetter(payer, receipt.number, receipt.amount).trim());
  });
});
