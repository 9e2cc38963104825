/**
 * GET /api/dashboard: each figure moves when the work it counts arrives (a parent's skater
 * profile, a contact message and its opening, a registration, a championship entry, an event, an
 * audited change), "this week" leaves out older work, the last rebuild shows the build hook's
 * answer (a real local listener), an owner sees the latest store repair in counts, each role receives only its part, no personal value is in the
 * answer, and its store round-trips do not grow with the collections (the figures are printed:
 * `npx vitest run tests/api/dashboard.test.ts -t cost`).
 */
import { createServer, type Server } from 'node:http';
import { getStore } from '@netlify/blobs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILD_MINUTES, type Dashboard } from '../../src/domain/committee/dashboard.ts';
import { appendAudit } from '../../netlify/functions/_shared/audit/audited.ts';
import { events, registrations } from '#shared/collections/events.ts';
import { contactMessages } from '#shared/collections/messages.ts';
import { inParallel, newId } from '../../netlify/functions/_shared/store/index.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { approvedSkater, createEvent, enter, race, saveChampionship } from './support/championship.ts';
import { contactBody, registrationBody, skaterBody, validAadhaar } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import repairStoreFunction from '../../netlify/functions/repair-store.ts';
import { freshIp, submitSkater } from './support/registry.ts';
import { addDays, today } from '../../src/domain/common/dates.ts';

const DAY_MS = 86_400_000;
/** The event the bulk registrations name (registrations are not checked against events when stored directly). */
const BULK_EVENT = 'b0b0b0b0b0b0b0b0b0b0b0b0';
/** A day counted from today in the association's time zone, as the server counts it. */
const dayFromNow = (days: number) => addDays(today(), days);

let api: Api;
let hook: Server;
/** What the build hook answers next. */
let hookStatus = 200;
const cookies = { owner: '', registrar: '', editor: '' };

