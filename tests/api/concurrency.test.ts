/**
 * Two admins editing one item: both opened it at the same version; the first saves, the second
 * gets 409 naming the first admin and the time of the change, and the item keeps the first edit.
 * Driven from the route table like roles.test.ts: every admin PUT, PATCH and DELETE must have its
 * case here (a route added without one fails the first test). Without If-Match a write goes
 * through as before; and two saves at the same instant cannot both pass the check.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { endpointsOf } from '../../netlify/functions/_shared/platform/hono/app.ts';
import { accountSignedIn, sessionsOfEveryRole } from './support/accounts.ts';
import { approvedSkaters, championshipPath, enteredChampionship, sprintAndRelay } from './support/championship.ts';
import { achievementBody, clubBody, contactBody, eventBody, newsBody, registrationBody } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';
import { submitSkater } from './support/registry.ts';
import { familySignIn } from './support/family.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let api: Api;
let smtp: TestSmtp;
/** The first admin of each role, named (the 409 names them), and a second admin of the same powers. */
const first = { editor: '', registrar: '', owner: '' };
const FIRST_NAMES = { editor: 'Esha Editor', registrar: 'Rekha Registrar', owner: 'Olga Owner' };
let second = '';

beforeAll(async () => {
  // The championship cases need entries open and results due (as results.test.ts does).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  const sessions = await sessionsOfEveryRole(api);
  second = sessions.owner;
  first.editor = sessions.editor;
  first.registrar = sessions.registrar;
  first.owner = (await accountSignedIn(api, second, { name: FIRST_NAMES.owner, email: 'olga@example.org', role: 'owner' })).cookie;
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

interface Write {
  method: string;
  path: string;
  body?: unknown;
}

/** One route's two-admin case: the item, the version both opened, the two writes and what must remain. */
interface Case {
  role: keyof typeof first;
  version: () => Promise<string>;
  /** The first admin's change (any write of the item). */
  firstWrite: Write;
  /** The route under test, sent by the second admin with the version both opened. */
  secondWrite: Write;
  /** Fails unless the item holds the first change. */
  kept: () => Promise<void>;
  /** What the second write answers once reloaded: done (2xx) unless the route allows it only once. */
  afterReload?: number;
}

const ok = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res;
};
const post = async <T>(path: string, body: unknown, cookie: string): Promise<T> =>
  jsonOf<T>(await ok(await api.call('POST', path, { body, cookie })));
const get = async <T>(path: string, cookie = second): Promise<T> => jsonOf<T>(await ok(await api.call('GET', path, { cookie })));

/** The version a form opened on a record's GET holds (its ETag). */
const etagOf = (path: string) => async () => {
  const res = await ok(await api.call('GET', path, { cookie: second }));
  const etag = res.headers.get('etag');
  expect(etag, `ETag of ${path}`).toMatch(/^"\d+"$/);
  return etag ?? '';
};

/** The version an admin list gives an item (`?versions=1`, as the admin screens ask). */
const listedVersion = (path: string, id: string, wrapped?: string) => async (): Promise<string> => {
  const joiner = path.includes('?') ? '&' : '?';
  const body = await get<unknown>(`${path}${joiner}versions=1&pageSize=100`);
  const items = (wrapped ? (body as Record<string, unknown[]>)[wrapped] : body) as { _id: string; version?: string }[];
  const version = items.find((item) => item._id === id)?.version;
  expect(version, `version of ${id} in ${path}`).toMatch(/^\d+$/);
  return `"${version}"`;
};

/** A championship with entries, results for its sprint and a change of its district team. */
const championshipWithEntries = async () => {
  const skaters = await approvedSkaters(
    api,
    second,
    ['Anya', 'Bina', 'Chaya'].map((name, index) => ({
      name: `${name} Skater`,
      email: `c${index}@example.com`,
      phoneNo: `98222000${10 + index}`,
    })),
  );
  const entered = await enteredChampionship(api, second, { rules: sprintAndRelay(), skaters, racesOf: (races) => races.slice(0, 1) });
  const [sprint] = entered.races as [Race];
  const resultsPath = `/api/events/${entered.eventId}/results/${sprint._id}`;
  await ok(await api.call('PUT', resultsPath, { body: { rows: [{ entryId: entered.entryIds[0], position: 1 }] }, cookie: second }));
  return { ...entered, sprint, resultsPath };
};

const CASES: Record<string, () => Promise<Case>> = {
  'PUT /api/news/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/news', newsBody(), second);
    const path = `/api/news/${_id}`;
    return {
      role: 'editor',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: newsBody({ title: 'First admin title' }) },
      secondWrite: { method: 'PUT', path, body: newsBody({ title: 'Second admin title' }) },
      kept: async () => expect((await get<{ title: string }>(path)).title).toBe('First admin title'),
    };
  },
  'DELETE /api/news/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/news', newsBody(), second);
    const path = `/api/news/${_id}`;
    return {
      role: 'editor',
      version: listedVersion('/api/news', _id),
      firstWrite: { method: 'PUT', path, body: newsBody({ title: 'Kept news' }) },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect((await get<{ title: string }>(path)).title).toBe('Kept news'),
    };
  },
  'PUT /api/events/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/events', eventBody(), second);
    const path = `/api/events/${_id}`;
    return {
      role: 'editor',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: eventBody({ title: 'First admin event' }) },
      secondWrite: { method: 'PUT', path, body: eventBody({ title: 'Second admin event' }) },
      kept: async () => expect((await get<{ title: string }>(path)).title).toBe('First admin event'),
    };
  },
  'DELETE /api/events/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/events', eventBody(), second);
    const path = `/api/events/${_id}`;
    return {
      role: 'editor',
      version: listedVersion('/api/events', _id),
      firstWrite: { method: 'PUT', path, body: eventBody({ title: 'Kept event' }) },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect((await get<{ title: string }>(path)).title).toBe('Kept event'),
    };
  },
  'PUT /api/achievements/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/achievementspost', achievementBody(), second);
    const path = `/api/achievements/${_id}`;
    return {
      role: 'editor',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: achievementBody({ title: 'First admin gold' }) },
      secondWrite: { method: 'PUT', path, body: achievementBody({ title: 'Second admin gold' }) },
      kept: async () => expect((await get<{ title: string }>(path)).title).toBe('First admin gold'),
    };
  },
  'DELETE /api/achievements/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/achievementspost', achievementBody(), second);
    const path = `/api/achievements/${_id}`;
    return {
      role: 'editor',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: achievementBody({ title: 'Kept gold' }) },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect((await get<{ title: string }>(path)).title).toBe('Kept gold'),
    };
  },
  'PUT /api/updates/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/updates', { text: 'An update' }, second);
    const path = `/api/updates/${_id}`;
    const text = async () =>
      (await get<{ _id: string; text: string }[]>('/api/updates?pageSize=100')).find((item) => item._id === _id)?.text;
    return {
      role: 'editor',
      version: listedVersion('/api/updates', _id),
      firstWrite: { method: 'PUT', path, body: { text: 'First admin update' } },
      secondWrite: { method: 'PUT', path, body: { text: 'Second admin update' } },
      kept: async () => expect(await text()).toBe('First admin update'),
    };
  },
  'DELETE /api/updates/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/updates', { text: 'An update' }, second);
    const path = `/api/updates/${_id}`;
    const text = async () =>
      (await get<{ _id: string; text: string }[]>('/api/updates?pageSize=100')).find((item) => item._id === _id)?.text;
    return {
      role: 'editor',
      version: listedVersion('/api/updates', _id),
      firstWrite: { method: 'PUT', path, body: { text: 'Kept update' } },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect(await text()).toBe('Kept update'),
    };
  },
  'PATCH /api/gallery/:id': async () => {
    const [image] = await post<{ _id: string }[]>('/api/gallery', { images: [pngDataUrl([10, 20, 30])] }, second);
    const _id = image?._id ?? '';
    const path = `/api/gallery/${_id}`;
    const caption = async () =>
      (await get<{ _id: string; caption?: string }[]>('/api/gallery?pageSize=100')).find((item) => item._id === _id)?.caption;
    return {
      role: 'editor',
      version: listedVersion('/api/gallery', _id),
      firstWrite: { method: 'PATCH', path, body: { caption: 'First admin caption' } },
      secondWrite: { method: 'PATCH', path, body: { caption: 'Second admin caption' } },
      kept: async () => expect(await caption()).toBe('First admin caption'),
    };
  },
  'DELETE /api/gallery/:id': async () => {
    const [image] = await post<{ _id: string }[]>('/api/gallery', { images: [pngDataUrl([40, 50, 60])] }, second);
    const _id = image?._id ?? '';
    const path = `/api/gallery/${_id}`;
    const caption = async () =>
      (await get<{ _id: string; caption?: string }[]>('/api/gallery?pageSize=100')).find((item) => item._id === _id)?.caption;
    return {
      role: 'editor',
      version: listedVersion('/api/gallery', _id),
      firstWrite: { method: 'PATCH', path, body: { caption: 'Kept caption' } },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect(await caption()).toBe('Kept caption'),
    };
  },
  'PUT /api/associative-club/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/associative-club', clubBody(), second);
    const path = `/api/associative-club/${_id}`;
    return {
      role: 'editor',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: clubBody({ clubName: 'First Admin Rollers' }) },
      secondWrite: { method: 'PUT', path, body: clubBody({ clubName: 'Second Admin Rollers' }) },
      kept: async () => expect((await get<{ clubName: string }>(path)).clubName).toBe('First Admin Rollers'),
    };
  },
  'DELETE /api/associative-club/:id': async () => {
    const { _id } = await post<{ _id: string }>('/api/associative-club', clubBody(), second);
    const path = `/api/associative-club/${_id}`;
    return {
      role: 'editor',
      version: listedVersion('/api/associative-club', _id),
      firstWrite: { method: 'PUT', path, body: clubBody({ clubName: 'Kept Rollers' }) },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect((await get<{ clubName: string }>(path)).clubName).toBe('Kept Rollers'),
    };
  },
  'POST /api/associative-club/:id/members': async () => {
    const { _id } = await post<{ _id: string }>('/api/associative-club', clubBody(), second);
    const path = `/api/associative-club/${_id}`;
    return {
      role: 'editor',
      version: etagOf(path),
      firstWrite: { method: 'POST', path: `${path}/members`, body: { memberName: 'First Added', role: 'Coach' } },
      secondWrite: { method: 'POST', path: `${path}/members`, body: { memberName: 'Second Added', role: 'Coach' } },
      kept: async () => {
        const names = (await get<{ members: { memberName: string }[] }>(path)).members.map((member) => member.memberName);
        expect(names).toContain('First Added');
        expect(names).not.toContain('Second Added');
      },
    };
  },
  'PUT /api/associative-club/:id/members/:memberId': async () => {
    const { _id, members } = await post<{ _id: string; members: { _id: string }[] }>('/api/associative-club', clubBody(), second);
    const path = `/api/associative-club/${_id}`;
    const member = `${path}/members/${members[0]?._id}`;
    return {
      role: 'editor',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path: member, body: { memberName: 'First Renamed', role: 'President' } },
      secondWrite: { method: 'PUT', path: member, body: { memberName: 'Second Renamed', role: 'President' } },
      kept: async () => expect((await get<{ members: { memberName: string }[] }>(path)).members[0]?.memberName).toBe('First Renamed'),
    };
  },
  'DELETE /api/associative-club/:id/members/:memberId': async () => {
    const body = clubBody({
      members: [
        { memberName: 'Stays', role: 'President' },
        { memberName: 'Goes', role: 'Secretary' },
      ],
    });
    const { _id, members } = await post<{ _id: string; members: { _id: string }[] }>('/api/associative-club', body, second);
    const path = `/api/associative-club/${_id}`;
    return {
      role: 'editor',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: { ...body, clubName: 'Renamed First', members: undefined } },
      secondWrite: { method: 'DELETE', path: `${path}/members/${members[1]?._id}` },
      kept: async () => {
        const club = await get<{ clubName: string; members: { memberName: string }[] }>(path);
        expect(club.clubName).toBe('Renamed First');
        expect(club.members.map((member) => member.memberName)).toEqual(['Stays', 'Goes']);
      },
    };
  },
  'PATCH /api/accounts/:id': async () => {
    const { account } = await post<{ account: { _id: string } }>(
      '/api/accounts',
      { name: 'Someone Else', email: `someone.${Date.now()}.${Math.random()}@example.org`, role: 'editor' },
      second,
    );
    const path = `/api/accounts/${account._id}`;
    const role = async () =>
      (await get<{ accounts: { _id: string; role: string }[] }>('/api/accounts')).accounts.find((item) => item._id === account._id)?.role;
    return {
      role: 'owner',
      version: listedVersion('/api/accounts', account._id, 'accounts'),
      firstWrite: { method: 'PATCH', path, body: { role: 'registrar' } },
      secondWrite: { method: 'PATCH', path, body: { role: 'owner' } },
      kept: async () => expect(await role()).toBe('registrar'),
    };
  },
  'DELETE /api/accounts/:id': async () => {
    const { account } = await post<{ account: { _id: string } }>(
      '/api/accounts',
      { name: 'Someone Kept', email: `kept.${Math.random()}@example.org`, role: 'editor' },
      second,
    );
    const path = `/api/accounts/${account._id}`;
    const role = async () =>
      (await get<{ accounts: { _id: string; role: string }[] }>('/api/accounts')).accounts.find((item) => item._id === account._id)?.role;
    return {
      role: 'owner',
      version: listedVersion('/api/accounts', account._id, 'accounts'),
      firstWrite: { method: 'PATCH', path, body: { role: 'registrar' } },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect(await role()).toBe('registrar'),
    };
  },
  'PATCH /api/skaterprofiles/:id': async () => {
    const { _id } = await submitSkater(api, { email: `p.${Math.random()}@example.com` });
    const path = `/api/skaterprofiles/${_id}`;
    return {
      role: 'registrar',
      version: etagOf(path),
      firstWrite: { method: 'PATCH', path, body: { status: 'approved' } },
      secondWrite: { method: 'PATCH', path, body: { status: 'rejected', reason: 'Photo unclear' } },
      kept: async () => expect((await get<{ status: string }>(path)).status).toBe('approved'),
    };
  },
  'DELETE /api/skaterprofiles/:id': async () => {
    const { _id } = await submitSkater(api, { email: `d.${Math.random()}@example.com` });
    const path = `/api/skaterprofiles/${_id}`;
    return {
      role: 'registrar',
      version: etagOf(path),
      firstWrite: { method: 'PATCH', path, body: { status: 'approved' } },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect((await get<{ status: string }>(path)).status).toBe('approved'),
    };
  },
  'DELETE /api/contact/:id': async () => {
    await ok(await api.call('POST', '/api/contact', { body: contactBody({ website: '' }) }));
    const [message] = await get<{ _id: string }[]>('/api/contact');
    const path = `/api/contact/${message?._id}`;
    return {
      role: 'registrar',
      version: listedVersion('/api/contact', message?._id ?? ''),
      // Opening a message marks it read: a change by the admin who opened it.
      firstWrite: { method: 'GET', path },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect((await get<{ readAt?: string }>(path)).readAt).toBeTruthy(),
    };
  },
  'PUT /api/events/:id/championship': async () => {
    const { _id } = await post<{ _id: string }>('/api/events', eventBody({ date: '2026-06-28' }), second);
    await ok(await api.call('PUT', championshipPath(_id), { body: sprintAndRelay(), cookie: second }));
    const path = championshipPath(_id);
    return {
      role: 'registrar',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: { ...sprintAndRelay(), maxRacesPerSkater: 1 } },
      secondWrite: { method: 'PUT', path, body: { ...sprintAndRelay(), maxRacesPerSkater: 3 } },
      kept: async () => expect((await get<{ maxRacesPerSkater: number }>(path)).maxRacesPerSkater).toBe(1),
    };
  },
  'DELETE /api/events/:id/championship/races/:raceId': async () => {
    const { _id } = await post<{ _id: string }>('/api/events', eventBody({ date: '2026-06-28' }), second);
    const path = championshipPath(_id);
    await ok(await api.call('PUT', path, { body: sprintAndRelay(), cookie: second }));
    const { races } = await get<{ races: Race[] }>(path);
    return {
      role: 'registrar',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: { ...sprintAndRelay(), maxRacesPerSkater: 1, races: undefined } },
      secondWrite: { method: 'DELETE', path: `${path}/races/${races[1]?._id}` },
      kept: async () => {
        const now = await get<{ races: Race[]; maxRacesPerSkater: number }>(path);
        expect(now.maxRacesPerSkater).toBe(1);
        expect(now.races).toHaveLength(2);
      },
    };
  },
  'PUT /api/events/:id/results/:raceId': async () => {
    const { entryIds, resultsPath } = await championshipWithEntries();
    const positionOf = async () => (await get<{ rows: { entryId?: string; position?: number }[] }>(resultsPath)).rows[0]?.position;
    return {
      role: 'registrar',
      version: etagOf(resultsPath),
      firstWrite: { method: 'PUT', path: resultsPath, body: { rows: [{ entryId: entryIds[1], position: 1 }] } },
      secondWrite: { method: 'PUT', path: resultsPath, body: { rows: [{ entryId: entryIds[2], position: 1 }] } },
      kept: async () => {
        expect((await get<{ rows: { entryId?: string }[] }>(resultsPath)).rows[0]?.entryId).toBe(entryIds[1]);
        expect(await positionOf()).toBe(1);
      },
    };
  },
  'PATCH /api/events/:id/results/:raceId': async () => {
    const { entryIds, resultsPath } = await championshipWithEntries();
    return {
      role: 'registrar',
      version: etagOf(resultsPath),
      firstWrite: { method: 'PUT', path: resultsPath, body: { rows: [{ entryId: entryIds[1], position: 1 }] } },
      secondWrite: { method: 'PATCH', path: resultsPath, body: { status: 'official' } },
      kept: async () => {
        expect((await get<{ rows: { entryId?: string }[] }>(resultsPath)).rows[0]?.entryId).toBe(entryIds[1]);
      },
      // Reloaded, the change is no longer stale, but results become official only from the race's day.
      afterReload: 409,
    };
  },
  'PUT /api/events/:id/selection': async () => {
    const { eventId, entryIds, sprint } = await championshipWithEntries();
    const path = `/api/events/${eventId}/selection`;
    const change = (entryId: string | undefined, reason: string) => ({ entryId, raceId: sprint._id, selected: true, reason });
    await ok(await api.call('PUT', path, { body: change(entryIds[1], 'Setup'), cookie: second }));
    return {
      role: 'registrar',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: change(entryIds[2], 'First admin reason') },
      secondWrite: { method: 'PUT', path, body: { ...change(entryIds[2], 'x'), selected: false } },
      kept: async () => expect(JSON.stringify(await get<unknown>(path))).toContain('First admin reason'),
    };
  },
  'DELETE /api/entries/:id': async () => {
    const { eventId, entryIds } = await championshipWithEntries();
    const path = `/api/entries/${entryIds[2]}`;
    const statusOf = async () =>
      (await get<{ _id: string; withdrawnAt?: string }[]>(`/api/events/${eventId}/entries?status=withdrawn`)).some(
        (entry) => entry._id === entryIds[2],
      );
    return {
      role: 'registrar',
      version: listedVersion(`/api/events/${eventId}/entries`, entryIds[2] ?? ''),
      firstWrite: { method: 'DELETE', path },
      secondWrite: { method: 'DELETE', path },
      kept: async () => expect(await statusOf()).toBe(true),
    };
  },
  'PUT /api/fees/:id': async () => {
    // A setting never saved is at version 0: two owners' first saves from one opened form.
    const path = '/api/fees/season-2026';
    return {
      role: 'owner',
      version: etagOf(path),
      firstWrite: { method: 'PUT', path, body: { newFee: 1200, renewalFee: 800 } },
      secondWrite: { method: 'PUT', path, body: { newFee: 1300, renewalFee: 900 } },
      kept: async () => expect((await get<{ newFee: number }>(path)).newFee).toBe(1200),
    };
  },
  'PATCH /api/requests/:id': async () => {
    const email = `family.${Math.random()}@example.com`;
    const { _id } = await submitSkater(api, { email });
    // The registration's own letter first, so the sign-in letter is the latest to that address.
    await api.server.settle();
    const family = await familySignIn(api, smtp, email);
    await ok(
      await api.call('POST', `/api/family/children/${_id}/requests`, {
        cookie: family,
        body: { kind: 'correction', field: 'coachName', value: 'Coach Sunita Rao' },
      }),
    );
    const queue = await get<{ _id: string; skaterId: string }[]>('/api/requests?status=open&pageSize=100');
    const request = queue.find((item) => item.skaterId === _id)?._id ?? '';
    const path = `/api/requests/${request}`;
    const answerOf = async () =>
      (await get<{ _id: string; answer?: string }[]>('/api/requests?pageSize=100')).find((item) => item._id === request)?.answer;
    return {
      role: 'registrar',
      version: listedVersion('/api/requests', request),
      firstWrite: { method: 'PATCH', path, body: { status: 'declined', answer: 'First admin answer' } },
      secondWrite: { method: 'PATCH', path, body: { status: 'done', answer: 'Second admin answer' } },
      kept: async () => expect(await answerOf()).toBe('First admin answer'),
      // A request is answered once: reloaded, the second admin sees it answered and is told so.
      afterReload: 409,
    };
  },
};

