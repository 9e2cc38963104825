/** The content export the prerendered pages read, over the sample content a first `npm start` loads. */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACHIEVEMENT_LEVELS } from '../../src/config/rules.ts';
import { isValidAadhaar } from '../../src/domain/aadhaar.ts';
import { publicContentSchema, type PublicContent } from '../../src/domain/public-content.schema.ts';
import { publicSkaterSchema, type AdminSkater } from '../../src/domain/skater.schema.ts';
import { skaters } from '../../netlify/functions/_shared/collections.ts';
import { readPublicContent } from '../../netlify/functions/_shared/public-content.ts';
import { isStoreEmpty, loadSampleData } from '../../scripts/lib/sample-data.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let content: PublicContent;

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
    expect(new Set(content.achievements.map((item) => item.level))).toEqual(new Set(ACHIEVEMENT_LEVELS));
    expect(content.achievements.every((item) => item.image !== '' && item.image2 !== '')).toBe(true);
    expect(content.updates).toHaveLength(5);
    expect(content.news.length).toBeGreaterThanOrEqual(3);
    expect(content.gallery).toHaveLength(8);
    expect(content.clubs).toHaveLength(3);
    expect(content.clubs.every((club) => club.members.length > 0)).toBe(true);
    expect(content.skaters).toHaveLength(8);
    const today = new Date().toISOString().slice(0, 10);
    expect(content.events.filter((event) => event.date >= today).length).toBeGreaterThanOrEqual(2);
    expect(content.events.filter((event) => event.date < today)).toHaveLength(1);
    expect(content.events.at(-1)?.date.localeCompare(today)).toBe(-1);
  });

  const pictureUrls = () => [
    ...content.achievements.flatMap((item) => [item.image, item.image2]),
    ...content.events.map((item) => item.image),
    ...content.news.map((item) => item.image),
    ...content.gallery.map((item) => item.url),
    ...content.skaters.map((item) => item.skaterPhoto),
    ...content.clubs.flatMap((club) => club.members.map((member) => member.profileImage).filter((url) => url !== '')),
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
    const stored = await skaters().list();
    expect(stored.every((skater) => isValidAadhaar(skater.aadharNo))).toBe(true);
    const cookie = await api.login();
    const { profiles } = await jsonOf<{ profiles: AdminSkater[] }>(await api.call('GET', '/api/skaterprofiles', { cookie }));
    expect(profiles).toHaveLength(8);
    for (const profile of profiles) expect((await api.call('GET', profile.fileUrl, { cookie })).status).toBe(200);
  });
});

describe('readPublicContent', () => {
  test('holds skaters in their public form only', async () => {
    const stored = await skaters().list();
    for (const skater of content.skaters) expect(Object.keys(skater).sort()).toEqual(Object.keys(publicSkaterSchema.shape).sort());
    const raw = JSON.stringify(content);
    for (const skater of stored) {
      for (const secret of [skater.aadharNo, skater.email, skater.phoneNo, skater.parentName, skater.dob, skater.fileKey]) {
        expect(raw).not.toContain(secret);
      }
    }
  });

  test('lists exactly what the public routes answer', async () => {
    const read = async (path: string) => jsonOf<unknown>(await api.call('GET', path));
    expect(content.achievements).toEqual(await read('/api/achievements'));
    expect(content.updates).toEqual(await read('/api/updates'));
    expect(content.events).toEqual(await read('/api/events'));
    expect(content.news).toEqual(await read('/api/news'));
    expect(content.gallery).toEqual(await read('/api/gallery'));
    expect(content.clubs).toEqual(await read('/api/associative-club'));
    expect({ profiles: content.skaters }).toEqual(await read('/api/skaterprofiles'));
    expect({ content: content.breakingNews }).toEqual(await read('/api/breaking-news'));
  });
});
