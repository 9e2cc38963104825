/**
 * The audit log's sentences, route by route: every route that declares an audit (read from the
 * functions themselves, as roles.test.ts reads their access) has a scenario here, which makes its
 * change and checks the exact entries it left: the person and role, the verb, the record by its
 * name or title. No entry of the whole log holds a personal value of the records the scenarios
 * touched (e-mail, phone, Aadhaar number, date of birth).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointsOf } from '../../netlify/functions/_shared/platform/hono/app.ts';
import type { AuditEntry } from '../../src/domain/committee/audit.schema.ts';
import type { AuditAction } from '../../src/domain/committee/audit.ts';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { ACCOUNT_PASSWORD, accountSignedIn, signIn } from './support/accounts.ts';
import { approvedSkater, approvedSkaters, enteredChampionship, sprintAndRelay, type ApprovedSkater } from './support/championship.ts';
import { achievementBody, allPages, clubBody, contactBody, eventBody, newsBody, registrationBody, skaterBody } from './support/fixtures.ts';
import { familySignIn } from './support/family.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';
import { freshIp, submitSkater } from './support/registry.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let api: Api;
let smtp: TestSmtp;
let owner: string;
let editor = '';
let registrar = '';
let treasurer = '';
const PARENT = 'audit.parent@example.com';
const FEE_PARENT = 'fees.parent@example.com';

/** Everything personal the scenarios send; none of it may reach an entry. */
const personal = new Set<string>([
  PARENT,
  FEE_PARENT,
  'tara.words@example.org',
  'esha.words@example.org',
  'rekha.words@example.org',
  'temp.words@example.org',
  // Typed by admins into an e-mail's subject and a selection's reason: masked in the entries.
  '98450 12345',
  'coach@example.org',
  '12 March 2014',
]);
const keepPersonal = (body: Record<string, unknown>) => {
  for (const field of ['email', 'phoneNo', 'phone', 'aadharNo', 'dob'])
    if (typeof body[field] === 'string' || typeof body[field] === 'number') personal.add(String(body[field]));
  return body;
};

const entries = () => allPages<AuditEntry>(api, '/api/audit', { cookie: owner });

interface Expected {
  action: AuditAction;
  resource: string;
  summary: string;
}

const call = async (
  method: string,
  path: string,
  options: { body?: unknown; cookie: string; ip?: string; headers?: Record<string, string> },
  status = [200, 201],
) => {
  const res = await api.call(method, path, options);
  expect(status, `${method} ${path}: ${await res.clone().text()}`).toContain(res.status);
  return jsonOf<Record<string, unknown> & { _id: string }>(res);
};

/** Shared records the scenarios make and change. */
const state = {
  news: '',
  event: '',
  achievement: '',
  club: '',
  member: '',
  coach: '',
  update: '',
  image: '',
  account: '',
  accountCookie: '',
  skater: undefined as ApprovedSkater | undefined,
  submitted: '',
  registration: '',
  contact: '',
  championship: '',
  races: [] as Race[],
  entries: [] as string[],
  certificate: '',
  request: '',
  skaters: [] as ApprovedSkater[],
  /** Three skaters of one family, each owing the season's registration fee. */
  feeSkaters: [] as ApprovedSkater[],
  receipt: { _id: '', number: '' },
  statement: [] as { payRefs: string[]; utr?: string; reference: string; status: string }[],
};

interface FeeCharge {
  _id: string;
  skaterName: string;
  description: string;
  amount: number;
  payRef?: string;
}
/** The charge of a skater of the scenarios (the treasurer's list, newest first). */
const chargeOf = async (name: string): Promise<FeeCharge> => {
  const { items } = await call('GET', '/api/charges', { cookie: treasurer });
  const charge = (items as FeeCharge[]).find((item) => item.skaterName === name);
  expect(charge, `charge of ${name}`).toBeDefined();
  return charge as FeeCharge;
};
const STATEMENT_UTR = '123456789012';

/**
 * One scenario per audited route, "METHOD path" as the function declares it: `act` makes the
 * change (its entries are compared), `setup` what it needs first (its entries are not).
 */
