/** Admin accounts: adding, set-password links, sessions ending when an account changes, the last-owner rule. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountMessages, type Role } from '../../src/domain/committee/account.ts';
import type { AccountView } from '../../src/domain/committee/account.schema.ts';
import { authMessages } from '../../src/domain/committee/auth.ts';
import { ACCOUNT_PASSWORD, accountSignedIn, addAccount, signIn, tokenOf } from './support/accounts.ts';
import { expectRejected } from './support/fixtures.ts';
import { ADMIN, jsonOf, startApi, type Api } from './support/harness.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let api: Api;
let owner: string;
let smtp: TestSmtp;
let configuredAdmins: string;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi();
  configuredAdmins = process.env['ADMIN_USERS'] ?? '';
  owner = await api.login();
});
afterEach(() => {
  vi.useRealTimers();
  process.env['ADMIN_USERS'] = configuredAdmins;
  delete process.env['SMTP_URL'];
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

/** A fresh name and address for each account, so tests do not meet each other's. */
const person = (role: Role) => {
  counter += 1;
  return { name: `Admin ${counter}`, email: `admin${counter}@example.org`, role };
};

const sessionOf = async (cookie: string) =>
  jsonOf<{ authenticated: boolean; role?: string; admin?: string }>(await api.call('GET', '/api/session', { cookie }));
const setPassword = (token: string, password = ACCOUNT_PASSWORD) => api.call('POST', '/api/set-password', { body: { token, password } });
const change = (id: string, body: unknown, cookie = owner) => api.call('PATCH', `/api/accounts/${id}`, { body, cookie });
const login = (admin: string, password = ACCOUNT_PASSWORD) =>
  api.call('POST', '/api/login', { body: { admin, password }, ip: '198.51.100.3' });

describe('adding an account', () => {
  it('answers a one-time link that sets the password; the admin then signs in with their e-mail and role', async () => {
    const body = person('registrar');
    const added = await addAccount(api, owner, body);
    expect(added.link).toMatch(/^http:\/\/localhost:8888\/admin\/set-password\?token=/);
    expect(added.emailed).toBe(false);
    expect(added.account).toMatchObject({ name: body.name, email: body.email, role: 'registrar', status: 'active', passwordSet: false });
    expect(JSON.stringify(added)).not.toMatch(/passwordHash|digest/);
    expect((await login(body.email)).status).toBe(401);

    const res = await setPassword(tokenOf(added.link));
    expect(await jsonOf(res)).toEqual({ message: accountMessages.passwordSet });
    const cookie = await signIn(api, body.email);
    expect(await sessionOf(cookie)).toEqual({ authenticated: true, admin: body.name, role: 'registrar' });
  });

  it('refuses a link used twice, and stores nothing the second time', async () => {
    const { link } = await addAccount(api, owner, person('editor'));
    expect((await setPassword(tokenOf(link))).status).toBe(200);
    await expectRejected(
      api,
      { method: 'POST', path: '/api/set-password', body: { token: tokenOf(link), password: 'another long password' } },
      410,
      accountMessages.linkUsed,
    );
  });

  it('refuses a link after 48 hours', async () => {
    const { link } = await addAccount(api, owner, person('editor'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 48 * 3_600_000 + 1_000 });
    await expectRejected(
      api,
      { method: 'POST', path: '/api/set-password', body: { token: tokenOf(link), password: ACCOUNT_PASSWORD } },
      410,
      accountMessages.linkExpired,
    );
  });

  it('refuses a forged or altered token and a short password', async () => {
    const { link, account } = await addAccount(api, owner, person('editor'));
    await expectRejected(
      api,
      { method: 'POST', path: '/api/set-password', body: { token: `${account._id}.${'x'.repeat(43)}`, password: ACCOUNT_PASSWORD } },
      400,
      accountMessages.linkInvalid,
    );
    await expectRejected(
      api,
      { method: 'POST', path: '/api/set-password', body: { token: 'not a token', password: ACCOUNT_PASSWORD } },
      400,
      accountMessages.linkInvalid,
    );
    await expectRejected(
      api,
      { method: 'POST', path: '/api/set-password', body: { token: tokenOf(link), password: 'short' } },
      400,
      'Password must be at least 12 characters',
    );
  });

  it('makes a new link that replaces the old one', async () => {
    const { link, account } = await addAccount(api, owner, person('editor'));
    const renewed = await jsonOf<{ link: string }>(
      await api.call('POST', `/api/accounts/${account._id}/link`, { body: {}, cookie: owner }),
    );
    expect(renewed.link).not.toBe(link);
    expect((await setPassword(tokenOf(link))).status).toBe(400);
    expect((await setPassword(tokenOf(renewed.link))).status).toBe(200);
  });

  it('refuses a second account with the same e-mail, and bad input', async () => {
    const body = person('editor');
    await addAccount(api, owner, body);
    await expectRejected(
      api,
      { method: 'POST', path: '/api/accounts', body: { ...body, email: body.email.toUpperCase() }, cookie: owner },
      409,
      accountMessages.emailTaken,
    );
    await expectRejected(
      api,
      { method: 'POST', path: '/api/accounts', body: { ...person('editor'), role: 'admin' }, cookie: owner },
      400,
      'Role must be one of owner, registrar, editor, treasurer',
    );
    await expectRejected(
      api,
      { method: 'POST', path: '/api/accounts', body: { ...person('editor'), email: 'nope' }, cookie: owner },
      400,
      'E-mail must be a valid e-mail address',
    );
  });

  it('e-mails the link when mail is configured', async () => {
    process.env['SMTP_URL'] = smtp.url;
    const body = person('registrar');
    const added = await addAccount(api, owner, body);
    expect(added.emailed).toBe(true);
    const letter = smtp.received.find((mail) => mail.envelopeTo.includes(body.email));
    expect(letter?.text).toContain(added.link);
  });

  it('lists the configured owners as read-only, and the accounts without secrets', async () => {
    const list = await jsonOf<{ accounts: AccountView[]; note: string }>(await api.call('GET', '/api/accounts', { cookie: owner }));
    expect(list.accounts[0]).toMatchObject({ name: ADMIN.name, role: 'owner', configured: true });
    expect(list.note).toBe(accountMessages.configuredNote);
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|digest|scrypt/);
  });
});

