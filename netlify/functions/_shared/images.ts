/**
 * Images arrive as data URLs inside JSON (the seed's contract) and are stored as files (decision
 * 10): checked by their bytes, stored under a content-derived key, and referenced by URL.
 * Validation (`prepareImage`) is separate from storing (`saveImage`) so that a request is fully
 * checked before anything is written.
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
import { HttpError } from './http.ts';

export const PUBLIC_IMAGES_STORE = 'images';
export const PRIVATE_FILES_STORE = 'private-files';
export const PUBLIC_IMAGE_PREFIX = '/api/images/';
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{24}(-[a-f0-9]{24})?\.(jpg|png|webp|gif|avif)$/;

export interface PreparedImage {
  key: string;
  bytes: Uint8Array;
  contentType: ImageType;
}

const DATA_URL = /^data:([a-z0-9.+/-]*)((?:;[a-z0-9=.+-]*)*);base64,([A-Za-z0-9+/=\s]*)$/i;

/**
 * Decodes and checks one data URL. `owner` (a record id) is part of the key for files that must be
 * deleted with their record (skater photos and proofs); other images are shared by content.
 */
export const prepareImage = (dataUrl: string, label: string, owner?: string): PreparedImage => {
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
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const key = `${owner ? `${owner.slice(0, 24).padEnd(24, '0')}-` : ''}${hash}.${IMAGE_TYPES[contentType]}`;
  return { key, bytes, contentType };
};

const storeFor = (visibility: 'public' | 'private') => getStore(visibility === 'public' ? PUBLIC_IMAGES_STORE : PRIVATE_FILES_STORE);

export const saveImage = async (image: PreparedImage, visibility: 'public' | 'private'): Promise<string> => {
  await storeFor(visibility).set(
    image.key,
    image.bytes.buffer.slice(image.bytes.byteOffset, image.bytes.byteOffset + image.bytes.byteLength) as ArrayBuffer,
    {
      metadata: { contentType: image.contentType },
    },
  );
  return visibility === 'public' ? `${PUBLIC_IMAGE_PREFIX}${image.key}` : image.key;
};

export const readImage = async (key: string, visibility: 'public' | 'private') => {
  if (!IMAGE_KEY_PATTERN.test(key)) return null;
  const entry = await storeFor(visibility).getWithMetadata(key, { type: 'arrayBuffer' });
  if (!entry) return null;
  const contentType = typeof entry.metadata['contentType'] === 'string' ? entry.metadata['contentType'] : 'application/octet-stream';
  return { bytes: entry.data, contentType };
};

export const deleteImage = async (keyOrUrl: string, visibility: 'public' | 'private'): Promise<void> => {
  const key = keyOrUrl.startsWith(PUBLIC_IMAGE_PREFIX) ? keyOrUrl.slice(PUBLIC_IMAGE_PREFIX.length) : keyOrUrl;
  if (IMAGE_KEY_PATTERN.test(key)) await storeFor(visibility).delete(key);
};

/**
 * Resolves an image field of a create/update body: '' stays '', a URL of an already stored image
 * is kept (edits), a data URL is prepared for saving.
 */
export const resolveImageField = async (
  value: string,
  label: string,
  owner?: string,
): Promise<{ url: string } | { prepared: PreparedImage }> => {
  if (value === '') return { url: '' };
  if (value.startsWith(PUBLIC_IMAGE_PREFIX)) {
    const key = value.slice(PUBLIC_IMAGE_PREFIX.length);
    if (!IMAGE_KEY_PATTERN.test(key) || !(await storeFor('public').getMetadata(key))) {
      throw new HttpError(400, `${label} refers to an image that does not exist`);
    }
    return { url: value };
  }
  return { prepared: prepareImage(value, label, owner) };
};
