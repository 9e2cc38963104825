/**
 * Every list route answers one page at a time, in the list's order, with its paging in headers,
 * and searches and filters on the server; a page stays small whatever the records hold. Records
 * are written straight through the collections (the same store the handlers read), so that a
 * few hundred exist without a few hundred uploads.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/config/paging.ts';
import { EVENT_CATEGORIES, currentSeason } from '../../src/config/rules.ts';
import { ageCategory } from '../../src/domain/registry/age-category.ts';
import type { Achievement } from '../../src/domain/content/achievement.schema.ts';
import type { Club, ClubSummary } from '../../src/domain/content/club.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import type { News } from '../../src/domain/content/news.schema.ts';
import type { Skater } from '../../src/domain/registry/skater.schema.ts';
import type { AdminSkater, PublicSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { clubs } from '#shared/collections/clubs.ts';
import { achievements, gallery, news, updates } from '#shared/collections/content.ts';
import { events, registrations } from '#shared/collections/events.ts';
import { contactMessages } from '#shared/collections/messages.ts';
import { skaters } from '#shared/collections/registry.ts';
import { inParallel, newId } from '../../netlify/functions/_shared/store/index.ts';
import { allPages, expectRejected, startSignedIn, validAadhaar } from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';
import { addDays, today } from '../../src/domain/common/dates.ts';

let api: Api;
let cookie: string;

const COUNT = 60;
const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
/** A day counted from today in the association's time zone, as the server counts it. */
const day = (offset: number) => addDays(today(), offset);
const pad = (index: number) => String(index).padStart(2, '0');

const insertAll = <T>(store: { insert: (record: T) => Promise<T> }, records: T[]) =>
  inParallel(records, 10, (record) => store.insert(record));

const skater = (index: number): Skater => ({
  _id: newId(),
  status: 'approved',
  season: currentSeason(),
  dobChanges: [],
  rsfiNo: `RSFI-${index}`,
  name: `Skater ${pad(index)}`,
  parentName: `Parent of ${pad(index)}`,
  dob: `${2008 + (index % 12)}-06-15`,
  gender: index % 2 === 0 ? 'Female' : 'Male',
  aadharNo: validAadhaar(`2${String(index).padStart(10, '0')}`),
  phoneNo: `98765${String(index).padStart(5, '0')}`,
  email: `family-${pad(index)}@example.org`,
  eventCategory: EVENT_CATEGORIES[index % 3] ?? 'Adjustable',
  representativeClub: index % 4 === 0 ? 'Lakeside Wheels' : 'Riverside Roller Academy',
  coachName: 'Arjun Nair',
  skaterPhoto: '',
  proofType: 'Aadhar',
  fileKey: `${newId()}-proof.png`,
  consentAt: at(index),
  createdAt: at(index),
});

beforeAll(async () => {
  ({ api, cookie } = await startSignedIn());
  const range = Array.from({ length: COUNT }, (_, index) => index);
  await Promise.all([
    insertAll(
      news(),
      range.map((index): News => ({
        _id: newId(),
        title: `News ${pad(index)}`,
        description: `Story ${pad(index)}`,
        image: '',
        createdAt: at(index),
      })),
    ),
    insertAll(
      updates(),
      range.map((index) => ({ _id: newId(), text: `Update ${pad(index)}`, createdAt: at(index) })),
    ),
    insertAll(
      gallery(),
      range.map((index) => ({ _id: newId(), url: `/api/images/${pad(index)}.png`, alt: 'A skater', caption: '', createdAt: at(index) })),
    ),
    insertAll(
      achievements(),
      range.map((index): Achievement => ({
        _id: newId(),
        title: `Medal ${pad(index)}`,
        description: 'x'.repeat(400),
        year: String(2000 + (index % 5)),
        level: (['International', 'National', 'State', 'District'] as const)[index % 4] ?? 'District',
        image: '',
        image2: '',
        createdAt: at(index),
      })),
    ),
    // Dates from 30 days ago to 29 days ahead, inserted out of order.
    insertAll(
      events(),
      range
        .map((index): Event => ({
          _id: newId(),
          title: `Event ${pad(index)}`,
          date: day(index - 30),
          image: '',
          description: '',
          location: index % 10 === 0 ? 'Hill Rink' : 'District Sports Complex',
          createdAt: at(index),
        }))
        .reverse(),
    ),
    insertAll(
      clubs(),
      range.map((index): Club => ({
        _id: newId(),
        clubName: `Club ${pad(index)}`,
        district: 'North',
        stateName: '',
        members: [{ memberName: `Coach ${pad(index)}`, role: 'Coach', profileImage: '', mobileNumber: '' }],
        createdAt: at(index),
      })),
    ),
    insertAll(skaters(), range.map(skater)),
    insertAll(
      contactMessages(),
      range.map((index) => ({
        _id: newId(),
        email: `v${index}@example.org`,
        subject: `Question ${pad(index)}`,
        content: 'Hello',
        createdAt: at(index),
      })),
    ),
    insertAll(
      registrations(),
      range.map((index) => ({
        _id: newId(),
        eventId: newId(),
        name: `Runner ${pad(index)}`,
        age: index,
        email: `r${index}@example.org`,
        phone: '9123456789',
        createdAt: at(index),
      })),
    ),
  ]);
}, 120_000);
afterAll(() => api.stop());