describe('sessions end when the account changes', () => {
  it('on disabling (and signing in is refused until it is enabled again)', async () => {
    const body = person('registrar');
    const { cookie, id } = await accountSignedIn(api, owner, body);
    expect((await change(id, { status: 'disabled' })).status).toBe(200);
    expect((await sessionOf(cookie)).authenticated).toBe(false);
    expect((await api.call('GET', '/api/contact', { cookie })).status).toBe(401);
    expect(await jsonOf(await login(body.email))).toEqual({ message: authMessages.loginFailed });
    expect((await change(id, { status: 'active' })).status).toBe(200);
    expect((await login(body.email)).status).toBe(200);
  });

  it('on removal', async () => {
    const body = person('editor');
    const { cookie, id } = await accountSignedIn(api, owner, body);
    expect((await api.call('DELETE', `/api/accounts/${id}`, { cookie: owner })).status).toBe(200);
    expect((await sessionOf(cookie)).authenticated).toBe(false);
    expect((await login(body.email)).status).toBe(401);
    expect((await api.call('DELETE', `/api/accounts/${id}`, { cookie: owner })).status).toBe(404);
    // The address is free again.
    await addAccount(api, owner, body);
  });

  it('on a role change; signing in again gives the new role', async () => {
    const body = person('editor');
    const { cookie, id } = await accountSignedIn(api, owner, body);
    expect((await change(id, { role: 'registrar' })).status).toBe(200);
    expect((await sessionOf(cookie)).authenticated).toBe(false);
    expect((await sessionOf(await signIn(api, body.email))).role).toBe('registrar');
  });

  it('on a password change: the other sessions end, this browser gets a new one', async () => {
    const body = person('editor');
    const { cookie: here } = await accountSignedIn(api, owner, body);
    const elsewhere = await signIn(api, body.email);
    await expectRejected(
      api,
      {
        method: 'PUT',
        path: '/api/password',
        body: { currentPassword: 'not my password', newPassword: 'a brand new password' },
        cookie: here,
      },
      400,
      accountMessages.wrongPassword,
    );
    expect((await sessionOf(elsewhere)).authenticated).toBe(true);

    const res = await api.call('PUT', '/api/password', {
      body: { currentPassword: ACCOUNT_PASSWORD, newPassword: 'a brand new password' },
      cookie: here,
    });
    expect(await jsonOf(res)).toEqual({ message: accountMessages.passwordChanged });
    const renewed = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await sessionOf(renewed)).authenticated).toBe(true);
    expect((await sessionOf(here)).authenticated).toBe(false);
    expect((await sessionOf(elsewhere)).authenticated).toBe(false);
    expect((await login(body.email)).status).toBe(401);
    expect((await login(body.email, 'a brand new password')).status).toBe(200);
  });

  it('locks the change after five wrong current passwords, even guessed all at once, for 15 minutes', async () => {
    const changePassword = (cookie: string, currentPassword: string) =>
      api.call('PUT', '/api/password', { body: { currentPassword, newPassword: 'a brand new password' }, cookie });
    const body = person('editor');
    const { cookie } = await accountSignedIn(api, owner, body);
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, index) => changePassword(cookie, `guess ${index}`)));
    expect(statuses.map((res) => res.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);

    // Locked: even the right password is refused, and nothing changes.
    const locked = await changePassword(cookie, ACCOUNT_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await jsonOf(locked)).toMatchObject({ message: accountMessages.passwordLocked });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sessionOf(cookie)).authenticated).toBe(true);
    expect((await login(body.email)).status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1_000 });
    expect((await changePassword(cookie, ACCOUNT_PASSWORD)).status).toBe(200);
  });

  it('forgets the wrong current passwords once the right one is given', async () => {
    const { cookie } = await accountSignedIn(api, owner, person('editor'));
    const change = (currentPassword: string, newPassword: string, session = cookie) =>
      api.call('PUT', '/api/password', { body: { currentPassword, newPassword }, cookie: session });
    for (let guess = 0; guess < 4; guess += 1) expect((await change(`guess ${guess}`, 'a brand new password')).status).toBe(400);
    const changed = await change(ACCOUNT_PASSWORD, 'a brand new password');
    expect(changed.status).toBe(200);
    const renewed = (changed.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    for (let guess = 0; guess < 4; guess += 1) expect((await change(`guess ${guess}`, 'another new password', renewed)).status).toBe(400);
    expect((await change('a brand new password', 'another new password', renewed)).status).toBe(200);
  });

  it('does not let a configured owner change their password in the browser', async () => {
    await expectRejected(
      api,
      {
        method: 'PUT',
        path: '/api/password',
        body: { currentPassword: ADMIN.password, newPassword: 'a brand new password' },
        cookie: owner,
      },
      409,
      accountMessages.configuredPassword,
    );
  });
});

