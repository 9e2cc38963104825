/**
 * The family sign-in tried as an attacker would, against the real store and a real SMTP server:
 * a link sent by someone else never signs a browser in, nor replaces the family signed in there,
 * without the person saying yes to the address(es) named; every code that does not sign in
 * answers alike and costs the same store work, whether the address is on file or not; and letters
 * are limited per address and client, so a stranger's requests leave the parent's own, with a
 * message when none went.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CODE_ATTEMPTS, familyMessages, LETTERS_PER_ADDRESS_CLIENT_HOURLY, LETTERS_PER_ADDRESS_HOURLY } from '#domain/family/family.ts';
import { familyLinkMessages, LETTERS_PER_NUMBER_CLIENT_HOURLY, LETTERS_PER_NUMBER_HOURLY } from '#domain/family/family-links.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { freshIp } from './support/registry.ts';
import { approvedSkater, type ApprovedSkater } from './support/championship.ts';
import { askedCookie, askToSignIn, familySignIn, letterTo, verify } from './support/family.ts';

let api: Api;
let smtp: TestSmtp;
let attackers: ApprovedSkater;
const PARENT = 'parent.a@example.com';
const ATTACKER = 'stranger.b@example.com';

const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-06-01T10:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  const admin = await api.login();
  await approvedSkater(api, admin, { name: 'Anu Parent', email: PARENT });
  // The attacker registered a child of their own: their address is on file like any family's.
  attackers = await approvedSkater(api, admin, { name: 'Bina Stranger', email: ATTACKER });
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

const sessionOf = async (cookie: string) =>
  jsonOf<{ signedIn: boolean; email?: string }>(await api.call('GET', '/api/family/session', { cookie }));
const familyCookie = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** A letter for `email` asked for from the attacker's own browser: its link, and the note that browser keeps. */
const attackersLetter = async (email: string) => {
  const asked = askedCookie(await askToSignIn(api, email, '203.0.113.66'));
  await api.server.settle();
  return { token: letterTo(smtp, email).token, asked };
};

