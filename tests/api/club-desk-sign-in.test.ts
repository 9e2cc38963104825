/**
 * The club desk's accounts and sign-in, against the real store and a real SMTP server: registrars
 * give a club coach addresses (one address, one club; given twice, added once), coaches sign in
 * exactly as families do (one answer for every address, the same hourly limits, a link that signs
 * in at once only in the browser that asked), and a coach session is a kind of its own that no
 * admin or family route accepts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { clubDeskMessages } from '#domain/clubs/club-desk.ts';
import { LETTERS_PER_ADDRESS_CLIENT_HOURLY } from '#domain/family/family.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { freshIp, submitSkater } from './support/registry.ts';
import { familySignIn } from './support/family.ts';
import { addClub, addCoach, askCoachLetter, coachAskedCookie, coachLetterTo, coachSignIn, verifyCoach } from './support/club-desk.ts';

let api: Api;
let smtp: TestSmtp;
let roles: Awaited<ReturnType<typeof sessionsOfEveryRole>>;
let riverside: { _id: string; clubName: string };
let hilltop: { _id: string; clubName: string };
const COACH = 'coach.riverside@example.com';
const PARENT = 'desk.parent@example.com';

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  roles = await sessionsOfEveryRole(api);
  riverside = await addClub(api, roles.editor, 'Riverside Roller Academy');
  hilltop = await addClub(api, roles.editor, 'Hilltop Skating Club');
  await submitSkater(api, { email: PARENT });
  await api.server.settle();
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

const deskSession = async (cookie: string) =>
  jsonOf<{ signedIn: boolean; email?: string; club?: { clubName: string } }>(await api.call('GET', '/api/club-desk/session', { cookie }));

describe('coach addresses', () => {
  test('a registrar gives a club an address once; another club cannot have it; an editor may not', async () => {
    const first = await addCoach(api, roles.registrar, riverside._id, ' Coach.Riverside@Example.com ');
    expect(first.coach.email).toBe(COACH);
    await addCoach(api, roles.registrar, riverside._id, COACH, 200);
    const listed = await jsonOf<{ coaches: { email: string }[] }>(
      await api.call('GET', `/api/club-coaches?club=${riverside._id}`, { cookie: roles.registrar }),
    );
    expect(listed.coaches.map((coach) => coach.email)).toEqual([COACH]);

    const elsewhere = await api.call('POST', '/api/club-coaches', { body: { clubId: hilltop._id, email: COACH }, cookie: roles.owner });
    expect(elsewhere.status).toBe(409);
    expect((await jsonOf<{ message: string }>(elsewhere)).message).toBe(clubDeskMessages.coachElsewhere(riverside.clubName));

    expect(
      (await api.call('POST', '/api/club-coaches', { body: { clubId: hilltop._id, email: 'x@example.com' }, cookie: roles.editor })).status,
    ).toBe(403);
    expect((await api.call('GET', `/api/club-coaches?club=${riverside._id}`, { cookie: roles.treasurer })).status).toBe(403);
    // Personal data: the club's public answer never carries its coaches' addresses.
    expect(await (await api.call('GET', `/api/associative-club/${riverside._id}`)).text()).not.toContain(COACH);
  });

  test('the audit log names the club, never the address', async () => {
    const log = await (await api.call('GET', '/api/audit', { cookie: roles.owner })).text();
    expect(log).toContain('Riverside Roller Academy');
    expect(log).toContain('a coach address added');
    expect(log).not.toContain(COACH);
  });
});

describe('signing in', () => {
  test('one answer for a coach, a parent and a stranger; only the coach is sent a letter', async () => {
    const answers = [];
    for (const email of [COACH, PARENT, 'nobody@example.com']) {
      const res = await askCoachLetter(api, email);
      answers.push({ status: res.status, body: await res.text() });
      coachAskedCookie(res);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: JSON.stringify({ message: clubDeskMessages.signInSent }) });
    await api.server.settle();
    expect(smtp.received.map((mail) => mail.envelopeTo).flat()).toEqual([COACH]);
    expect(coachLetterTo(smtp, COACH).code).toMatch(/^\d{6}$/);
  });

  test('the same hourly limit per address and client, in the same words for every address', async () => {
    const ip = freshIp();
    const over = [];
    for (const email of ['limit.coach@example.com', 'limit.nobody@example.com']) {
      if (email === 'limit.coach@example.com') await addCoach(api, roles.registrar, hilltop._id, email);
      for (let sent = 0; sent < LETTERS_PER_ADDRESS_CLIENT_HOURLY; sent += 1)
        expect((await askCoachLetter(api, email, ip)).status).toBe(200);
      const refused = await askCoachLetter(api, email, ip);
      expect(refused.status).toBe(429);
      over.push((await jsonOf<{ message: string }>(refused)).message);
    }
    expect(over[0]).toBe(over[1]);
    expect(over[0]).toMatch(/^No letter was sent/);
  });

  test('a code signs in, once; the session names the club', async () => {
    await askCoachLetter(api, COACH);
    await api.server.settle();
    const { code } = coachLetterTo(smtp, COACH);
    const wrong = await verifyCoach(api, { email: COACH, code: code === '000000' ? '111111' : '000000' });
    const stranger = await verifyCoach(api, { email: 'nobody@example.com', code: '123456' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe(await stranger.text());
    const res = await verifyCoach(api, { email: COACH, code });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^coach=/);
    expect(await deskSession(cookie)).toEqual({ signedIn: true, email: COACH, club: { _id: riverside._id, clubName: riverside.clubName } });
    expect((await verifyCoach(api, { email: COACH, code })).status).toBe(400);
  });

  test('a link opened in another browser asks first, and a family letter never signs a coach in', async () => {
    const asked = await askCoachLetter(api, COACH);
    await api.server.settle();
    const { token } = coachLetterTo(smtp, COACH);
    expect(await jsonOf(await verifyCoach(api, { token }))).toEqual({ confirm: { email: COACH } });
    const here = await verifyCoach(api, { token }, freshIp(), coachAskedCookie(asked));
    expect(here.status).toBe(200);

    const family = await familySignIn(api, smtp, PARENT);
    expect(await deskSession(family)).toEqual({ signedIn: false });
  });
});

describe('a coach session', () => {
  test('reaches no admin route and no family route', async () => {
    const coach = await coachSignIn(api, smtp, COACH);
    for (const [method, path] of [
      ['GET', '/api/registrations'],
      ['GET', '/api/contact'],
      ['GET', '/api/dashboard'],
      ['GET', `/api/club-coaches?club=${riverside._id}`],
      ['GET', '/api/charges'],
      ['GET', '/api/family/children'],
      ['GET', '/api/family/fees'],
    ] as const) {
      expect((await api.call(method, path, { cookie: coach })).status, `${method} ${path}`).toBe(401);
    }
    const family = await jsonOf<{ signedIn: boolean }>(await api.call('GET', '/api/family/session', { cookie: coach }));
    expect(family.signedIn).toBe(false);
  });

  test('ends at once when its address is taken off the club, and at sign-out', async () => {
    const coach = await coachSignIn(api, smtp, COACH);
    const listed = await jsonOf<{ coaches: { _id: string; email: string }[] }>(
      await api.call('GET', `/api/club-coaches?club=${riverside._id}`, { cookie: roles.registrar }),
    );
    const id = listed.coaches.find((item) => item.email === COACH)?._id ?? '';
    const removed = await api.call('DELETE', `/api/club-coaches/${id}`, { cookie: roles.registrar });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await deskSession(coach)).toEqual({ signedIn: false });
    expect((await api.call('DELETE', `/api/club-coaches/${id}`, { cookie: roles.registrar })).status).toBe(404);

    // Given again (to another club now): the address's claim was released.
    await addCoach(api, roles.registrar, hilltop._id, COACH);
    const again = await coachSignIn(api, smtp, COACH);
    expect((await deskSession(again)).club?.clubName).toBe(hilltop.clubName);
    const out = await api.call('POST', '/api/club-desk/sign-out', { cookie: again });
    expect(out.status).toBe(200);
    expect(await deskSession(again)).toEqual({ signedIn: false });
  });
});
