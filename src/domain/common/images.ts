/**
 * What counts as an acceptable image (docs/rules.md#images), judged by the file's bytes, shared by the
 * server (which enforces it) and the browser (which checks before uploading).
 */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

/** Largest image file accepted, after the browser has scaled photos down. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** The accepted types in words, for hints and messages. */
export const IMAGE_TYPE_NAMES = 'JPEG, PNG, WebP, GIF or AVIF';

export const imageMessages = {
  wrongType: `Please choose a ${IMAGE_TYPE_NAMES} image.`,
  unreadable: 'This image could not be read. Please choose another file.',
  cannotPrepare: 'This browser cannot prepare images for upload.',
  tooLarge: 'This image is too large even after scaling it down. Please choose a smaller one.',
  scaledHint: 'Large photos are scaled down before upload.',
  preparing: 'Preparing image…',
} as const;

/**
 * The widths (pixels) pages ask stored pictures in: the image CDN makes them for content images,
 * the photo route (/api/photos/{key}?w=) for photos of people, which refuses any other width.
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 960, 1280, 1600, 1920] as const;

/** The `accept` attribute of image inputs. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Names the image type from its magic bytes, or null for anything else (SVG, HTML, text, …). */
export const sniffImageType = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // AVIF: an ISO-BMFF 'ftyp' box whose major brand is avif or avis.
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))) {
    return 'image/avif';
  }
  return null;
};

/** Minimum plausible size of a real image file: anything shorter is truncated. */
export const MIN_IMAGE_BYTES = 24;

const readU32 = (bytes: Uint8Array, offset: number): number =>
  (((bytes[offset] ?? 0) << 24) | ((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0)) >>> 0;

const indexOfBytes = (bytes: Uint8Array, needle: readonly number[], from = 0): number => {
  for (let index = bytes.length - needle.length; index >= from; index -= 1) {
    if (needle.every((byte, offset) => bytes[index + offset] === byte)) return index;
  }
  return -1;
};

/** PNG: every chunk fits in the file, up to and including IEND. */
const pngComplete = (bytes: Uint8Array): boolean => {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = readU32(bytes, offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    offset += 12 + length;
    if (offset > bytes.length) return false;
    if (type === 'IEND') return true;
  }
  return false;
};

/** ISO-BMFF (AVIF): the top-level boxes tile the file exactly (a box of size 0 runs to the end). */
const boxesComplete = (bytes: Uint8Array): boolean => {
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    let size = readU32(bytes, offset);
    if (size === 0) return true;
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = readU32(bytes, offset + 8) * 2 ** 32 + readU32(bytes, offset + 12);
    }
    if (size < 8 || offset + size > bytes.length) return false;
    offset += size;
  }
  return true;
};

/**
 * Whether a file of the sniffed type is whole: a photo cut short by a broken upload (or a
 * signature glued onto something else) is refused like any other non-image, rather than stored
 * and shown broken.
 */
export const isCompleteImage = (bytes: Uint8Array, type: ImageType): boolean => {
  switch (type) {
    case 'image/png':
      return pngComplete(bytes);
    case 'image/jpeg':
      // The end-of-image marker; entropy-coded data never contains FF D9 (FF is stuffed as FF 00).
      return indexOfBytes(bytes, [0xff, 0xd9], 2) !== -1;
    case 'image/gif':
      return bytes[bytes.length - 1] === 0x3b;
    case 'image/webp':
      // RIFF's own length (little-endian) plus its 8-byte header.
      return ((bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8) | ((bytes[6] ?? 0) << 16) | ((bytes[7] ?? 0) << 24)) + 8 <= bytes.length;
    case 'image/avif':
      return boxesComplete(bytes);
  }
};

/** The addresses stored images are served under: a public image, and a skater's photo (shown while the profile is public). */
export const PUBLIC_IMAGE_PREFIX = '/api/images/';
export const PERSONAL_PHOTO_PREFIX = '/api/photos/';
