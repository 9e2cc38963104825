import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Achievement } from '../../src/domain/content/achievement.schema.ts';
import {
  achievementBody,
  badImages,
  createRecord,
  expectDeleteRefusals,
  expectEditRefusals,
  expectRejected,
  fileStatus,
  MALFORMED_IDS,
  startSignedIn,
  text,
  UNKNOWN_ID,
} from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const create = (overrides: Record<string, unknown> = {}) =>
  createRecord<Achievement>(api, cookie, '/api/achievementspost', achievementBody(overrides));

const invalidFields: [string, Record<string, unknown>, string][] = [
  ['title missing', { title: undefined }, 'Title is required'],
  ['title blank', { title: '   ' }, 'Title is required'],
  ['title over 45', { title: text(46) }, 'Title must be at most 45 characters'],
  ['title not text', { title: 42 }, 'Title must be text'],
  ['description over 1500', { description: text(1501) }, 'Description must be at most 1500 characters'],
  ['description not text', { description: ['a'] }, 'Description must be text'],
  ['year over 20', { year: text(21) }, 'Year must be at most 20 characters'],
  ['level missing', { level: undefined }, 'Level is required'],
  ['level unknown', { level: 'Planetary' }, 'Level must be one of International, National, State, District'],
  ['image not an image', { image: 'hello' }, 'Image must be an image file'],
  ['image not text', { image: 7 }, 'Image must be an image'],
];

describe('POST /api/achievementspost', () => {
  test('stores the achievement with its images as files and answers the record', async () => {
    const res = await api.call('POST', '/api/achievementspost', { body: achievementBody({ level: 'sTaTe', extra: 'dropped' }), cookie });
    expect(res.status).toBe(201);
    const record = await jsonOf<Achievement & { extra?: unknown }>(res);
    expect(record).toMatchObject({ title: 'State gold in speed quad', year: '2024', level: 'State' });
    expect(record._id).toMatch(/^[a-f0-9]{24}$/);
    expect(record.extra).toBeUndefined();
    expect(record.image).toMatch(new RegExp(`^/api/images/${record._id}-[a-f0-9]{24}\\.png$`));
    expect(record.image2).not.toBe(record.image);

    const image = await api.call('GET', record.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The stored file is the upload cleaned of metadata: the same picture, pixel for pixel.
    const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    const uploaded = Buffer.from(achievementBody().image.split(',')[1] ?? '', 'base64');
    expect((await pixels(new Uint8Array(await image.arrayBuffer()))).equals(await pixels(uploaded))).toBe(true);

    const stored = await jsonOf<Achievement>(await api.call('GET', `/api/achievements/${record._id}`));
    expect(stored).toEqual(record);
    expect(JSON.stringify(stored)).not.toContain('dropped');
  });

  test('accepts the limits exactly and leaves optional fields empty', async () => {
    const record = await create({ title: text(45), description: text(1500), year: undefined, image: '', image2: undefined });
    expect(record.title).toHaveLength(45);
    expect(record.description).toHaveLength(1500);
    expect(record).toMatchObject({ year: '', image: '', image2: '' });
  });

  test('a stored image named by its URL is copied for the new record', async () => {
    const first = await create();
    const second = await create({ image: first.image, image2: '' });
    expect(second.image).not.toBe(first.image);
    expect(second.image.startsWith(`/api/images/${second._id}-`)).toBe(true);
    expect((await api.call('GET', second.image)).status).toBe(200);
  });

  test.each(invalidFields)('400 when %s', async (_name, overrides, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/achievementspost', body: achievementBody(overrides), cookie }, 400, message);
  });

  test.each(badImages('Second image'))(
    'rejects %s in the second image, storing not even the first',
    async (_name, image2, status, message) => {
      await expectRejected(
        api,
        { method: 'POST', path: '/api/achievementspost', body: achievementBody({ image2 }), cookie },
        status,
        message,
      );
    },
  );

  test.each(badImages('Image'))('rejects %s in the first image', async (_name, image, status, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/achievementspost', body: achievementBody({ image }), cookie }, status, message);
  });

  test('400 for malformed JSON, 415 for another content type, 400 for a non-object', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/achievementspost', rawBody: '{"title": "x",', headers: { 'content-type': 'application/json' }, cookie },
      400,
      'The request body is not valid JSON.',
    );
    await expectRejected(
      api,
      {
        method: 'POST',
        path: '/api/achievementspost',
        rawBody: 'title=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookie,
      },
      415,
      'Send the data as JSON (Content-Type: application/json).',
    );
    await expectRejected(api, { method: 'POST', path: '/api/achievementspost', body: [achievementBody()], cookie }, 400);
  });
});

