/**
 * The club desk's roster, the parent's choice about club entries and a coach's invitation, against
 * the real store and a real SMTP server: the roster lists the approved skaters whose club on file
 * is the coach's, with nothing personal; another club's roster is refused; the choice is the
 * parent's alone, off by default, on the family page and the registration form; the invitation
 * links to the registration form with the club filled in.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clubDeskMessages } from '#domain/clubs/club-desk.ts';
import type { Roster } from '#domain/clubs/club-desk.schema.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { approvedSkater, type ApprovedSkater } from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { approve, freshIp, submitSkater } from './support/registry.ts';
import { familySignIn } from './support/family.ts';
import { addClub, addCoach, coachSignIn } from './support/club-desk.ts';

let api: Api;
let smtp: TestSmtp;
let roles: Awaited<ReturnType<typeof sessionsOfEveryRole>>;
let riverside: { _id: string; clubName: string };
let hilltop: { _id: string; clubName: string };
let coach = '';
let hilltopCoach = '';
let diya: ApprovedSkater;
let kabir: { _id: string };
const PARENT = 'roster.parent@example.com';
const PERSONAL = { aadharNo: '', phoneNo: '9811122233', email: PARENT, dob: '2013-05-17' };

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  roles = await sessionsOfEveryRole(api);
  riverside = await addClub(api, roles.editor, 'Riverside Roller Academy');
  hilltop = await addClub(api, roles.editor, 'Hilltop Skating Club');
  await addCoach(api, roles.registrar, riverside._id, 'coach.roster@example.com');
  await addCoach(api, roles.registrar, hilltop._id, 'coach.hilltop@example.com');
  diya = await approvedSkater(api, roles.registrar, {
    name: 'Diya Roster',
    representativeClub: 'Riverside Roller Academy',
    phoneNo: PERSONAL.phoneNo,
    email: PARENT,
    dob: PERSONAL.dob,
  });
  // Registered by the parent with the choice ticked, then approved: the club may enter him.
  kabir = await submitSkater(api, { name: 'Kabir Roster', representativeClub: 'riverside  roller academy', clubMayEnter: true });
  await approve(api, roles.registrar, kabir._id);
  await approvedSkater(api, roles.registrar, { name: 'Hema Hilltop', representativeClub: 'Hilltop Skating Club' });
  // Pending: not on any roster.
  await submitSkater(api, { name: 'Pia Pending', representativeClub: 'Riverside Roller Academy' });
  coach = await coachSignIn(api, smtp, 'coach.roster@example.com');
  hilltopCoach = await coachSignIn(api, smtp, 'coach.hilltop@example.com');
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

const rosterOf = async (clubId: string, cookie: string) => api.call('GET', `/api/club-desk/clubs/${clubId}/roster`, { cookie });

describe('the roster', () => {
  test("lists the club's approved skaters, whatever the case and spacing of the club's name on file, and nothing personal", async () => {
    const res = await rosterOf(riverside._id, coach);
    expect(res.status, await res.clone().text()).toBe(200);
    const text = await res.clone().text();
    const roster = await jsonOf<Roster>(res);
    expect(roster.club).toEqual({ _id: riverside._id, clubName: riverside.clubName });
    expect(roster.items.map((skater) => skater.name)).toEqual(['Diya Roster', 'Kabir Roster']);
    const first = roster.items[0];
    expect(first).toMatchObject({ registrationNo: diya.registrationNo, seasonStatus: 'current', clubMayEnter: false, entries: [] });
    expect(first?.ageCategory).toMatch(/\S/);
    expect(roster.items[1]?.clubMayEnter).toBe(true);
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        '_id',
        'ageCategory',
        'clubMayEnter',
        'entries',
        'eventCategory',
        'gender',
        'name',
        'registrationNo',
        'season',
        'seasonStatus',
      ].sort(),
    );
    for (const value of [PERSONAL.phoneNo, PERSONAL.email, PERSONAL.dob, 'aadhar', 'fileKey', 'proof', 'parentName', 'Neha Sharma']) {
      expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });

  test("refuses another club's roster, and every session but a coach's", async () => {
    const other = await rosterOf(riverside._id, hilltopCoach);
    expect(other.status).toBe(404);
    expect((await jsonOf<{ message: string }>(other)).message).toBe(clubDeskMessages.notYourClub);
    expect((await jsonOf<Roster>(await rosterOf(hilltop._id, hilltopCoach))).items.map((skater) => skater.name)).toEqual(['Hema Hilltop']);
    expect((await rosterOf(riverside._id, roles.owner)).status).toBe(401);
    expect((await rosterOf(riverside._id, await familySignIn(api, smtp, PARENT))).status).toBe(401);
    expect((await rosterOf(riverside._id, '')).status).toBe(401);
  });
});

describe("the parent's choice", () => {
  test('is off by default, turned on and off by the parent only, and shows on the roster', async () => {
    const family = await familySignIn(api, smtp, PARENT);
    const home = await jsonOf<{ children: { _id: string; clubMayEnter: boolean }[] }>(
      await api.call('GET', '/api/family/children', { cookie: family }),
    );
    expect(home.children.find((child) => child._id === diya._id)?.clubMayEnter).toBe(false);

    const on = await api.call('PUT', `/api/family/children/${diya._id}/club-entries`, { body: { allowed: true }, cookie: family });
    expect(on.status, await on.clone().text()).toBe(200);
    expect(await jsonOf(on)).toEqual({ message: clubDeskMessages.clubEntriesOn, clubMayEnter: true });
    const listed = await jsonOf<Roster>(await rosterOf(riverside._id, coach));
    expect(listed.items.find((skater) => skater._id === diya._id)?.clubMayEnter).toBe(true);

    // Another family's child, a coach, an admin: refused.
    expect(
      (await api.call('PUT', `/api/family/children/${kabir._id}/club-entries`, { body: { allowed: false }, cookie: family })).status,
    ).toBe(404);
    expect(
      (await api.call('PUT', `/api/family/children/${diya._id}/club-entries`, { body: { allowed: false }, cookie: coach })).status,
    ).toBe(401);
    expect(
      (await api.call('PUT', `/api/family/children/${diya._id}/club-entries`, { body: { allowed: 'yes' }, cookie: family })).status,
    ).toBe(400);

    const off = await api.call('PUT', `/api/family/children/${diya._id}/club-entries`, { body: { allowed: false }, cookie: family });
    expect((await jsonOf<{ clubMayEnter: boolean }>(off)).clubMayEnter).toBe(false);
    expect((await jsonOf<Roster>(await rosterOf(riverside._id, coach))).items.find((skater) => skater._id === diya._id)?.clubMayEnter).toBe(
      false,
    );
  });
});

describe('inviting a family', () => {
  test('mails the parent a link to the registration form with the club filled in', async () => {
    smtp.received.length = 0;
    const res = await api.call('POST', '/api/club-desk/invitations', {
      body: { email: 'new.family@example.com', childName: 'Ira New', website: '' },
      cookie: coach,
      ip: freshIp(),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await jsonOf<{ message: string }>(res)).message).toBe(clubDeskMessages.invited('new.family@example.com'));
    await api.server.settle();
    const letter = smtp.received.find((mail) => mail.envelopeTo.includes('new.family@example.com'));
    expect(letter?.headers['subject']).toContain('Riverside Roller Academy invites you to register Ira New');
    expect(letter?.text).toContain('/skaterform?club=Riverside%20Roller%20Academy');
    expect(letter?.text).toContain('/my');
    expect(
      (await api.call('POST', '/api/club-desk/invitations', { body: { email: 'x@example.com', childName: 'X' }, cookie: roles.registrar }))
        .status,
    ).toBe(401);
  });
});