const skaterItems = (body: unknown) => (body as { profiles: unknown[] }).profiles;

/** Every list route, who may read it, and how to take the items out of its answer. */
const ROUTES = [
  { path: '/api/news', admin: false, items: (body: unknown) => body as unknown[] },
  { path: '/api/updates', admin: false, items: (body: unknown) => body as unknown[] },
  { path: '/api/gallery', admin: false, items: (body: unknown) => body as unknown[] },
  { path: '/api/achievements', admin: false, items: (body: unknown) => body as unknown[] },
  { path: '/api/events', admin: false, items: (body: unknown) => body as unknown[] },
  { path: '/api/associative-club', admin: false, items: (body: unknown) => body as unknown[] },
  { path: '/api/skaterprofiles', admin: false, items: skaterItems },
  { path: '/api/skaterprofiles', admin: true, items: skaterItems },
  { path: '/api/registrations', admin: true, items: (body: unknown) => body as unknown[] },
  { path: '/api/contact', admin: true, items: (body: unknown) => body as unknown[] },
] as const;

const get = (path: string, admin: boolean) => api.call('GET', path, admin ? { cookie } : {});
const ids = (items: unknown[]) => items.map((item) => (item as { _id: string })._id);

describe.each(ROUTES)('GET $path (admin: $admin)', ({ path, admin, items }) => {
  test('answers the first page with the total, the page, its size and a link to the next', async () => {
    const res = await get(path, admin);
    expect(res.status).toBe(200);
    expect(items(await res.json())).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(res.headers.get('x-total-count')).toBe(String(COUNT));
    expect(res.headers.get('x-page')).toBe('1');
    expect(res.headers.get('x-page-size')).toBe(String(PAGE_SIZE_DEFAULT));
    expect(res.headers.get('link')).toBe(`<${path}?page=2>; rel="next"`);
    expect(res.headers.get('cache-control')).toBe(admin ? 'private, no-store' : 'public, max-age=0, must-revalidate');
  });

  test('pages follow one another in the list order, and the last has no next', async () => {
    const whole = ids(items(await (await get(`${path}?pageSize=${PAGE_SIZE_MAX}`, admin)).json()));
    expect(whole).toHaveLength(COUNT);
    expect(new Set(whole).size).toBe(COUNT);
    const second = await get(`${path}?page=2&pageSize=25`, admin);
    expect(ids(items(await second.json()))).toEqual(whole.slice(25, 50));
    expect(second.headers.get('link')).toBe(`<${path}?page=3&pageSize=25>; rel="next", <${path}?page=1&pageSize=25>; rel="prev"`);
    const last = await get(`${path}?page=3&pageSize=25`, admin);
    expect(ids(items(await last.json()))).toEqual(whole.slice(50));
    expect(last.headers.get('link')).toBe(`<${path}?page=2&pageSize=25>; rel="prev"`);
    const beyond = await get(`${path}?page=9`, admin);
    expect(items(await beyond.json())).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe(String(COUNT));
  });

  test.each([
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['page=two', 'page must be a whole number from 1 to 100000'],
    ['page=1.5', 'page must be a whole number from 1 to 100000'],
    ['pageSize=0', `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`],
    [`pageSize=${PAGE_SIZE_MAX + 1}`, `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`],
    [`pageSize=${'9'.repeat(5000)}`, `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`],
    [`q=${'a'.repeat(101)}`, 'The search may be at most 100 characters'],
  ])('400 for %s', async (query, message) => {
    await expectRejected(api, { method: 'GET', path: `${path}?${query}`, ...(admin ? { cookie } : {}) }, 400, message);
  });
});

