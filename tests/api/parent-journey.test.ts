/**
 * The letters and answers of a parent's season, against the real store and a real SMTP server:
 * every letter to a parent ends with the way to the family page; a letter that makes a fee owed
 * says how much, what for, by when and where it is paid (the registration once the address is
 * confirmed, a renewal, a change of races from the family page); the approval letter no longer
 * asks for the date of birth; the entry's quote on the family page is the charge made; the form's
 * success screen sends the confirmation link again, or to a corrected address, with the key only
 * it was given, a few times at most.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { entryQuote, rupees } from '#domain/fees/fees.ts';
import { FAMILY_PAGE_URL, parentLetterEnd } from '#domain/family/letter-end.ts';
import { formatDate } from '#domain/common/dates.ts';
import { registryMessages, SEND_AGAIN_MAX } from '#domain/registry/skater-registry.ts';
import type { FamilyFeesView } from '#domain/fees/fees.ts';
import { skaters } from '#shared/collections/registry.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { skaterBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { approve, confirmationToken, confirmByLink, freshIp, submitSkater } from './support/registry.ts';
import { approvedSkater, createEvent, race, saveChampionship } from './support/championship.ts';
import { familyGet, familySignIn } from './support/family.ts';

let api: Api;
let owner: string;
let smtp: TestSmtp;
const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-07-01T10:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  owner = await api.login();
  const fees = await api.call('PUT', '/api/fees/season-2026', { body: { newFee: 300, renewalFee: 200 }, cookie: owner });
  expect(fees.status, await fees.clone().text()).toBe(200);
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const lettersTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));
/** The letter's last paragraphs are the family page's address and the signature (mail may end with a newline). */
const endsWithFamilyPage = (text: string) => expect(text.trimEnd().endsWith(parentLetterEnd), text).toBe(true);

describe('letters that make a fee owed', () => {
  test('the registration, once confirmed: the fee, what for, by when (30 days), where to pay; the confirmation letter ends with the family page', async () => {
    const email = 'fee.parent@example.com';
    const { _id } = await submitSkater(api, { name: 'Asha Fee', email }, undefined, { confirm: false });
    await api.server.settle();
    const [link] = lettersTo(email);
    endsWithFamilyPage(link?.text ?? '');
    smtp.received.length = 0;
    expect((await confirmByLink(api, await confirmationToken(api, _id))).status).toBe(200);
    await api.server.settle();
    const received = lettersTo(email).find((mail) => mail.headers['subject'] === 'Registration received');
    expect(received?.text).toContain(`To pay: ${rupees(300)} (Registration fee, 2026 season), by ${formatDate('2026-07-31')}.`);
    expect(received?.text).toContain(`on your family page: ${FAMILY_PAGE_URL}`);
    endsWithFamilyPage(received?.text ?? '');

    // The family page says the same: by when.
    const cookie = await familySignIn(api, smtp, email);
    const fees = await familyGet<FamilyFeesView>(api, cookie, '/api/family/fees');
    expect(fees.charges.map((charge) => [charge.amount, charge.dueBy])).toEqual([[300, '2026-07-31']]);

    // Approval: no word of a date of birth; renewing and entering are on the family page.
    smtp.received.length = 0;
    await approve(api, owner, _id);
    await api.server.settle();
    const approved = lettersTo(email).find((mail) => /approved/.test(mail.headers['subject'] ?? ''));
    expect(approved?.text).not.toMatch(/date of birth/i);
    expect(approved?.text).toContain('family page');
    endsWithFamilyPage(approved?.text ?? '');
  });

  test('with no fee set, the letter asks for nothing', async () => {
    at('2027-02-01T10:00:00Z');
    owner = await api.login();
    const email = 'nofee.parent@example.com';
    await submitSkater(api, { name: 'Bina Free', email });
    const received = lettersTo(email).find((mail) => mail.headers['subject'] === 'Registration received');
    expect(received?.text).not.toContain('To pay');
    endsWithFamilyPage(received?.text ?? '');
    at('2026-07-01T10:00:00Z');
    owner = await api.login();
  });
});

