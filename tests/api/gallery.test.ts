import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GalleryImage } from '../../src/domain/gallery.schema.ts';
import { badImages, expectDeleteRefusals, expectJsonWriteRefusals, expectRejected, startSignedIn } from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const upload = async (images: string[]): Promise<GalleryImage[]> => {
  const res = await api.call('POST', '/api/gallery', { body: { images }, cookie });
  expect(res.status).toBe(201);
  return jsonOf<GalleryImage[]>(res);
};

describe('POST /api/gallery', () => {
  test('creates one record per image and answers them all', async () => {
    const created = await upload([pngDataUrl([1, 1, 1]), pngDataUrl([2, 2, 2]), pngDataUrl([1, 1, 1])]);
    expect(created).toHaveLength(3);
    expect(new Set(created.map((item) => item._id)).size).toBe(3);
    for (const item of created) {
      expect(Object.keys(item).sort()).toEqual(['_id', 'createdAt', 'url']);
      expect(item.url.startsWith(`/api/images/${item._id}-`)).toBe(true);
      expect((await api.call('GET', item.url)).status).toBe(200);
    }
    const list = await jsonOf<GalleryImage[]>(await api.call('GET', '/api/gallery'));
    for (const item of created) expect(list).toContainEqual(item);
  });

  test.each([
    ['images missing', {}, 'Images are required'],
    ['images empty', { images: [] }, 'Choose at least one image'],
    ['images not a list', { images: 'data:image/png;base64,AAAA' }, 'Images are required'],
    ['an image that is not text', { images: [12] }, 'Each image must be an image file'],
    ['more than 10 images', { images: Array.from({ length: 11 }, () => pngDataUrl()) }, 'Upload at most 10 images at a time'],
    ['an image that is not a data URL', { images: ['hello'] }, 'Image 1 must be an image file'],
  ])('400 when %s', async (_name, body, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/gallery', body, cookie }, 400, message);
  });

  test.each(badImages('Image 2'))('rejects %s among good images, storing none of them', async (_name, bad, status, message) => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/gallery', body: { images: [pngDataUrl([9, 9, 9]), bad, pngDataUrl([8, 8, 8])] }, cookie },
      status,
      message,
    );
  });

  test('400 malformed JSON, 415 wrong content type, 401 without a session', async () => {
    await expectJsonWriteRefusals(api, cookie, '/api/gallery', {
      malformed: '{"images": [',
      foreign: { rawBody: 'x', contentType: 'image/png' },
      valid: { images: [pngDataUrl()] },
    });
  });
});

describe('DELETE /api/gallery/{id}', () => {
  test('deletes the record and its file, leaving other images alone', async () => {
    const [first, second] = await upload([pngDataUrl([5, 5, 5]), pngDataUrl([5, 5, 5])]);
    if (!first || !second) throw new Error('two images expected');
    const res = await api.call('DELETE', `/api/gallery/${first._id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('Image deleted successfully');
    expect((await api.call('GET', first.url)).status).toBe(404);
    expect((await api.call('GET', second.url)).status).toBe(200);
    const list = await jsonOf<GalleryImage[]>(await api.call('GET', '/api/gallery'));
    expect(list.some((item) => item._id === first._id)).toBe(false);
  });

  test('401 without a session, 404 for unknown or malformed ids', async () => {
    const [item] = await upload([pngDataUrl()]);
    await expectDeleteRefusals(api, cookie, '/api/gallery', item?._id ?? '', 'Image not found.');
  });
});