describe('server-side search and filters', () => {
  test('news: newest first, and a search finds an item far past the first page', async () => {
    const first = await jsonOf<News[]>(await api.call('GET', '/api/news'));
    expect(first.map((item) => item.title).slice(0, 2)).toEqual(['News 59', 'News 58']);
    const res = await api.call('GET', '/api/news?q=story%2003');
    expect((await jsonOf<News[]>(res)).map((item) => item.title)).toEqual(['News 03']);
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(res.headers.get('link')).toBeNull();
  });

  test('events: upcoming soonest first, then past most recent first, across page edges', async () => {
    const all = await allPages<Event>(api, '/api/events?pageSize=7');
    const today = day(0);
    const upcoming = all.filter((event) => event.date >= today);
    const past = all.filter((event) => event.date < today);
    expect(all.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming.map((event) => event.date)).toEqual(upcoming.map((event) => event.date).sort());
    expect(past.map((event) => event.date)).toEqual(
      past
        .map((event) => event.date)
        .sort()
        .reverse(),
    );
    expect(upcoming).toHaveLength(30);
    expect(past).toHaveLength(30);
    const found = await jsonOf<Event[]>(await api.call('GET', '/api/events?q=hill%20rink'));
    expect(found.map((event) => event.title).sort()).toEqual(['Event 00', 'Event 10', 'Event 20', 'Event 30', 'Event 40', 'Event 50']);
    // The same order within a search: upcoming first.
    expect(found.map((event) => event.date)).toEqual(
      [...found.filter((e) => e.date >= today), ...found.filter((e) => e.date < today)].map((e) => e.date),
    );
  });

  test('achievements: one level, several levels in any case, a year; previews in the list, whole on the detail route', async () => {
    const national = await api.call('GET', '/api/achievements?level=National');
    const nationals = await jsonOf<Achievement[]>(national);
    expect(national.headers.get('x-total-count')).toBe('15');
    expect(nationals.every((item) => item.level === 'National')).toBe(true);
    const two = await api.call('GET', '/api/achievements?level=national,STATE&year=2001&pageSize=100');
    const found = await jsonOf<Achievement[]>(two);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => ['National', 'State'].includes(item.level) && item.year === '2001')).toBe(true);
    expect(two.headers.get('x-total-count')).toBe(String(found.length));
    const [firstItem] = nationals;
    expect(firstItem?.description).toBe(`${'x'.repeat(125)}...`);
    expect((await jsonOf<Achievement>(await api.call('GET', `/api/achievements/${firstItem?._id}`))).description).toHaveLength(400);
    await expectRejected(
      api,
      { method: 'GET', path: '/api/achievements?level=Galactic' },
      400,
      'level must be one of: International, National, State, District',
    );
    await expectRejected(api, { method: 'GET', path: '/api/achievements?year=20x1' }, 400, 'year must be a year such as 2024');
  });

  test('skaters: visitors search public fields only, never a personal one; admins filter and search more', async () => {
    const publicSearch = async (q: string) =>
      jsonOf<{ profiles: PublicSkater[]; total: number }>(await api.call('GET', `/api/skaterprofiles?q=${encodeURIComponent(q)}`));
    expect((await publicSearch('skater 07')).profiles.map((item) => item.name)).toEqual(['Skater 07']);
    expect((await publicSearch('lakeside')).total).toBe(15);
    for (const secret of ['family-07@example.org', 'Parent of 07', 'RSFI-7', '9876500007', validAadhaar('20000000007')]) {
      expect((await publicSearch(secret)).total, secret).toBe(0);
    }
    const adminSearch = async (query: string) =>
      jsonOf<{ profiles: AdminSkater[]; total: number }>(await api.call('GET', `/api/skaterprofiles?${query}`, { cookie }));
    expect((await adminSearch('q=family-07%40example.org')).profiles.map((item) => item.name)).toEqual(['Skater 07']);
    const category = EVENT_CATEGORIES[1] ?? '';
    const byCategory = await adminSearch(
      `eventCategory=${encodeURIComponent(category)}&club=${encodeURIComponent('Lakeside Wheels')}&pageSize=100`,
    );
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.profiles.every((item) => item.eventCategory === category && item.representativeClub === 'Lakeside Wheels')).toBe(
      true,
    );
    // Born in 2008: 17 or more today (no other category's name contains "Senior").
    const senior = ageCategory('2008-06-15');
    expect(senior).toBe('Senior');
    const byAge = await adminSearch(`ageCategory=${encodeURIComponent(senior)}&pageSize=100`);
    expect(byAge.total).toBeGreaterThan(0);
    expect(byAge.profiles.every((item) => item.ageCategory === senior)).toBe(true);
    // The search also matches the age category worked out today.
    expect((await adminSearch(`q=${encodeURIComponent(senior)}`)).total).toBe(byAge.total);
    await expectRejected(
      api,
      { method: 'GET', path: '/api/skaterprofiles?eventCategory=Curling', cookie },
      400,
      /eventCategory must be one of/,
    );
  });

  test("skaters' clubs, with how many skaters named each, for the admin's club filter", async () => {
    const res = await api.call('GET', '/api/skaterprofiles/clubs', { cookie });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({
      clubs: [
        { name: 'Lakeside Wheels', count: 15 },
        { name: 'Riverside Roller Academy', count: 45 },
      ],
    });
  });

  test('clubs: by name; the search looks in the members the list carries', async () => {
    const res = await jsonOf<ClubSummary[]>(await api.call('GET', '/api/associative-club?q=coach%2042'));
    expect(res.map((club) => club.clubName)).toEqual(['Club 42']);
    expect(res[0]).toMatchObject({ memberCount: 1, members: [{ memberName: 'Coach 42', role: 'Coach' }] });
  });

  test('registrations: age range, search, and 400 for a malformed event filter', async () => {
    const teens = await allPages<{ age: number }>(api, '/api/registrations?minAge=13&maxAge=19', { cookie });
    expect(teens.map((item) => item.age).sort((a, b) => a - b)).toEqual([13, 14, 15, 16, 17, 18, 19]);
    const found = await jsonOf<{ name: string }[]>(await api.call('GET', '/api/registrations?q=r42%40example', { cookie }));
    expect(found.map((item) => item.name)).toEqual(['Runner 42']);
    await expectRejected(api, { method: 'GET', path: '/api/registrations?event=..%2Fx', cookie }, 400, /event must be an event id/);
    await expectRejected(api, { method: 'GET', path: '/api/registrations?minAge=-1', cookie }, 400, /minAge and maxAge/);
  });
});