describe('GET /api/achievements', () => {
  test('lists every achievement (of one level, newest first), publicly cacheable', async () => {
    const older = await create({ title: 'Older' });
    const newer = await create({ title: 'Newer', level: 'international' });
    const res = await api.call('GET', '/api/achievements');
    expect(res.status).toBe(200);
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('public');
    const list = await jsonOf<Achievement[]>(res);
    expect(Array.isArray(list)).toBe(true);
    const ids = list.map((item) => item._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(list.find((item) => item._id === newer._id)?.level).toBe('International');
  });

  test('lists the highest level first, then the newest year, then the newest added; a level page newest year first', async () => {
    const tag = `rank-${Date.now()}`;
    const add = (title: string, level: string, year: string) => create({ title: `${tag} ${title}`, level, year });
    // Added in an order that neither creation time nor level alone would give back.
    const international2024 = await add('asian bronze', 'International', '2024');
    const district2025 = await add('inter-school meet', 'District', '2025');
    const national2024 = await add('national gold', 'national', '2024');
    const international2023 = await add('world final', 'International', '2023');
    const state = await add('state trophy', 'State', 'season two');
    const national2025 = await add('national silver', 'National', '2025');
    const mine = (list: Achievement[]) => list.filter((item) => item.title.startsWith(tag)).map((item) => item._id);
    const all = await jsonOf<Achievement[]>(await api.call('GET', `/api/achievements?pageSize=100`));
    expect(mine(all)).toEqual([
      international2024._id,
      international2023._id,
      national2025._id,
      national2024._id,
      state._id,
      district2025._id,
    ]);
    const national = await jsonOf<Achievement[]>(await api.call('GET', '/api/achievements?level=National&pageSize=100'));
    expect(mine(national)).toEqual([national2025._id, national2024._id]);
  });

  test('404 for an unknown or malformed id', async () => {
    const res = await api.call('GET', `/api/achievements/${UNKNOWN_ID}`);
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).message).toBe('Achievement not found.');
    for (const id of MALFORMED_IDS) expect((await api.call('GET', `/api/achievements/${id}`)).status).toBe(404);
  });

  test('405 for methods a path does not offer', async () => {
    expect((await api.call('POST', '/api/achievements', { body: achievementBody(), cookie })).status).toBe(405);
    expect((await api.call('GET', '/api/achievementspost')).status).toBe(405);
    const patch = await api.call('PATCH', `/api/achievements/${UNKNOWN_ID}`, { body: {}, cookie });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, PUT, DELETE');
  });
});

describe('DELETE /api/achievements/{id}', () => {
  test('deletes the record and its image files', async () => {
    const record = await create({ image2: pngDataUrl([33, 44, 55]) });
    const res = await api.call('DELETE', `/api/achievements/${record._id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('Achievement deleted successfully!');
    expect((await api.call('GET', `/api/achievements/${record._id}`)).status).toBe(404);
    expect((await api.call('GET', record.image)).status).toBe(404);
    expect((await api.call('GET', record.image2)).status).toBe(404);
  });

  test('404 for unknown or malformed ids', async () => {
    await expectDeleteRefusals(api, cookie, '/api/achievements', 'Achievement not found.');
  });
});

describe('PUT /api/achievements/{id}', () => {
  const edit = async (id: string, body: Record<string, unknown>): Promise<Achievement> => {
    const res = await api.call('PUT', `/api/achievements/${id}`, { body, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return jsonOf<Achievement>(res);
  };
  const levelIds = async (level: string) =>
    (await jsonOf<Achievement[]>(await api.call('GET', `/api/achievements?level=${level}&pageSize=100`))).map((item) => item._id);

  test('changes the texts in place; a new level moves it to that level list; images left out are kept', async () => {
    const record = await create({ level: 'State' });
    const { image: _first, image2: _second, ...fields } = achievementBody({ title: 'National silver', level: 'national' });
    const updated = await edit(record._id, fields);
    expect(updated).toEqual({ ...record, title: 'National silver', level: 'National' });
    expect(await jsonOf(await api.call('GET', `/api/achievements/${record._id}`))).toEqual(updated);
    expect(await levelIds('National')).toContain(record._id);
    expect(await levelIds('State')).not.toContain(record._id);
    expect(await fileStatus(api, record.image)).toBe(200);
    expect(await fileStatus(api, record.image2)).toBe(200);
  });

  test('a new second image replaces only that one; the first stays', async () => {
    const record = await create();
    const updated = await edit(record._id, { ...achievementBody({ image2: pngDataUrl([3, 3, 250]) }), image: undefined });
    expect(updated.image).toBe(record.image);
    expect(updated.image2).not.toBe(record.image2);
    expect(await fileStatus(api, record.image)).toBe(200);
    expect(await fileStatus(api, updated.image2)).toBe(200);
    expect(await fileStatus(api, record.image2)).toBe(404);
  });

  test('both images replaced at once: both old files go', async () => {
    const record = await create();
    const updated = await edit(record._id, achievementBody({ image: pngDataUrl([4, 4, 4]), image2: '' }));
    expect(updated.image2).toBe('');
    expect(await fileStatus(api, updated.image)).toBe(200);
    expect(await fileStatus(api, record.image)).toBe(404);
    expect(await fileStatus(api, record.image2)).toBe(404);
  });

  test.each(invalidFields)('400 when %s, nothing changed', async (_name, overrides, message) => {
    const record = await create();
    await expectRejected(
      api,
      { method: 'PUT', path: `/api/achievements/${record._id}`, body: achievementBody(overrides), cookie },
      400,
      message,
    );
    expect(await jsonOf(await api.call('GET', `/api/achievements/${record._id}`))).toEqual(record);
  });

  test.each(badImages('Second image'))('rejects %s in the second image, storing nothing', async (_name, image2, status, message) => {
    const record = await create();
    await expectRejected(
      api,
      { method: 'PUT', path: `/api/achievements/${record._id}`, body: achievementBody({ image: pngDataUrl([6, 6, 6]), image2 }), cookie },
      status,
      message,
    );
  });

  test('404 for unknown or malformed ids, 400 and 415 for bodies that are not JSON', async () => {
    const record = await create();
    await expectEditRefusals(api, cookie, {
      base: '/api/achievements',
      existingId: record._id,
      valid: achievementBody(),
      notFound: 'Achievement not found.',
    });
  });
});