const SCENARIOS: Record<string, { setup?: () => Promise<unknown>; act: () => Promise<Expected[]> }> = {
  'POST /api/news': {
    act: async () => {
      state.news = (await call('POST', '/api/news', { body: newsBody({ title: 'Trials moved' }), cookie: editor }))._id;
      return [{ action: 'create', resource: 'news', summary: 'Esha (editor) added news item “Trials moved”' }];
    },
  },
  'PUT /api/news/:id': {
    act: async () => {
      await call('PUT', `/api/news/${state.news}`, { body: { title: 'Trials moved to May' }, cookie: editor });
      return [{ action: 'edit', resource: 'news', summary: 'Esha (editor) edited news item “Trials moved to May”' }];
    },
  },
  'DELETE /api/news/:id': {
    act: async () => {
      await call('DELETE', `/api/news/${state.news}`, { cookie: editor });
      return [{ action: 'delete', resource: 'news', summary: 'Esha (editor) deleted news item “Trials moved to May”' }];
    },
  },
  'POST /api/events': {
    act: async () => {
      state.event = (await call('POST', '/api/events', { body: eventBody({ title: 'Summer camp' }), cookie: editor }))._id;
      return [{ action: 'create', resource: 'events', summary: 'Esha (editor) added event “Summer camp”' }];
    },
  },
  'PUT /api/events/:id': {
    act: async () => {
      await call('PUT', `/api/events/${state.event}`, { body: eventBody({ title: 'Summer camp 2031' }), cookie: editor });
      return [{ action: 'edit', resource: 'events', summary: 'Esha (editor) edited event “Summer camp 2031”' }];
    },
  },
  'DELETE /api/events/:id': {
    act: async () => {
      await call('DELETE', `/api/events/${state.event}`, { cookie: editor });
      return [{ action: 'delete', resource: 'events', summary: 'Esha (editor) deleted event “Summer camp 2031”' }];
    },
  },
  'POST /api/achievementspost': {
    act: async () => {
      state.achievement = (
        await call('POST', '/api/achievementspost', { body: achievementBody({ title: 'State gold' }), cookie: editor })
      )._id;
      return [{ action: 'create', resource: 'achievements', summary: 'Esha (editor) added achievement “State gold”' }];
    },
  },
  'PUT /api/achievements/:id': {
    act: async () => {
      await call('PUT', `/api/achievements/${state.achievement}`, { body: achievementBody({ title: 'State gold twice' }), cookie: editor });
      return [{ action: 'edit', resource: 'achievements', summary: 'Esha (editor) edited achievement “State gold twice”' }];
    },
  },
  'DELETE /api/achievements/:id': {
    act: async () => {
      await call('DELETE', `/api/achievements/${state.achievement}`, { cookie: editor });
      return [{ action: 'delete', resource: 'achievements', summary: 'Esha (editor) deleted achievement “State gold twice”' }];
    },
  },
  'POST /api/associative-club': {
    act: async () => {
      const body = clubBody({ clubName: 'Lakeside Skaters' });
      personal.add('9820000011');
      state.club = (await call('POST', '/api/associative-club', { body, cookie: editor }))._id;
      return [{ action: 'create', resource: 'associative-club', summary: 'Esha (editor) added club “Lakeside Skaters”' }];
    },
  },
  'PUT /api/associative-club/:id': {
    act: async () => {
      await call('PUT', `/api/associative-club/${state.club}`, { body: clubBody({ clubName: 'Lakeside Roller Club' }), cookie: editor });
      return [{ action: 'edit', resource: 'associative-club', summary: 'Esha (editor) edited club “Lakeside Roller Club”' }];
    },
  },
  'POST /api/associative-club/:id/members': {
    act: async () => {
      const club = await call('POST', `/api/associative-club/${state.club}/members`, {
        body: { memberName: 'Meera Added', role: 'Coach', mobileNumber: '9820000012' },
        cookie: editor,
      });
      personal.add('9820000012');
      const members = club['members'] as { _id: string; memberName: string }[];
      state.member = members.find((member) => member.memberName === 'Meera Added')?._id ?? '';
      return [
        { action: 'edit', resource: 'associative-club', summary: 'Esha (editor) edited club “Lakeside Roller Club”: a member changed' },
      ];
    },
  },
  'PUT /api/associative-club/:id/members/:memberId': {
    act: async () => {
      await call('PUT', `/api/associative-club/${state.club}/members/${state.member}`, {
        body: { memberName: 'Meera Changed', role: 'Head coach' },
        cookie: editor,
      });
      return [
        { action: 'edit', resource: 'associative-club', summary: 'Esha (editor) edited club “Lakeside Roller Club”: a member changed' },
      ];
    },
  },
  'DELETE /api/associative-club/:id/members/:memberId': {
    act: async () => {
      await call('DELETE', `/api/associative-club/${state.club}/members/${state.member}`, { cookie: editor });
      return [
        { action: 'edit', resource: 'associative-club', summary: 'Esha (editor) edited club “Lakeside Roller Club”: a member changed' },
      ];
    },
  },
  'POST /api/club-coaches': {
    act: async () => {
      const added = await call('POST', '/api/club-coaches', {
        body: { clubId: state.club, email: 'audit.coach@example.com' },
        cookie: registrar,
      });
      personal.add('audit.coach@example.com');
      state.coach = (added['coach'] as { _id: string })._id;
      return [
        {
          action: 'edit',
          resource: 'associative-club',
          summary: 'Rekha (registrar) edited club “Lakeside Roller Club”: a coach address added',
        },
      ];
    },
  },
  'DELETE /api/club-coaches/:id': {
    act: async () => {
      await call('DELETE', `/api/club-coaches/${state.coach}`, { cookie: registrar });
      return [
        {
          action: 'edit',
          resource: 'associative-club',
          summary: 'Rekha (registrar) edited club “Lakeside Roller Club”: a coach address removed',
        },
      ];
    },
  },
  'DELETE /api/associative-club/:id': {
    act: async () => {
      await call('DELETE', `/api/associative-club/${state.club}`, { cookie: editor });
      return [{ action: 'delete', resource: 'associative-club', summary: 'Esha (editor) deleted club “Lakeside Roller Club”' }];
    },
  },
  'POST /api/updates': {
    act: async () => {
      state.update = (await call('POST', '/api/updates', { body: { text: 'Rink open on Sunday' }, cookie: editor }))._id;
      return [{ action: 'create', resource: 'updates', summary: 'Esha (editor) added update “Rink open on Sunday”' }];
    },
  },
  'PUT /api/updates/:id': {
    act: async () => {
      await call('PUT', `/api/updates/${state.update}`, { body: { text: 'Rink open on Saturday' }, cookie: editor });
      return [{ action: 'edit', resource: 'updates', summary: 'Esha (editor) edited update “Rink open on Saturday”' }];
    },
  },
  'DELETE /api/updates/:id': {
    act: async () => {
      await call('DELETE', `/api/updates/${state.update}`, { cookie: editor });
      return [{ action: 'delete', resource: 'updates', summary: 'Esha (editor) deleted update “Rink open on Saturday”' }];
    },
  },
  'POST /api/gallery': {
    act: async () => {
      const body = { images: [pngDataUrl([5, 5, 5])], alt: 'Skaters at the start', caption: 'Relay final' };
      const [image] = await jsonOf<{ _id: string }[]>(await api.call('POST', '/api/gallery', { body, cookie: editor }));
      state.image = image?._id ?? '';
      return [{ action: 'create', resource: 'gallery', summary: 'Esha (editor) added gallery image “Relay final”' }];
    },
  },
  'PATCH /api/gallery/:id': {
    act: async () => {
      await call('PATCH', `/api/gallery/${state.image}`, { body: { caption: '' }, cookie: editor });
      return [{ action: 'edit', resource: 'gallery', summary: 'Esha (editor) edited gallery image “Skaters at the start”' }];
    },
  },
  'DELETE /api/gallery/:id': {
    act: async () => {
      await call('DELETE', `/api/gallery/${state.image}`, { cookie: editor });
      return [{ action: 'delete', resource: 'gallery', summary: 'Esha (editor) deleted gallery image “Skaters at the start”' }];
    },
  },
  'POST /api/breaking-news': {
    act: async () => {
      await call('POST', '/api/breaking-news', { body: { content: 'Rink closed today', link: '' }, cookie: editor });
      return [{ action: 'edit', resource: 'breaking-news', summary: 'Esha (editor) edited the breaking news “Rink closed today”' }];
    },
  },
  'POST /api/accounts': {
    act: async () => {
      const added = await accountSignedIn(api, owner, { name: 'Temp', email: 'temp.words@example.org', role: 'editor' });
      state.account = added.id;
      state.accountCookie = added.cookie;
      // The set-password link and the sign-in are this scenario's too.
      return [
        { action: 'create', resource: 'accounts', summary: 'admin (owner) added account Temp (editor, active)' },
        {
          action: 'password',
          resource: 'accounts',
          summary: 'Temp (editor) set the password of account Temp: through a set-password link',
        },
        { action: 'sign-in', resource: 'session', summary: 'Temp (editor) signed in' },
      ];
    },
  },
  'PUT /api/password': {
    act: async () => {
      const body = { currentPassword: ACCOUNT_PASSWORD, newPassword: `${ACCOUNT_PASSWORD} changed` };
      await call('PUT', '/api/password', { body, cookie: state.accountCookie });
      return [{ action: 'password', resource: 'accounts', summary: 'Temp (editor) set the password of their own account' }];
    },
  },
  'PATCH /api/accounts/:id': {
    act: async () => {
      await call('PATCH', `/api/accounts/${state.account}`, { body: { role: 'registrar' }, cookie: owner });
      return [{ action: 'edit', resource: 'accounts', summary: 'admin (owner) edited account Temp (registrar, active)' }];
    },
  },
  'POST /api/accounts/:id/link': {
    act: async () => {
      await call('POST', `/api/accounts/${state.account}/link`, { body: {}, cookie: owner });
      return [
        { action: 'edit', resource: 'accounts', summary: 'admin (owner) edited account Temp (registrar, active): new set-password link' },
      ];
    },
  },
  'DELETE /api/accounts/:id': {
    act: async () => {
      await call('DELETE', `/api/accounts/${state.account}`, { cookie: owner });
      return [{ action: 'delete', resource: 'accounts', summary: 'admin (owner) deleted account Temp (registrar, active)' }];
    },
  },
  'POST /api/skaterprofiles': {
    act: async () => {
      // A Sub Junior of the speed category, for the championship's Open relay below.
      const aarav = { name: 'Aarav Sharma', email: PARENT, dob: '2014-05-05', gender: 'Male', eventCategory: 'Speed Quad' };
      keepPersonal(skaterBody(aarav));
      state.skater = await approvedSkater(api, registrar, aarav);
      const number = state.skater.registrationNo;
      // Added by an admin: approved at once, and both are in the log.
      return [
        { action: 'create', resource: 'skaterprofiles', summary: `Rekha (registrar) added Aarav Sharma (${number})` },
        { action: 'approve', resource: 'skaterprofiles', summary: `Rekha (registrar) approved Aarav Sharma (${number})` },
      ];
    },
  },
  'PATCH /api/skaterprofiles/:id': {
    setup: async () => {
      keepPersonal(skaterBody({ name: 'Diya Menon' }));
      state.submitted = (await submitSkater(api, { name: 'Diya Menon' }))._id;
    },
    act: async () => {
      const path = `/api/skaterprofiles/${state.submitted}`;
      await call('PATCH', path, { body: { status: 'rejected', reason: 'The photo is not clear.' }, cookie: registrar });
      await call('PATCH', path, { body: { status: 'approved' }, cookie: registrar });
      const { registrationNo } = await call('GET', path, { cookie: registrar });
      await call('PATCH', path, { body: { name: 'Diya R Menon' }, cookie: registrar });
      return [
        { action: 'reject', resource: 'skaterprofiles', summary: 'Rekha (registrar) rejected Diya Menon' },
        { action: 'approve', resource: 'skaterprofiles', summary: `Rekha (registrar) approved Diya Menon (${String(registrationNo)})` },
        { action: 'edit', resource: 'skaterprofiles', summary: `Rekha (registrar) edited Diya R Menon (${String(registrationNo)})` },
      ];
    },
  },
  'DELETE /api/skaterprofiles/:id': {
    act: async () => {
      const { registrationNo } = await call('GET', `/api/skaterprofiles/${state.submitted}`, { cookie: registrar });
      await call('DELETE', `/api/skaterprofiles/${state.submitted}`, { cookie: registrar });
      return [
        { action: 'delete', resource: 'skaterprofiles', summary: `Rekha (registrar) deleted Diya R Menon (${String(registrationNo)})` },
      ];
    },
  },
  'POST /api/registrations': {
    setup: async () => {
      state.event = (await call('POST', '/api/events', { body: eventBody({ title: 'Open day' }), cookie: editor }))._id;
    },
    act: async () => {
      const body = keepPersonal(registrationBody(state.event, { name: 'Kabir Gupta', website: '' }));
      state.registration = (await call('POST', '/api/registrations', { body, cookie: registrar, ip: freshIp() }))._id;
      return [{ action: 'create', resource: 'registrations', summary: 'Rekha (registrar) added the event registration of Kabir Gupta' }];
    },
  },
  'DELETE /api/registrations/:id': {
    act: async () => {
      await call('DELETE', `/api/registrations/${state.registration}`, { cookie: registrar });
      return [{ action: 'delete', resource: 'registrations', summary: 'Rekha (registrar) deleted the event registration of Kabir Gupta' }];
    },
  },
  'POST /api/contact': {
    act: async () => {
      await call('POST', '/api/contact', { body: keepPersonal(contactBody({ website: '' })), cookie: registrar, ip: freshIp() });
      const [message] = await allPages<{ _id: string }>(api, '/api/contact', { cookie: registrar });
      state.contact = message?._id ?? '';
      return [{ action: 'create', resource: 'contact', summary: 'Rekha (registrar) added a contact message' }];
    },
  },
  'DELETE /api/contact/:id': {
    act: async () => {
      await call('DELETE', `/api/contact/${state.contact}`, { cookie: registrar });
      return [{ action: 'delete', resource: 'contact', summary: 'Rekha (registrar) deleted a contact message' }];
    },
  },
  'POST /api/send': {
    act: async () => {
      await call('POST', '/api/send', {
        body: { selectedUsers: [PARENT], subject: 'Trials, call 98450 12345', message: 'See you' },
        cookie: registrar,
      });
      return [{ action: 'send', resource: 'e-mail', summary: 'Rekha (registrar) sent an e-mail to 1 address: “Trials, call […]”' }];
    },
  },
  'PUT /api/events/:id/championship': {
    setup: async () => {
      state.skaters = await approvedSkaters(api, owner, [{ name: 'Anya Winner' }, { name: 'Bina Second' }, { name: 'Chaya Third' }]);
      for (const skater of state.skaters) personal.add(skater.dob);
    },
    act: async () => {
      const skaters = state.skaters;
      const entered = await enteredChampionship(api, owner, {
        event: { title: 'District Championship' },
        rules: sprintAndRelay(),
        skaters,
      });
      state.championship = entered.eventId;
      state.races = entered.races;
      state.entries = entered.entryIds;
      return [
        // Making the championship's event is an entry of its own, and so is each entry (an admin's).
        { action: 'create', resource: 'events', summary: 'admin (owner) added event “District Championship”' },
        { action: 'edit', resource: 'championship', summary: 'admin (owner) edited the championship “District Championship”' },
        ...skaters.map((skater): Expected => ({
          action: 'create',
          resource: 'entries',
          summary: `admin (owner) added the championship entry of ${skater.name} (${skater.registrationNo})`,
        })),
      ];
    },
  },
  'POST /api/championships': {
    act: async () => {
      const body = {
        key: 'audit-wording-setup-key',
        title: 'Autumn Cup',
        date: '2031-10-12',
        entriesClose: '2031-10-01T23:59:00+05:30',
        maxRacesPerSkater: 2,
        selectPerRace: 3,
      };
      await call('POST', '/api/championships', { body, cookie: registrar });
      // Sent again: one championship, one entry.
      await call('POST', '/api/championships', { body, cookie: registrar });
      return [{ action: 'create', resource: 'championship', summary: 'Rekha (registrar) added the championship “Autumn Cup”' }];
    },
  },
  'POST /api/events/:id/championship/races/grid': {
    act: async () => {
      const body = { disciplines: ['Speed Inline'], ageCategories: ['Sub Junior'], genders: ['Female', 'Male'], name: '1000 m' };
      await call('POST', `/api/events/${state.championship}/championship/races/grid`, { body, cookie: registrar });
      return [
        {
          action: 'edit',
          resource: 'championship',
          summary: 'Rekha (registrar) edited the championship “District Championship”: 2 races added',
        },
      ];
    },
  },
  'DELETE /api/events/:id/championship/races/:raceId': {
    act: async () => {
      const championship = await call('GET', `/api/events/${state.championship}/championship`, { cookie: registrar });
      const added = (championship as unknown as { races: Race[] }).races.filter((race) => race.discipline === 'Speed Inline');
      await call('DELETE', `/api/events/${state.championship}/championship/races/${added[0]?._id ?? ''}`, { cookie: registrar });
      return [
        {
          action: 'edit',
          resource: 'championship',
          summary: `Rekha (registrar) edited the championship “District Championship”: race ${added[0]?.name ?? ''} removed`,
        },
      ];
    },
  },
  'POST /api/entries': {
    act: async () => {
      const skater = state.skater!;
      await call('POST', '/api/entries', {
        body: { eventId: state.championship, registrationNo: skater.registrationNo, dob: skater.dob, raceIds: [state.races[1]?._id] },
        cookie: registrar,
        ip: freshIp(),
      });
      return [
        {
          action: 'create',
          resource: 'entries',
          summary: `Rekha (registrar) added the championship entry of Aarav Sharma (${skater.registrationNo})`,
        },
      ];
    },
  },
  'DELETE /api/entries/:id': {
    act: async () => {
      const [entry] = await allPages<{ _id: string; name: string; registrationNo: string }>(
        api,
        `/api/events/${state.championship}/entries?q=Aarav`,
        { cookie: registrar },
      );
      await call('DELETE', `/api/entries/${entry?._id ?? ''}`, { cookie: registrar });
      return [
        {
          action: 'delete',
          resource: 'entries',
          summary: `Rekha (registrar) deleted the championship entry of Aarav Sharma (${entry?.registrationNo ?? ''})`,
        },
      ];
    },
  },
  'PUT /api/events/:id/results/:raceId': {
    act: async () => {
      const rows = state.entries.map((entryId, index) => ({ entryId, position: index + 1 }));
      await call('PUT', `/api/events/${state.championship}/results/${state.races[0]?._id}`, { body: { rows }, cookie: registrar });
      return [
        { action: 'edit', resource: 'results', summary: 'Rekha (registrar) edited the results of “District Championship”: 500 m SJ girls' },
      ];
    },
  },
  'PATCH /api/events/:id/results/:raceId': {
    setup: async () => {
      // The day after the race: its results can be made official (and then certificates issued).
      vi.setSystemTime(new Date('2026-06-29T10:00:00Z'));
      owner = await api.login();
      registrar = await signIn(api, 'rekha.words@example.org', ACCOUNT_PASSWORD, freshIp());
      // The sessions opened a month before have ended with the days that passed.
      editor = await signIn(api, 'esha.words@example.org', ACCOUNT_PASSWORD, freshIp());
      treasurer = await signIn(api, 'tara.words@example.org', ACCOUNT_PASSWORD, freshIp());
    },
    act: async () => {
      await call('PATCH', `/api/events/${state.championship}/results/${state.races[0]?._id}`, {
        body: { status: 'official' },
        cookie: registrar,
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary: 'Rekha (registrar) edited the results of “District Championship”: 500 m SJ girls marked official',
        },
      ];
    },
  },
  // The results desk: the race, the device and what changed (old → new), by the skaters' public names.
  'PUT /api/events/:id/desk/results': {
    act: async () => {
      const day = await call('GET', `/api/events/${state.championship}/desk`, { cookie: registrar });
      const races = day['races'] as { raceId: string; results: { version: number | null } }[];
      const base = races.find((race) => race.raceId === state.races[0]?._id)?.results.version ?? null;
      const rows = [
        { entryId: state.entries[0], position: 2 },
        { entryId: state.entries[1], position: 1 },
        { entryId: state.entries[2], position: 3 },
      ];
      await call('PUT', `/api/events/${state.championship}/desk/results`, {
        body: { raceId: state.races[0]?._id, rows, base, device: 'Finish laptop', reason: 'Photo finish reviewed' },
        cookie: registrar,
        headers: { 'Idempotency-Key': 'audit-wording-desk-results' },
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary:
            'Rekha (registrar) edited the results of “District Championship”: 500 m SJ girls, from Finish laptop: Anya Winner 1st→2nd, Bina Second 2nd→1st, because Photo finish reviewed',
        },
      ];
    },
  },
  'PUT /api/events/:id/desk/checkin': {
    act: async () => {
      await call('PUT', `/api/events/${state.championship}/desk/checkin`, {
        body: { raceId: state.races[0]?._id, present: [state.entries[0]], base: null, device: 'Gate' },
        cookie: registrar,
        headers: { 'Idempotency-Key': 'audit-wording-desk-checkin' },
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary:
            'Rekha (registrar) edited the results of “District Championship”: 500 m SJ girls check-in, from Gate: Anya Winner present',
        },
      ];
    },
  },
  'PUT /api/events/:id/race-day': {
    act: async () => {
      // The relay: one heat, the best two to the final.
      const setup = {
        distance: 300,
        surface: 'track',
        format: 'heats',
        seeding: 'drawn',
        lanes: 'drawn',
        rounds: [
          { kind: 'heats', heats: 1, byPlace: 2, byTime: 0 },
          { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
        ],
      };
      await call('PUT', `/api/events/${state.championship}/race-day`, {
        body: { raceIds: [state.races[1]?._id], setup },
        cookie: registrar,
      });
      return [
        {
          action: 'edit',
          resource: 'championship',
          summary: 'Rekha (registrar) edited the championship “District Championship”: formats of 1 races',
        },
      ];
    },
  },
  'POST /api/events/:id/bibs': {
    act: async () => {
      await call('POST', `/api/events/${state.championship}/bibs`, { body: { mode: 'sequence' }, cookie: registrar });
      return [
        {
          action: 'edit',
          resource: 'championship',
          summary: 'Rekha (registrar) edited the championship “District Championship”: 3 bibs numbered',
        },
      ];
    },
  },
  'POST /api/events/:id/race-day/:raceId/rounds/:round/seed': {
    act: async () => {
      await call('POST', `/api/events/${state.championship}/race-day/${state.races[1]?._id}/rounds/1/seed`, {
        body: { seed: 7 },
        cookie: registrar,
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary: 'Rekha (registrar) edited the results of “District Championship”: Relay SJ: Heats seeded (draw 7)',
        },
      ];
    },
  },
  'PUT /api/events/:id/race-day/:raceId/rounds/:round/heats/:heat': {
    act: async () => {
      const rows = state.entries.map((entryId, index) => ({ entryId, place: index + 1, time: `${50 + index}.00` }));
      await call('PUT', `/api/events/${state.championship}/race-day/${state.races[1]?._id}/rounds/1/heats/1`, {
        body: { rows },
        cookie: registrar,
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary: 'Rekha (registrar) edited the results of “District Championship”: Relay SJ: heat 1 of round 1',
        },
      ];
    },
  },
  // The results desk on a race-day heat: the heat, the device and what changed, by the skaters' public names.
  'PUT /api/events/:id/desk/heat': {
    act: async () => {
      const day = await call('GET', `/api/events/${state.championship}/desk`, { cookie: registrar });
      const races = day['races'] as { raceId: string; heats?: { round: number; heat: number; version: number }[] }[];
      const base = races.find((race) => race.raceId === state.races[1]?._id)?.heats?.find((heat) => heat.heat === 1)?.version ?? 0;
      const rows = state.entries.map((entryId, index) => ({ entryId, place: [2, 1, 3][index] ?? index + 1, time: `${50 + index}.00` }));
      await call('PUT', `/api/events/${state.championship}/desk/heat`, {
        body: { raceId: state.races[1]?._id, round: 1, heat: 1, rows, base, device: 'Finish laptop' },
        cookie: registrar,
        headers: { 'Idempotency-Key': 'audit-wording-desk-heat' },
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary:
            'Rekha (registrar) edited the results of “District Championship”: Relay SJ (Heats, heat 1), from Finish laptop: Anya Winner 1st 50.00→2nd 50.00, Bina Second 2nd 51.00→1st 51.00',
        },
      ];
    },
  },
  'POST /api/events/:id/race-day/:raceId/rounds/:round/heats/:heat/import': {
    act: async () => {
      // Bibs 1–3 in name order: Anya, Bina, Chaya; the file has Bina first.
      const file = [
        '1,1,1,Relay SJ Heats',
        '1,2,1,Second,Bina,Club,49.500',
        '2,1,2,Winner,Anya,Club,50.000',
        '3,3,3,Third,Chaya,Club,52.000',
      ].join('\n');
      await call('POST', `/api/events/${state.championship}/race-day/${state.races[1]?._id}/rounds/1/heats/1/import`, {
        body: { format: 'lif', file },
        cookie: registrar,
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary: 'Rekha (registrar) edited the results of “District Championship”: Relay SJ: heat 1 of round 1 imported',
        },
      ];
    },
  },
  'PATCH /api/events/:id/race-day/:raceId/rounds/:round/heats/:heat': {
    act: async () => {
      await call('PATCH', `/api/events/${state.championship}/race-day/${state.races[1]?._id}/rounds/1/heats/1`, {
        body: { status: 'official' },
        cookie: registrar,
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary: 'Rekha (registrar) edited the results of “District Championship”: Relay SJ: heat 1 of round 1 official',
        },
      ];
    },
  },
  'POST /api/events/:id/race-day/:raceId/rounds/:round/qualifiers': {
    act: async () => {
      await call('POST', `/api/events/${state.championship}/race-day/${state.races[1]?._id}/rounds/1/qualifiers`, {
        body: {},
        cookie: registrar,
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary: 'Rekha (registrar) edited the results of “District Championship”: Relay SJ: qualifiers of round 1 confirmed',
        },
      ];
    },
  },
  // The heat marked official above claimed Bina's time as the first meet and district record.
  'POST /api/events/:id/records/queue/:claimId': {
    act: async () => {
      const queue = (await call('GET', `/api/events/${state.championship}/records/queue`, { cookie: registrar })) as unknown as {
        pending: { id: string }[];
      };
      await call('POST', `/api/events/${state.championship}/records/queue/${queue.pending[0]?.id}`, {
        body: { decision: 'accept' },
        cookie: registrar,
      });
      return [
        {
          action: 'edit',
          resource: 'results',
          summary:
            'Rekha (registrar) edited the results of “District Championship”: Relay SJ: Bina Second 49.500 accepted as meet record, district record',
        },
      ];
    },
  },
  'POST /api/records/:level': {
    act: async () => {
      const body = {
        discipline: 'Speed Quad',
        distance: 500,
        surface: 'track',
        ageCategory: 'Sub Junior',
        gender: 'Female',
        time: '48.20',
        name: 'Old Holder',
        club: 'State Club',
        date: '2025-01-12',
      };
      await call('POST', '/api/records/state', { body, cookie: registrar });
      return [
        {
          action: 'create',
          resource: 'results',
          summary: 'Rekha (registrar) added the state record of Speed Quad 500 track Sub Junior Female: Old Holder 48.20',
        },
      ];
    },
  },
  'PUT /api/events/:id/selection': {
    act: async () => {
      const body = {
        entryId: state.entries[2],
        raceId: state.races[0]?._id,
        selected: true,
        reason: 'Mail coach@example.org, born 12 March 2014.',
      };
      await call('PUT', `/api/events/${state.championship}/selection`, { body, cookie: registrar });
      return [
        {
          action: 'edit',
          resource: 'selection',
          summary:
            'Rekha (registrar) edited the district team of “District Championship”: added Chaya Third to 500 m SJ girls: Mail […] born […].',
        },
      ];
    },
  },
  'POST /api/events/:id/certificates': {
    act: async () => {
      await call('POST', `/api/events/${state.championship}/certificates`, { body: {}, cookie: registrar });
      return [
        {
          action: 'create',
          resource: 'certificates',
          summary: 'Rekha (registrar) added certificates of “District Championship”: 3 issued, 0 updated',
        },
      ];
    },
  },
  'POST /api/events/:id/certificates/bundle': {
    act: async () => {
      // The request starts the background function over HTTP, so the server listens here.
      const { port, close } = await api.server.listen(0);
      const base = `http://127.0.0.1:${port}`;
      try {
        const res = await api.server.handle(
          new Request(`${base}/api/events/${state.championship}/certificates/bundle`, {
            method: 'POST',
            headers: { origin: base, cookie: registrar },
          }),
          '203.0.113.9',
        );
        expect(res.status).toBe(202);
        await api.server.settle();
      } finally {
        await close();
      }
      return [
        {
          action: 'create',
          resource: 'certificates',
          summary: 'Rekha (registrar) added the PDF of the certificates of “District Championship”',
        },
      ];
    },
  },
  'DELETE /api/certificates/:code': {
    act: async () => {
      const [certificate] = await allPages<{ _id: string; name: string; registrationNo: string }>(
        api,
        `/api/events/${state.championship}/certificates?q=Anya`,
        { cookie: registrar },
      );
      await call('DELETE', `/api/certificates/${certificate?._id ?? ''}`, { cookie: registrar });
      return [
        {
          action: 'delete',
          resource: 'certificates',
          summary: `Rekha (registrar) deleted certificate ${certificate?._id ?? ''} of Anya Winner (${certificate?.registrationNo ?? ''}, 500 m SJ girls)`,
        },
      ];
    },
  },
  'PATCH /api/requests/:id': {
    setup: async () => {
      const family = await familySignIn(api, smtp, PARENT);
      const asked = await call('POST', `/api/family/children/${state.skater?._id ?? ''}/requests`, {
        body: { kind: 'access' },
        cookie: family,
      });
      state.request = (asked['request'] as { _id: string } | undefined)?._id ?? asked._id;
    },
    act: async () => {
      await call('PATCH', `/api/requests/${state.request}`, { body: { status: 'done', answer: 'Sent to you.' }, cookie: registrar });
      const number = state.skater?.registrationNo ?? '';
      return [
        { action: 'edit', resource: 'requests', summary: `Rekha (registrar) edited the request of Aarav Sharma (${number}): access, done` },
      ];
    },
  },
  'PUT /api/fees/:id': {
    act: async () => {
      await call('PUT', '/api/fees/season-2026', { body: { newFee: 1500, renewalFee: 1000 }, cookie: treasurer });
      await call('PUT', `/api/fees/event-${state.championship}`, {
        body: { perSkater: 200, perRace: 100, lateFee: 0 },
        cookie: treasurer,
      });
      await call('PUT', '/api/fees/policy', { body: { unpaidOnStartList: true, approvalWaitsForFee: false }, cookie: treasurer });
      return [
        {
          action: 'edit',
          resource: 'fees',
          summary: 'Tara (treasurer) edited the fees of the 2026 season: ₹1,500 for a new skater, renewal ₹1,000',
        },
        {
          action: 'edit',
          resource: 'fees',
          summary: 'Tara (treasurer) edited the fees of “District Championship”: ₹200 per skater, ₹100 per race',
        },
        {
          action: 'edit',
          resource: 'fees',
          summary:
            'Tara (treasurer) edited the policy on unpaid fees: unpaid entries on the start list, approval does not wait for the registration fee',
        },
      ];
    },
  },
  'POST /api/charges/:id': {
    setup: async () => {
      state.feeSkaters = await approvedSkaters(
        api,
        registrar,
        ['Isha Fee', 'Ira Fee', 'Ila Fee'].map((name) => keepPersonal({ name, email: FEE_PARENT })),
      );
      for (const skater of state.feeSkaters) personal.add(skater.dob);
    },
    act: async () => {
      const charge = await chargeOf('Isha Fee');
      await call('POST', `/api/charges/${charge._id}`, { body: { action: 'waive', reason: 'Sibling discount' }, cookie: treasurer });
      const number = state.feeSkaters[0]?.registrationNo ?? '';
      return [
        {
          action: 'edit',
          resource: 'charges',
          summary: `Tara (treasurer) edited the charge of Isha Fee (${number}) “Registration fee, 2026 season”, ₹1,500, waived: Sibling discount`,
        },
      ];
    },
  },
  'POST /api/payments': {
    act: async () => {
      const charge = await chargeOf('Ira Fee');
      const { receipt } = await call('POST', '/api/payments', {
        body: { chargeIds: [charge._id], method: 'cash', reference: 'CASH-0042' },
        cookie: treasurer,
      });
      state.receipt = receipt as { _id: string; number: string };
      return [
        {
          action: 'create',
          resource: 'payments',
          summary: `Tara (treasurer) added payment ₹1,500 by cash (reference CASH-0042), receipt ${state.receipt.number}`,
        },
      ];
    },
  },
  'POST /api/receipts/:id/cancel': {
    act: async () => {
      const { reissued } = await call('POST', `/api/receipts/${state.receipt._id}/cancel`, {
        body: { reason: 'Wrong payer name', reissue: true },
        cookie: treasurer,
      });
      const again = (reissued as { number: string }).number;
      return [
        {
          action: 'edit',
          resource: 'receipts',
          summary: `Tara (treasurer) edited receipt ${state.receipt.number} (₹1,500), cancelled and reissued as ${again}: Wrong payer name`,
        },
      ];
    },
  },
  'POST /api/statements': {
    setup: async () => {
      // The third skater's parent pays by UPI and says so with the transaction's reference.
      const family = await familySignIn(api, smtp, FEE_PARENT);
      const charge = await chargeOf('Ila Fee');
      const { way } = await call('POST', '/api/family/payments', { body: { chargeIds: [charge._id] }, cookie: family });
      const reference = (way as { reference: string }).reference;
      await call('POST', '/api/family/payments/claim', { body: { reference, utr: STATEMENT_UTR }, cookie: family });
    },
    act: async () => {
      const csv = [
        'Txn Date,Narration,Chq/Ref No,Deposit Amt',
        `01/06/26,UPI/ILA FEE/okaxis,${STATEMENT_UTR},1500.00`,
        '01/06/26,UPI/UNKNOWN/okicici,444455556666,800.00',
      ].join('\n');
      const mapping = { date: 'Txn Date', description: 'Narration', reference: 'Chq/Ref No', credit: 'Deposit Amt' };
      const answer = await call('POST', '/api/statements', { body: { csv, mapping }, cookie: treasurer });
      state.statement = answer['lines'] as typeof state.statement;
      return [
        {
          action: 'look-up',
          resource: 'statements',
          summary: 'Tara (treasurer) looked up a bank statement: 2 credit lines, 1 matched, 0 ambiguous, 1 unmatched',
        },
      ];
    },
  },
  'POST /api/statements/confirm': {
    act: async () => {
      const matches = state.statement
        .filter((line) => line.status === 'matched')
        .map((line) => ({ payRef: line.payRefs[0], utr: line.utr, bankReference: line.reference }));
      const { receipts } = await call('POST', '/api/statements/confirm', { body: { matches }, cookie: treasurer });
      const [receipt] = receipts as { number: string }[];
      return [
        {
          action: 'create',
          resource: 'payments',
          summary: `Tara (treasurer) added payment ₹1,500 by UPI (reference ${STATEMENT_UTR}), receipt ${receipt?.number ?? ''}`,
        },
      ];
    },
  },
};

/** Every route of every function that declares an audit, as "METHOD path". */
const auditedRoutes = (): string[] =>
  api.server.routes
    .filter((route) => !route.scheduled)
    .flatMap((route) =>
      endpointsOf(route.handler).map((endpoint) => ({
        key: `${endpoint.method} ${endpoint.path}`,
        audit: endpoint.audit,
        access: endpoint.access,
      })),
    )
    .filter(({ audit }) => audit !== undefined && !('none' in audit))
    .map(({ key }) => key);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  owner = await api.login();
  editor = (await accountSignedIn(api, owner, { name: 'Esha', email: 'esha.words@example.org', role: 'editor' })).cookie;
  registrar = (await accountSignedIn(api, owner, { name: 'Rekha', email: 'rekha.words@example.org', role: 'registrar' })).cookie;
  treasurer = (await accountSignedIn(api, owner, { name: 'Tara', email: 'tara.words@example.org', role: 'treasurer' })).cookie;
  // Three accounts' passwords are hashed on purpose slowly: time for a busy machine.
}, 150_000);
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

