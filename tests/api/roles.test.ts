/**
 * Route × role: every route every function serves, read from the functions themselves (the access
 * each declares beside its handler), called signed out and as each role. A route added without a
 * declared access fails the first test; a route whose guard does not match its declaration fails
 * the second. Each request names an unknown record or sends an empty body, so nothing is changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, ROLES, roleAllows, type Role } from '../../src/domain/committee/account.ts';
import { endpointsOf } from '../../netlify/functions/_shared/platform/hono/app.ts';
import { sessionsOfEveryRole, signIn } from './support/accounts.ts';
import { contactBody, registrationBody, skaterBody, eventBody, UNKNOWN_ID } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { submitSkater } from './support/registry.ts';
import { familySignIn } from './support/family.ts';
import { addClub, addCoach, coachSignIn } from './support/club-desk.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let api: Api;
let smtp: TestSmtp;
const cookies = {} as Record<Role, string>;
/** A parent signed in by e-mail: a family session, which no admin route accepts. */
let family = '';
/** A club's coach signed in by e-mail: a coach session, which no admin or family route accepts. */
let coach = '';

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  Object.assign(cookies, await sessionsOfEveryRole(api));
  await submitSkater(api, { email: 'roles.parent@example.com' });
  family = await familySignIn(api, smtp, 'roles.parent@example.com');
  const club = await addClub(api, cookies.editor, 'Roles Roller Club');
  await addCoach(api, cookies.registrar, club._id, 'roles.coach@example.com');
  coach = await coachSignIn(api, smtp, 'roles.coach@example.com');
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

interface Row {
  fn: string;
  path: string;
  method: string;
  access: string | readonly string[];
}

/** A function's addresses: its configured paths (a background function has none: it is no API route). */
const addressesOf = (route: Api['server']['routes'][number]): string[] => route.patterns.map((pattern) => pattern.pathname);

const table = (): Row[] =>
  api.server.routes
    .filter((route) => !route.scheduled)
    .flatMap((route) =>
      endpointsOf(route.handler).map((endpoint) => ({
        fn: route.name,
        path: endpoint.path,
        method: endpoint.method,
        access: endpoint.access,
      })),
    )
    // Logging out ends the session it is sent with: last, so the other rows keep theirs.
    .sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));

/**
 * The product's rule, by resource: who may use its admin routes. A new resource's admin routes
 * fail the test until its role is written here.
 */
const ADMIN_ROLE_OF_RESOURCE: Record<string, string> = {
  news: 'editor',
  events: 'editor',
  achievements: 'editor',
  achievementspost: 'editor',
  updates: 'editor',
  gallery: 'editor',
  'breaking-news': 'editor',
  'associative-club': 'editor',
  skaterprofiles: 'registrar',
  registrations: 'registrar',
  contact: 'registrar',
  send: 'registrar',
  accounts: 'owner',
  audit: 'owner',
  password: 'signed-in',
  dashboard: 'signed-in',
  // A championship's parts are people's work (entries name skaters): the registrar runs them.
  championship: 'registrar',
  championships: 'registrar',
  entries: 'registrar',
  results: 'registrar',
  // The results screen's race picker: entrants and results per race.
  'race-summaries': 'registrar',
  // The results desk at the rink: a championship's races, entrants, results and check-in.
  desk: 'registrar',
  selection: 'registrar',
  // Race day's heats, results and bibs name the entrants, as the results do.
  'race-day': 'registrar',
  // Records: the referee is the race director (registrars and owners); entering a state record is theirs too.
  records: 'registrar',
  'race-templates': 'registrar',
  bibs: 'registrar',
  finishlynx: 'registrar',
  certificates: 'registrar',
  // Parents' correction, deletion and access requests name children: the registrar answers them.
  requests: 'registrar',
  // The family page: a parent signed in by e-mail, never an admin.
  family: 'family',
  // The club desk: a club's coach signed in by e-mail, never an admin nor a family.
  'club-desk': 'coach',
  // A club's coach addresses are personal data: the registrar keeps them.
  'club-coaches': 'registrar',
  // Money: the treasurer (and owners), who sees names and numbers but no identity proof or date of birth.
  fees: 'treasurer',
  charges: 'treasurer',
  payments: 'treasurer',
  receipts: 'treasurer',
  statements: 'treasurer',
  ledger: 'treasurer',
};