describe('a page stays small whatever the records hold', () => {
  test('clubs with a hundred members each, every one with a long picture address: a page of them stays a few kilobytes', async () => {
    const url = `https://example.org/${'p'.repeat(1900)}.png`;
    const heavy = Array.from({ length: 30 }, (_, index): Club => ({
      _id: newId(),
      clubName: `Zeta ${pad(index)}`,
      district: 'South',
      stateName: '',
      members: Array.from({ length: 100 }, (_, member) => ({
        memberName: `Member ${member}`,
        role: 'Skater',
        profileImage: url,
        mobileNumber: '',
      })),
      createdAt: at(index),
    }));
    await insertAll(clubs(), heavy);
    const res = await api.call('GET', '/api/associative-club?q=zeta&pageSize=100');
    const text = await res.text();
    const listed = JSON.parse(text) as ClubSummary[];
    expect(listed).toHaveLength(30);
    // The clubs hold 30 × 100 × 2 KB = 6 MB; their list entries carry no pictures and a few members.
    expect(Buffer.byteLength(text)).toBeLessThan(30 * 2_000);
    expect(listed.every((club) => club.memberCount === 100 && club.members.length > 0)).toBe(true);
    const whole = await jsonOf<Club>(await api.call('GET', `/api/associative-club/${listed[0]?._id}`));
    expect(whole.members).toHaveLength(100);
  });

  test('a news item whose text is long in bytes is listed with a shorter text and kept whole', async () => {
    // Backslashes: each is two bytes in JSON (control characters, six bytes each, are refused as text).
    const description = '\\'.repeat(1_200);
    const title = `Escapes${'\\'.repeat(38)}`;
    const created = await api.call('POST', '/api/news', { cookie, body: { title, description } });
    expect(created.status).toBe(201);
    const { _id } = await jsonOf<News>(created);
    const [listed] = await jsonOf<News[]>(await api.call('GET', '/api/news?q=escapes'));
    expect(listed?._id).toBe(_id);
    expect(listed?.description.length).toBeGreaterThan(0);
    expect(listed?.description.length).toBeLessThan(1_200);
    expect(description.startsWith(listed?.description ?? 'none')).toBe(true);
    expect((await jsonOf<News>(await api.call('GET', `/api/news/${_id}`))).description).toBe(description);
  });
});
