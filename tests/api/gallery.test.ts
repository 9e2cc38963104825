import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GALLERY_ALT_DEFAULT } from '../../src/domain/content/gallery.ts';
import type { GalleryImage } from '../../src/domain/content/gallery.schema.ts';
import {
  badImages,
  expectDeleteRefusals,
  expectEditRefusals,
  expectJsonWriteRefusals,
  expectRejected,
  startSignedIn,
  text,
} from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';
import { pngDataUrl } from './support/images.ts';

let api: Api;
let cookie: string;

beforeAll(async () => ({ api, cookie } = await startSignedIn()));
afterAll(() => api.stop());

const upload = async (images: string[], texts: { alt?: string; caption?: string } = {}): Promise<GalleryImage[]> => {
  const res = await api.call('POST', '/api/gallery', { body: { images, ...texts }, cookie });
  expect(res.status).toBe(201);
  return jsonOf<GalleryImage[]>(res);
};

describe('POST /api/gallery', () => {
  test('creates one record per image and answers them all', async () => {
    const created = await upload([pngDataUrl([1, 1, 1]), pngDataUrl([2, 2, 2]), pngDataUrl([1, 1, 1])]);
    expect(created).toHaveLength(3);
    expect(new Set(created.map((item) => item._id)).size).toBe(3);
    for (const item of created) {
      expect(Object.keys(item).sort()).toEqual(['_id', 'alt', 'caption', 'createdAt', 'url']);
      expect(item).toMatchObject({ alt: GALLERY_ALT_DEFAULT, caption: '' });
      expect(item.url.startsWith(`/api/images/${item._id}-`)).toBe(true);
      expect((await api.call('GET', item.url)).status).toBe(200);
    }
    const list = await jsonOf<GalleryImage[]>(await api.call('GET', '/api/gallery'));
    for (const item of created) expect(list).toContainEqual(item);
  });

  test('stores the alt text and caption given with the images (trimmed); an empty alt text gets the default', async () => {
    const [described] = await upload([pngDataUrl([3, 1, 4])], { alt: ' Skaters on the podium ', caption: 'District championship 2025' });
    expect(described).toMatchObject({ alt: 'Skaters on the podium', caption: 'District championship 2025' });
    const [blank] = await upload([pngDataUrl([3, 1, 5])], { alt: '   ', caption: '' });
    expect(blank).toMatchObject({ alt: GALLERY_ALT_DEFAULT, caption: '' });
    expect(GALLERY_ALT_DEFAULT).toBe('ADRSA gallery photo');
    const list = await jsonOf<GalleryImage[]>(await api.call('GET', '/api/gallery'));
    expect(list).toContainEqual(described);
  });

  test.each([
    ['alt text over 150', { alt: text(151) }, 'Alt text must be at most 150 characters'],
    ['alt text not text', { alt: 5 }, 'Alt text must be text'],
    ['caption over 200', { caption: text(201) }, 'Caption must be at most 200 characters'],
    ['caption not text', { caption: ['x'] }, 'Caption must be text'],
  ])('400 when %s', async (_name, texts, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/gallery', body: { images: [pngDataUrl()], ...texts }, cookie }, 400, message);
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

  test('400 malformed JSON, 415 wrong content type', async () => {
    await expectJsonWriteRefusals(api, cookie, '/api/gallery', {
      malformed: '{"images": [',
      foreign: { rawBody: 'x', contentType: 'image/png' },
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

  test('404 for unknown or malformed ids', async () => {
    await expectDeleteRefusals(api, cookie, '/api/gallery', 'Image not found.');
  });
});

describe('PATCH /api/gallery/{id}', () => {
  const patch = async (id: string, body: Record<string, unknown>): Promise<GalleryImage> => {
    const res = await api.call('PATCH', `/api/gallery/${id}`, { body, cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return jsonOf<GalleryImage>(res);
  };

  test('changes the alt text and caption in place; a field left out keeps its text; the file stays', async () => {
    const [image] = await upload([pngDataUrl([2, 7, 1])], { alt: 'Old alt', caption: 'Old caption' });
    if (!image) throw new Error('an image expected');
    const both = await patch(image._id, { alt: 'Relay team crossing the line', caption: 'Relay final', url: '/api/images/x.png' });
    expect(both).toEqual({ ...image, alt: 'Relay team crossing the line', caption: 'Relay final' });
    expect(await patch(image._id, { caption: '' })).toEqual({ ...both, caption: '' });
    const altOnly = await patch(image._id, { alt: '' });
    expect(altOnly).toEqual({ ...both, caption: '', alt: GALLERY_ALT_DEFAULT });
    const list = await jsonOf<GalleryImage[]>(await api.call('GET', '/api/gallery'));
    expect(list.filter((item) => item._id === image._id)).toEqual([altOnly]);
    expect((await api.call('GET', image.url)).status).toBe(200);
  });

  test.each([
    ['nothing to change', {}, 'Send an alt text or a caption to change'],
    ['alt text over 150', { alt: text(151) }, 'Alt text must be at most 150 characters'],
    ['alt text not text', { alt: 7 }, 'Alt text must be text'],
    ['caption over 200', { caption: text(201), alt: 'Fine' }, 'Caption must be at most 200 characters'],
    ['caption not text', { caption: 1 }, 'Caption must be text'],
  ])('400 when %s, nothing changed', async (_name, body, message) => {
    const [image] = await upload([pngDataUrl([2, 7, 2])]);
    await expectRejected(api, { method: 'PATCH', path: `/api/gallery/${image?._id}`, body, cookie }, 400, message);
  });

  test('404 for unknown or malformed ids, 400 and 415 for bodies that are not JSON', async () => {
    const [image] = await upload([pngDataUrl([2, 7, 3])]);
    await expectEditRefusals(api, cookie, {
      method: 'PATCH',
      base: '/api/gallery',
      existingId: image?._id ?? '',
      valid: { alt: 'A skater' },
      notFound: 'Image not found.',
    });
  });
});

describe('versions of gallery images', () => {
  test('the admin list gives each image its version, which its own address answers as ETag', async () => {
    const [image] = await upload([pngDataUrl([9, 8, 7])], { caption: 'Versioned' });
    if (!image) throw new Error('no image');
    const listed = await jsonOf<(GalleryImage & { version?: string })[]>(
      await api.call('GET', '/api/gallery?versions=1&pageSize=100', { cookie }),
    );
    const version = listed.find((item) => item._id === image._id)?.version;
    expect(version).toMatch(/^\d+$/);
    const one = await api.call('GET', `/api/gallery/${image._id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe(`"${version}"`);
    expect(await jsonOf<GalleryImage>(one)).toEqual(image);
    expect((await api.call('GET', '/api/gallery/a1b2c3d4e5f6a1b2c3d4e5f6')).status).toBe(404);
  });

  test('a caption saved on a version someone has saved past is refused; the reload gives the version that saves', async () => {
    const [image] = await upload([pngDataUrl([7, 7, 7])]);
    if (!image) throw new Error('no image');
    const path = `/api/gallery/${image._id}`;
    const opened = (await api.call('GET', path)).headers.get('etag') ?? '';
    expect((await api.call('PATCH', path, { body: { caption: 'First' }, cookie, headers: { 'if-match': opened } })).status).toBe(200);
    const stale = await api.call('PATCH', path, { body: { caption: 'Second' }, cookie, headers: { 'if-match': opened } });
    expect(stale.status).toBe(409);
    const reloaded = await api.call('GET', path);
    expect((await jsonOf<GalleryImage>(reloaded)).caption).toBe('First');
    const again = await api.call('PATCH', path, {
      body: { caption: 'Second' },
      cookie,
      headers: { 'if-match': reloaded.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(200);
  });
});
