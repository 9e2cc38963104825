/**
 * Every image is decoded and encoded again on the server before it is stored. A photo straight
 * from a phone carries EXIF (often the GPS position where it was taken: a family's home), XMP and
 * comments, and the browser re-encodes only large photos, so a small one would arrive untouched.
 * Encoding the pixels again with sharp keeps the picture, its format and its animation, and drops
 * everything else. The EXIF orientation is applied first, so a photo taken sideways stays upright
 * once the tag that said so is gone.
 *
 * sharp is loaded on first use: the functions that only read need not pay for loading libvips.
 */
import type { Sharp, SharpOptions } from 'sharp';
import { MAX_IMAGE_BYTES, type ImageType } from '#domain/common/images.ts';
import { HttpError } from '#shared/platform/http.ts';

/** Enough for any phone photo (48 MP); refuses a small file that unpacks into a giant picture. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Encoding stops after this long, well inside a function's time limit. */
const TIMEOUT_SECONDS = 20;

const loadSharp = async () => (await import('sharp')).default;

const ascii = (bytes: Uint8Array, offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
const readU32LE = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8) | ((bytes[offset + 2] ?? 0) << 16) | ((bytes[offset + 3] ?? 0) << 24)) >>> 0;

/**
 * Whether a WebP holds lossless pictures (a VP8L chunk, at the top level or first in an animation
 * frame): those are encoded losslessly again, lossy ones at LOSSY_QUALITY.
 */
export const isLosslessWebp = (bytes: Uint8Array): boolean => {
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset);
    if (type === 'VP8L') return true;
    if (type === 'VP8 ') return false;
    // ANMF: 16 bytes of frame header, then the frame's own chunks (ALPH before a lossy VP8).
    if (type === 'ANMF') return ascii(bytes, offset + 24) === 'VP8L';
    const size = readU32LE(bytes, offset + 4);
    offset += 8 + size + (size % 2);
  }
  return false;
};

/**
 * Lossy pictures are encoded again at a web-photo quality: higher would make a re-encoded photo
 * larger than the upload without a visible gain, lower would show the second generation.
 */
const LOSSY_QUALITY = { jpeg: 84, webp: 80 } as const;

const encode = (pipeline: Sharp, type: ImageType, bytes: Uint8Array, isPalette: boolean): Sharp => {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: LOSSY_QUALITY.jpeg, mozjpeg: true });
    case 'image/png':
      // A palette PNG stays one (as truecolour it could grow several times over); no pixel changes.
      return pipeline.png(isPalette ? { palette: true, colours: 256, dither: 0 } : {});
    case 'image/webp':
      return pipeline.webp(isLosslessWebp(bytes) ? { lossless: true } : { quality: LOSSY_QUALITY.webp });
    case 'image/gif':
      return pipeline.gif();
    case 'image/avif':
      // AVIF encoding is slow; effort 1 keeps a large photo within a second or two.
      return pipeline.avif({ quality: 70, effort: 1 });
  }
};

const inputOptions = (type: ImageType): SharpOptions => ({
  // Every frame of an animation, so it stays animated.
  animated: type === 'image/gif' || type === 'image/webp',
  limitInputPixels: MAX_IMAGE_PIXELS,
  // Minor flaws some cameras write (extra bytes between JPEG markers) are no reason to refuse a photo.
  failOn: 'error',
});

const run = async (label: string, work: () => Promise<Buffer>): Promise<Uint8Array> => {
  let output: Buffer;
  try {
    output = await work();
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (/pixel limit|timeout/i.test(reason)) {
      throw new HttpError(413, `${label} is too large (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`);
    }
    throw new HttpError(415, `${label} must be a JPEG, PNG, WebP, GIF or AVIF image`);
  }
  if (output.length > MAX_IMAGE_BYTES) {
    throw new HttpError(413, `${label} is too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`);
  }
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
};

/** The image without any metadata, upright, in its own format. */
export const cleanImage = (bytes: Uint8Array, type: ImageType, label: string): Promise<Uint8Array> =>
  run(label, async () => {
    const sharp = await loadSharp();
    const isPalette = type === 'image/png' && (await sharp(bytes, inputOptions(type)).metadata()).isPalette;
    return encode(sharp(bytes, inputOptions(type)).autoOrient(), type, bytes, isPalette)
      .timeout({ seconds: TIMEOUT_SECONDS })
      .toBuffer();
  });

/** A smaller copy (at most `width` pixels on either side, never enlarged) in the same format. */
export const resizeImage = (bytes: Uint8Array, type: ImageType, width: number): Promise<Uint8Array> =>
  run('Image', async () => {
    const sharp = await loadSharp();
    const pipeline = sharp(bytes, inputOptions(type)).resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
    return encode(pipeline, type, bytes, false).timeout({ seconds: TIMEOUT_SECONDS }).toBuffer();
  });
