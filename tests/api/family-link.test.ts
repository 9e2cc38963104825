/**
 * A renewal or a championship entry asked for without a family session, against the real store
 * and a real SMTP server: the visitor gives only the registration number, one answer whatever the
 * number, the letter goes to the address on the registration only (never to one typed), its link
 * signs the parent in and names the child's renewal or the championship's entry on the family
 * page (at once in the browser that asked; elsewhere only once confirmed); limits per number and
 * per client; the old birth-date routes no longer act.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { familyLinkMessages, familyNext, familyTarget, LETTERS_PER_NUMBER_HOURLY } from '#domain/family/family-links.ts';
import { LETTERS_PER_ADDRESS_HOURLY, SIGN_IN_REQUESTS_HOURLY } from '#domain/family/family.ts';
import type { FamilyHome } from '#domain/family/family-views.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { freshIp } from './support/registry.ts';
import { approvedSkater, createEvent, race, saveChampionship, type ApprovedSkater } from './support/championship.ts';
import { askedCookie, askToSignIn, familyGet, letterTo, verify } from './support/family.ts';

let api: Api;
let admin: string;
let smtp: TestSmtp;
let asha: ApprovedSkater;
let eventId = '';
const PARENT = 'asha.parent@example.com';
const STRANGER = 'stranger@example.com';

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const askForLink = (body: Record<string, unknown>, ip = freshIp()) => api.call('POST', '/api/family/link', { body, ip });
const nextOf = (link: string) => new URL(link).searchParams.get('next');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-06-01T10:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  admin = await api.login();
  asha = await approvedSkater(api, admin, {
    name: 'Asha Link',
    email: PARENT,
    dob: '2014-05-05',
    gender: 'Female',
    eventCategory: 'Speed Quad',
  });
  eventId = await createEvent(api, admin, { title: 'District Speed Championship', date: '2026-06-28' });
  await saveChampionship(api, admin, eventId, {
    entriesClose: '2026-06-20T00:00:00Z',
    maxRacesPerSkater: 2,
    selectPerRace: 2,
    races: [race()],
  });
  await api.server.settle();
  smtp.received.length = 0;
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

describe('asking for the link with a registration number', () => {
  test('a number on the register and one that is not get the same answer; only the address on file gets a letter', async () => {
    at('2026-06-01T11:00:00Z');
    const answers = [];
    // A typed address (and a date of birth) are not read: the letter never goes there.
    for (const registrationNo of [asha.registrationNo, 'ADRSA-2026-9999']) {
      const res = await askForLink({ registrationNo, email: STRANGER, dob: asha.dob });
      // The note of the asking browser is random each time; everything else of it is the same.
      answers.push({ status: res.status, body: await res.text(), cookie: res.headers.get('set-cookie')?.replace(/=[\w-]{43};/, '=…;') });
    }
    await api.server.settle();
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(200);
    expect(JSON.parse(answers[0]?.body ?? '{}')).toEqual({ message: familyLinkMessages.sent });
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[PARENT]]);
    expect(smtp.received[0]?.headers['subject']).toBe("Renew Asha Link's registration");
    expect(smtp.received[0]?.text).toContain('renew the registration of Asha Link');
  });

  test('the renewal link signs the parent in and leads to that child’s renewal on the family page', async () => {
    at('2026-06-01T12:00:00Z');
    const asked = await askForLink({ registrationNo: asha.registrationNo.toLowerCase() });
    expect(asked.status).toBe(200);
    await api.server.settle();
    const { link, token, code } = letterTo(smtp, PARENT);
    expect(code).toMatch(/^\d{6}$/);
    expect(new URL(link).pathname).toBe('/my');
    expect(nextOf(link)).toBe(familyNext({ kind: 'renew', childId: asha._id }));
    expect(familyTarget(nextOf(link))).toEqual({ kind: 'renew', childId: asha._id });
    // Opened in another browser, it only names the address it would sign in.
    expect(await jsonOf(await verify(api, { token }))).toEqual({ confirm: { email: PARENT } });
    const res = await verify(api, { token }, freshIp(), askedCookie(asked));
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const home = await familyGet<FamilyHome>(api, cookie, '/api/family/children');
    expect(home.email).toBe(PARENT);
    expect(home.children.map((child) => child._id)).toEqual([asha._id]);
    // Used once, like every sign-in letter.
    expect((await verify(api, { token })).status).toBe(410);
  });

  test('from a championship’s page the link leads to that championship’s entry; an event that is no championship sends nothing', async () => {
    at('2026-06-01T13:00:00Z');
    expect((await askForLink({ registrationNo: asha.registrationNo, eventId })).status).toBe(200);
    await api.server.settle();
    const { link } = letterTo(smtp, PARENT);
    expect(familyTarget(nextOf(link))).toEqual({ kind: 'entry', childId: asha._id, eventId });
    expect(smtp.received[0]?.text).toContain('enter Asha Link in District Speed Championship');
    smtp.received.length = 0;
    admin = await api.login();
    const plainEvent = await createEvent(api, admin, { title: 'A club meet' });
    const res = await askForLink({ registrationNo: asha.registrationNo, eventId: plainEvent });
    expect(res.status).toBe(200);
    expect((await jsonOf<{ message: string }>(res)).message).toBe(familyLinkMessages.sent);
    await api.server.settle();
    expect(smtp.received).toEqual([]);
  });

  test('asked from a Tamil page, the letter is in Tamil and links to the Tamil family page; the language is not remembered for the address', async () => {
    at('2026-06-01T13:30:00Z');
    const res = await api.call('POST', '/api/family/link', {
      body: { registrationNo: asha.registrationNo, eventId },
      ip: freshIp(),
      headers: { 'X-Page-Language': 'ta-IN' },
    });
    expect(res.status).toBe(200);
    await api.server.settle();
    const [letter, ...more] = smtp.received;
    expect(more).toEqual([]);
    expect(letter?.subject).toBe('Asha Link க்கான போட்டிப் பதிவு');
    expect(letter?.text).toContain('Asha Link ஐ District Speed Championship இல் பதிவுசெய்யக் கேட்டார்');
    const link = /https?:\/\/\S+\/ta\/my\?token=\S+/.exec(letter?.text ?? '')?.[0] ?? '';
    expect(familyTarget(nextOf(link)), 'the link to the Tamil family page, naming the entry').toEqual({
      kind: 'entry',
      childId: asha._id,
      eventId,
    });
    expect(letter?.text).not.toContain('Dear parent or guardian');
    // Whoever typed the number need not be the parent: the parent's next letter is in the default language.
    smtp.received.length = 0;
    expect((await askForLink({ registrationNo: asha.registrationNo })).status).toBe(200);
    await api.server.settle();
    expect(smtp.received[0]?.text).toContain('Dear parent or guardian,');
  });

  test('bad input is refused with a clear error and sends nothing', async () => {
    at('2026-06-01T14:00:00Z');
    const cases = [
      {},
      { registrationNo: '' },
      { registrationNo: asha.registrationNo, website: 'bot' },
      { registrationNo: asha.registrationNo, eventId: '../x' },
    ];
    for (const body of cases) {
      const res = await askForLink(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await jsonOf<{ message: string }>(res)).message).toBeTruthy();
    }
    await api.server.settle();
    expect(smtp.received).toEqual([]);
  });
});

describe('limits', () => {
  test(`${LETTERS_PER_NUMBER_HOURLY} letters per number an hour from every client together, then a refusal that says so and no letter`, async () => {
    at('2026-06-02T10:00:00Z');
    admin = await api.login();
    const other = await approvedSkater(api, admin, { name: 'Bala Limit', email: 'bala.parent@example.com' });
    await api.server.settle();
    smtp.received.length = 0;
    const statuses = [];
    for (let i = 0; i < LETTERS_PER_NUMBER_HOURLY + 2; i += 1)
      statuses.push((await askForLink({ registrationNo: other.registrationNo })).status);
    await api.server.settle();
    expect(statuses).toEqual([...Array(LETTERS_PER_NUMBER_HOURLY).fill(200), 429, 429]);
    expect(smtp.received).toHaveLength(LETTERS_PER_NUMBER_HOURLY);
    // The parent can still sign in this hour: the number's letters leave some of the address's own.
    expect(LETTERS_PER_NUMBER_HOURLY).toBeLessThan(LETTERS_PER_ADDRESS_HOURLY);
    expect((await askToSignIn(api, 'bala.parent@example.com')).status).toBe(200);
    await api.server.settle();
    expect(smtp.received).toHaveLength(LETTERS_PER_NUMBER_HOURLY + 1);
    at('2026-06-02T11:00:01Z');
    expect((await askForLink({ registrationNo: other.registrationNo })).status).toBe(200);
    await api.server.settle();
    expect(smtp.received).toHaveLength(LETTERS_PER_NUMBER_HOURLY + 2);
  });

  test(`one client may ask ${SIGN_IN_REQUESTS_HOURLY} times an hour, then 429`, async () => {
    at('2026-06-03T10:00:00Z');
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i <= SIGN_IN_REQUESTS_HOURLY; i += 1)
      statuses.push((await askForLink({ registrationNo: `ADRSA-2026-${8000 + i}` }, ip)).status);
    expect(statuses.slice(0, SIGN_IN_REQUESTS_HOURLY)).toEqual(Array(SIGN_IN_REQUESTS_HOURLY).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the old routes by number and date of birth', () => {
  test('renewal and its check are gone; an entry and its look-up without a registrar’s session are refused', async () => {
    const byBirthDate = { registrationNo: asha.registrationNo, dob: asha.dob };
    for (const path of ['/api/skaterprofiles/renew', '/api/skaterprofiles/renew/check']) {
      // The renewal's old path now reads as a profile id, which only GET and admins serve.
      expect([404, 405], path).toContain(
        (await api.call('POST', path, { body: { ...byBirthDate, eventId, consent: true }, ip: freshIp() })).status,
      );
    }
    const entry = await api.call('POST', '/api/entries', { body: { ...byBirthDate, eventId, raceIds: ['x'] }, ip: freshIp() });
    expect(entry.status).toBe(401);
    expect((await api.call('POST', '/api/entries/eligible', { body: { ...byBirthDate, eventId }, ip: freshIp() })).status).toBe(401);
    // The status look-up by reference or number and date of birth still reads.
    const status = await api.call('POST', '/api/skaterprofiles/status', {
      body: { reference: asha.registrationNo, dob: asha.dob },
      ip: freshIp(),
    });
    expect(status.status).toBe(200);
  });
});
