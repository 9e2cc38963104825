/**
 * A child's data and the family's requests, against the real store, a real SMTP server and a real
 * HTTP listener for the build hook: a race named twice in one entry change is refused and charged
 * nothing; one open request of each kind per child (a second says which is open and when it is
 * due, also when both are sent at the same moment); a correction of a public profile asks for a
 * rebuild; the data download gives every time with the
 * association's offset and holds the event registrations made with the child's address, which go
 * with a deletion (the child's own, or all of them with the family's last child), and the
 * deletion asks for a rebuild of the public pages.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { formatDate } from '#domain/common/dates.ts';
import type { ChildDataView } from '#domain/family/child-data-view.ts';
import { requestAlreadyOpen } from '#domain/family/family-requests.ts';
import type { DataRequest } from '#domain/family/family.schema.ts';
import type { Registration } from '#domain/events/registration.schema.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { registrationBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { freshIp } from './support/registry.ts';
import { approvedSkater, createEvent, race, saveChampionship } from './support/championship.ts';
import { familyGet, familySignIn } from './support/family.ts';

let api: Api;
let admin: string;
let smtp: TestSmtp;
let hook: Server;
const hookCalls: string[] = [];

const at = (iso: string) => vi.setSystemTime(new Date(iso));
/** A moment as the download writes it: the association's wall clock with its offset (+05:30 for the sample). */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-07-01T04:45:00Z');
  hook = createServer((req, res) => {
    hookCalls.push(req.url ?? '');
    req.resume();
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', () => resolve()));
  const { port } = hook.address() as AddressInfo;
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url, BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/test`, REBUILD_DEBOUNCE_MS: '50' });
  admin = await api.login();
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

const ask = (cookie: string, childId: string, body: Record<string, unknown>) =>
  api.call('POST', `/api/family/children/${childId}/requests`, { cookie, body });

describe('entering races from the family page', () => {
  test('a race named twice is refused, nothing is entered or charged; named once it is charged once', async () => {
    const email = 'twice.parent@example.com';
    const skater = await approvedSkater(api, admin, {
      name: 'Tara Twice',
      email,
      dob: '2014-05-05',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    const eventId = await createEvent(api, admin, { date: '2026-08-20' });
    const { races } = await saveChampionship(api, admin, eventId, {
      entriesClose: '2026-08-10T00:00:00Z',
      maxRacesPerSkater: 3,
      selectPerRace: 2,
      races: [race({ name: '500 m SJ girls' }), race({ name: '1000 m SJ girls' })],
    });
    const fees = await api.call('PUT', `/api/fees/event-${eventId}`, { cookie: admin, body: { perSkater: 200, perRace: 150, lateFee: 0 } });
    expect(fees.status, await fees.clone().text()).toBe(200);
    const cookie = await familySignIn(api, smtp, email);
    const [sprint] = races;
    const entryCharges = async () =>
      (await familyGet<{ charges: { kind: string; amount: number }[] }>(api, cookie, '/api/family/fees')).charges.filter(
        (charge) => charge.kind !== 'registration-new',
      );

    const twice = await api.call('POST', `/api/family/children/${skater._id}/entries`, {
      cookie,
      body: { eventId, add: [sprint?._id, sprint?._id] },
    });
    expect(twice.status).toBe(400);
    expect((await jsonOf<{ message: string }>(twice)).message).toBe('Races: each race may be chosen once');
    expect(await entryCharges()).toEqual([]);
    const championships = await familyGet<{ championships: { races: { entered: boolean }[] }[] }>(
      api,
      cookie,
      `/api/family/children/${skater._id}/championships`,
    );
    expect(championships.championships[0]?.races.some((item) => item.entered)).toBe(false);

    const once = await api.call('POST', `/api/family/children/${skater._id}/entries`, { cookie, body: { eventId, add: [sprint?._id] } });
    expect(once.status, await once.clone().text()).toBe(200);
    expect((await jsonOf<{ raceIds: string[] }>(once)).raceIds).toEqual([sprint?._id]);
    expect((await entryCharges()).map((charge) => charge.amount)).toEqual([350]);
  });
});

describe('requests: one open request of each kind per child', () => {
  let cookie = '';
  let child = '';
  beforeAll(async () => {
    const email = 'open.parent@example.com';
    child = (await approvedSkater(api, admin, { name: 'Ira Open', email }))._id;
    cookie = await familySignIn(api, smtp, email);
  });

  test('a second request of a kind still open is refused with the day the first is due; another kind is accepted', async () => {
    const first = await ask(cookie, child, { kind: 'deletion' });
    expect(first.status, await first.clone().text()).toBe(201);
    const { request } = await jsonOf<{ request: { dueAt: string } }>(first);
    const second = await ask(cookie, child, { kind: 'deletion', note: 'Again, please.' });
    expect(second.status).toBe(409);
    const { message } = await jsonOf<{ message: string }>(second);
    expect(message).toBe(requestAlreadyOpen('deletion', request.dueAt));
    // The day in the site's one date style, counted 30 days from the first request.
    expect(message).toContain(formatDate('2026-07-31'));
    expect((await ask(cookie, child, { kind: 'correction', field: 'coachName', value: 'Coach Rao' })).status).toBe(201);
    expect((await ask(cookie, child, { kind: 'correction', field: 'name', value: 'Ira Opened' })).status).toBe(409);
    const mine = (await familyGet<{ requests: unknown[] }>(api, cookie, `/api/family/children/${child}/requests`)).requests;
    expect(mine).toHaveLength(2);
  });

  test('a correction carried out on a public profile asks for a rebuild of the built pages', async () => {
    await api.server.settle();
    hookCalls.length = 0;
    const corrected = await api.call('PATCH', `/api/skaterprofiles/${child}`, { cookie: admin, body: { coachName: 'Coach Rao' } });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    await api.server.settle();
    expect(hookCalls.map((url) => new URL(url, 'http://hook').searchParams.get('trigger_title'))).toEqual([
      'Content changed: skater profile corrected',
    ]);
  });

  test('two requests of one kind sent at the same moment make one', async () => {
    const answers = await Promise.all([ask(cookie, child, { kind: 'access' }), ask(cookie, child, { kind: 'access' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const queue = await jsonOf<DataRequest[]>(await api.call('GET', '/api/requests?status=open', { cookie: admin }));
    expect(queue.filter((request) => request.skaterId === child && request.kind === 'access')).toHaveLength(1);
  });

  test('once the registrar has answered, the same kind may be asked again', async () => {
    const queue = await jsonOf<DataRequest[]>(await api.call('GET', '/api/requests?status=open', { cookie: admin }));
    const correction = queue.find((request) => request.skaterId === child && request.kind === 'correction');
    const answered = await api.call('PATCH', `/api/requests/${correction?._id}`, {
      cookie: admin,
      body: { status: 'done', answer: 'Corrected.' },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect((await ask(cookie, child, { kind: 'correction', field: 'name', value: 'Ira Opened' })).status).toBe(201);
  });
});

describe("a child's data and its event registrations", () => {
  const EMAIL = 'reg.parent@example.com';
  let cookie = '';
  let first: { _id: string; name: string };
  let second: { _id: string; name: string };
  let eventId = '';
  let otherEventId = '';

  const register = async (body: Record<string, unknown>) => {
    const res = await api.call('POST', '/api/registrations', { body, ip: freshIp() });
    expect(res.status, await res.clone().text()).toBe(201);
  };
  const allRegistrations = async () => jsonOf<Registration[]>(await api.call('GET', '/api/registrations?pageSize=100', { cookie: admin }));
  const data = (childId: string) => familyGet<ChildDataView>(api, cookie, `/api/family/children/${childId}/data`);

  beforeAll(async () => {
    at('2026-07-02T04:45:00Z');
    admin = await api.login();
    first = await approvedSkater(api, admin, { name: 'Ravi Reg', email: EMAIL });
    second = await approvedSkater(api, admin, { name: 'Sita Reg', email: EMAIL });
    eventId = await createEvent(api, admin, { title: 'Summer skating camp', date: '2026-08-01' });
    otherEventId = await createEvent(api, admin, { title: 'Rink open day', date: '2026-08-02' });
    await register(registrationBody(eventId, { name: 'ravi  reg', age: 11, email: 'Reg.Parent@example.com', phone: '9123456780' }));
    await register(registrationBody(otherEventId, { name: 'Sita Reg', age: 13, email: EMAIL, phone: '9123456781' }));
    await register(registrationBody(eventId, { name: 'Someone Else', age: 12, email: 'stranger@example.com' }));
    cookie = await familySignIn(api, smtp, EMAIL);
  });

  test('the download holds the registrations made with the address, with event titles, and every time with its offset', async () => {
    const copy = await data(first._id);
    expect(copy.eventRegistrations.map((item) => [item.eventTitle, item.name, item.age, item.phone]).sort()).toEqual([
      ['Rink open day', 'Sita Reg', 13, '9123456781'],
      ['Summer skating camp', 'ravi  reg', 11, '9123456780'],
    ]);
    expect(JSON.stringify(copy)).not.toContain('stranger@example.com');
    // 04:45 UTC is 10:15 at the association.
    expect(copy.exportedAt).toBe('2026-07-02T10:15:00+05:30');
    expect(copy.eventRegistrations[0]?.createdAt).toMatch(WITH_OFFSET);
    expect(copy.record['createdAt']).toMatch(WITH_OFFSET);
    expect(copy.consent.confirmed ? copy.consent.confirmedAt : copy.consent.recordedAt).toMatch(WITH_OFFSET);
    // A day stays a day.
    expect(copy.record['dob']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(copy)).not.toMatch(/\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z"/);
    // The readable page is the site's page; the route's old address leads there.
    const old = await api.call('GET', `/api/family/children/${first._id}/data?format=html`, { cookie });
    expect(old.status).toBe(303);
    expect(old.headers.get('location')).toBe(`/my/data?child=${first._id}`);
  });

  test('deleting a child takes the registrations in its name and asks for a rebuild; the family’s last child takes the rest', async () => {
    const deletion = await ask(cookie, first._id, { kind: 'deletion' });
    expect(deletion.status).toBe(201);
    const queue = await jsonOf<DataRequest[]>(await api.call('GET', '/api/requests?status=open', { cookie: admin }));
    const request = queue.find((item) => item.skaterId === first._id && item.kind === 'deletion');
    await api.server.settle();
    hookCalls.length = 0;
    const done = await api.call('PATCH', `/api/requests/${request?._id}`, { cookie: admin, body: { status: 'done', answer: 'Deleted.' } });
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await jsonOf<{ deleted: Record<string, number> }>(done)).deleted).toMatchObject({ registrationsDeleted: 1 });
    await api.server.settle();
    expect(hookCalls.map((url) => new URL(url, 'http://hook').searchParams.get('trigger_title'))).toEqual([
      'Content changed: skater profile deleted',
    ]);
    expect((await allRegistrations()).map((item) => item.name).sort()).toEqual(['Sita Reg', 'Someone Else']);
    expect((await data(second._id)).eventRegistrations.map((item) => item.name)).toEqual(['Sita Reg']);

    // One more registration with the address in another name; the family's last child takes it too.
    const thirdEventId = await createEvent(api, admin, { title: 'Parents’ evening', date: '2026-08-03' });
    await register(registrationBody(thirdEventId, { name: 'Meena Reg', age: 40, email: EMAIL, phone: '9123456782' }));
    const removed = await api.call('DELETE', `/api/skaterprofiles/${second._id}`, { cookie: admin });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await jsonOf(removed)).toMatchObject({ registrationsDeleted: 2 });
    expect((await allRegistrations()).map((item) => item.name)).toEqual(['Someone Else']);
  });
});