describe('a link opened in a browser that did not ask for it', () => {
  test('over a live session: answers who would be signed in and who is, and the session stays until confirmed', async () => {
    at('2026-06-01T11:00:00Z');
    const parent = await familySignIn(api, smtp, PARENT);
    const { token } = await attackersLetter(ATTACKER);

    // The parent's browser opens the attacker's link: nothing changes, the page is to ask.
    const opened = await verify(api, { token }, freshIp(), parent);
    expect(opened.status).toBe(200);
    expect(await jsonOf(opened)).toEqual({ confirm: { email: ATTACKER, current: PARENT } });
    expect(opened.headers.get('set-cookie')).toBeNull();
    expect(await sessionOf(parent)).toMatchObject({ signedIn: true, email: PARENT });

    // Asked again (a reload): still a question, and the link still unused.
    expect(await jsonOf(await verify(api, { token }, freshIp(), parent))).toEqual({ confirm: { email: ATTACKER, current: PARENT } });

    // Only the press signs in, once; the session it replaces ends.
    const pressed = await verify(api, { token, confirm: true }, freshIp(), parent);
    expect(pressed.status, await pressed.clone().text()).toBe(200);
    expect(await jsonOf(pressed)).toMatchObject({ email: ATTACKER });
    expect(await sessionOf(familyCookie(pressed))).toMatchObject({ signedIn: true, email: ATTACKER });
    expect(await sessionOf(parent)).toEqual({ signedIn: false });
    expect((await verify(api, { token, confirm: true }, freshIp(), parent)).status).toBe(410);
  });

  test('without a session, or with another browser’s note: names the address and signs nobody in', async () => {
    at('2026-06-01T12:00:00Z');
    const { token } = await attackersLetter(ATTACKER);
    const otherBrowser = askedCookie(await askToSignIn(api, 'someone.else@example.com'));
    for (const cookie of [undefined, otherBrowser]) {
      const res = await verify(api, { token }, freshIp(), cookie);
      expect(await jsonOf(res)).toEqual({ confirm: { email: ATTACKER } });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  test('the browser that asked is signed in at once, though the link was opened elsewhere first', async () => {
    at('2026-06-01T13:00:00Z');
    const { token, asked } = await attackersLetter(ATTACKER);
    expect(await jsonOf(await verify(api, { token }))).toEqual({ confirm: { email: ATTACKER } });
    const res = await verify(api, { token }, freshIp(), asked);
    expect(res.status).toBe(200);
    expect(await sessionOf(familyCookie(res))).toMatchObject({ email: ATTACKER });
  });

  test('in the browser that asked, over another family’s session, it asks all the same', async () => {
    at('2026-06-01T14:00:00Z');
    const parent = await familySignIn(api, smtp, PARENT);
    const asked = askedCookie(await askToSignIn(api, ATTACKER, freshIp(), parent));
    await api.server.settle();
    const { token } = letterTo(smtp, ATTACKER);
    const res = await verify(api, { token }, freshIp(), `${parent}; ${asked}`);
    expect(await jsonOf(res)).toEqual({ confirm: { email: ATTACKER, current: PARENT } });
    expect(await sessionOf(parent)).toMatchObject({ email: PARENT });
  });

  test('the letter asked for with a registration number is bound to the asking browser too', async () => {
    at('2026-06-01T15:00:00Z');
    const res = await api.call('POST', '/api/family/link', { body: { registrationNo: attackers.registrationNo }, ip: '203.0.113.66' });
    expect(res.status).toBe(200);
    const asked = askedCookie(res);
    await api.server.settle();
    const { token } = letterTo(smtp, ATTACKER);
    expect(await jsonOf(await verify(api, { token }))).toEqual({ confirm: { email: ATTACKER } });
    expect((await verify(api, { token }, freshIp(), asked)).status).toBe(200);
  });

  test('a code typed in any browser signs in: the person read it in the letter and typed it', async () => {
    at('2026-06-01T16:00:00Z');
    await askToSignIn(api, PARENT, '203.0.113.67');
    await api.server.settle();
    const res = await verify(api, { email: PARENT, code: letterTo(smtp, PARENT).code });
    expect(res.status).toBe(200);
    expect(await sessionOf(familyCookie(res))).toMatchObject({ email: PARENT });
  });
});

describe('every code that does not sign in answers alike, at the same cost', () => {
  /** Blob requests (method and store) made while `work` runs, in order. */
  const storeWork = async (work: () => Promise<Response>) => {
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith(api.blobs.context.edgeURL)) {
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        // The store's name, never the key (an HMAC that differs per address).
        const store = decodeURIComponent(new URL(url).pathname.split('/')[2] ?? '');
        seen.push(`${method} ${store}`);
      }
      return original(input, init);
    };
    const before = api.blobs.operations();
    try {
      const res = await work();
      return {
        status: res.status,
        body: await res.text(),
        retryAfter: res.headers.get('retry-after'),
        operations: api.blobs.operations() - before,
        seen,
      };
    } finally {
      globalThis.fetch = original;
    }
  };

  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const tryCode = (email: string, code: string) => storeWork(() => verify(api, { email, code }));

  test('a live letter, a used one, an expired one, one tried too often and an unknown address: the same status, body and store work', async () => {
    at('2026-06-02T10:00:00Z');
    const addresses = {
      live: 'live.code@example.com',
      used: 'used.code@example.com',
      expired: 'expired.code@example.com',
      spent: 'spent.code@example.com',
    };
    const admin = await api.login();
    for (const [name, email] of Object.entries(addresses)) await approvedSkater(api, admin, { name: `Code ${name}`, email });
    await api.server.settle();
    const codes: Record<string, string> = {};
    for (const email of Object.values(addresses)) {
      await askToSignIn(api, email);
      await api.server.settle();
      codes[email] = letterTo(smtp, email).code;
    }
    expect((await verify(api, { email: addresses.used, code: codes[addresses.used] ?? '' })).status).toBe(200);
    for (let i = 0; i < CODE_ATTEMPTS; i += 1) await verify(api, { email: addresses.spent, code: wrongFor(codes[addresses.spent] ?? '') });
    // Warm: the first request of an instance reads what later ones remember.
    await tryCode('warm.up@example.com', '123456');

    const live = await tryCode(addresses.live, wrongFor(codes[addresses.live] ?? ''));
    // The right code of a used letter, and of one tried too often, is refused the same way.
    const used = await tryCode(addresses.used, codes[addresses.used] ?? '');
    const spent = await tryCode(addresses.spent, codes[addresses.spent] ?? '');
    const unknown = await tryCode('nobody.at.all@example.com', '123456');
    const unknownAgain = await tryCode('nobody.at.all@example.com', '654321');
    at('2026-06-02T10:20:00Z');
    const expired = await tryCode(addresses.expired, codes[addresses.expired] ?? '');

    for (const answer of [live, used, spent, unknown, unknownAgain, expired]) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: familyMessages.codeInvalid });
      expect(answer.operations).toBe(live.operations);
      expect(answer.seen).toEqual(live.seen);
    }
    // Read once and written once (the client's attempt counter, and the address's key).
    expect(live.seen).toEqual(['GET site:throttle', 'PUT site:throttle', 'GET site:family-sign-in', 'PUT site:family-sign-in']);
    expect(codes[addresses.live]).toMatch(/^\d{6}$/);
  });

  test(`the same budget for every address: ${CODE_ATTEMPTS + 2} wrong codes answer alike for a live letter and for an unknown address`, async () => {
    at('2026-06-03T10:00:00Z');
    const admin = await api.login();
    const email = 'budget.code@example.com';
    await approvedSkater(api, admin, { name: 'Budget Code', email });
    await askToSignIn(api, email);
    await api.server.settle();
    const wrong = wrongFor(letterTo(smtp, email).code);
    const answers = { known: [] as string[], unknown: [] as string[] };
    for (let i = 0; i < CODE_ATTEMPTS + 2; i += 1) {
      const known = await verify(api, { email, code: wrong });
      answers.known.push(`${known.status} ${await known.text()}`);
      const unknown = await verify(api, { email: 'budget.nobody@example.com', code: wrong });
      answers.unknown.push(`${unknown.status} ${await unknown.text()}`);
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(new Set(answers.known).size).toBe(1);
  });

  test(`${CODE_ATTEMPTS} wrong codes at once from as many clients each count: the right one is refused after, and works after one fewer`, async () => {
    at('2026-06-03T12:00:00Z');
    const admin = await api.login();
    const email = 'race.code@example.com';
    await approvedSkater(api, admin, { name: 'Race Code', email });
    const guessAtOnce = async (count: number, target: string, wrong: string) =>
      Promise.all(Array.from({ length: count }, () => verify(api, { email: target, code: wrong }).then((res) => res.status)));

    await askToSignIn(api, email);
    await api.server.settle();
    let { code } = letterTo(smtp, email);
    expect(await guessAtOnce(CODE_ATTEMPTS, email, wrongFor(code))).toEqual(Array(CODE_ATTEMPTS).fill(400));
    expect((await verify(api, { email, code })).status).toBe(400);

    await askToSignIn(api, email);
    await api.server.settle();
    ({ code } = letterTo(smtp, email));
    expect(await guessAtOnce(CODE_ATTEMPTS - 1, email, wrongFor(code))).toEqual(Array(CODE_ATTEMPTS - 1).fill(400));
    expect((await verify(api, { email, code })).status).toBe(200);

    // An address with no letter: simultaneous first guesses all count on one stand-in, and all answer alike.
    expect(await guessAtOnce(10, 'race.nobody@example.com', '123456')).toEqual(Array(10).fill(400));
  });
});