describe('the last owner', () => {
  it('cannot be removed, disabled or given another role; with a second owner they can', async () => {
    const first = await accountSignedIn(api, owner, person('owner'));
    // Without configured owners, the accounts in the store are the only owners there are.
    process.env['ADMIN_USERS'] = '';
    const others = (await jsonOf<{ accounts: AccountView[] }>(await api.call('GET', '/api/accounts', { cookie: first.cookie }))).accounts;
    for (const other of others.filter((account) => account.role === 'owner' && account._id !== first.id)) {
      expect((await change(other._id, { role: 'editor' }, first.cookie)).status).toBe(200);
    }
    for (const body of [{ role: 'registrar' }, { status: 'disabled' }]) {
      await expectRejected(
        api,
        { method: 'PATCH', path: `/api/accounts/${first.id}`, body, cookie: first.cookie },
        409,
        accountMessages.lastOwner,
      );
    }
    await expectRejected(
      api,
      { method: 'DELETE', path: `/api/accounts/${first.id}`, cookie: first.cookie },
      409,
      accountMessages.lastOwner,
    );

    await addAccount(api, first.cookie, person('owner'));
    expect((await change(first.id, { role: 'editor' }, first.cookie)).status).toBe(200);
  });
});

describe('the last owner, when two owners act at the same moment', () => {
  /** Leaves exactly two active owners in the store (and none configured); answers them signed in. */
  const twoOwners = async () => {
    const a = await accountSignedIn(api, owner, person('owner'));
    const b = await accountSignedIn(api, owner, person('owner'));
    process.env['ADMIN_USERS'] = '';
    const all = (await jsonOf<{ accounts: AccountView[] }>(await api.call('GET', '/api/accounts', { cookie: a.cookie }))).accounts;
    for (const other of all.filter((account) => account.role === 'owner' && account.status === 'active')) {
      if (other._id !== a.id && other._id !== b.id) expect((await change(other._id, { role: 'editor' }, a.cookie)).status).toBe(200);
    }
    return [a, b] as const;
  };
  const activeOwners = async (cookie: string) =>
    (await jsonOf<{ accounts: AccountView[] }>(await api.call('GET', '/api/accounts', { cookie }))).accounts.filter(
      (account) => account.role === 'owner' && account.status === 'active',
    );

  it.each([
    ['demote each other', (id: string) => ({ method: 'PATCH', path: `/api/accounts/${id}`, body: { role: 'editor' } })],
    ['disable each other', (id: string) => ({ method: 'PATCH', path: `/api/accounts/${id}`, body: { status: 'disabled' } })],
    ['remove each other', (id: string) => ({ method: 'DELETE', path: `/api/accounts/${id}` })],
  ])('%s: one change at most stands, and an owner always remains', async (_name, request) => {
    const [a, b] = await twoOwners();
    const send = (target: string, cookie: string) => {
      const { method, path, body } = request(target) as { method: string; path: string; body?: unknown };
      return api.call(method, path, { cookie, ...(body === undefined ? {} : { body }) });
    };
    const answers = await Promise.all([send(b.id, a.cookie), send(a.id, b.cookie)]);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    for (const res of answers)
      if (res.status !== 200) expect((await jsonOf<{ message: string }>(res)).message).toBe(accountMessages.lastOwner);
    process.env['ADMIN_USERS'] = configuredAdmins;
    const remaining = await activeOwners(owner);
    process.env['ADMIN_USERS'] = '';
    expect(remaining.filter((account) => account._id === a.id || account._id === b.id).length).toBeGreaterThanOrEqual(1);
  });
});

describe('refusals', () => {
  it('answers 400 for an empty change and 404 for an unknown account', async () => {
    const { account } = await addAccount(api, owner, person('editor'));
    await expectRejected(
      api,
      { method: 'PATCH', path: `/api/accounts/${account._id}`, body: {}, cookie: owner },
      400,
      accountMessages.noChange,
    );
    await expectRejected(
      api,
      { method: 'PATCH', path: '/api/accounts/a1b2c3d4e5f6a1b2c3d4e5f6', body: { role: 'editor' }, cookie: owner },
      404,
      accountMessages.notFound,
    );
  });
});
