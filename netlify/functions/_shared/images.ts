/**
 * Images arrive as data URLs inside JSON and are stored as files: checked by their bytes, cleaned
 * of metadata (clean-image.ts), stored under a key derived from the cleaned content, and
 * referenced by URL. Validation (`prepareImage`) is separate from storing (`saveImage`) so that a
 * request is fully checked before anything is written.
 *
 * Three kinds of file, each in its own store:
 * - public: content pictures (news, events, achievements, gallery), served at /api/images/{key};
 * - personal: photos of people (skater photos), served at /api/photos/{key} with a cache policy
 *   that lets deleting them take effect;
 * - private: identity proofs, never served by URL (only through the admin-only proof route).
 */
import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import {
  IMAGE_TYPES,
  isCompleteImage,
  MAX_IMAGE_BYTES,
  MIN_IMAGE_BYTES,
  sniffImageType,
  type ImageType,
} from '../../../src/domain/images.ts';
import { cleanImage } from './clean-image.ts';
import { HttpError } from './http.ts';

export type Visibility = 'public' | 'personal' | 'private';

const STORES: Record<Visibility, string> = { public: 'images', personal: 'photos', private: 'private-files' };
export const PUBLIC_IMAGES_STORE = STORES.public;
export const PERSONAL_PHOTOS_STORE = STORES.personal;
export const PRIVATE_FILES_STORE = STORES.private;
export const PUBLIC_IMAGE_PREFIX = '/api/images/';
export const PERSONAL_PHOTO_PREFIX = '/api/photos/';
/** How a stored file is referred to in a record: a URL for served files, the bare key for private ones. */
const PREFIXES: Record<Visibility, string> = { public: PUBLIC_IMAGE_PREFIX, personal: PERSONAL_PHOTO_PREFIX, private: '' };
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{24}(-[a-f0-9]{24})?\.(jpg|png|webp|gif|avif)$/;

export interface PreparedImage {
  key: string;
  bytes: Uint8Array;
  contentType: ImageType;
}

const DATA_URL = /^data:([a-z0-9.+/-]*)((?:;[a-z0-9=.+-]*)*);base64,([A-Za-z0-9+/=\s]*)$/i;

/** Decodes one data URL and checks that it holds a whole image of an accepted type. */
const decodeDataUrl = (dataUrl: string, label: string): { bytes: Uint8Array; contentType: ImageType } => {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new HttpError(400, `${label} must be an image file`);
  const base64 = (match[3] ?? '').replace(/\s/g, '');
  if (base64.length * 0.75 > MAX_IMAGE_BYTES + 3) {
    throw new HttpError(413, `${label} is too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`);
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const contentType = sniffImageType(bytes);
  if (!contentType || bytes.length < MIN_IMAGE_BYTES || !isCompleteImage(bytes, contentType)) {
    throw new HttpError(415, `${label} must be a JPEG, PNG, WebP, GIF or AVIF image`);
  }
  return { bytes, contentType };
};

/**
 * Decodes, checks and cleans one data URL. `owner` (a record id) is part of the key, so that
 * deleting a record can delete exactly the files it owns. The key hashes the cleaned bytes: the
 * stored file is what the key names.
 */
/** The start of the key of every file a record owns: its id, so deleting the record can find them. */
export const ownerPrefix = (owner: string): string => `${owner.slice(0, 24).padEnd(24, '0')}-`;

export const prepareImage = async (dataUrl: string, label: string, owner?: string): Promise<PreparedImage> => {
  const { bytes: uploaded, contentType } = decodeDataUrl(dataUrl, label);
  const bytes = await cleanImage(uploaded, contentType, label);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const key = `${owner ? ownerPrefix(owner) : ''}${hash}.${IMAGE_TYPES[contentType]}`;
  return { key, bytes, contentType };
};

const storeFor = (visibility: Visibility) => getStore(STORES[visibility]);

export const saveImage = async (image: PreparedImage, visibility: Visibility): Promise<string> => {
  await storeFor(visibility).set(
    image.key,
    image.bytes.buffer.slice(image.bytes.byteOffset, image.bytes.byteOffset + image.bytes.byteLength) as ArrayBuffer,
    { metadata: { contentType: image.contentType } },
  );
  return `${PREFIXES[visibility]}${image.key}`;
};

const contentTypeOf = (metadata: Record<string, unknown>): string =>
  typeof metadata['contentType'] === 'string' ? metadata['contentType'] : 'application/octet-stream';

/** Photos and proofs are read strongly: once deleted, they are never served from a lagging copy. */
const consistencyOf = (visibility: Visibility) => (visibility === 'public' ? 'eventual' : 'strong');

export const readImage = async (key: string, visibility: Visibility) => {
  if (!IMAGE_KEY_PATTERN.test(key)) return null;
  const entry = await storeFor(visibility).getWithMetadata(key, { type: 'arrayBuffer', consistency: consistencyOf(visibility) });
  if (!entry) return null;
  return { bytes: entry.data, contentType: contentTypeOf(entry.metadata) };
};

/** Whether a file is stored, without reading it (answers a browser's revalidation). */
export const imageExists = async (key: string, visibility: Visibility): Promise<boolean> =>
  IMAGE_KEY_PATTERN.test(key) && (await storeFor(visibility).getMetadata(key, { consistency: consistencyOf(visibility) })) !== null;

/**
 * Where a record's reference points. A URL names its store by its prefix; a bare key is a file of
 * the given visibility (private files are referred to by key).
 */
export const locate = (ref: string, visibility: Visibility): { key: string; visibility: Visibility } => {
  for (const kind of ['public', 'personal'] as const) {
    if (ref.startsWith(PREFIXES[kind])) return { key: ref.slice(PREFIXES[kind].length), visibility: kind };
  }
  return { key: ref, visibility };
};

export const deleteImage = async (ref: string, visibility: Visibility): Promise<void> => {
  const file = locate(ref, visibility);
  if (IMAGE_KEY_PATTERN.test(file.key)) await storeFor(file.visibility).delete(file.key);
};
