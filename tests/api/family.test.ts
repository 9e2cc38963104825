/**
 * The family page's API against the real store and a real SMTP server: signing in by e-mail (a
 * one-time link or code, the same answer for an unknown address, limits), the family session (its
 * own kind, only the family's children, idle expiry, sign-out), and what a parent does for each
 * child: renew in one step, enter a championship keeping the races entered, results and
 * certificates, requests that reach the registrar's queue (a deletion deletes everything), and a
 * copy of the child's data.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CODE_ATTEMPTS, familyMessages, SIGN_IN_MINUTES } from '#domain/family/family.ts';
import type { FamilyChild, FamilyHome } from '#domain/family/family-views.ts';
import type { FamilyChampionship } from '#domain/family/family-entries.routes.ts';
import type { DataRequest } from '#domain/family/family.schema.ts';
import { CONSENT_NOT_CONFIRMED } from '#domain/registry/consent-notices.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { freshIp, submitSkater } from './support/registry.ts';
import { approvedSkater, createEvent, enter, race, saveChampionship } from './support/championship.ts';
import { askedCookie, askToSignIn, familyGet, familySignIn, letterTo, verify } from './support/family.ts';

let api: Api;
let admin: string;
let smtp: TestSmtp;
const PARENT = 'meera.parent@example.com';
const OTHER = 'other.parent@example.com';

const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-06-01T10:00:00Z');
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  admin = await api.login();
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const children = (cookie: string) => familyGet<FamilyHome>(api, cookie, '/api/family/children');

describe('signing in by e-mail', () => {
  let known = '';
  beforeAll(async () => {
    known = (await approvedSkater(api, admin, { name: 'Asha Known', email: 'known.parent@example.com' }))._id;
  });

  test('an unknown address gets the same answer as a known one, and no letter', async () => {
    await api.server.settle();
    smtp.received.length = 0;
    const answers = [];
    for (const email of ['known.parent@example.com', 'nobody.here@example.com']) {
      const res = await askToSignIn(api, email);
      // The note of the asking browser is random each time; everything else of it is the same.
      answers.push({ status: res.status, body: await res.text(), cookie: res.headers.get('set-cookie')?.replace(/=[\w-]{43};/, '=…;') });
    }
    await api.server.settle();
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.cookie).toBe(`family-asked=…; Path=/api/family; HttpOnly; SameSite=Lax; Max-Age=${SIGN_IN_MINUTES * 60}`);
    expect(answers[0]?.status).toBe(200);
    expect(JSON.parse(answers[0]?.body ?? '{}').message).toBe(familyMessages.signInSent);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['known.parent@example.com']]);
    const letter = smtp.received[0];
    expect(letter?.text).toContain(`work for ${SIGN_IN_MINUTES} minutes, once`);
    expect(letterTo(smtp, 'known.parent@example.com').code).toMatch(/^\d{6}$/);
  });

  test('the link works once; the store keeps neither the token nor the code', async () => {
    at('2026-06-01T11:00:00Z');
    const asked = askedCookie(await askToSignIn(api, 'known.parent@example.com'));
    await api.server.settle();
    const { token, code } = letterTo(smtp, 'known.parent@example.com');
    const stored = [...(await api.snapshot({ ignoreStores: [] })).keys()].join('\n');
    expect(stored).not.toContain(token.split('.')[1]);
    expect(stored).not.toContain(asked.split('=')[1]);
    const first = await verify(api, { token }, freshIp(), asked);
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^family=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    expect((await children(cookie.split(';')[0] ?? '')).children.map((child) => child._id)).toEqual([known]);
    const again = await verify(api, { token }, freshIp(), asked);
    expect(again.status).toBe(410);
    // The code of the same letter went with it.
    expect((await verify(api, { email: 'known.parent@example.com', code })).status).toBe(400);
  });

  test('the code works once, and only for its address', async () => {
    at('2026-06-01T12:00:00Z');
    await askToSignIn(api, 'known.parent@example.com');
    await api.server.settle();
    const { code } = letterTo(smtp, 'known.parent@example.com');
    expect((await verify(api, { email: 'nobody.here@example.com', code })).status).toBe(400);
    expect((await verify(api, { email: 'Known.Parent@example.com', code })).status).toBe(200);
    const again = await verify(api, { email: 'known.parent@example.com', code });
    expect([again.status, (await jsonOf<{ message: string }>(again)).message]).toEqual([400, familyMessages.codeInvalid]);
  });

  test(`a letter expires after ${SIGN_IN_MINUTES} minutes`, async () => {
    at('2026-06-01T13:00:00Z');
    await askToSignIn(api, 'known.parent@example.com');
    await api.server.settle();
    const { token } = letterTo(smtp, 'known.parent@example.com');
    at(new Date(Date.now() + SIGN_IN_MINUTES * 60_000 + 1_000).toISOString());
    const res = await verify(api, { token });
    expect(res.status).toBe(410);
    expect((await jsonOf<{ message: string }>(res)).message).toBe(familyMessages.linkExpired);
  });

  test(`wrong codes are limited: after ${CODE_ATTEMPTS} the letter stops working, even with the right code`, async () => {
    at('2026-06-01T14:00:00Z');
    const asked = askedCookie(await askToSignIn(api, 'known.parent@example.com'));
    await api.server.settle();
    const { code, token } = letterTo(smtp, 'known.parent@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < CODE_ATTEMPTS; i += 1)
      statuses.push((await verify(api, { email: 'known.parent@example.com', code: wrong })).status);
    expect(statuses).toEqual(Array(CODE_ATTEMPTS).fill(400));
    const right = await verify(api, { email: 'known.parent@example.com', code });
    expect(right.status).toBe(400);
    expect((await jsonOf<{ message: string }>(right)).message).toBe(familyMessages.codeInvalid);
    // The link of that letter stopped too, and says why.
    const link = await verify(api, { token }, freshIp(), asked);
    expect([link.status, (await jsonOf<{ message: string }>(link)).message]).toEqual([429, familyMessages.codeLimit]);
  });

  test('requests from one client are limited (429), known address or not', async () => {
    at('2026-06-01T18:00:00Z');
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await askToSignIn(api, `someone${i}@example.com`, ip)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the family session', () => {
  let mine: string[] = [];
  let theirs = '';
  let cookie = '';
  beforeAll(async () => {
    at('2026-06-02T10:00:00Z');
    admin = await api.login();
    mine = [
      (await approvedSkater(api, admin, { name: 'Riya Family', email: PARENT, dob: '2015-04-04' }))._id,
      (await submitSkater(api, { name: 'Dev Family', email: PARENT }))._id,
    ];
    theirs = (await approvedSkater(api, admin, { name: 'Someone Else', email: OTHER }))._id;
    cookie = await familySignIn(api, smtp, PARENT);
  });

  test('lists every child with this address on file, and nobody else', async () => {
    const home = await children(cookie);
    expect(home.email).toBe(PARENT);
    expect(home.children.map((child) => child._id).sort()).toEqual([...mine].sort());
    const riya = home.children.find((child) => child.name === 'Riya Family') as FamilyChild;
    expect(riya).toMatchObject({ status: 'approved', season: 2026, referenceDay: '2026-01-01', age: 10, ageCategory: 'Cadet (9-11)' });
    expect(riya.registrationNo).toBeTruthy();
    expect(riya.proof.state).toBe('scheduled');
    expect(home.children.find((child) => child.name === 'Dev Family')?.status).toBe('pending');
    // Nothing an admin sees: no date of birth, phone, Aadhaar number or address.
    expect(JSON.stringify(home.children)).not.toMatch(/dob|phoneNo|aadharNo|2015-04-04/);
  });

  test("another family's child answers 404 on every child route", async () => {
    for (const path of ['results', 'championships', 'requests', 'data', 'proof']) {
      expect((await api.call('GET', `/api/family/children/${theirs}/${path}`, { cookie })).status, path).toBe(404);
    }
    expect((await api.call('POST', `/api/family/children/${theirs}/requests`, { cookie, body: { kind: 'access' } })).status).toBe(404);
  });

  test("another family's child answers 404 before its body is read: nothing says whether the body would have passed", async () => {
    for (const path of ['renew', 'entries', 'requests']) {
      const res = await api.call('POST', `/api/family/children/${theirs}/${path}`, { cookie, body: { nonsense: true } });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ message: familyMessages.childNotFound });
    }
  });

  test('an admin session is no family session, and a family session no admin one', async () => {
    expect((await api.call('GET', '/api/family/children', { cookie: admin })).status).toBe(401);
    expect((await api.call('GET', `/api/skaterprofiles/${mine[0]}`, { cookie })).status).toBe(401);
    expect((await api.call('GET', '/api/requests', { cookie })).status).toBe(401);
  });

  test('ends after 7 days without use, and at sign-out', async () => {
    const later = await familySignIn(api, smtp, PARENT);
    at('2026-06-08T09:00:00Z');
    expect((await api.call('GET', '/api/family/children', { cookie: later })).status).toBe(200);
    at('2026-06-15T09:30:00Z');
    expect((await api.call('GET', '/api/family/children', { cookie: later })).status).toBe(401);
    const fresh = await familySignIn(api, smtp, PARENT);
    const out = await api.call('POST', '/api/family/sign-out', { cookie: fresh, body: {} });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await api.call('GET', '/api/family/children', { cookie: fresh })).status).toBe(401);
    expect(await jsonOf(await api.call('GET', '/api/family/session', { cookie: fresh }))).toEqual({ signedIn: false });
  });
});

describe('what a parent does for each child', () => {
  const EMAIL = 'arjun.parent@example.com';
  let first: { _id: string; registrationNo: string };
  let second: { _id: string };
  let cookie = '';
  let eventId = '';
  let races: { _id: string; name: string }[] = [];

  beforeAll(async () => {
    at('2026-07-01T10:00:00Z');
    admin = await api.login();
    first = await approvedSkater(api, admin, {
      name: 'Kiran Arjun',
      email: EMAIL,
      dob: '2014-05-05',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    second = await approvedSkater(api, admin, {
      name: 'Lata Arjun',
      email: EMAIL,
      dob: '2013-02-02',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    eventId = await createEvent(api, admin, { date: '2026-08-20' });
    ({ races } = await saveChampionship(api, admin, eventId, {
      entriesClose: '2026-08-10T00:00:00Z',
      maxRacesPerSkater: 3,
      selectPerRace: 2,
      races: [
        race({ name: '500 m SJ girls' }),
        race({ name: '1000 m SJ girls' }),
        race({ name: 'Relay SJ', gender: 'Open' }),
        race({ name: 'Senior men', ageCategory: 'Senior', gender: 'Male' }),
      ],
    }));
    cookie = await familySignIn(api, smtp, EMAIL);
  });

  /** Weeks pass between these steps: both sessions have ended by then. */
  const signInAgain = async () => {
    admin = await api.login();
    cookie = await familySignIn(api, smtp, EMAIL);
  };
  const championshipsOf = async (id: string) =>
    (await familyGet<{ championships: FamilyChampionship[] }>(api, cookie, `/api/family/children/${id}/championships`)).championships;
  const change = (id: string, body: Record<string, unknown>) => api.call('POST', `/api/family/children/${id}/entries`, { cookie, body });

  test('entering a championship: the eligible races, an added race keeps the races entered, a removal is explicit, each confirmed by letter', async () => {
    const offered = await championshipsOf(first._id);
    expect(offered).toHaveLength(1);
    expect(offered[0]?.races.map((item) => item.name)).toEqual(['500 m SJ girls', '1000 m SJ girls', 'Relay SJ']);
    const [sprint, long, relay] = races;
    // An earlier entry made by the registrar.
    const registrarEntry = await api.call('POST', '/api/entries', {
      body: { eventId, registrationNo: first.registrationNo, dob: '2014-05-05', raceIds: [sprint?._id] },
      cookie: admin,
    });
    expect(registrarEntry.status).toBe(201);
    await api.server.settle();
    smtp.received.length = 0;
    expect((await championshipsOf(first._id))[0]?.races.filter((item) => item.entered).map((item) => item.name)).toEqual([
      '500 m SJ girls',
    ]);

    const added = await change(first._id, { eventId, add: [long?._id] });
    expect(added.status, await added.clone().text()).toBe(200);
    expect((await jsonOf<{ raceIds: string[] }>(added)).raceIds).toEqual([sprint?._id, long?._id]);
    await api.server.settle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.envelopeTo).toEqual([EMAIL]);
    expect(smtp.received[0]?.text).toContain('Added: 1000 m SJ girls');
    expect(smtp.received[0]?.text).toContain('Races entered now: 500 m SJ girls, 1000 m SJ girls');

    const removed = await change(first._id, { eventId, remove: [sprint?._id], add: [relay?._id] });
    expect((await jsonOf<{ raceIds: string[] }>(removed)).raceIds).toEqual([long?._id, relay?._id]);
    // Nothing to change, a race the child may not run, and an unknown championship are refused.
    expect((await change(first._id, { eventId })).status).toBe(400);
    expect((await change(first._id, { eventId, add: [races[3]?._id] })).status).toBe(400);
    expect((await change(first._id, { eventId: first._id, add: [long?._id] })).status).toBe(404);
  });

  test('an entry the association withdrew is not brought back from the family page', async () => {
    const [sprint] = races;
    expect((await change(second._id, { eventId, add: [sprint?._id] })).status).toBe(200);
    const entryId = (await familyGet<{ entries: { _id: string }[] }>(api, cookie, `/api/family/children/${second._id}/data`)).entries[0]
      ?._id;
    expect((await api.call('DELETE', `/api/entries/${entryId}`, { cookie: admin })).status).toBe(200);
    const again = await change(second._id, { eventId, add: [sprint?._id] });
    expect(again.status).toBe(409);
    expect((await jsonOf<{ message: string }>(again)).message).toBe(familyMessages.withdrawnByAssociation);
  });

  test('a child whose consent was withdrawn is offered no championship, and no entry is taken for them from anyone', async () => {
    const third = await approvedSkater(api, admin, {
      name: 'Mira Arjun',
      email: EMAIL,
      dob: '2014-06-06',
      gender: 'Female',
      eventCategory: 'Speed Quad',
    });
    const [sprint] = races;
    const offered = await familyGet<{ championships: unknown[] }>(api, cookie, `/api/family/children/${third._id}/championships`);
    expect(offered.championships.length, 'offered before the withdrawal').toBe(1);
    const withdrawn = await api.call('POST', `/api/family/children/${third._id}/consent/withdraw`, { cookie });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    await api.server.settle();

    const before = await api.snapshot({ ignoreStores: ['throttle', 'sessions', 'family-sessions'] });
    expect(
      (await familyGet<{ championships: unknown[] }>(api, cookie, `/api/family/children/${third._id}/championships`)).championships,
    ).toEqual([]);
    const fromFamily = await change(third._id, { eventId, add: [sprint?._id] });
    expect(fromFamily.status).toBe(409);
    expect((await jsonOf<{ message: string }>(fromFamily)).message).toMatch(
      /^Consent for this skater was withdrawn on .+, so their profile is being deleted and cannot be entered in a championship\.$/,
    );
    const fromRegistrar = await enter(api, admin, {
      eventId,
      registrationNo: third.registrationNo,
      dob: third.dob,
      raceIds: [sprint?._id],
    });
    expect(fromRegistrar.status).toBe(409);
    await api.server.settle();
    // Nothing stored but the registrar's look-up in the access log, audited found or not.
    const stored = (snapshot: Map<string, unknown>) => new Map([...snapshot].filter(([key]) => !key.includes('/v2/audit/')));
    const after = await api.snapshot({ ignoreStores: ['throttle', 'sessions', 'family-sessions'] });
    expect([...stored(after).keys()].filter((key) => !before.has(key))).toEqual([]);
    expect(stored(after)).toEqual(stored(before));
    // Deleted as the registrar's queue would: the tests after this one count this family's children.
    expect((await api.call('DELETE', `/api/skaterprofiles/${third._id}`, { cookie: admin })).status).toBe(200);
  });

  test('results and certificates, each certificate with its PDF', async () => {
    at('2026-08-21T10:00:00Z');
    await signInAgain();
    const [, long] = races;
    const saved = await api.call('PUT', `/api/events/${eventId}/results/${long?._id}`, {
      cookie: admin,
      body: { rows: [{ registrationNo: first.registrationNo, position: 1 }] },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // Certificates come from official results only.
    const official = await api.call('PATCH', `/api/events/${eventId}/results/${long?._id}`, {
      cookie: admin,
      body: { status: 'official' },
    });
    expect(official.status, await official.clone().text()).toBe(200);
    const issued = await api.call('POST', `/api/events/${eventId}/certificates`, { cookie: admin, body: {} });
    expect(issued.status, await issued.clone().text()).toBe(200);
    const { results, certificates } = await familyGet<{
      results: { race: string; position?: number }[];
      certificates: { pdf: string; race: string }[];
    }>(api, cookie, `/api/family/children/${first._id}/results`);
    expect(results).toEqual([expect.objectContaining({ race: '1000 m SJ girls', position: 1 })]);
    expect(certificates.map((certificate) => certificate.race)).toEqual(['1000 m SJ girls']);
    const pdf = await api.call('GET', certificates[0]?.pdf ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  test('renewing for the new season in one step: nothing retyped, consent again, pending with the same number', async () => {
    at('2027-01-10T10:00:00Z');
    await signInAgain();
    const before = (await children(cookie)).children.find((child) => child._id === first._id);
    expect(before).toMatchObject({ status: 'lapsed', canRenew: true, referenceDay: '2027-01-01' });
    expect((await api.call('POST', `/api/family/children/${first._id}/renew`, { cookie, body: {} })).status).toBe(400);
    const res = await api.call('POST', `/api/family/children/${first._id}/renew`, {
      cookie,
      body: { consent: true, coachName: 'New Coach' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { child } = await jsonOf<{ child: FamilyChild }>(res);
    expect(child).toMatchObject({
      status: 'pending',
      season: 2027,
      registrationNo: first.registrationNo,
      coachName: 'New Coach',
      canRenew: false,
    });
    await api.server.settle();
    expect(smtp.received.at(-1)?.headers['subject']).toBe('Renewal received: Kiran Arjun');
    expect((await api.call('POST', `/api/family/children/${first._id}/renew`, { cookie, body: { consent: true } })).status).toBe(409);
  });

  test('a correction and a deletion request reach the queue; the deletion done from it deletes everything', async () => {
    const correction = await api.call('POST', `/api/family/children/${second._id}/requests`, {
      cookie,
      body: { kind: 'correction', field: 'coachName', value: 'Coach Sunita Rao' },
    });
    expect(correction.status, await correction.clone().text()).toBe(201);
    const deletion = await api.call('POST', `/api/family/children/${second._id}/requests`, { cookie, body: { kind: 'deletion' } });
    expect(deletion.status).toBe(201);
    expect(
      (
        await api.call('POST', `/api/family/children/${second._id}/requests`, {
          cookie,
          body: { kind: 'correction', field: 'aadharNo', value: 'x' },
        })
      ).status,
    ).toBe(400);

    const queue = await jsonOf<DataRequest[]>(await api.call('GET', '/api/requests?status=open', { cookie: admin }));
    // Sent in the same (frozen) second: ordered here by kind.
    const mine = queue.filter((request) => request.skaterId === second._id).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(mine.map((request) => [request.kind, request.field ?? '', request.value ?? ''])).toEqual([
      ['correction', 'coachName', 'Coach Sunita Rao'],
      ['deletion', '', ''],
    ]);
    expect(mine[0]?.dueAt).toBe(new Date(Date.parse(mine[0]?.createdAt ?? '') + 30 * 86_400_000).toISOString());
    const dashboard = await jsonOf<{ work: { openRequests: number } }>(await api.call('GET', '/api/dashboard', { cookie: admin }));
    expect(dashboard.work.openRequests).toBeGreaterThanOrEqual(2);

    const corrected = await api.call('PATCH', `/api/requests/${mine[0]?._id}`, {
      cookie: admin,
      body: { status: 'done', answer: 'Corrected.' },
    });
    expect(corrected.status).toBe(200);
    expect(
      (await api.call('PATCH', `/api/requests/${mine[0]?._id}`, { cookie: admin, body: { status: 'done', answer: 'Again.' } })).status,
    ).toBe(409);

    smtp.received.length = 0;
    const done = await api.call('PATCH', `/api/requests/${mine[1]?._id}`, {
      cookie: admin,
      body: { status: 'done', answer: 'Deleted as you asked.' },
    });
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await jsonOf<{ deleted: Record<string, number> }>(done)).deleted).toMatchObject({ entriesDeleted: 1 });
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[EMAIL]]);
    expect(smtp.received[0]?.text).toContain('Deleted as you asked.');
    // What was asked, in words, and the one step left: registering again one day.
    expect(smtp.received[0]?.headers['subject']).toBe('Your request about Lata Arjun has been answered');
    expect(smtp.received[0]?.text).toContain('Your request to delete the profile of Lata Arjun has been carried out');
    expect(smtp.received[0]?.text).toMatch(/the registration form is at \S+\/skaterform/);
    // Gone: the profile, its entry, and the requests' copies of the name and address.
    expect((await api.call('GET', `/api/skaterprofiles/${second._id}`, { cookie: admin })).status).toBe(404);
    expect((await children(cookie)).children.map((child) => child._id)).toEqual([first._id]);
    // No photo or identity proof is left; the entry is gone from the event's list.
    const files = [...(await api.snapshot()).keys()].filter((key) => /site:(photos|private-files)\//.test(key));
    expect(files.filter((key) => key.includes(second._id))).toEqual([]);
    const entered = JSON.stringify(await jsonOf(await api.call('GET', `/api/events/${eventId}/entries`, { cookie: admin })));
    expect(entered).not.toContain('Lata Arjun');
    const queueAfter = JSON.stringify(await jsonOf(await api.call('GET', '/api/requests', { cookie: admin })));
    expect(queueAfter).not.toContain('Lata Arjun');
  });

  test("downloading the child's data: JSON with the consent record, and the identity proof", async () => {
    const data = await familyGet<{
      record: Record<string, unknown>;
      consent: Record<string, unknown>;
      entries: unknown[];
      results: unknown[];
      certificates: unknown[];
    }>(api, cookie, `/api/family/children/${first._id}/data`);
    expect(data.record['name']).toBe('Kiran Arjun');
    expect(data.record['aadharNo']).toMatch(/^X{4} X{4} \d{4}$|\d{4}$/);
    // Added by the registrar: no parent was asked to confirm (consent.test.ts has a confirmed one).
    expect(data.consent).toMatchObject({ confirmed: false, note: CONSENT_NOT_CONFIRMED });
    expect(data.entries).toHaveLength(1);
    expect(data.certificates).toHaveLength(1);
    // The readable page is the site's /my/data (family-data.test.ts, tests/component/public-family-data.test.tsx).
    expect((data.entries[0] as { races?: string[] }).races).toEqual(['1000 m SJ girls', 'Relay SJ']);
    const proof = await api.call('GET', `/api/family/children/${first._id}/proof`, { cookie });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('cache-control')).toBe('private, no-store');
    expect(proof.headers.get('content-disposition')).toMatch(/^attachment; filename="identity-proof\.(png|jpg|pdf)"$/);
    expect(proof.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('a correction of the e-mail address, carried out', () => {
  test("the answer to the old address says the child is now on the new address's family page", async () => {
    at('2026-09-01T10:00:00Z');
    const old = 'moving.parent@example.com';
    const skater = await approvedSkater(api, await api.login(), { name: 'Tara Moving', email: old });
    const cookie = await familySignIn(api, smtp, old);
    const asked = await api.call('POST', `/api/family/children/${skater._id}/requests`, {
      cookie,
      body: { kind: 'correction', field: 'email', value: 'new.home@example.com' },
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const { request } = await jsonOf<{ request: { _id: string } }>(asked);
    const registrar = await api.login();
    const corrected = await api.call('PATCH', `/api/skaterprofiles/${skater._id}`, {
      cookie: registrar,
      body: { email: 'new.home@example.com' },
    });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    smtp.received.length = 0;
    const done = await api.call('PATCH', `/api/requests/${request._id}`, {
      cookie: registrar,
      body: { status: 'done', answer: 'Changed.' },
    });
    expect(done.status, await done.clone().text()).toBe(200);
    await api.server.settle();
    const letter = smtp.received.find((mail) => mail.envelopeTo.includes(old));
    expect(letter?.text).toMatch(/The skater is now on the family page of new\.home@example\.com: sign in at \S+\/my with that address\./);
    expect(letter?.text).not.toContain("on the skater's card on your family page");
  });
});

describe('the daily sweep', () => {
  test('deletes ended family sessions and used or late sign-in letters, and keeps live ones', async () => {
    const sweep = (await import('../../netlify/functions/sweep-family.ts')).default;
    at('2027-03-01T10:00:00Z');
    await approvedSkater(api, await api.login(), { name: 'Sweep Child', email: 'sweep.parent@example.com' });
    const live = await familySignIn(api, smtp, 'sweep.parent@example.com');
    const storedKeys = async (store: string) =>
      [...(await api.snapshot({ ignoreStores: [] })).keys()].filter((key) => key.includes(`site:${store}/`));
    const sessionsBefore = (await storedKeys('family-sessions')).length;
    expect(sessionsBefore).toBeGreaterThan(1);
    expect((await sweep()).status).toBe(204);
    // Only the session just opened is left; the letter it used is past its 15 minutes only later.
    expect(await storedKeys('family-sessions')).toHaveLength(1);
    expect((await api.call('GET', '/api/family/children', { cookie: live })).status).toBe(200);
    at('2027-03-01T10:20:00Z');
    await sweep();
    expect(await storedKeys('family-sign-in')).toEqual([]);
  });
});