describe('letters are limited per address and client', () => {
  const hourEnds = Date.parse('2026-06-04T11:00:00Z');

  test(`a stranger's requests spend their own ${LETTERS_PER_ADDRESS_CLIENT_HOURLY}, not the parent's; over it, the same words for a known and an unknown address`, async () => {
    at('2026-06-04T10:00:00Z');
    const stranger = '203.0.113.80';
    for (const email of [PARENT, 'not.on.file@example.com']) {
      for (let i = 0; i < LETTERS_PER_ADDRESS_CLIENT_HOURLY; i += 1) expect((await askToSignIn(api, email, stranger)).status).toBe(200);
    }
    await api.server.settle();
    expect(smtp.received).toHaveLength(LETTERS_PER_ADDRESS_CLIENT_HOURLY);
    smtp.received.length = 0;

    const refused = [];
    for (const email of [PARENT, 'not.on.file@example.com']) {
      const res = await askToSignIn(api, email, stranger);
      refused.push({ status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') });
    }
    expect(refused[0]).toEqual(refused[1]);
    expect(refused[0]?.status).toBe(429);
    expect(JSON.parse(refused[0]?.body ?? '{}')).toEqual({ message: familyMessages.letterLimit(hourEnds) });
    expect(refused[0]?.body).toContain('4:30 pm IST');
    expect(refused[0]?.retryAfter).toBe('3600');

    // The parent, from their own connection, still gets their letter.
    const own = await askToSignIn(api, PARENT, '192.0.2.10');
    expect(own.status).toBe(200);
    await api.server.settle();
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[PARENT]]);
  });

  test(`and ${LETTERS_PER_ADDRESS_HOURLY} an hour to one address from everyone together`, async () => {
    at('2026-06-04T10:30:00Z');
    // This hour's letters so far (above) count: 3 from the stranger and 1 of the parent's own.
    let sent = LETTERS_PER_ADDRESS_CLIENT_HOURLY + 1;
    let client = 0;
    while (sent < LETTERS_PER_ADDRESS_HOURLY) {
      client += 1;
      for (let i = 0; i < LETTERS_PER_ADDRESS_CLIENT_HOURLY && sent < LETTERS_PER_ADDRESS_HOURLY; i += 1) {
        expect((await askToSignIn(api, PARENT, `203.0.113.${100 + client}`)).status).toBe(200);
        sent += 1;
      }
    }
    const over = await askToSignIn(api, PARENT, '192.0.2.99');
    expect(over.status).toBe(429);
    expect(await jsonOf(over)).toEqual({ message: familyMessages.letterLimit(hourEnds) });
    at('2026-06-04T11:00:01Z');
    expect((await askToSignIn(api, PARENT, '192.0.2.99')).status).toBe(200);
  });

  test(`with a registration number: ${LETTERS_PER_NUMBER_CLIENT_HOURLY} per client, ${LETTERS_PER_NUMBER_HOURLY} from everyone, the same words for any number`, async () => {
    at('2026-06-05T10:00:00Z');
    await api.server.settle();
    smtp.received.length = 0;
    const link = (registrationNo: string, ip: string) => api.call('POST', '/api/family/link', { body: { registrationNo }, ip });
    const stranger = '203.0.113.90';
    for (const registrationNo of [attackers.registrationNo, 'ADRSA-2026-9990']) {
      for (let i = 0; i < LETTERS_PER_NUMBER_CLIENT_HOURLY; i += 1) expect((await link(registrationNo, stranger)).status).toBe(200);
    }
    const refused = [];
    for (const registrationNo of [attackers.registrationNo, 'ADRSA-2026-9990']) {
      const res = await link(registrationNo, stranger);
      refused.push({ status: res.status, body: await res.text() });
    }
    expect(refused[0]).toEqual(refused[1]);
    expect(refused[0]?.status).toBe(429);
    expect(JSON.parse(refused[0]?.body ?? '{}')).toEqual({ message: familyLinkMessages.limit(Date.parse('2026-06-05T11:00:00Z')) });
    await api.server.settle();
    expect(smtp.received).toHaveLength(LETTERS_PER_NUMBER_CLIENT_HOURLY);
    // The parent asking with the number still gets a letter; the number's ceiling holds for everyone.
    const statuses = [];
    for (let client = 0; client < LETTERS_PER_NUMBER_HOURLY; client += 1)
      statuses.push((await link(attackers.registrationNo, `192.0.2.${50 + client}`)).status);
    expect(statuses).toEqual([
      ...Array(LETTERS_PER_NUMBER_HOURLY - LETTERS_PER_NUMBER_CLIENT_HOURLY).fill(200),
      ...Array(LETTERS_PER_NUMBER_CLIENT_HOURLY).fill(429),
    ]);
    await api.server.settle();
    expect(smtp.received).toHaveLength(LETTERS_PER_NUMBER_HOURLY);
    // The number's ceiling stays below the address's: the parent can still sign in by address.
    expect(LETTERS_PER_NUMBER_HOURLY).toBeLessThan(LETTERS_PER_ADDRESS_HOURLY);
    expect((await askToSignIn(api, ATTACKER, '192.0.2.70')).status).toBe(200);
  });
});