/** The resource a path is about: its first part after /api/, or an event's part (/api/events/{id}/entries). */
const resourceOf = (path: string): string => {
  const [, , first = '', , part = ''] = path.split('/');
  return first === 'events' && part in ADMIN_ROLE_OF_RESOURCE ? part : first;
};

/** Exceptions to the rule above, each with its reason. */
const ADMIN_ROLE_EXCEPTIONS: Record<string, string | readonly string[]> = {
  // A count of an event's registrations, no personal field: the editor deleting the event is told how many go with it.
  'GET /api/events/:id/registrations': 'editor',
  // An editor deletes an event without registrations or a championship; a registrar one with them (events.test.ts).
  'DELETE /api/events/:id': ['editor', 'registrar'],
  // A registrar sets up a championship without an editor: the championship's event may be corrected by one (events.test.ts).
  'PUT /api/events/:id': ['editor', 'registrar'],
  // ... and without a treasurer: a registrar reads and sets a championship's entry fees, no other setting (championship-setup.test.ts).
  'GET /api/fees/:id': ['treasurer', 'registrar'],
  'PUT /api/fees/:id': ['treasurer', 'registrar'],
  // Who opened a child's record is for the owners to read, not for the registrars it records.
  'GET /api/skaterprofiles/:id/access-log': 'owner',
};

/** The accesses of people signed in by e-mail: no admin session gets past them. */
const EMAIL_SESSIONS = new Set(['family', 'coach']);

/** Whether a caller of this role gets past a route declared with this access (no admin gets past a family or coach route). */
const mayCall = (caller: Role, access: string | readonly string[]): boolean =>
  access === 'signed-in' ||
  ((typeof access !== 'string' || !EMAIL_SESSIONS.has(access)) &&
    (typeof access === 'string' ? [access] : access).some((needed) => roleAllows(caller, needed as Role)));

const concrete = (path: string) => path.replace(':id', UNKNOWN_ID).replace(':key', 'missing.png');

