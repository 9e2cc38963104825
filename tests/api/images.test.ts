/**
 * Images judged by their bytes, cleaned of metadata, stored as files under keys derived from the
 * cleaned content; content images served immutably, photos of people under a cache policy that
 * lets deleting them take effect.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, sniffImageType } from '../../src/domain/common/images.ts';
import type { AdminSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { isLosslessWebp } from '../../netlify/functions/_shared/media/clean-image.ts';
import { httpErrorOf } from '../../netlify/functions/_shared/platform/errors.ts';
import { prepareImage, saveImage } from '../../netlify/functions/_shared/media/stored-images.ts';
import { PHOTO_CDN_MAX_AGE_SECONDS } from '../../netlify/functions/_shared/media/photo-cache.ts';
import { eventBody, skaterBody, validAadhaar } from './support/fixtures.ts';
import { approve, confirmationToken, confirmByLink } from './support/registry.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import {
  dataUrl,
  FAKE_PNG_DATA_URL,
  jpegWithLocation,
  makePng,
  metadataLeft,
  pngDataUrl,
  pngWithLocation,
  SVG_DATA_URL,
} from './support/images.ts';

let api: Api;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
});
afterAll(async () => {
  await api.stop();
});

const statusOf = async (run: () => Promise<unknown>): Promise<number | undefined> => {
  try {
    await run();
    return undefined;
  } catch (error) {
    // The status the API answers for the error the service threw (a domain error, mapped in one place).
    return httpErrorOf(error)?.status ?? -1;
  }
};

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const pixelsOf = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 24);

let skaterCount = 0;
/** Submits a skater profile through the public form; answers the admin view of it. */
const submitSkater = async (files: { skaterPhoto: string; fileUrl: string }): Promise<AdminSkater> => {
  skaterCount += 1;
  const body = skaterBody({
    ...files,
    aadharNo: validAadhaar(`3${String(skaterCount).padStart(10, '0')}`),
    email: `images.${skaterCount}@example.com`,
  });
  const res = await api.call('POST', '/api/skaterprofiles', { body, ip: `192.0.2.${skaterCount}` });
  expect(res.status, await res.clone().text()).toBe(201);
  const { _id } = await jsonOf<{ _id: string }>(res);
  // The parent follows the link mailed to the address typed: the registration reaches the registrar,
  // who approves it, so its photo is on the public list (photo-access.test.ts has the others).
  expect((await confirmByLink(api, await confirmationToken(api, _id))).status).toBe(200);
  await approve(api, cookie, _id);
  await api.server.settle();
  const list = await jsonOf<{ profiles: AdminSkater[] }>(await api.call('GET', '/api/skaterprofiles', { cookie }));
  const skater = list.profiles.find((item) => item._id === _id);
  if (!skater) throw new Error('the submitted profile is not listed');
  return skater;
};

describe('image checks', () => {
  it('recognises each accepted type by its bytes', () => {
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from('ftypavif'), Buffer.alloc(16)]);
    expect(sniffImageType(makePng())).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(riff)).toBe('image/webp');
    expect(sniffImageType(avif)).toBe('image/avif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('accepts a PNG and keys it by its content', async () => {
    const first = await prepareImage(pngDataUrl([1, 2, 3]), 'Image');
    const again = await prepareImage(pngDataUrl([1, 2, 3]), 'Image');
    const other = await prepareImage(pngDataUrl([9, 9, 9]), 'Image');
    expect(first.contentType).toBe('image/png');
    expect(first.key).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });

  it('refuses an SVG and a text file renamed .png with 415', async () => {
    expect(await statusOf(() => prepareImage(SVG_DATA_URL, 'Image'))).toBe(415);
    expect(await statusOf(() => prepareImage(FAKE_PNG_DATA_URL, 'Image'))).toBe(415);
  });

  it('refuses a truncated image and something that is not a data URL', async () => {
    const truncated = dataUrl(makePng().subarray(0, 12));
    expect(await statusOf(() => prepareImage(truncated, 'Image'))).toBe(415);
    expect(await statusOf(() => prepareImage('https://example.org/cat.png', 'Image'))).toBe(400);
  });

  it('refuses a whole PNG whose pixels cannot be decoded with 415', async () => {
    const png = makePng(4, 4);
    // Same chunks, same length, but the compressed pixels are garbage (the CRC no longer matches).
    const broken = Buffer.from(png);
    broken.fill(0xab, 41, png.length - 16);
    expect(await statusOf(() => prepareImage(dataUrl(broken), 'Image'))).toBe(415);
  });

  it('refuses an oversized file with 413', async () => {
    const huge = Buffer.concat([makePng(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(await statusOf(() => prepareImage(dataUrl(huge), 'Image'))).toBe(413);
  });

  it('refuses a small file that unpacks into a giant picture with 413', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await statusOf(() => prepareImage(dataUrl(bomb), 'Image'))).toBe(413);
  });
});