/**
 * Records no admin edits (a registration, a certificate): the only change is their deletion, so
 * two admins cannot overwrite each other. A delete on a version the record never had is refused
 * and the record stays; a delete on the current version goes through.
 */
const DELETE_ONLY: Record<
  string,
  () => Promise<{ role: keyof typeof first; path: string; version: () => Promise<string>; exists: () => Promise<boolean> }>
> = {
  'DELETE /api/registrations/:id': async () => {
    const { _id: eventId } = await post<{ _id: string }>('/api/events', eventBody(), second);
    await ok(await api.call('POST', '/api/registrations', { body: registrationBody(eventId, { website: '' }) }));
    const [registration] = await get<{ _id: string }[]>(`/api/registrations?event=${eventId}`);
    const id = registration?._id ?? '';
    return {
      role: 'registrar',
      path: `/api/registrations/${id}`,
      version: listedVersion(`/api/registrations?event=${eventId}`, id),
      exists: async () => (await get<{ _id: string }[]>(`/api/registrations?event=${eventId}`)).some((item) => item._id === id),
    };
  },
  'DELETE /api/certificates/:code': async () => {
    // Certificates come from official results, from the race's day on: a championship raced today.
    const [skater] = await approvedSkaters(api, second, [{ name: 'Dia Skater', email: 'c9@example.com', phoneNo: '9822200019' }]);
    const { eventId, entryIds, races } = await enteredChampionship(api, second, {
      event: { date: '2026-06-01' },
      rules: sprintAndRelay('2026-06-01T12:00:00Z'),
      skaters: skater ? [skater] : [],
      racesOf: (all) => all.slice(0, 1),
    });
    const resultsPath = `/api/events/${eventId}/results/${races[0]?._id}`;
    await ok(await api.call('PUT', resultsPath, { body: { rows: [{ entryId: entryIds[0], position: 1 }] }, cookie: second }));
    await ok(await api.call('PATCH', resultsPath, { body: { status: 'official' }, cookie: second }));
    await ok(await api.call('POST', `/api/events/${eventId}/certificates`, { body: {}, cookie: second }));
    const [certificate] = await get<{ _id: string }[]>(`/api/events/${eventId}/certificates`);
    const code = certificate?._id ?? '';
    return {
      role: 'registrar',
      path: `/api/certificates/${code}`,
      version: listedVersion(`/api/events/${eventId}/certificates`, code),
      exists: async () => (await api.call('GET', `/api/certificates/${code}`)).status === 200,
    };
  },
  'DELETE /api/club-coaches/:id': async () => {
    const club = await post<{ _id: string }>('/api/associative-club', clubBody({ clubName: 'Coaching Club' }), second);
    const { coach } = await post<{ coach: { _id: string } }>(
      '/api/club-coaches',
      { clubId: club._id, email: 'kept.coach@example.com' },
      second,
    );
    const list = `/api/club-coaches?club=${club._id}`;
    return {
      role: 'registrar',
      path: `/api/club-coaches/${coach._id}`,
      version: listedVersion(list, coach._id, 'coaches'),
      exists: async () => (await get<{ coaches: { _id: string }[] }>(list)).coaches.some((item) => item._id === coach._id),
    };
  },
};