describe('entering races from the family page', () => {
  const EMAIL = 'races.parent@example.com';
  let child: { _id: string };
  let eventId = '';
  let races: { _id: string; name: string }[] = [];
  let cookie = '';

  beforeAll(async () => {
    owner = await api.login();
    child = await approvedSkater(api, owner, {
      name: 'Kavya Races',
      email: EMAIL,
      dob: '2014-05-05',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    eventId = await createEvent(api, owner, { date: '2026-08-20' });
    ({ races } = await saveChampionship(api, owner, eventId, {
      entriesClose: '2026-08-10T00:00:00Z',
      maxRacesPerSkater: 3,
      selectPerRace: 2,
      races: [race({ name: '500 m SJ girls' }), race({ name: '1000 m SJ girls' }), race({ name: 'Relay SJ', gender: 'Open' })],
    }));
    const fees = await api.call('PUT', `/api/fees/event-${eventId}`, {
      body: { perSkater: 200, perRace: 150, lateFee: 100, lateAfter: '2026-07-05' },
      cookie: owner,
    });
    expect(fees.status, await fees.clone().text()).toBe(200);
    cookie = await familySignIn(api, smtp, EMAIL);
    smtp.received.length = 0;
  });

  const change = (body: Record<string, unknown>) => api.call('POST', `/api/family/children/${child._id}/entries`, { cookie, body });
  const entryCharges = async () =>
    (await familyGet<FamilyFeesView>(api, cookie, '/api/family/fees')).charges.filter((charge) => charge.kind === 'entry');

  test("the letter states the charge, and the review's quote is the charge made", async () => {
    const [sprint, long] = races;
    const settings = { eventId, perSkater: 200, perRace: 150, lateFee: 100, lateAfter: '2026-07-05' };
    const quote = entryQuote(settings, undefined, { races: [sprint?.name ?? '', long?.name ?? ''], added: [] }, new Date());
    expect(quote.total).toBe(200 + 2 * 150);
    const res = await change({ eventId, add: [sprint?._id, long?._id] });
    expect(res.status, await res.clone().text()).toBe(200);
    await api.server.settle();
    const [charge] = await entryCharges();
    expect(charge).toMatchObject({ amount: quote.total, eventId });
    expect(Date.parse(charge?.dueBy ?? '')).toBe(Date.parse('2026-08-10T00:00:00Z'));
    const [letter] = lettersTo(EMAIL);
    expect(letter?.text).toContain(`To pay: ${rupees(500)} (${charge?.description}), by ${formatDate('2026-08-10T00:00:00Z')}.`);
    endsWithFamilyPage(letter?.text ?? '');
  });

  test('late: the quote names the late fee and its day; a change while due costs the whole entry again', async () => {
    at('2026-07-06T10:00:00Z');
    cookie = await familySignIn(api, smtp, EMAIL);
    smtp.received.length = 0;
    const [sprint, long, relay] = races;
    const [before] = await entryCharges();
    const settings = { eventId, perSkater: 200, perRace: 150, lateFee: 100, lateAfter: '2026-07-05' };
    const names = [sprint?.name ?? '', long?.name ?? '', relay?.name ?? ''];
    const quote = entryQuote(settings, before, { races: names, added: [relay?.name ?? ''] }, new Date());
    expect(quote.lines.map((line) => line.label)).toEqual([
      'Entry fee per skater',
      ...names,
      `Late fee (entries after ${formatDate('2026-07-05')})`,
    ]);
    expect(quote).toMatchObject({ total: 200 + 3 * 150 + 100, replaces: 500, late: true });
    expect((await change({ eventId, add: [relay?._id] })).status).toBe(200);
    await api.server.settle();
    expect((await entryCharges()).map((charge) => charge.amount)).toEqual([quote.total]);
    expect(lettersTo(EMAIL)[0]?.text).toContain(`To pay: ${rupees(quote.total)}`);
  });
});

describe('the success screen sends the link again', () => {
  const submit = async (email: string) => {
    const res = await api.call('POST', '/api/skaterprofiles', { body: skaterBody({ name: 'Tara Typo', email }), ip: freshIp() });
    expect(res.status).toBe(201);
    return jsonOf<{ _id: string; sentTo: string; againKey: string }>(res);
  };
  const again = (body: Record<string, unknown>) => api.call('POST', '/api/skaterprofiles/confirm/again', { body, ip: freshIp() });

  test('the answer names the address the link went to; again to it, or to a corrected one whose link then confirms', async () => {
    const sent = await submit('tara.parnet@example.com');
    expect(sent.sentTo).toBe('tara.parnet@example.com');
    expect(sent.againKey.startsWith(`${sent._id}.`)).toBe(true);
    await api.server.settle();
    const firstToken = await confirmationToken(api, sent._id);

    const resent = await again({ key: sent.againKey });
    expect(resent.status, await resent.clone().text()).toBe(200);
    expect(await jsonOf(resent)).toEqual({
      message: registryMessages.sentAgain('tara.parnet@example.com'),
      sentTo: 'tara.parnet@example.com',
    });
    await api.server.settle();
    expect(lettersTo('tara.parnet@example.com')).toHaveLength(2);

    smtp.received.length = 0;
    const corrected = await again({ key: sent.againKey, email: 'tara.parent@example.com' });
    expect(corrected.status).toBe(200);
    await api.server.settle();
    expect(lettersTo('tara.parent@example.com')).toHaveLength(1);
    expect(lettersTo('tara.parnet@example.com')).toHaveLength(0);
    // The first link stops working; the new one confirms, with the corrected address as the consent's.
    expect((await confirmByLink(api, firstToken)).status).toBe(404);
    const token = decodeURIComponent(
      /\/confirm-registration\?token=(\S+)/.exec(lettersTo('tara.parent@example.com')[0]?.text ?? '')?.[1] ?? '',
    );
    expect((await confirmByLink(api, token)).status).toBe(200);
    const stored = await skaters().get(sent._id);
    expect(stored).toMatchObject({ status: 'pending', email: 'tara.parent@example.com', consent: { email: 'tara.parent@example.com' } });
    // Once confirmed, the key does nothing more.
    expect((await again({ key: sent.againKey })).status).toBe(404);
  });

  test('without the key, with a wrong one or a bad address nothing is sent or changed; at most SEND_AGAIN_MAX times', async () => {
    const sent = await submit('uma.parent@example.com');
    await api.server.settle();
    smtp.received.length = 0;
    const before = await skaters().get(sent._id);
    for (const body of [{}, { key: `${sent._id}.wrong` }, { key: 'x' }, { key: sent.againKey, email: 'not an address' }]) {
      expect([400, 404]).toContain((await again(body)).status);
    }
    await api.server.settle();
    expect(smtp.received).toHaveLength(0);
    expect(await skaters().get(sent._id)).toEqual(before);
    for (let time = 0; time < SEND_AGAIN_MAX; time += 1) expect((await again({ key: sent.againKey })).status).toBe(200);
    const over = await again({ key: sent.againKey });
    expect(over.status).toBe(429);
    expect((await jsonOf<{ message: string }>(over)).message).toBe(registryMessages.sendAgainLimit);
  });
});