describe('metadata is removed before an image is stored', () => {
  it('a JPEG keeps no GPS position, EXIF or XMP, and is stored upright', async () => {
    const jpeg = await jpegWithLocation();
    // The upload really carries what must go.
    expect(await metadataLeft(jpeg)).toEqual(expect.arrayContaining(['EXIF', 'XMP', 'orientation 6']));
    const event = await jsonOf<{ image: string }>(
      await api.call('POST', '/api/events', { body: eventBody({ image: dataUrl(jpeg, 'image/jpeg') }), cookie }),
    );
    const served = await bytesOf(await api.call('GET', event.image));
    expect(await metadataLeft(served)).toEqual([]);
    const { width, height, format } = await sharp(served).metadata();
    expect({ width, height, format }).toEqual({ width: 20, height: 40, format: 'jpeg' });
    // The key names the stored (cleaned) bytes.
    expect(event.image).toMatch(new RegExp(`-${sha(served)}\\.jpg$`));
  });

  it('a PNG keeps no tEXt, iTXt or eXIf chunk, and every pixel', async () => {
    const png = await pngWithLocation();
    expect(await metadataLeft(png)).toEqual(expect.arrayContaining(['EXIF', 'XMP', 'bytes "tEXt"', 'bytes "iTXt"', 'bytes "eXIf"']));
    const event = await jsonOf<{ image: string }>(
      await api.call('POST', '/api/events', { body: eventBody({ image: dataUrl(png) }), cookie }),
    );
    const served = await bytesOf(await api.call('GET', event.image));
    expect(await metadataLeft(served)).toEqual([]);
    expect((await pixelsOf(served)).equals(await pixelsOf(png))).toBe(true);
    expect(event.image).toMatch(new RegExp(`-${sha(served)}\\.png$`));
  });

  it("a skater's photo and identity proof are cleaned too (photo route and admin-only proof route)", async () => {
    const skater = await submitSkater({
      skaterPhoto: dataUrl(await jpegWithLocation(), 'image/jpeg'),
      fileUrl: dataUrl(await pngWithLocation()),
    });
    const photo = await bytesOf(await api.call('GET', skater.skaterPhoto));
    expect(await metadataLeft(photo)).toEqual([]);
    const proofAnswer = await api.call('GET', skater.fileUrl, { cookie });
    expect(proofAnswer.status).toBe(200);
    expect(await metadataLeft(await bytesOf(proofAnswer))).toEqual([]);
  });

  it('an animated GIF stays animated; a lossless WebP stays lossless', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 12, height: 12, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = [await frame('#f00'), await frame('#0f0'), await frame('#00f')];
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: [100, 200, 300] })
      .toBuffer();
    const stored = await prepareImage(dataUrl(gif, 'image/gif'), 'Image');
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'gif', pages: 3, delay: [100, 200, 300], loop: 0 });

    const webp = await sharp(makePng(8, 8, [10, 20, 30]))
      .webp({ lossless: true })
      .toBuffer();
    expect(isLosslessWebp(webp)).toBe(true);
    const cleaned = await prepareImage(dataUrl(webp, 'image/webp'), 'Image');
    expect(isLosslessWebp(cleaned.bytes)).toBe(true);
    expect((await pixelsOf(cleaned.bytes)).equals(await pixelsOf(webp))).toBe(true);
    expect(isLosslessWebp(await sharp(makePng(8, 8)).webp({ quality: 80 }).toBuffer())).toBe(false);
  });
});

