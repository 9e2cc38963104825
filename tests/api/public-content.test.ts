/** The content export the prerendered pages read, over the sample content a first `npm start` loads. */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '../../src/config/paging.ts';
import { ACHIEVEMENT_LEVELS, currentSeason } from '../../src/config/rules.ts';
import { isValidAadhaar } from '../../src/domain/registry/aadhaar.ts';
import { publicContentSchema, type PublicContent } from '../../src/domain/content/public-content.schema.ts';
import { publicSkaterSchema, type AdminSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { skaters, ADMIN_SKATER_LIST } from '#shared/collections/registry.ts';
import { readPublicContent } from '../../netlify/functions/_shared/publish/public-content.ts';
import { isStoreEmpty, loadSampleData } from '../../scripts/lib/sample-data.ts';
import { SAMPLE_CHAMPIONSHIP_TITLE, SAMPLE_RESULTS_TITLE } from '../../scripts/lib/sample-championship.ts';
import type { EventResultsView, PublicChampionship, StartLists } from '../../src/domain/championships/championship-views.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { today as todayInZone } from '../../src/domain/common/dates.ts';

let api: Api;
let content: PublicContent;

/** Every stored skater record, whole (personal fields included), found through the admin index. */
const storedSkaters = async () => {
  const ids: string[] = [];
  for await (const chunk of skaters().scan('adminByName', { partition: ADMIN_SKATER_LIST })) ids.push(...chunk.map((item) => item._id));
  return (await Promise.all(ids.map((id) => skaters().get(id)))).filter((skater) => skater !== undefined);
};

// Drawing the sample pictures takes a few seconds, more on a busy machine.
beforeAll(async () => {
  api = await startApi();
  expect(await isStoreEmpty()).toBe(true);
  await loadSampleData();
  content = await readPublicContent();
}, 120_000);
afterAll(() => api.stop());

describe('sample content', () => {
  test('fills every collection', async () => {
    expect(await isStoreEmpty()).toBe(false);
    expect(publicContentSchema.parse(content)).toEqual(content);
    expect(content.breakingNews).not.toBe('');
    expect(new Set(content.achievements.items.map((item) => item.level))).toEqual(new Set(ACHIEVEMENT_LEVELS));
    expect(content.achievements.items.every((item) => item.image !== '' && item.image2 !== '')).toBe(true);
    for (const level of ACHIEVEMENT_LEVELS) {
      const { items, total } = content.achievementsByLevel[level];
      expect(total).toBe(content.achievements.items.filter((item) => item.level === level).length);
      expect(items.map((item) => item._id)).toEqual(
        content.achievements.items.filter((item) => item.level === level).map((item) => item._id),
      );
    }
    expect(content.updates.total).toBe(5);
    expect(content.news.total).toBeGreaterThanOrEqual(3);
    expect(content.gallery.total).toBe(8);
    expect(content.clubs.total).toBe(3);
    expect(content.details.clubs.every((club) => club.members.length > 0)).toBe(true);
    expect(content.clubs.items.map((club) => club.memberCount)).toEqual(content.details.clubs.map((club) => club.members.length));
    // Of the 11 sample profiles, 5 are approved for this season; one pending, one rejected, four lapsed.
    expect(content.skaters.total).toBe(5);
    const today = todayInZone();
    const events = content.events.items;
    expect(events.filter((event) => event.date >= today).length).toBeGreaterThanOrEqual(2);
    expect(events.filter((event) => event.date < today)).toHaveLength(1);
    expect(events.at(-1)?.date.localeCompare(today)).toBe(-1);
    // Few enough to prerender every detail page.
    expect(content.details.achievements).toHaveLength(content.achievements.total);
    expect(content.details.events.map((event) => event._id)).toEqual(events.map((event) => event._id));
  });

  const pictureUrls = () => [
    ...content.achievements.items.flatMap((item) => [item.image, item.image2]),
    ...content.events.items.map((item) => item.image),
    ...content.news.items.map((item) => item.image),
    ...content.gallery.items.map((item) => item.url),
    ...content.skaters.items.map((item) => item.skaterPhoto),
    ...content.details.clubs.flatMap((club) => club.members.map((member) => member.profileImage).filter((url) => url !== '')),
  ];

  test('every image it names is served', async () => {
    const urls = pictureUrls();
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      const res = await api.call('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
  });

  test('its pictures are drawings, a different one for each record, and small', async () => {
    const seen = new Set<string>();
    let total = 0;
    for (const url of pictureUrls()) {
      const bytes = Buffer.from(await (await api.call('GET', url)).arrayBuffer());
      total += bytes.length;
      const digest = createHash('sha256').update(bytes).digest('hex');
      expect(seen.has(digest), `${url} repeats another picture`).toBe(false);
      seen.add(digest);
      // A block of one colour carries no information (entropy 0); a drawing has many colours.
      const { entropy } = await sharp(bytes).stats();
      expect(entropy, url).toBeGreaterThan(2);
      expect(bytes.length, url).toBeLessThan(40_000);
    }
    console.log(`sample pictures: ${seen.size} files, ${total} bytes`);
    expect(total).toBeLessThan(1_000_000);
  });

  test('skaters have valid Aadhaar numbers and fetchable proofs, and the API accepts their data', async () => {
    const stored = await storedSkaters();
    expect(stored.every((skater) => isValidAadhaar(skater.aadharNo))).toBe(true);
    const cookie = await api.login();
    const { profiles } = await jsonOf<{ profiles: AdminSkater[] }>(await api.call('GET', '/api/skaterprofiles', { cookie }));
    expect(profiles).toHaveLength(11);
    for (const profile of profiles) expect((await api.call('GET', profile.fileUrl, { cookie })).status).toBe(200);
  });
});

describe('sample championship', () => {
  test('the upcoming championship takes entries, lists every approved skater and has provisional results for some races, public only from its day', async () => {
    const event = content.events.items.find((item) => item.title === SAMPLE_CHAMPIONSHIP_TITLE);
    expect(event).toBeDefined();
    const path = `/api/events/${event?._id ?? ''}`;
    const championship = await jsonOf<PublicChampionship>(await api.call('GET', `${path}/championship`));
    expect(championship.open).toBe(true);
    expect(championship.races.length).toBeGreaterThan(4);
    const startLists = await jsonOf<StartLists>(await api.call('GET', `${path}/startlists`));
    const entrants = new Set(startLists.races.flatMap((race) => race.entrants.map((entrant) => entrant.name)));
    expect([...entrants].sort()).toEqual(content.skaters.items.map((skater) => skater.name).sort());
    // The championship has not taken place: its results are the admins' alone until its day.
    const cookie = await api.login();
    const results = await jsonOf<EventResultsView>(await api.call('GET', `${path}/results`));
    expect(results.races.filter((race) => race.results.length > 0 || race.status !== undefined)).toEqual([]);
    expect(results.medals).toEqual([]);
    const grids = await Promise.all(
      championship.races.map(async (race) =>
        jsonOf<{ status: string | null; rows: unknown[] }>(await api.call('GET', `${path}/results/${race._id}`, { cookie })),
      ),
    );
    const recorded = grids.filter((grid) => grid.rows.length > 0);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.length).toBeLessThan(grids.length);
    expect(new Set(recorded.map((grid) => grid.status))).toEqual(new Set(['provisional']));
  });

  test('the championship already raced shows its official results and a medal table to everyone', async () => {
    const event = content.events.items.find((item) => item.title === SAMPLE_RESULTS_TITLE);
    const results = await jsonOf<EventResultsView>(await api.call('GET', `/api/events/${event?._id ?? ''}/results`));
    const recorded = results.races.filter((race) => race.results.length > 0);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every((race) => race.status === 'official')).toBe(true);
    expect(results.medals.length).toBeGreaterThan(0);
  });

  test('its start lists and results are exported for prerendering, as the public routes answer them', async () => {
    // The upcoming championship and the one already raced (its results official).
    const exported = [];
    for (const title of [SAMPLE_CHAMPIONSHIP_TITLE, SAMPLE_RESULTS_TITLE]) {
      const event = content.events.items.find((item) => item.title === title);
      const path = `/api/events/${event?._id ?? ''}`;
      exported.push({
        eventId: event?._id,
        startLists: await jsonOf(await api.call('GET', `${path}/startlists`)),
        results: await jsonOf(await api.call('GET', `${path}/results`)),
      });
    }
    expect(new Set(content.championships.map((sheet) => sheet.eventId))).toEqual(new Set(exported.map((sheet) => sheet.eventId)));
    for (const sheet of exported) expect(content.championships.find((each) => each.eventId === sheet.eventId)).toEqual(sheet);
    // Names and clubs, and the id of a skater whose public page exists (approved this season), only:
    // no registration number, date of birth or e-mail, and no id of anyone else.
    const raw = JSON.stringify(content.championships);
    const publicIds = new Set(content.skaters.items.map((item) => item._id));
    for (const skater of await storedSkaters()) {
      for (const secret of [publicIds.has(skater._id) ? undefined : skater._id, skater.registrationNo, skater.dob, skater.email]) {
        if (secret) expect(raw).not.toContain(secret);
      }
    }
  });
});

