/**
 * The login throttle and the public-form rate limits, through the real handlers and store:
 * slow-down and locks, limits that hold under simultaneous requests, counting before parsing,
 * IPv6 networks, the site-wide form ceilings, keyed client hashes, and expiry of old counters.
 */
import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientKeySecret, loadStoredSecret } from '../../netlify/functions/_shared/security/client-key.ts';
import { FORM_LIMITS } from '../../netlify/functions/_shared/security/public-form-limits.ts';
import {
  FORM_BUSY_MESSAGE,
  FORM_LIMIT_MESSAGE,
  LOGIN_LOCKED_MESSAGE,
  LOGIN_POLICY,
  reserveLoginAttempt,
  SITE_WINDOW_MS,
} from '../../netlify/functions/_shared/security/throttle.ts';
import sweepThrottle from '../../netlify/functions/sweep-throttle.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import { contactBody, eventBody, expectRejected, registrationBody, skaterBody } from './support/fixtures.ts';
import { ADMIN, jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let event: Event;
/** The device cookie of a browser where the admin has signed in (`device=…`). */
let adminDevice: string;

const login = (admin: string, password: string, ip: string, cookie?: string) =>
  api.call('POST', '/api/login', { body: { admin, password }, ip, ...(cookie ? { cookie } : {}) });

const cookieOf = (res: Response, name: string): string => {
  const cookie = res.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie (${res.status})`);
  return cookie.split(';')[0]!;
};

/** Signs the admin in from their own browser (a locked name does not stop it); answers the session cookie. */
const adminSession = async (ip: string) => cookieOf(await login(ADMIN.name, ADMIN.password, ip, adminDevice), 'session');

beforeAll(async () => {
  api = await startApi();
  const first = await login(ADMIN.name, ADMIN.password, '198.51.100.1');
  adminDevice = cookieOf(first, 'device');
  event = await jsonOf<Event>(
    await api.call('POST', '/api/events', { body: eventBody({ image: '' }), cookie: cookieOf(first, 'session') }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await api.stop();
});

const throttleKeys = async () => (await getStore('throttle').list()).blobs.map((blob) => blob.key).sort();

/** Moves the clock `hours` into the future, past every window open now (timers stay real). */
const inHours = (hours: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + hours * SITE_WINDOW_MS });

describe('login throttle', () => {
  it('holds later failures back longer and longer', async () => {
    // The policy itself, not wall-clock timings (this machine is shared and noisy).
    const delays: number[] = [];
    for (let attempt = 1; attempt <= LOGIN_POLICY.clientFailures; attempt += 1)
      delays.push((await reserveLoginAttempt('nobody', '192.0.2.49')).failureDelayMs);
    expect(delays).toEqual([0, 0, LOGIN_POLICY.slowStepMs, 2 * LOGIN_POLICY.slowStepMs, 3 * LOGIN_POLICY.slowStepMs]);
  });

  it('refuses the client for a while with 429 after repeated failures', async () => {
    const ip = '192.0.2.50';
    let lastFailureMs = 0;
    for (let attempt = 1; attempt <= LOGIN_POLICY.clientFailures; attempt += 1) {
      const started = performance.now();
      const res = await login(ADMIN.name, `guess-${attempt}`, ip);
      lastFailureMs = performance.now() - started;
      expect(res.status).toBe(401);
    }
    // The answer really is held back (a lower bound: a busy machine only makes it slower).
    expect(lastFailureMs).toBeGreaterThanOrEqual(3 * LOGIN_POLICY.slowStepMs);
    const locked = await login(ADMIN.name, ADMIN.password, ip);
    expect(locked.status).toBe(429);
    expect(await jsonOf(locked)).toEqual({ message: LOGIN_LOCKED_MESSAGE });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected by this client's lock.
    expect((await login(ADMIN.name, ADMIN.password, '192.0.2.51')).status).toBe(200);
  });

  it('lifts the lock once the lock period has passed', async () => {
    const ip = '192.0.2.60';
    for (let attempt = 0; attempt < LOGIN_POLICY.clientFailures; attempt += 1) await login('someone', 'x', ip);
    expect((await login(ADMIN.name, ADMIN.password, ip)).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LOGIN_POLICY.lockMs + 1_000 });
    expect((await login(ADMIN.name, ADMIN.password, ip)).status).toBe(200);
  });

  it('forgets failures older than the window: a counter past its window counts nothing', async () => {
    const ip = '192.0.2.61';
    for (let attempt = 0; attempt < LOGIN_POLICY.clientFailures - 1; attempt += 1)
      expect((await login('forgetful', 'x', ip)).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LOGIN_POLICY.windowMs + 1_000 });
    // Four more failures in the new window: still under the limit, so not locked.
    for (let attempt = 0; attempt < LOGIN_POLICY.clientFailures - 1; attempt += 1)
      expect((await login('forgetful', 'x', ip)).status).toBe(401);
    expect((await login(ADMIN.name, ADMIN.password, ip)).status).toBe(200);
  });

  it('lets only five of 50 simultaneous wrong passwords from one client reach the password check', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => login('racer', `guess-${index}`, '192.0.2.80')));
    const checked = answers.filter((res) => res.status !== 429);
    console.log(`login race: ${checked.length} of 50 simultaneous wrong passwords reached the password check`);
    expect(checked.length).toBe(LOGIN_POLICY.clientFailures);
    expect(checked.every((res) => res.status === 401)).toBe(true);
  });

  it('does not let a stranger on a shared network lock out an admin whose browser has signed in before', async () => {
    const device = cookieOf(await login(ADMIN.name, ADMIN.password, '192.0.2.90'), 'device');
    const shared = '203.0.113.40';
    for (let attempt = 0; attempt < LOGIN_POLICY.clientFailures; attempt += 1) expect((await login('guest', 'x', shared)).status).toBe(401);
    // The address is locked for the stranger, even with the right password of a real account …
    expect((await login(ADMIN.name, ADMIN.password, shared)).status).toBe(429);
    // … but the admin's own browser signs in from there.
    expect((await login(ADMIN.name, ADMIN.password, shared, device)).status).toBe(200);
  });

  it('gives a device cookie only its own few attempts (a stolen cookie is no master key)', async () => {
    const device = cookieOf(await login(ADMIN.name, ADMIN.password, '192.0.2.91'), 'device');
    for (let attempt = 0; attempt < LOGIN_POLICY.clientFailures; attempt += 1)
      expect((await login(ADMIN.name, `guess-${attempt}`, `198.51.100.${100 + attempt}`, device)).status).toBe(401);
    expect((await login(ADMIN.name, ADMIN.password, '198.51.100.120', device)).status).toBe(429);
  });

  it('locks a name attacked from many clients, temporarily', async () => {
    for (let attempt = 0; attempt < LOGIN_POLICY.nameFailures; attempt += 1) await login('coach', 'x', `198.18.0.${attempt + 1}`);
    expect((await login('coach', 'x', '198.18.1.1')).status).toBe(429);
  });

  it('counts a whole IPv6 /64 as one client, however its addresses are written', async () => {
    const sameNetwork = [
      '2001:db8:7:1::1',
      '2001:DB8:7:1:ffff::2',
      '2001:0db8:0007:0001:0000:0000:0000:0003',
      '[2001:db8:7:1::4]',
      '2001:db8:7:1:a:b:c:d',
    ];
    for (const ip of sameNetwork) expect((await login('v6', 'x', ip)).status).toBe(401);
    expect((await login(ADMIN.name, ADMIN.password, '2001:db8:7:1:1234::99')).status).toBe(429);
    // The next /64 is someone else.
    expect((await login(ADMIN.name, ADMIN.password, '2001:db8:7:2::1')).status).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let attempt = 0; attempt < LOGIN_POLICY.clientFailures; attempt += 1) await login('mapped', 'x', '::ffff:192.0.2.95');
    expect((await login(ADMIN.name, ADMIN.password, '192.0.2.95')).status).toBe(429);
  });

  // Last of this group: it leaves the admin's name locked for everyone but the admin's own browsers.
  it('does not let a locked name keep the real admin out of a browser they signed in from before', async () => {
    const first = await login(ADMIN.name, ADMIN.password, '192.0.2.70');
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith('device='));
    expect(device).toMatch(/^device=[A-Za-z0-9_-]{43}; Path=\/api\/login; HttpOnly; SameSite=Strict/);
    // An attacker fails against the admin's name from many addresses: the name locks …
    for (let attempt = 0; attempt < LOGIN_POLICY.nameFailures; attempt += 1) await login(ADMIN.name, 'x', `198.19.0.${attempt + 1}`);
    expect((await login(ADMIN.name, ADMIN.password, '192.0.2.71')).status).toBe(429);
    // A made-up device cookie does not help.
    expect((await login(ADMIN.name, ADMIN.password, '192.0.2.73', `device=${'B'.repeat(43)}`)).status).toBe(429);
    // … but not for the admin's own browser.
    expect((await login(ADMIN.name, ADMIN.password, '192.0.2.72', device!.split(';')[0]!)).status).toBe(200);
  });
});

describe('public-form limits', () => {
  const forms = [
    { form: 'contact', path: '/api/contact', body: (index: number) => contactBody({ subject: `Race ${index}` }) },
    {
      form: 'registration',
      path: '/api/registrations',
      body: (index: number) => registrationBody(event._id, { email: `race${index}@example.com` }),
    },
    { form: 'skater', path: '/api/skaterprofiles', body: (index: number) => skaterBody({ name: `Racer ${index}` }) },
  ] as const;

  it.each(forms)(
    'accepts no more than the limit of 50 simultaneous valid $form submissions from one client',
    async ({ form, path, body }) => {
      const ip = `192.0.2.${forms.findIndex((entry) => entry.form === form) + 110}`;
      const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => api.call('POST', path, { body: body(index), ip })));
      const accepted = answers.filter((res) => res.status === 201).length;
      console.log(`form race: ${accepted} of 50 simultaneous ${form} submissions accepted (limit ${FORM_LIMITS[form].limit})`);
      expect(accepted).toBe(FORM_LIMITS[form].limit);
      expect(answers.every((res) => res.status === 201 || res.status === 429)).toBe(true);
      await api.server.settle();
    },
    60_000,
  );

  it('counts every attempt before reading the body, so a flood of junk is refused with 429', async () => {
    const ip = '192.0.2.120';
    const { attempts, limit } = FORM_LIMITS.contact;
    // A visitor correcting mistakes: invalid submissions do not use up the allowance …
    for (let index = 0; index < attempts - limit; index += 1)
      expect((await api.call('POST', '/api/contact', { body: contactBody({ email: 'not an address' }), ip })).status).toBe(400);
    for (let index = 0; index < limit; index += 1)
      expect((await api.call('POST', '/api/contact', { body: contactBody({ subject: `Fixed ${index}` }), ip })).status).toBe(201);
    // … but every attempt counts against the larger budget: past it, even a body that is not JSON
    // at all is answered 429 (not 400 or 415), so it was refused before being read.
    await expectRejected(
      api,
      { method: 'POST', path: '/api/contact', rawBody: '{"email": broken', headers: { 'content-type': 'application/json' }, ip },
      429,
      FORM_LIMIT_MESSAGE,
    );
    await expectRejected(api, { method: 'POST', path: '/api/contact', rawBody: 'x=1', headers: { 'content-type': 'text/plain' }, ip }, 429);
    await api.server.settle();
  });

  it('floods of invalid requests alone meet the budget', async () => {
    const ip = '192.0.2.121';
    for (let index = 0; index < FORM_LIMITS.registration.attempts; index += 1)
      expect((await api.call('POST', '/api/registrations', { body: { name: '' }, ip })).status).toBe(400);
    const refused = await api.call('POST', '/api/registrations', { body: { name: '' }, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts a whole IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    for (let index = 0; index < FORM_LIMITS.contact.limit; index += 1) {
      const ip = `2001:db8:42:7:${index.toString(16)}::${index + 1}`;
      expect((await api.call('POST', '/api/contact', { body: contactBody({ subject: `v6 ${index}` }), ip })).status).toBe(201);
    }
    await expectRejected(
      api,
      { method: 'POST', path: '/api/contact', body: contactBody(), ip: '2001:0db8:0042:0007:ffff:ffff:ffff:ffff' },
      429,
      FORM_LIMIT_MESSAGE,
    );
    expect((await api.call('POST', '/api/contact', { body: contactBody(), ip: '2001:db8:42:8::1' })).status).toBe(201);

    for (let index = 0; index < FORM_LIMITS.contact.limit; index += 1)
      expect(
        (await api.call('POST', '/api/contact', { body: contactBody({ subject: `mapped ${index}` }), ip: '::ffff:192.0.2.122' })).status,
      ).toBe(201);
    await expectRejected(api, { method: 'POST', path: '/api/contact', body: contactBody(), ip: '192.0.2.122' }, 429, FORM_LIMIT_MESSAGE);
    await api.server.settle();
  });

  it('holds each form to its site-wide hourly ceiling, also against many simultaneous clients', async () => {
    process.env['CONTACT_FORMS_HOURLY'] = '7';
    try {
      inHours(3);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          api.call('POST', '/api/contact', { body: contactBody({ subject: `Crowd ${index}` }), ip: `198.18.${index}.1` }),
        ),
      );
      const accepted = answers.filter((res) => res.status === 201).length;
      console.log(`site ceiling race: ${accepted} of 50 simultaneous contact messages from 50 clients accepted (ceiling 7)`);
      expect(accepted).toBe(7);
      const refused = answers.find((res) => res.status === 429);
      expect(await jsonOf(refused!)).toEqual({ message: FORM_BUSY_MESSAGE });
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      // The ceiling is per form: registrations still go through.
      expect(
        (
          await api.call('POST', '/api/registrations', {
            body: registrationBody(event._id, { email: 'ceiling@example.com' }),
            ip: '198.18.99.1',
          })
        ).status,
      ).toBe(201);
      // A signed-in admin is not limited by it.
      const cookie = await adminSession('198.18.99.4');
      expect((await api.call('POST', '/api/contact', { body: contactBody(), ip: '198.18.99.2', cookie })).status).toBe(201);
      // The next hour is a new window.
      inHours(4);
      expect((await api.call('POST', '/api/contact', { body: contactBody(), ip: '198.18.99.3' })).status).toBe(201);
    } finally {
      delete process.env['CONTACT_FORMS_HOURLY'];
      await api.server.settle();
    }
  }, 60_000);
});

describe('client keys', () => {
  it('are keyed with the secret: the address is not a plain hash away, and another secret gives other keys', async () => {
    const ip = '192.0.2.150';
    const plainHash = createHash('sha256').update(ip).digest('hex').slice(0, 40);
    const before = new Set(await throttleKeys());
    expect((await login('keyed', 'x', ip)).status).toBe(401);
    const first = (await throttleKeys()).filter((key) => !before.has(key) && key.startsWith('login-client-'));
    expect(first).toHaveLength(1);
    expect(first[0]).not.toContain(plainHash);

    const secret = process.env['CLIENT_KEY_SECRET'];
    process.env['CLIENT_KEY_SECRET'] = 'another secret of at least thirty-two characters';
    try {
      expect((await login('keyed', 'x', ip)).status).toBe(401);
      const second = (await throttleKeys()).filter((key) => !before.has(key) && key.startsWith('login-client-'));
      expect(second).toHaveLength(2);
    } finally {
      process.env['CLIENT_KEY_SECRET'] = secret;
    }
  });

  it('without CLIENT_KEY_SECRET, use one random secret created in the store, even by simultaneous first requests', async () => {
    const secret = process.env['CLIENT_KEY_SECRET'];
    delete process.env['CLIENT_KEY_SECRET'];
    try {
      const raced = await Promise.all(Array.from({ length: 20 }, () => loadStoredSecret()));
      expect(new Set(raced).size).toBe(1);
      expect(raced[0]!.length).toBeGreaterThanOrEqual(32);
      const stored = (await getStore('throttle').get('client-key-secret', { type: 'json', consistency: 'strong' })) as { secret: string };
      expect(stored.secret).toBe(raced[0]);
      expect(await clientKeySecret()).toBe(raced[0]);
      // And the throttle works with it.
      for (let attempt = 0; attempt < LOGIN_POLICY.clientFailures; attempt += 1)
        expect((await login('fresh', 'x', '192.0.2.151')).status).toBe(401);
      expect((await login(ADMIN.name, ADMIN.password, '192.0.2.151')).status).toBe(429);
    } finally {
      process.env['CLIENT_KEY_SECRET'] = secret;
    }
  });

  it('refuses a CLIENT_KEY_SECRET too short to be secret', async () => {
    const secret = process.env['CLIENT_KEY_SECRET'];
    process.env['CLIENT_KEY_SECRET'] = 'short';
    try {
      await expect(clientKeySecret()).rejects.toThrow(/at least 32 characters/);
    } finally {
      process.env['CLIENT_KEY_SECRET'] = secret;
    }
  });
});

describe('expiry', () => {
  it('deletes expired counters hourly and keeps live ones and the secret', async () => {
    await loadStoredSecret();
    expect((await login('sweep', 'x', '192.0.2.160')).status).toBe(401);
    expect((await api.call('POST', '/api/contact', { body: contactBody(), ip: '192.0.2.161' })).status).toBe(201);
    await api.server.settle();
    const live = await throttleKeys();
    expect(live.length).toBeGreaterThan(4);

    // Now: everything is still live.
    expect((await sweepThrottle()).status).toBe(204);
    expect(await throttleKeys()).toEqual(live);

    // Thirty hours on (past every window the tests above opened, the daily letter counters too,
    // which end at the association's midnight whatever hour the test runs at): every counter has
    // expired but the ones made then.
    inHours(30);
    expect((await login('later', 'x', '192.0.2.162')).status).toBe(401);
    const fresh = (await throttleKeys()).filter((key) => !live.includes(key));
    expect(fresh).toHaveLength(2);
    expect((await sweepThrottle()).status).toBe(204);
    expect(await throttleKeys()).toEqual(['client-key-secret', ...fresh].sort());
  });

  it('is not reachable over HTTP', async () => {
    expect(api.server.routes.some((route) => route.name === 'sweep-throttle')).toBe(true);
    for (const method of ['GET', 'POST']) {
      const res = await api.call(method, '/.netlify/functions/sweep-throttle', method === 'POST' ? { body: {} } : {});
      expect(res.status).toBe(404);
    }
  });
});
