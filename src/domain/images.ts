/**
 * What counts as an acceptable image (decision 10), judged by the file's bytes, shared by the
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