describe('readPublicContent', () => {
  test('holds the approved profiles of this season only: never a pending, rejected or lapsed one', async () => {
    const stored = await storedSkaters();
    const season = currentSeason();
    const current = stored.filter((skater) => skater.status === 'approved' && skater.season === season);
    expect(
      stored
        .filter((skater) => skater.status !== 'approved' || skater.season !== season)
        .map((skater) => skater.status)
        .sort(),
    ).toEqual(['approved', 'approved', 'approved', 'approved', 'pending', 'rejected']);
    expect(content.skaters.items.map((item) => item._id).sort()).toEqual(current.map((skater) => skater._id).sort());
    expect(content.skaters.items.every((item) => /^ADRSA-\d{4}-\d{4}$/.test(item.registrationNo ?? ''))).toBe(true);
    const raw = JSON.stringify(content);
    for (const hidden of stored.filter((skater) => !current.includes(skater))) {
      expect(raw).not.toContain(hidden._id);
      expect(raw).not.toContain(hidden.name);
    }
  });

  test('holds skaters in their public form only', async () => {
    const stored = await storedSkaters();
    expect(stored).toHaveLength(11);
    for (const skater of content.skaters.items) expect(Object.keys(skater).sort()).toEqual(Object.keys(publicSkaterSchema.shape).sort());
    const raw = JSON.stringify(content);
    for (const skater of stored) {
      for (const secret of [skater.aadharNo, skater.email, skater.phoneNo, skater.parentName, skater.dob, skater.fileKey]) {
        expect(raw).not.toContain(secret);
      }
    }
  });

  test('lists exactly what the public routes answer on their first page, with the same totals', async () => {
    const read = async (path: string) => {
      const res = await api.call('GET', path);
      return { body: await jsonOf<unknown>(res), total: Number(res.headers.get('x-total-count')) };
    };
    const lists = [
      ['/api/achievements', content.achievements],
      ...ACHIEVEMENT_LEVELS.map((level) => [`/api/achievements?level=${level}`, content.achievementsByLevel[level]] as const),
      ['/api/updates', content.updates],
      ['/api/events', content.events],
      ['/api/news', content.news],
      ['/api/gallery', content.gallery],
      ['/api/associative-club', content.clubs],
    ] as const;
    for (const [path, exported] of lists) expect(await read(path), path).toEqual({ body: exported.items, total: exported.total });
    const profiles = await read('/api/skaterprofiles');
    expect(profiles.body).toEqual({ profiles: content.skaters.items, total: content.skaters.total, page: 1, pageSize: PAGE_SIZE_DEFAULT });
    expect((await read('/api/breaking-news')).body).toEqual({ content: content.breakingNews, link: content.breakingNewsLink });
    // The sample's ticker leads to the championship's page.
    expect(content.breakingNewsLink).toMatch(/^\/events\/[A-Za-z0-9_-]+$/);
  });
});
