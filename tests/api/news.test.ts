import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { News } from '../../src/domain/content/news.schema.ts';
import {
  badImages,
  createRecord,
  expectDeleteRefusals,
  expectEditRefusals,
  expectJsonWriteRefusals,
  expectRejected,
  fileStatus,
  filesNaming,
  newsBody,
  startSignedIn,
  text,
} from './support/fixtures.ts';
import { startFaultyStore } from './support/faulty-store.ts';
import { jsonOf, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const create = (overrides: Record<string, unknown> = {}) => createRecord<News>(api, cookie, '/api/news', newsBody(overrides));

const invalidFields: [string, Record<string, unknown>, string][] = [
  ['title missing', { title: undefined }, 'Please enter a title'],
  ['title blank', { title: '   ' }, 'Please enter a title'],
  ['title over 100', { title: text(101) }, 'Title must be at most 100 characters'],
  ['title not text', { title: 12 }, 'Title must be text'],
  ['description over 3,000', { description: text(3_001) }, 'Description must be at most 3000 characters'],
  ['description not text', { description: false }, 'Description must be text'],
];

describe('POST /api/news', () => {
  test("stores the item under `description` (never the original's misspelled `escription`)", async () => {
    const record = await create({ escription: 'typo field' });
    expect(record).toMatchObject({ title: 'Selection trials announced', description: 'Trials for the state team at the district rink.' });
    expect(record).not.toHaveProperty('escription');
    expect(record.image).toMatch(/^\/api\/images\/[a-f0-9]{24}-[a-f0-9]{24}\.png$/);
    const list = await jsonOf<News[]>(await api.call('GET', '/api/news'));
    expect(list[0]).toEqual(record);
  });

  test('the image is optional; limits are inclusive', async () => {
    const record = await create({ image: '', title: text(100), description: text(3_000) });
    expect(record.image).toBe('');
    expect(record.title).toHaveLength(100);
    expect(record.description).toHaveLength(3_000);
  });

  test('keeps the paragraphs of a long text; the item read alone has all of it', async () => {
    const description = [text(1_200), text(900), text(850)].join('\n\n');
    const record = await create({ image: '', description });
    expect(record.description).toBe(description);
    const read = await jsonOf<News>(await api.call('GET', `/api/news/${record._id}`));
    expect(read.description).toBe(description);
    expect(read.createdAt).toBe(record.createdAt);
  });

  test.each(invalidFields)('400 when %s', async (_name, overrides, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/news', body: newsBody(overrides), cookie }, 400, message);
  });

  test.each(badImages('Image'))('rejects %s', async (_name, image, status, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/news', body: newsBody({ image }), cookie }, status, message);
  });

  test('400 malformed JSON, 415 without a JSON content type', async () => {
    await expectJsonWriteRefusals(api, cookie, '/api/news', {
      malformed: 'nope',
      foreign: { rawBody: JSON.stringify(newsBody()) },
    });
  });
});

describe('GET and DELETE /api/news/{id}', () => {
  test('reads one item and deletes it with its image', async () => {
    const record = await create();
    expect(await jsonOf(await api.call('GET', `/api/news/${record._id}`))).toEqual(record);
    const res = await api.call('DELETE', `/api/news/${record._id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('News deleted successfully!');
    expect((await api.call('GET', `/api/news/${record._id}`)).status).toBe(404);
    expect((await api.call('GET', record.image)).status).toBe(404);
  });

  test('404 for unknown or malformed ids', async () => {
    await expectDeleteRefusals(api, cookie, '/api/news', 'News item not found.');
  });
});

describe('PUT /api/news/{id}', () => {
  const edit = async (id: string, body: Record<string, unknown>): Promise<News> => {
    const res = await api.call('PUT', `/api/news/${id}`, { body, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return jsonOf<News>(res);
  };

  test('changes the texts in place: same id, address and creation time; an image left out is kept', async () => {
    const record = await create();
    const { image: _left, ...texts } = newsBody({ title: 'Trials moved to Sunday', description: '' });
    const updated = await edit(record._id, { ...texts, _id: 'hijack', createdAt: 'then' });
    expect(updated).toEqual({ ...record, title: 'Trials moved to Sunday', description: '' });
    expect(await jsonOf(await api.call('GET', `/api/news/${record._id}`))).toEqual(updated);
    const list = await jsonOf<News[]>(await api.call('GET', '/api/news'));
    expect(list.find((item) => item._id === record._id)).toEqual(updated);
    expect(list.filter((item) => item._id === record._id)).toHaveLength(1);
    expect(await fileStatus(api, record.image)).toBe(200);
  });

  test("the current image's own URL keeps it", async () => {
    const record = await create();
    const updated = await edit(record._id, newsBody({ title: 'Same picture', image: record.image }));
    expect(updated.image).toBe(record.image);
    expect(await fileStatus(api, record.image)).toBe(200);
  });

  test('a new image replaces the old one, whose file is deleted', async () => {
    const record = await create();
    const updated = await edit(record._id, newsBody({ image: pngDataUrl([1, 120, 240]) }));
    expect(updated.image).toMatch(new RegExp(`^/api/images/${record._id}-[a-f0-9]{24}\\.png$`));
    expect(updated.image).not.toBe(record.image);
    expect(await fileStatus(api, updated.image)).toBe(200);
    expect(await fileStatus(api, record.image)).toBe(404);
  });

  test('the same picture sent again as a file keeps its file', async () => {
    const record = await create();
    const updated = await edit(record._id, newsBody());
    expect(updated.image).toBe(record.image);
    expect(await fileStatus(api, record.image)).toBe(200);
  });

  test('an empty image removes it and deletes its file', async () => {
    const record = await create();
    const updated = await edit(record._id, newsBody({ image: '' }));
    expect(updated.image).toBe('');
    expect(await fileStatus(api, record.image)).toBe(404);
  });

  /** Sends the edit through a store that refuses the requests `refuse` picks. */
  const editThroughFaultyStore = async (id: string, body: unknown, refuse: (method: string, path: string) => boolean) => {
    const store = await startFaultyStore(api.blobs.context, refuse);
    process.env['NETLIFY_BLOBS_CONTEXT'] = store.encodedContext;
    try {
      const res = await api.call('PUT', `/api/news/${id}`, { body, cookie });
      await api.server.settle();
      return { res, refused: store.refused() };
    } finally {
      process.env['NETLIFY_BLOBS_CONTEXT'] = api.blobs.encodedContext;
      await store.stop();
    }
  };

  test('when the old file cannot be deleted, the edit is still saved with the new image', async () => {
    const record = await create();
    const { res, refused } = await editThroughFaultyStore(
      record._id,
      newsBody({ title: 'Saved anyway', image: pngDataUrl([7, 70, 170]) }),
      (method, path) => method === 'DELETE' && path.includes('site:images/'),
    );
    expect(refused).toBeGreaterThan(0);
    expect(res.status).toBe(200);
    const saved = await jsonOf<News>(await api.call('GET', `/api/news/${record._id}`));
    expect(saved.title).toBe('Saved anyway');
    expect(saved.image).not.toBe(record.image);
    expect(await fileStatus(api, saved.image)).toBe(200);
  });

  test('when the record cannot be written, it keeps its image and the new file is removed again', async () => {
    const record = await create();
    const filesBefore = filesNaming(await api.snapshot(), record._id);
    const { res, refused } = await editThroughFaultyStore(
      record._id,
      newsBody({ title: 'Never saved', image: pngDataUrl([8, 80, 180]) }),
      (method, path) => method === 'PUT' && path.includes(`site:records/v2/news/r/${record._id}`),
    );
    expect(refused).toBeGreaterThan(0);
    expect(res.status).toBe(500);
    expect(await jsonOf(await api.call('GET', `/api/news/${record._id}`))).toEqual(record);
    expect(await fileStatus(api, record.image)).toBe(200);
    expect(filesNaming(await api.snapshot(), record._id)).toEqual(filesBefore);
  });

  test.each(invalidFields)('400 when %s, nothing changed', async (_name, overrides, message) => {
    const record = await create();
    await expectRejected(api, { method: 'PUT', path: `/api/news/${record._id}`, body: newsBody(overrides), cookie }, 400, message);
    expect(await jsonOf(await api.call('GET', `/api/news/${record._id}`))).toEqual(record);
  });

  test.each(badImages('Image'))('rejects %s, keeping the current image', async (_name, image, status, message) => {
    const record = await create();
    await expectRejected(api, { method: 'PUT', path: `/api/news/${record._id}`, body: newsBody({ image }), cookie }, status, message);
    expect(await fileStatus(api, record.image)).toBe(200);
  });

  test('404 for unknown or malformed ids, 400 and 415 for bodies that are not JSON', async () => {
    const record = await create();
    await expectEditRefusals(api, cookie, {
      base: '/api/news',
      existingId: record._id,
      valid: newsBody(),
      notFound: 'News item not found.',
    });
  });
});