/**
 * Writes of a signed-in admin that edit no shared item (one's own password), or that keep their
 * own version: a race day's formats are set for many races at once and refused once seeded, and a
 * heat's results and status carry the heat's own version (its ETag, race-day.test.ts).
 */
const NOT_SHARED = new Set([
  'PUT /api/password',
  'PUT /api/events/:id/race-day',
  'PUT /api/events/:id/race-day/:raceId/rounds/:round/heats/:heat',
  'PATCH /api/events/:id/race-day/:raceId/rounds/:round/heats/:heat',
  // The results desk's changes name the version of their copy in the body and answer a stale one
  // with both values for the official to choose (desk.test.ts).
  'PUT /api/events/:id/desk/results',
  'PUT /api/events/:id/desk/checkin',
  'PUT /api/events/:id/desk/heat',
]);

const adminWrites = () =>
  api.server.routes
    .filter((route) => !route.scheduled)
    .flatMap((route) => endpointsOf(route.handler))
    .filter(
      (endpoint) =>
        ['PUT', 'PATCH', 'DELETE'].includes(endpoint.method) &&
        endpoint.access !== 'public' &&
        endpoint.access !== 'family' &&
        endpoint.access !== 'coach',
    )
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`);

const STALE = /^This item was changed by (.+) at (\d{1,2}:\d{2} [ap]m \S+ on \d{1,2} \w+ \d{4})\. Reload to see the change\.$/;

const send = (write: Write, cookie: string, version: string) =>
  api.call(write.method, write.path, {
    ...(write.method === 'GET' || write.method === 'DELETE' ? {} : { body: write.body }),
    cookie,
    headers: { 'if-match': version },
  });

describe('two admins editing one item', () => {
  test('every admin PUT, PATCH and DELETE has a case (and the member routes too)', () => {
    const missing = adminWrites().filter((route) => !(route in CASES) && !(route in DELETE_ONLY) && !NOT_SHARED.has(route));
    expect(missing).toEqual([]);
    expect(adminWrites().length).toBeGreaterThanOrEqual(25);
  });

  for (const [route, make] of Object.entries(CASES)) {
    test(`${route}: the second gets 409 naming the first, and the item keeps the first edit`, async () => {
      const item = await make();
      const opened = await item.version();
      await ok(await send(item.firstWrite, first[item.role], opened));
      const refused = await send(item.secondWrite, second, opened);
      const body = (await refused.json()) as { message: string };
      expect(refused.status, body.message).toBe(409);
      const [, name, time] = STALE.exec(body.message) ?? [];
      expect(name).toBe(FIRST_NAMES[item.role]);
      expect(time).toContain('on 1 June 2026');
      expect(refused.headers.get('etag')).not.toBe(opened);
      await item.kept();
      // Reloaded, the second admin's version is current: the same write goes through.
      const reloaded = await item.version();
      const again = await send(item.secondWrite, second, reloaded);
      if (item.afterReload === undefined) expect(again.status).toBeLessThan(300);
      else {
        expect(again.status).toBe(item.afterReload);
        expect((await again.json()).message).not.toMatch(STALE);
      }
    });
  }

  for (const [route, make] of Object.entries(DELETE_ONLY)) {
    test(`${route}: a delete on a version the record does not have is refused and the record stays`, async () => {
      const item = await make();
      const refused = await api.call('DELETE', item.path, { cookie: first[item.role], headers: { 'if-match': '"999"' } });
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toMatch(/^This item was changed by .+\. Reload to see the change\.$/);
      expect(await item.exists()).toBe(true);
      expect(
        (await api.call('DELETE', item.path, { cookie: first[item.role], headers: { 'if-match': await item.version() } })).status,
      ).toBe(200);
      expect(await item.exists()).toBe(false);
    });
  }
});

describe('versions', () => {
  test('a write without If-Match goes through as before, and answers the new version', async () => {
    const { _id } = await post<{ _id: string }>('/api/news', newsBody(), second);
    const opened = await etagOf(`/api/news/${_id}`)();
    const saved = await api.call('PUT', `/api/news/${_id}`, { body: newsBody({ title: 'No version sent' }), cookie: first.editor });
    expect(saved.status).toBe(200);
    const after = saved.headers.get('etag');
    expect(after).not.toBe(opened);
    expect(after).toBe(await etagOf(`/api/news/${_id}`)());
    // The form that saved holds the new version: it can save again without reloading.
    expect(
      (await send({ method: 'PUT', path: `/api/news/${_id}`, body: newsBody({ title: 'Again' }) }, first.editor, after ?? '')).status,
    ).toBe(200);
  });

  test('visitors never get versions in a list, and no list answer with versions is cached', async () => {
    await post('/api/news', newsBody({ title: 'Listed' }), second);
    const visitor = await jsonOf<Record<string, unknown>[]>(await api.call('GET', '/api/news?versions=1'));
    expect(visitor.length).toBeGreaterThan(0);
    expect(visitor.every((item) => !('version' in item))).toBe(true);
    const admin = await api.call('GET', '/api/news?versions=1', { cookie: first.editor });
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(((await admin.json()) as Record<string, unknown>[]).every((item) => typeof item['version'] === 'string')).toBe(true);
  });

  test('two saves on one version at the same instant: exactly one goes through', async () => {
    const { _id } = await post<{ _id: string }>('/api/news', newsBody(), second);
    const path = `/api/news/${_id}`;
    const opened = await etagOf(path)();
    const answers = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((title, index) =>
        send({ method: 'PUT', path, body: newsBody({ title }) }, index % 2 === 0 ? first.editor : second, opened),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = ['One', 'Two', 'Three', 'Four'][answers.findIndex((res) => res.status === 200)];
    expect((await get<{ title: string }>(path)).title).toBe(winner);
  });

  test('a malformed If-Match is refused as stale; * means any version', async () => {
    const { _id } = await post<{ _id: string }>('/api/news', newsBody(), second);
    const path = `/api/news/${_id}`;
    expect((await send({ method: 'PUT', path, body: newsBody({ title: 'Bad tag' }) }, first.editor, 'W/"abc"')).status).toBe(409);
    expect((await send({ method: 'PUT', path, body: newsBody({ title: 'Any' }) }, first.editor, '*')).status).toBe(200);
    expect((await get<{ title: string }>(path)).title).toBe('Any');
  });
});

describe('club members one at a time', () => {
  test('add, change and remove one member; the others and the club stay; members without a version in a race both apply', async () => {
    const club = await post<{ _id: string; members: { _id: string; memberName: string }[] }>(
      '/api/associative-club',
      clubBody({ members: [{ memberName: 'Asha', role: 'President' }] }),
      second,
    );
    const path = `/api/associative-club/${club._id}`;
    const added = await jsonOf<{ members: { _id: string; memberName: string }[] }>(
      await ok(
        await api.call('POST', `${path}/members`, {
          body: { memberName: 'Bala', role: 'Coach', mobileNumber: '9876543210' },
          cookie: first.editor,
        }),
      ),
    );
    expect(added.members.map((member) => member.memberName)).toEqual(['Asha', 'Bala']);
    const bala = added.members[1]?._id ?? '';
    const asha = added.members[0]?._id ?? '';
    expect(asha).toBe(club.members[0]?._id);

    // Two admins at once, each on a different member and without a version: neither undoes the other.
    await Promise.all([
      ok(await api.call('PUT', `${path}/members/${bala}`, { body: { memberName: 'Bala K', role: 'Head coach' }, cookie: first.editor })),
      ok(await api.call('PUT', `${path}/members/${asha}`, { body: { memberName: 'Asha R', role: 'President' }, cookie: second })),
    ]);
    const changed = await get<{ members: { memberName: string; role: string }[]; clubName: string }>(path);
    expect(changed.members.map((member) => `${member.memberName}/${member.role}`)).toEqual(['Asha R/President', 'Bala K/Head coach']);

    // The club's details are saved without touching its members.
    await ok(
      await api.call('PUT', path, { body: { ...clubBody({ clubName: 'Renamed Rollers' }), members: undefined }, cookie: first.editor }),
    );
    expect((await get<{ members: unknown[] }>(path)).members).toHaveLength(2);

    const removed = await jsonOf<{ members: { memberName: string }[] }>(
      await ok(await api.call('DELETE', `${path}/members/${bala}`, { cookie: first.editor })),
    );
    expect(removed.members.map((member) => member.memberName)).toEqual(['Asha R']);
    const last = await api.call('DELETE', `${path}/members/${asha}`, { cookie: first.editor });
    expect(last.status).toBe(400);
    expect((await api.call('PUT', `${path}/members/${bala}`, { body: { memberName: 'X', role: 'Y' }, cookie: first.editor })).status).toBe(
      404,
    );
    const invalid = await api.call('POST', `${path}/members`, { body: { memberName: '', role: 'Coach' }, cookie: first.editor });
    expect(invalid.status).toBe(400);
    expect((await get<{ members: unknown[]; clubName: string }>(path)).members).toHaveLength(1);
  });

  test('member routes are the editor’s, and audited without the member’s details', async () => {
    const club = await post<{ _id: string }>('/api/associative-club', clubBody({ clubName: 'Audited Rollers' }), second);
    const path = `/api/associative-club/${club._id}/members`;
    expect((await api.call('POST', path, { body: { memberName: 'Chitra', role: 'Coach' }, cookie: first.registrar })).status).toBe(403);
    expect((await api.call('POST', path, { body: { memberName: 'Chitra', role: 'Coach' } })).status).toBe(401);
    await ok(
      await api.call('POST', path, { body: { memberName: 'Chitra', role: 'Coach', mobileNumber: '9123456780' }, cookie: first.editor }),
    );
    const log = JSON.stringify(await get<unknown>('/api/audit?resource=associative-club&pageSize=100'));
    expect(log).toContain('edited club “Audited Rollers”: a member changed');
    expect(log).not.toContain('Chitra');
    expect(log).not.toContain('9123456780');
  });
});
