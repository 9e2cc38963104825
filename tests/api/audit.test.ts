/**
 * The audit log: an entry for each kind of admin change, none holding a personal value, read by
 * owners only; failed sign-ins from one connection add up in one entry an hour.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sweepAudit from '../../netlify/functions/sweep-audit.ts';
import type { AuditEntry } from '../../src/domain/committee/audit.schema.ts';
import { accountSignedIn, signIn } from './support/accounts.ts';
import { allPages, contactBody, eventBody, newsBody, registrationBody, skaterBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { today as todayInZone } from '../../src/domain/common/dates.ts';

let api: Api;
let owner: string;
let editor: { cookie: string; id: string };
let registrar: { cookie: string; id: string };
const accountEmails = ['esha.audit@example.org', 'rekha.audit@example.org'];

const entries = () => allPages<AuditEntry>(api, '/api/audit', { cookie: owner });
const newest = async () => (await entries())[0];

beforeAll(async () => {
  api = await startApi();
  owner = await api.login();
  editor = await accountSignedIn(api, owner, { name: 'Esha', email: accountEmails[0]!, role: 'editor' });
  registrar = await accountSignedIn(api, owner, { name: 'Rekha', email: accountEmails[1]!, role: 'registrar' });
});
afterAll(() => api.stop());

describe('an entry for each action', () => {
  it('records creating, editing and deleting content, with who did it', async () => {
    const item = await jsonOf<{ _id: string }>(
      await api.call('POST', '/api/news', { body: newsBody({ title: 'Trials moved' }), cookie: editor.cookie }),
    );
    expect(await newest()).toMatchObject({
      actor: { id: editor.id, name: 'Esha' },
      action: 'create',
      resource: 'news',
      resourceId: item._id,
      summary: 'Esha (editor) added news item “Trials moved”',
    });
    expect((await api.call('POST', '/api/breaking-news', { body: { content: 'Rink closed' }, cookie: editor.cookie })).status).toBe(200);
    expect(await newest()).toMatchObject({ action: 'edit', resource: 'breaking-news' });
    expect((await api.call('DELETE', `/api/news/${item._id}`, { cookie: editor.cookie })).status).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'delete',
      resource: 'news',
      resourceId: item._id,
      summary: 'Esha (editor) deleted news item “Trials moved”',
    });
  });

  it('records sign-in and failed sign-in, and nothing for a refused change', async () => {
    await signIn(api, accountEmails[0]!);
    expect(await newest()).toMatchObject({
      action: 'sign-in',
      actor: { id: editor.id },
      resource: 'session',
      summary: 'Esha (editor) signed in',
    });
    await api.call('POST', '/api/login', { body: { admin: accountEmails[0], password: 'wrong password' }, ip: '198.51.100.9' });
    expect(await newest()).toMatchObject({ action: 'failed-sign-in', actor: { id: editor.id } });
    await api.call('POST', '/api/login', { body: { admin: 'my secret password', password: 'x' }, ip: '198.51.100.9' });
    const failed = await newest();
    expect(failed).toMatchObject({ action: 'failed-sign-in', actor: { id: '', name: 'an unknown name' } });
    expect(JSON.stringify(failed)).not.toContain('my secret password');

    const before = (await entries()).length;
    expect((await api.call('POST', '/api/news', { body: newsBody({ title: '' }), cookie: editor.cookie })).status).toBe(400);
    expect(
      (
        await api.call('POST', '/api/send', {
          body: { selectedUsers: ['a@example.org'], subject: 's', message: 'm' },
          cookie: editor.cookie,
        })
      ).status,
    ).toBe(403);
    expect((await entries()).length).toBe(before);
  });

  it('records account changes and password changes', async () => {
    const added = await accountSignedIn(api, owner, { name: 'Temp', email: 'temp.audit@example.org', role: 'editor' });
    const log = await entries();
    expect(log.find((entry) => entry.action === 'create' && entry.resource === 'accounts')).toMatchObject({
      actor: { name: 'admin' },
      resourceId: added.id,
      summary: 'admin (owner) added account Temp (editor, active)',
    });
    expect(log.find((entry) => entry.action === 'password' && entry.resourceId === added.id)).toBeDefined();
    await api.call('PATCH', `/api/accounts/${added.id}`, { body: { role: 'registrar' }, cookie: owner });
    expect(await newest()).toMatchObject({
      action: 'edit',
      resource: 'accounts',
      resourceId: added.id,
      summary: 'admin (owner) edited account Temp (registrar, active)',
    });
    await api.call('DELETE', `/api/accounts/${added.id}`, { cookie: owner });
    expect(await newest()).toMatchObject({ action: 'delete', resource: 'accounts', resourceId: added.id });
  });
});

describe('personal values', () => {
  it('never appear in an entry, whatever the change touched', async () => {
    const skater = skaterBody({ website: '' });
    const added = await jsonOf<{ _id: string }>(await api.call('POST', '/api/skaterprofiles', { body: skater, cookie: registrar.cookie }));
    const event = await jsonOf<{ _id: string }>(await api.call('POST', '/api/events', { body: eventBody(), cookie: editor.cookie }));
    const registration = registrationBody(event._id, { website: '' });
    expect((await api.call('POST', '/api/registrations', { body: registration })).status).toBe(201);
    const contact = contactBody({ website: '' });
    expect((await api.call('POST', '/api/contact', { body: contact })).status).toBe(201);
    const sent = await api.call('POST', '/api/send', {
      body: { selectedUsers: [skater.email], subject: 'Trials', message: 'See you' },
      cookie: registrar.cookie,
    });
    expect(sent.status).toBe(200);
    expect((await api.call('DELETE', `/api/skaterprofiles/${added._id}`, { cookie: registrar.cookie })).status).toBe(200);
    // The event has a registration: deleting it is a registrar's work.
    expect((await api.call('DELETE', `/api/events/${event._id}`, { cookie: registrar.cookie })).status).toBe(200);

    const log = await entries();
    expect(
      log.some(
        (entry) =>
          entry.action === 'send' &&
          entry.resource === 'e-mail' &&
          entry.summary === 'Rekha (registrar) sent an e-mail to 1 address: “Trials”',
      ),
    ).toBe(true);
    expect(log.some((entry) => entry.action === 'create' && entry.resource === 'skaterprofiles' && entry.resourceId === added._id)).toBe(
      true,
    );
    // Added by an admin is approved at once: that approval is in the log too.
    expect(log.some((entry) => entry.action === 'approve' && entry.resource === 'skaterprofiles' && entry.resourceId === added._id)).toBe(
      true,
    );
    const text = JSON.stringify(log);
    const personal = [
      skater.aadharNo,
      skater.phoneNo,
      skater.email,
      skater.dob,
      skater.parentName,
      registration.email,
      registration.phone,
      contact.email,
      ...accountEmails,
    ];
    expect(personal.filter((value) => text.toLowerCase().includes(String(value).toLowerCase()))).toEqual([]);
  });
});

describe('GET /api/audit', () => {
  it('filters by person, action, resource and date, newest first, a page at a time', async () => {
    const byEditor = await allPages<AuditEntry>(api, `/api/audit?actor=${encodeURIComponent(editor.id)}`, { cookie: owner });
    expect(byEditor.length).toBeGreaterThan(0);
    expect(byEditor.every((entry) => entry.actor.id === editor.id)).toBe(true);
    const deletes = await allPages<AuditEntry>(api, '/api/audit?action=delete&resource=news', { cookie: owner });
    expect(deletes.length).toBe(1);
    const today = todayInZone();
    expect((await allPages<AuditEntry>(api, `/api/audit?from=${today}&to=${today}`, { cookie: owner })).length).toBe(
      (await entries()).length,
    );
    expect((await allPages<AuditEntry>(api, '/api/audit?to=2000-01-01', { cookie: owner })).length).toBe(0);

    const all = await entries();
    const sorted = [...all].sort((a, b) => b.at.localeCompare(a.at));
    expect(all.map((entry) => entry.at)).toEqual(sorted.map((entry) => entry.at));
    const page = await api.call('GET', '/api/audit?pageSize=2&page=2', { cookie: owner });
    expect(page.headers.get('x-total-count')).toBe(String(all.length));
    expect((await jsonOf<AuditEntry[]>(page)).map((entry) => entry._id)).toEqual(all.slice(2, 4).map((entry) => entry._id));
  });

  it('refuses bad filters, and offers no way to change or delete an entry', async () => {
    const bad = await api.call('GET', '/api/audit?from=yesterday', { cookie: owner });
    expect(bad.status).toBe(400);
    expect((await jsonOf(bad))['message']).toBe('From must be a date (YYYY-MM-DD)');
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect((await api.call(method, '/api/audit', { body: {}, cookie: owner })).status).toBe(405);
  });
});

describe('retention', () => {
  it('deletes entries past AUDIT_RETENTION_DAYS and keeps the rest', async () => {
    process.env['AUDIT_RETENTION_DAYS'] = '30';
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 31 * 86_400_000 });
      expect((await api.call('POST', '/api/updates', { body: { text: 'An old update' }, cookie: editor.cookie })).status).toBe(201);
      vi.useRealTimers();
      const before = await entries();
      const old = before.filter((entry) => Date.parse(entry.at) < Date.now() - 30 * 86_400_000);
      expect(old.length).toBe(1);
      expect((await sweepAudit()).status).toBe(204);
      const after = await entries();
      expect(after.map((entry) => entry._id)).toEqual(before.filter((entry) => entry !== old[0]).map((entry) => entry._id));
    } finally {
      vi.useRealTimers();
      delete process.env['AUDIT_RETENTION_DAYS'];
    }
  });
});

describe('failed sign-ins', () => {
  afterEach(() => vi.useRealTimers());
  const failOnce = (ip: string, admin: string) =>
    api.call('POST', '/api/login', { body: { admin, password: 'not the password' }, ip }).then((res) => res.status);
  const failedFrom = async (since: Set<string>) =>
    (await entries()).filter((entry) => entry.action === 'failed-sign-in' && !since.has(entry._id));

  it('from one connection add up in one entry an hour with their count, however many names are made up', async () => {
    const before = new Set((await entries()).map((entry) => entry._id));
    // Ten minutes into an hour, so the failures cannot straddle the hour's end.
    const hour = 60 * 60_000;
    const inAnHour = (Math.floor(Date.now() / hour) + 1) * hour + 10 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: inAnHour });
    // The owner's session would have lapsed by then.
    owner = await api.login();
    // At once, as a script would: the simultaneous failures still meet in one entry.
    const statuses = await Promise.all(['made-up-1', 'made-up-2', 'made-up-3', 'made-up-4'].map((name) => failOnce('203.0.113.40', name)));
    expect(statuses).toEqual([401, 401, 401, 401]);
    let failed = await failedFrom(before);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      actor: { id: '', name: 'an unknown name' },
      resource: 'session',
      count: 4,
      summary: 'Failed sign-in: 4 attempts from one connection within the hour',
    });
    expect(Date.parse(failed[0]?.firstAt ?? '')).toBeLessThanOrEqual(Date.parse(failed[0]?.at ?? ''));
    expect(JSON.stringify(failed)).not.toMatch(/made-up|203\.0\.113/);

    // Another connection, and a real account's name, each have an entry of their own.
    expect(await failOnce('203.0.113.41', 'made-up-5')).toBe(401);
    expect(await failOnce('203.0.113.40', accountEmails[1]!)).toBe(401);
    failed = await failedFrom(before);
    expect(failed).toHaveLength(3);
    expect(failed.map((entry) => entry.count ?? 1).sort()).toEqual([1, 1, 4]);
    expect(failed.find((entry) => entry.actor.id === registrar.id)).toMatchObject({ summary: 'Failed sign-in' });

    // The next hour starts a new entry.
    vi.useFakeTimers({ toFake: ['Date'], now: inAnHour + hour });
    owner = await api.login();
    expect(await failOnce('203.0.113.40', 'made-up-6')).toBe(401);
    failed = await failedFrom(before);
    expect(failed).toHaveLength(4);
    expect(failed[0]).toMatchObject({ actor: { id: '' }, summary: 'Failed sign-in' });
  });
});