describe('the route table', () => {
  it('every write route declares its audit, or why it has none; every audited route has a scenario here', () => {
    const rows = api.server.routes
      .filter((route) => !route.scheduled)
      .flatMap((route) => endpointsOf(route.handler).map((endpoint) => ({ route: route.name, ...endpoint })));
    const undeclared = rows
      // A parent's or a coach's own writes are no admin's: the audit log records admins.
      .filter((row) => row.method !== 'GET' && row.access !== 'family' && row.access !== 'coach' && !row.audit)
      .map((row) => `${row.method} ${row.path} (${row.route})`);
    expect(undeclared).toEqual([]);
    expect(new Set(auditedRoutes())).toEqual(new Set(Object.keys(SCENARIOS)));
  });
});

describe('each audited route’s entries', () => {
  for (const [route, { setup, act }] of Object.entries(SCENARIOS)) {
    it(route, async () => {
      await setup?.();
      const before = new Set((await entries()).map((entry) => entry._id));
      const expected = await act();
      const added = (await entries()).filter((entry) => !before.has(entry._id));
      const shape = (entry: Expected) => [entry.action, entry.resource, entry.summary].join(' | ');
      expect(added.map(shape).sort()).toEqual(expected.map(shape).sort());
      // Who acted is kept with the role they had, the record's id beside the sentence.
      for (const entry of added) expect(entry.actor.role).toBeDefined();
    });
  }
});

describe('personal values', () => {
  it('appear in no entry of the whole log', async () => {
    const text = JSON.stringify(await entries()).toLowerCase();
    expect(personal.size).toBeGreaterThan(10);
    expect([...personal].filter((value) => value !== '' && text.includes(value.toLowerCase()))).toEqual([]);
  });
});
