/** Decision 10: images judged by their bytes, stored as files under content keys, served immutably. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, sniffImageType } from '../../src/domain/images.ts';
import { HttpError } from '../../netlify/functions/_shared/http.ts';
import { prepareImage, saveImage } from '../../netlify/functions/_shared/images.ts';
import { startApi, type Api } from './support/harness.ts';
import { dataUrl, FAKE_PNG_DATA_URL, makePng, pngDataUrl, SVG_DATA_URL } from './support/images.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.stop();
});

const statusOf = (run: () => unknown): number | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
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

  it('accepts a PNG and keys it by its content', () => {
    const first = prepareImage(pngDataUrl([1, 2, 3]), 'Image');
    const again = prepareImage(pngDataUrl([1, 2, 3]), 'Image');
    const other = prepareImage(pngDataUrl([9, 9, 9]), 'Image');
    expect(first.contentType).toBe('image/png');
    expect(first.key).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });

  it('refuses an SVG and a text file renamed .png with 415', () => {
    expect(statusOf(() => prepareImage(SVG_DATA_URL, 'Image'))).toBe(415);
    expect(statusOf(() => prepareImage(FAKE_PNG_DATA_URL, 'Image'))).toBe(415);
  });

  it('refuses a truncated image and something that is not a data URL', () => {
    const truncated = dataUrl(makePng().subarray(0, 12));
    expect(statusOf(() => prepareImage(truncated, 'Image'))).toBe(415);
    expect(statusOf(() => prepareImage('https://example.org/cat.png', 'Image'))).toBe(400);
  });

  it('refuses an oversized file with 413', () => {
    const huge = Buffer.concat([makePng(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(statusOf(() => prepareImage(dataUrl(huge), 'Image'))).toBe(413);
  });
});

describe('GET /api/images/:key', () => {
  it('serves a stored image with its type and a long immutable cache', async () => {
    const png = makePng(3, 3, [200, 10, 10]);
    const url = await saveImage(prepareImage(dataUrl(png), 'Image'), 'public');
    const res = await api.call('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers 404 for unknown keys and path tricks, and never serves private files', async () => {
    const privateKey = await saveImage(prepareImage(pngDataUrl([5, 5, 5]), 'Proof', 'a'.repeat(24)), 'private');
    for (const path of ['/api/images/0123456789abcdef01234567.png', '/api/images/..%2Fsessions', `/api/images/${privateKey}`]) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(404);
      expect((await res.json()) as unknown).toHaveProperty('message');
    }
  });
});
