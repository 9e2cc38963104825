/** Server sessions, expiry, logout, same-origin JSON only (the login throttle: throttle.test.ts). */
import { getStore, type Store } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../src/domain/committee/auth.ts';
import { hashPassword } from '../../netlify/functions/_shared/security/passwords.ts';
import { ADMIN, jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12' });
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const sessionOf = async (cookie?: string) =>
  jsonOf<{ authenticated: boolean; admin?: string }>(await api.call('GET', '/api/session', cookie ? { cookie } : {}));

const adminWrite = (cookie?: string) =>
  api.call('POST', '/api/breaking-news', { body: { content: 'Trials on Sunday' }, ...(cookie ? { cookie } : {}) });

describe('login', () => {
  it('opens a session with a secure, random, HttpOnly cookie', async () => {
    const res = await api.call('POST', '/api/login', { body: { admin: ADMIN.name, password: ADMIN.password }, ip: '192.0.2.10' });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toMatch(/Max-Age=43200/);
    const cookie = setCookie.split(';')[0]!;
    expect(await sessionOf(cookie)).toEqual({ authenticated: true, admin: ADMIN.name, role: 'owner' });
  });

  it('marks the cookie Secure outside localhost', async () => {
    const req = new Request('https://skating.example.org/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://skating.example.org' },
      body: JSON.stringify({ admin: ADMIN.name, password: ADMIN.password }),
    });
    const res = await api.server.handle(req, '192.0.2.11');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('issues a new token on every login', async () => {
    const first = await api.login();
    const second = await api.login();
    expect(first).not.toBe(second);
    expect((await sessionOf(first)).authenticated).toBe(true);
    expect((await sessionOf(second)).authenticated).toBe(true);
  });

  it('answers the original text for a wrong password and sets no cookie', async () => {
    const res = await api.call('POST', '/api/login', { body: { admin: ADMIN.name, password: 'wrong' }, ip: '192.0.2.20' });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await jsonOf(res)).toEqual({ message: authMessages.loginFailed });
  });

  it('refuses an unknown name the same way', async () => {
    const res = await api.call('POST', '/api/login', { body: { admin: 'mallory', password: ADMIN.password }, ip: '192.0.2.21' });
    expect(res.status).toBe(401);
    expect((await jsonOf(res))['message']).toBe(authMessages.loginFailed);
  });

  it('rejects a malformed payload with 400 naming the field', async () => {
    const res = await api.call('POST', '/api/login', { body: { admin: 'admin' }, ip: '192.0.2.22' });
    expect(res.status).toBe(400);
    expect((await jsonOf(res))['message']).toBe('Password is required');
  });
});