beforeAll(async () => {
  hook = createServer((req, res) => {
    req.resume();
    res.writeHead(hookStatus).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', () => resolve()));
  const { port } = hook.address() as AddressInfo;
  api = await startApi({ BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/secret-hook-id`, REBUILD_DEBOUNCE_MS: '50' });

  // Work from eight days ago: on the record, but not "this week".
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.now() - 8 * DAY_MS));
  const earlier = await api.login();
  const oldEvent = await createEvent(api, earlier, { title: 'Autumn Open', date: dayFromNow(2) });
  const registered = await api.call('POST', '/api/registrations', {
    body: registrationBody(oldEvent, { email: 'earlier.parent@example.com' }),
    ip: freshIp(),
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  await api.server.settle();
  vi.useRealTimers();

  Object.assign(cookies, await sessionsOfEveryRole(api));
});
afterAll(async () => {
  await api.stop();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

/** The scheduled repair-store function, run now. */
const repairStoreNow = async () => {
  expect((await repairStoreFunction()).status).toBe(204);
};

const dashboard = async (cookie: string): Promise<Dashboard> => {
  const res = await api.call('GET', '/api/dashboard', { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return jsonOf<Dashboard>(res);
};
const work = async (cookie = cookies.owner) => {
  const { work: figures } = await dashboard(cookie);
  if (!figures) throw new Error('no work figures in the answer');
  return figures;
};

describe('the figures', () => {
  it('counts only the last seven days of registrations', async () => {
    // The registration made eight days ago is stored (the registrar's list has it) but not this week's.
    const listed = await api.call('GET', '/api/registrations', { cookie: cookies.registrar });
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect((await work()).registrationsThisWeek).toBe(0);
  });

  it('a submitted skater profile adds one pending review; approving it takes it away', async () => {
    const before = (await work()).pendingSkaters;
    const { _id } = await submitSkater(api, { name: 'Pending Pooja', aadharNo: validAadhaar('34567890123') });
    expect((await work()).pendingSkaters).toBe(before + 1);
    const approved = await api.call('PATCH', `/api/skaterprofiles/${_id}`, { body: { status: 'approved' }, cookie: cookies.registrar });
    expect(approved.status).toBe(200);
    expect((await work()).pendingSkaters).toBe(before);
  });

  it('a contact message adds one unread; opening it takes it away, and opening it again changes nothing', async () => {
    const before = (await work()).unreadMessages;
    const sent = await api.call('POST', '/api/contact', { body: contactBody(), ip: freshIp() });
    expect(sent.status).toBe(201);
    expect((await work()).unreadMessages).toBe(before + 1);

    const [message] = await jsonOf<{ _id: string; readAt?: string }[]>(
      await api.call('GET', '/api/contact', { cookie: cookies.registrar }),
    );
    expect(message?.readAt).toBeUndefined();
    const opened = await jsonOf<{ readAt?: string }>(await api.call('GET', `/api/contact/${message?._id}`, { cookie: cookies.registrar }));
    expect(opened.readAt).toEqual(expect.any(String));
    expect((await work()).unreadMessages).toBe(before);

    const again = await jsonOf<{ readAt?: string }>(await api.call('GET', `/api/contact/${message?._id}`, { cookie: cookies.owner }));
    expect(again.readAt).toBe(opened.readAt);
    expect((await work()).unreadMessages).toBe(before);
    // The list shows it as read too.
    const [listed] = await jsonOf<{ readAt?: string }[]>(await api.call('GET', '/api/contact', { cookie: cookies.registrar }));
    expect(listed?.readAt).toBe(opened.readAt);
  });

  it('deleting an unread message takes it off the count', async () => {
    const before = (await work()).unreadMessages;
    await api.call('POST', '/api/contact', { body: contactBody({ subject: 'Delete me' }), ip: freshIp() });
    const [message] = await jsonOf<{ _id: string }[]>(await api.call('GET', '/api/contact', { cookie: cookies.registrar }));
    expect((await work()).unreadMessages).toBe(before + 1);
    expect((await api.call('DELETE', `/api/contact/${message?._id}`, { cookie: cookies.registrar })).status).toBe(200);
    expect((await work()).unreadMessages).toBe(before);
  });

  it('an event in the next 30 days is counted and listed; a later one is not', async () => {
    const before = (await dashboard(cookies.editor)).upcomingEvents;
    const soon = await createEvent(api, cookies.editor, { title: 'Rink Race Day', date: dayFromNow(29) });
    await createEvent(api, cookies.editor, { title: 'Far Away Cup', date: dayFromNow(45) });
    const after = (await dashboard(cookies.editor)).upcomingEvents;
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((event) => event._id)).toContain(soon);
    expect(after.items.map((event) => event.title)).not.toContain('Far Away Cup');
    // Soonest first.
    const dates = after.items.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('a registration and a championship entry add one each to this week', async () => {
    const before = await work();
    const eventId = await createEvent(api, cookies.owner, { title: 'District Championship', date: dayFromNow(20) });
    const registered = await api.call('POST', '/api/registrations', { body: registrationBody(eventId), ip: freshIp() });
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect((await work()).registrationsThisWeek).toBe(before.registrationsThisWeek + 1);

    const saved = await saveChampionship(api, cookies.owner, eventId, {
      entriesClose: new Date(Date.now() + 10 * DAY_MS).toISOString(),
      maxRacesPerSkater: 2,
      selectPerRace: 2,
      races: [race({ name: '500 m SJ girls' })],
    });
    // 11 or 12 on 1 January of this season: Sub Junior.
    const dob = `${new Date().getUTCFullYear() - 12}-03-03`;
    const skater = await approvedSkater(api, cookies.owner, {
      name: 'Asha Entrant',
      dob,
      gender: 'Female',
      eventCategory: 'Speed Quad',
      aadharNo: validAadhaar('45678901234'),
    });
    const entered = await enter(api, cookies.owner, {
      eventId,
      registrationNo: skater.registrationNo,
      dob,
      raceIds: [saved.races[0]?._id],
    });
    expect(entered.status, await entered.clone().text()).toBe(201);
    expect((await work()).entriesThisWeek).toBe(before.entriesThisWeek + 1);
  });

  it('shows an owner the latest audit entries, newest first', async () => {
    const eventId = await createEvent(api, cookies.editor, { title: 'Audited Meet', date: dayFromNow(3) });
    const { audit = [] } = await dashboard(cookies.owner);
    expect(audit.length).toBeGreaterThan(1);
    expect(audit[0]).toMatchObject({ action: 'create', resource: 'events', resourceId: eventId, actor: { name: 'Esha Editor' } });
    const times = audit.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('the last rebuild', () => {
  it('says when a rebuild was asked for and what the build hook answered, never the hook itself', async () => {
    hookStatus = 200;
    await createEvent(api, cookies.editor, { title: 'Rebuild One', date: dayFromNow(60) });
    await api.server.settle();
    const accepted = await dashboard(cookies.owner);
    expect(accepted.rebuild).toMatchObject({ configured: true, hook: { status: 200, ok: true } });
    // The quiet period (under a minute here) and a build.
    expect(accepted.rebuild?.refreshMinutes).toBe(1 + BUILD_MINUTES);
    expect(Date.parse(accepted.rebuild?.requestedAt ?? '')).toBeLessThanOrEqual(Date.parse(accepted.rebuild?.hook?.at ?? ''));

    hookStatus = 500;
    await createEvent(api, cookies.editor, { title: 'Rebuild Two', date: dayFromNow(61) });
    await api.server.settle();
    const refused = await dashboard(cookies.owner);
    expect(refused.rebuild?.hook).toMatchObject({ status: 500, ok: false });
    expect(Date.parse(refused.rebuild?.requestedAt ?? '')).toBeGreaterThan(Date.parse(accepted.rebuild?.requestedAt ?? ''));
    expect(JSON.stringify(refused)).not.toContain('secret-hook-id');
    hookStatus = 200;
  });

  it('is for owners only: editors and registrars are not told about the build hook', async () => {
    for (const cookie of [cookies.editor, cookies.registrar]) expect(await dashboard(cookie)).not.toHaveProperty('rebuild');
    expect(await dashboard(cookies.owner)).toHaveProperty('rebuild');
  });
});

describe('the store check', () => {
  it('shows an owner, in counts, what the latest repair run checked, found and put right', async () => {
    expect((await dashboard(cookies.owner)).storeRepair).toBeNull();
    await repairStoreNow();
    const clean = (await dashboard(cookies.owner)).storeRepair;
    expect(clean).toMatchObject({ passComplete: true, drift: 0, fixed: 0, errors: 0 });
    expect(clean?.records).toBeGreaterThan(0);
    // An event whose write was stopped before its indexes were done, as its blob says.
    const eventId = await createEvent(api, cookies.owner, { title: 'Half-written Cup', date: dayFromNow(5) });
    const key = `v2/events/r/${eventId}`;
    const blob = (await getStore('records').get(key, { type: 'json', consistency: 'strong' })) as Record<string, unknown>;
    await getStore('records').setJSON(key, { ...blob, _sync: { stale: [] } });
    await repairStoreNow();
    const repaired = (await dashboard(cookies.owner)).storeRepair;
    expect(repaired).toMatchObject({ passComplete: true, drift: 1, fixed: 1, errors: 0 });
    for (const cookie of [cookies.editor, cookies.registrar]) expect(await dashboard(cookie)).not.toHaveProperty('storeRepair');
  });
});

describe('what each role receives', () => {
  it('an editor: the events only; a registrar: also the work counts; an owner: also the audit entries', async () => {
    const editor = await dashboard(cookies.editor);
    expect(editor.role).toBe('editor');
    expect(editor).not.toHaveProperty('work');
    expect(editor).not.toHaveProperty('audit');
    expect(editor.upcomingEvents.total).toBeGreaterThan(0);

    const registrar = await dashboard(cookies.registrar);
    expect(registrar.role).toBe('registrar');
    expect(Object.keys(registrar.work ?? {}).sort()).toEqual([
      'entriesThisWeek',
      'openRequests',
      'pendingSkaters',
      'registrationsThisWeek',
      'unreadMessages',
    ]);
    expect(registrar).not.toHaveProperty('audit');

    const owner = await dashboard(cookies.owner);
    expect(owner.work).toEqual(registrar.work);
    expect(owner.audit?.length).toBeGreaterThan(0);
  });

  it('holds no personal value of a skater, a registration or a message, for any role', async () => {
    const skater = skaterBody({ name: 'Private Priya', aadharNo: validAadhaar('56789012345'), email: 'priya.parent@example.com' });
    await submitSkater(api, skater);
    await api.call('POST', '/api/contact', {
      body: contactBody({ email: 'writer@example.com', subject: 'Personal subject' }),
      ip: freshIp(),
    });
    for (const cookie of Object.values(cookies)) {
      const answer = JSON.stringify(await dashboard(cookie));
      for (const personal of [
        skater.email,
        skater.phoneNo,
        skater.dob,
        skater.parentName,
        skater.aadharNo,
        skater.name,
        'writer@example.com',
        'Personal subject',
        'kabir.parent@example.com',
        registrationBody('x').phone,
        'earlier.parent@example.com',
      ]) {
        expect(answer).not.toContain(personal);
      }
    }
  });
});

describe('the cost', () => {
  // Loading 1,200 records takes a while on a busy machine; nothing here is timed.
  it(
    'reads the store the same number of times with 300 more messages, audit entries, registrations and events',
    { timeout: 240_000 },
    async () => {
      const call = async () => {
        const before = api.blobs.operations();
        await dashboard(cookies.owner);
        return api.blobs.operations() - before;
      };
      await call();
      const small = await call();
      const now = Date.now();
      await inParallel(
        Array.from({ length: 300 }, (_, index) => index),
        16,
        async (index) => {
          await contactMessages().insert({
            _id: newId(),
            email: `bulk${index}@example.com`,
            subject: `Bulk ${index}`,
            content: 'Hello',
            createdAt: new Date(now + index).toISOString(),
          });
          await appendAudit({ actor: { id: 'bulk', name: 'Bulk' }, action: 'edit', resource: 'news', summary: `Bulk ${index}` });
          // Over the last 14 days, so "this week" starts in the middle of the index.
          await registrations().insert({
            _id: newId(),
            eventId: BULK_EVENT,
            name: `Bulk ${index}`,
            age: 12,
            email: `bulk${index}@example.com`,
            phone: '9123456789',
            createdAt: new Date(now - index * 4_000_000).toISOString(),
          });
          // Over the next 100 days, so the 30-day window ends in the middle of the index.
          await events().insert({
            _id: newId(),
            title: `Bulk meet ${index}`,
            date: dayFromNow(index / 3),
            image: '',
            description: '',
            location: '',
            createdAt: new Date(now).toISOString(),
          });
        },
      );
      const grown = await dashboard(cookies.owner);
      expect(grown.work?.unreadMessages).toBeGreaterThanOrEqual(300);
      expect(grown.work?.registrationsThisWeek).toBeGreaterThanOrEqual(150);
      expect(grown.upcomingEvents.total).toBeGreaterThanOrEqual(90);
      await call();
      const large = await call();
      console.log(`dashboard: ${small} store operations before, ${large} with 300 more messages, audit entries, registrations and events`);
      expect(large).toBeLessThanOrEqual(small + 2);
      expect(large).toBeLessThan(40);
    },
  );
});