describe('the route table', () => {
  it('covers every path of every function, each method with a declared access', () => {
    const rows = table();
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.filter((row) => row.access === undefined).map((row) => `${row.method} ${row.path} (${row.fn})`)).toEqual([]);
    const configured = api.server.routes.filter((route) => !route.scheduled).flatMap(addressesOf);
    expect(new Set(rows.map((row) => row.path))).toEqual(new Set(configured));
  });

  it('gives each admin route the role its resource needs', () => {
    const wrong = table()
      .filter((row) => row.access !== 'public')
      .map((row) => {
        const expected = ADMIN_ROLE_EXCEPTIONS[`${row.method} ${row.path}`] ?? ADMIN_ROLE_OF_RESOURCE[resourceOf(row.path)];
        return { route: `${row.method} ${row.path}`, declared: row.access, expected };
      })
      .filter(({ declared, expected }) => JSON.stringify(declared) !== JSON.stringify(expected));
    expect(wrong).toEqual([]);
  });

  it('answers each route as its declared access says: signed out, and as each role', async () => {
    const mismatches: string[] = [];
    const callers: (Role | 'signed out')[] = ['signed out', ...ROLES];
    for (const row of table()) {
      for (const caller of callers) {
        const cookie = caller === 'signed out' ? undefined : cookies[caller];
        const res = await api.call(row.method, concrete(row.path), {
          ...(row.method === 'GET' ? {} : { body: {} }),
          ...(cookie ? { cookie } : {}),
        });
        const body = await res.text();
        const where = `${row.method} ${row.path} as ${caller} (${row.access})`;
        if (row.access === 'public') {
          if (res.status === 401 || res.status === 403) mismatches.push(`${where}: ${res.status}`);
        } else if (caller === 'signed out' || row.access === 'family' || row.access === 'coach') {
          // An admin session is no family or coach session: 401, as signed out.
          if (res.status !== 401) mismatches.push(`${where}: ${res.status}, expected 401`);
        } else if (row.access !== undefined && mayCall(caller, row.access)) {
          if (res.status === 401 || res.status === 403) mismatches.push(`${where}: ${res.status} ${body}`);
        } else if (res.status !== 403 || JSON.parse(body).message !== accountMessages.forbidden(caller)) {
          mismatches.push(`${where}: ${res.status} ${body}, expected 403`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lets a family session reach the family routes and no admin route', async () => {
    const mismatches: string[] = [];
    for (const row of table().filter((item) => item.access !== 'public' && item.path !== '/api/logout')) {
      const res = await api.call(row.method, concrete(row.path), { ...(row.method === 'GET' ? {} : { body: {} }), cookie: family });
      const expected = row.access === 'family' ? res.status !== 401 && res.status !== 403 : res.status === 401;
      if (!expected) mismatches.push(`${row.method} ${row.path} (${String(row.access)}) as a family: ${res.status}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('lets a coach session reach the club desk routes and no admin or family route', async () => {
    const mismatches: string[] = [];
    for (const row of table().filter((item) => item.access !== 'public' && item.path !== '/api/logout')) {
      const res = await api.call(row.method, concrete(row.path), { ...(row.method === 'GET' ? {} : { body: {} }), cookie: coach });
      const expected = row.access === 'coach' ? res.status !== 401 && res.status !== 403 : res.status === 401;
      if (!expected) mismatches.push(`${row.method} ${row.path} (${String(row.access)}) as a coach: ${res.status}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('what each role sees', () => {
  // The route table signed every session out (its last row is the logout).
  beforeAll(async () => {
    cookies.registrar = await signIn(api, 'rekha@example.org');
    cookies.editor = await signIn(api, 'esha@example.org');
  });

  it('keeps a treasurer to money: no admin route of people or content lets one in', async () => {
    const treasurer = await signIn(api, 'tara@example.org');
    const reached = table()
      .filter((row) => row.access !== 'public' && row.access !== 'family' && row.access !== 'coach' && row.access !== 'signed-in')
      .filter((row) => mayCall('treasurer', row.access as string | readonly string[]))
      .map((row) => resourceOf(row.path));
    expect([...new Set(reached)].sort()).toEqual(['charges', 'fees', 'ledger', 'payments', 'receipts', 'statements']);
    // The two routes every admin has: the dashboard and their own password.
    expect(
      table()
        .filter((row) => row.access === 'signed-in')
        .map((row) => row.path)
        .sort(),
    ).toEqual(['/api/dashboard', '/api/password']);
    expect((await api.call('GET', '/api/skaterprofiles/' + UNKNOWN_ID + '/proof', { cookie: treasurer })).status).toBe(403);
  });

  it('gives an editor the public view of skaters and nothing of registrations or messages', async () => {
    // Submitted by a parent, approved by the registrar: only approved profiles are public.
    const submitted = await submitSkater(api, { email: skaterBody().email });
    const approved = await api.call('PATCH', `/api/skaterprofiles/${submitted._id}`, {
      body: { status: 'approved' },
      cookie: cookies.registrar,
    });
    expect(approved.status).toBe(200);
    const event = await jsonOf<{ _id: string }>(await api.call('POST', '/api/events', { body: eventBody(), cookie: cookies.editor }));
    const registered = await api.call('POST', '/api/registrations', { body: registrationBody(event._id, { website: '' }) });
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect((await api.call('POST', '/api/contact', { body: contactBody({ website: '' }) })).status).toBe(201);

    const asEditor = await api.call('GET', '/api/skaterprofiles', { cookie: cookies.editor });
    const editorView = JSON.stringify(await asEditor.json());
    const asRegistrar = JSON.stringify(await (await api.call('GET', '/api/skaterprofiles', { cookie: cookies.registrar })).json());
    const { email, phoneNo, dob, parentName } = skaterBody();
    expect(asRegistrar).toContain(email);
    for (const personal of [email, phoneNo, dob, parentName]) expect(editorView).not.toContain(personal);
    expect(editorView).toContain(skaterBody().name);

    for (const path of ['/api/registrations', '/api/contact', `/api/events/${event._id}/registrations`]) {
      const res = await api.call('GET', path, { cookie: cookies.editor });
      if (path.endsWith('/registrations') && path.startsWith('/api/events')) {
        // A count only, for the delete confirmation.
        expect(await res.json()).toEqual({ count: 1, entries: 0 });
      } else {
        expect(res.status).toBe(403);
      }
    }
  });
});