describe('admin guard', () => {
  it('answers 401 without a session, and with a forged token', async () => {
    expect((await adminWrite()).status).toBe(401);
    expect((await adminWrite(`session=${'A'.repeat(43)}`)).status).toBe(401);
  });

  it('lets a signed-in admin write', async () => {
    expect((await adminWrite(await api.login())).status).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session on the server, not only in the browser', async () => {
    const cookie = await api.login();
    const res = await api.call('POST', '/api/logout', { cookie, body: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    // The old cookie, replayed, grants nothing any more.
    expect((await sessionOf(cookie)).authenticated).toBe(false);
    expect((await adminWrite(cookie)).status).toBe(401);
  });
});

/** The stored sessions (every entry of the store but the known devices). */
const storedSessions = async () => {
  const store = getStore('sessions');
  const { blobs } = await store.list();
  const sessions = blobs.filter(({ key }) => !key.startsWith('device-'));
  return Promise.all(sessions.map(async ({ key }) => ({ key, text: await store.get(key, { consistency: 'strong' }) })));
};

describe('sessions tied to their account', () => {
  let configured: string;
  beforeAll(() => {
    configured = process.env['ADMIN_USERS'] ?? '';
  });
  const restore = () => {
    process.env['ADMIN_USERS'] = configured;
  };

  it('ends when the password is changed in ADMIN_USERS', async () => {
    const cookie = await api.login();
    try {
      process.env['ADMIN_USERS'] = `${ADMIN.name}:${await hashPassword('a new and different password')}`;
      expect(await sessionOf(cookie)).toEqual({ authenticated: false });
      expect((await adminWrite(cookie)).status).toBe(401);
    } finally {
      restore();
    }
    // Gone for good: back to the old password, the session does not come back.
    expect((await sessionOf(cookie)).authenticated).toBe(false);
  });

  it('ends when the admin is removed from ADMIN_USERS', async () => {
    const cookie = await api.login();
    try {
      process.env['ADMIN_USERS'] = `treasurer:${configured.slice(configured.indexOf(':') + 1)}`;
      expect(await sessionOf(cookie)).toEqual({ authenticated: false });
      expect((await adminWrite(cookie)).status).toBe(401);
    } finally {
      restore();
    }
  });

  it('lives on when other accounts change, and keeps no password hash in the store', async () => {
    const cookie = await api.login();
    try {
      process.env['ADMIN_USERS'] = `${configured},treasurer:${await hashPassword('the treasurer password')}`;
      expect(await sessionOf(cookie)).toEqual({ authenticated: true, admin: ADMIN.name, role: 'owner' });
      expect((await adminWrite(cookie)).status).toBe(200);
    } finally {
      restore();
    }
    const hash = configured.slice(configured.indexOf(':') + 1);
    const key = hash.slice(hash.lastIndexOf('$') + 1);
    const salt = hash.split('$')[4] ?? '';
    const sessions = await storedSessions();
    expect(sessions.length).toBeGreaterThan(0);
    for (const { text } of sessions) {
      expect(text).toContain('"account":');
      expect(text).not.toContain(key);
      expect(text).not.toContain(salt);
    }
  });
});

describe('last-seen updates', () => {
  it('never bring back a session that logout deleted in the meantime', async () => {
    const cookie = await api.login();
    const touchAt = Date.now() + 5 * 60_000;
    // The session request reads the session, then the logout deletes it, then the request
    // writes its last-seen time: the exact interleaving, on the real store.
    const storePrototype = Object.getPrototypeOf(getStore('sessions')) as Store;
    const setJSON = storePrototype.setJSON;
    const spy = vi.spyOn(storePrototype, 'setJSON').mockImplementation(async function (this: Store, ...args) {
      const [, value] = args;
      if (value && typeof value === 'object' && 'lastSeenAt' in value && spy.mock.calls.length === 1) {
        vi.useRealTimers();
        expect((await api.call('POST', '/api/logout', { cookie, body: {} })).status).toBe(200);
        vi.useFakeTimers({ toFake: ['Date'], now: touchAt });
      }
      return setJSON.apply(this, args);
    });
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: touchAt });
      // The request that raced the logout is not let through either.
      expect(await sessionOf(cookie)).toEqual({ authenticated: false });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
    expect((await sessionOf(cookie)).authenticated).toBe(false);
    expect((await adminWrite(cookie)).status).toBe(401);
  });

  it('still keep a used session alive', async () => {
    const cookie = await api.login();
    const start = Date.now();
    // Idle timeout 30 minutes: used every 20 minutes, it lives past an hour.
    for (const minutes of [20, 40, 60, 80]) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + minutes * 60_000 });
      expect((await sessionOf(cookie)).authenticated).toBe(true);
    }
    vi.useRealTimers();
  });
});

describe('expiry', () => {
  it('ends a session after the idle timeout', async () => {
    const cookie = await api.login();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    expect((await sessionOf(cookie)).authenticated).toBe(false);
    vi.useRealTimers();
    // Deleted on sight: even back in the present it is gone.
    expect((await sessionOf(cookie)).authenticated).toBe(false);
  });

  it('keeps an active session alive but ends it at the absolute lifetime', async () => {
    const cookie = await api.login();
    const start = Date.now();
    // Used every 20 minutes for 11 hours: still alive.
    for (let minutes = 20; minutes <= 11 * 60; minutes += 20) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + minutes * 60_000 });
      expect((await sessionOf(cookie)).authenticated).toBe(true);
    }
    vi.useFakeTimers({ toFake: ['Date'], now: start + 12 * 3_600_000 + 60_000 });
    expect((await sessionOf(cookie)).authenticated).toBe(false);
    vi.useRealTimers();
  }, 60_000);
});

describe('cross-site request forgery', () => {
  it('refuses a state change from another origin with 403, and one without Origin', async () => {
    const cookie = await api.login();
    const foreign = await api.call('POST', '/api/breaking-news', { cookie, body: { content: 'x' }, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const missing = await api.call('POST', '/api/breaking-news', { cookie, body: { content: 'x' }, origin: null });
    expect(missing.status).toBe(403);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const cookie = await api.login();
    const res = await api.call('POST', '/api/breaking-news', {
      cookie,
      rawBody: 'content=hello',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('changes nothing on GET', async () => {
    const before = await api.snapshot();
    const res = await api.call('GET', '/api/breaking-news?content=changed');
    expect(res.status).toBe(200);
    expect(await api.snapshot()).toEqual(before);
  });
});