describe('GET /api/images/:key', () => {
  it('serves a stored image with its type and a long immutable cache', async () => {
    const png = makePng(3, 3, [200, 10, 10]);
    const url = await saveImage(await prepareImage(dataUrl(png), 'Image'), 'public');
    const res = await api.call('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await pixelsOf(await bytesOf(res))).equals(await pixelsOf(png))).toBe(true);
  });

  it('answers 404 for unknown keys and path tricks, and never serves private files or photos of people', async () => {
    const privateKey = await saveImage(await prepareImage(pngDataUrl([5, 5, 5]), 'Proof', 'a'.repeat(24)), 'private');
    const photoUrl = await saveImage(await prepareImage(pngDataUrl([6, 6, 6]), 'Photo', 'b'.repeat(24)), 'personal');
    const photoKey = photoUrl.split('/').pop() ?? '';
    for (const path of [
      '/api/images/0123456789abcdef01234567.png',
      '/api/images/..%2Fsessions',
      `/api/images/${privateKey}`,
      `/api/images/${photoKey}`,
      `/api/photos/${privateKey}`,
    ]) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(404);
      expect((await res.json()) as unknown).toHaveProperty('message');
    }
  });
});

describe('GET /api/photos/:key (photos of people)', () => {
  it('lets browsers keep a photo only if they revalidate it, and tags it for the CDN', async () => {
    const skater = await submitSkater({ skaterPhoto: pngDataUrl([30, 60, 90], 8), fileUrl: pngDataUrl([1, 1, 1]) });
    expect(skater.skaterPhoto).toMatch(new RegExp(`^/api/photos/${skater._id}-[a-f0-9]{24}\\.png$`));
    const key = skater.skaterPhoto.split('/').pop() ?? '';
    const res = await api.call('GET', skater.skaterPhoto);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('cache-control')).not.toContain('immutable');
    expect(res.headers.get('netlify-cdn-cache-control')).toBe(`public, s-maxage=${PHOTO_CDN_MAX_AGE_SECONDS}`);
    expect(PHOTO_CDN_MAX_AGE_SECONDS).toBeLessThanOrEqual(3600);
    expect(res.headers.get('netlify-cache-tag')).toBe(`photo-${key}`);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toBe(`"${key}"`);

    const revalidated = await api.call('GET', skater.skaterPhoto, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect((await bytesOf(revalidated)).length).toBe(0);
  });

  it('makes the sizes pages ask for, and refuses others', async () => {
    const skater = await submitSkater({ skaterPhoto: pngDataUrl([30, 60, 90], 300), fileUrl: pngDataUrl([1, 1, 2]) });
    const small = await api.call('GET', `${skater.skaterPhoto}?w=${IMAGE_WIDTHS[0]}`);
    expect(small.status).toBe(200);
    expect(small.headers.get('etag')).toBe(`"${skater.skaterPhoto.split('/').pop() ?? ''}-w${IMAGE_WIDTHS[0]}"`);
    expect(await sharp(await bytesOf(small)).metadata()).toMatchObject({ width: IMAGE_WIDTHS[0], height: IMAGE_WIDTHS[0], format: 'png' });
    // Never enlarged.
    expect((await sharp(await bytesOf(await api.call('GET', `${skater.skaterPhoto}?w=640`))).metadata()).width).toBe(300);
    for (const width of ['97', '0', '-1', 'abc', '96.0']) {
      const res = await api.call('GET', `${skater.skaterPhoto}?w=${width}`);
      expect(res.status, width).toBe(400);
    }
  });

  it('once the profile is deleted, a revalidating browser and anyone else get 404', async () => {
    const skater = await submitSkater({ skaterPhoto: pngDataUrl([90, 60, 30], 8), fileUrl: pngDataUrl([1, 1, 3]) });
    const etag = (await api.call('GET', skater.skaterPhoto)).headers.get('etag') ?? '';
    expect((await api.call('DELETE', `/api/skaterprofiles/${skater._id}`, { cookie })).status).toBe(200);
    expect((await api.call('GET', skater.skaterPhoto, { headers: { 'if-none-match': etag } })).status).toBe(404);
    expect((await api.call('GET', skater.skaterPhoto)).status).toBe(404);
    expect((await api.call('GET', `${skater.skaterPhoto}?w=96`)).status).toBe(404);
  });
});
