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
import { IMAGE_TYPES, isCompleteImage, MAX_IMAGE_BYTES, MIN_IMAGE_BYTES, sniffImageType, type ImageType } from '#domain/common/images.ts';
import { looksLikePdf, MAX_PDF_BYTES, PDF_TYPE, pdfMessages } from '#domain/common/documents.ts';
import { cleanImage } from './clean-image.ts';
import { cleanPdf } from './clean-pdf.ts';
import { HttpError } from '#shared/platform/http.ts';
import { PERSONAL_PHOTO_PREFIX, PUBLIC_IMAGE_PREFIX } from '#domain/common/images.ts';

export { PERSONAL_PHOTO_PREFIX, PUBLIC_IMAGE_PREFIX };

export type Visibility = 'public' | 'personal' | 'private';

const STORES: Record<Visibility, string> = { public: 'images', personal: 'photos', private: 'private-files' };
export const PUBLIC_IMAGES_STORE = STORES.public;
export const PERSONAL_PHOTOS_STORE = STORES.personal;
export const PRIVATE_FILES_STORE = STORES.private;
/** How a stored file is referred to in a record: a URL for served files, the bare key for private ones. */
const PREFIXES: Record<Visibility, string> = { public: PUBLIC_IMAGE_PREFIX, personal: PERSONAL_PHOTO_PREFIX, private: '' };
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{24}(-[a-f0-9]{24})?\.(jpg|png|webp|gif|avif|pdf)$/;

export interface PreparedImage {
  key: string;
  bytes: Uint8Array;
  /** A PDF only ever comes from a field that takes documents (identity proofs), stored privately. */
  contentType: ImageType | typeof PDF_TYPE;
}

const DATA_URL = /^data:([a-z0-9.+/-]*)((?:;[a-z0-9=.+-]*)*);base64,([A-Za-z0-9+/=\s]*)$/i;

/** The bytes of a data URL, refused when it is not one or holds more than `max` bytes. */
const dataUrlBytes = (dataUrl: string, label: string, max: number): Uint8Array => {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new HttpError(400, `${label} must be an image file`);
  const base64 = (match[3] ?? '').replace(/\s/g, '');
  if (base64.length * 0.75 > max + 3) {
    throw new HttpError(413, `${label} is too large (at most ${max / 1024 / 1024} MB)`);
  }
  return new Uint8Array(Buffer.from(base64, 'base64'));
};

/** Decodes one data URL and checks that it holds a whole image of an accepted type. */
const decodeDataUrl = (dataUrl: string, label: string): { bytes: Uint8Array; contentType: ImageType } => {
  const bytes = dataUrlBytes(dataUrl, label, MAX_IMAGE_BYTES);
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

/**
 * A document field (an identity proof): a PDF, checked and written again by clean-pdf.ts, or an
 * image as any other field takes it. The type is the bytes', never the data URL's label.
 */
export const prepareDocument = async (dataUrl: string, label: string, owner?: string): Promise<PreparedImage> => {
  const bytes = dataUrlBytes(dataUrl, label, Math.max(MAX_IMAGE_BYTES, MAX_PDF_BYTES));
  if (!looksLikePdf(bytes)) {
    if (!sniffImageType(bytes)) throw new HttpError(415, pdfMessages.wrongType(label));
    return prepareImage(dataUrl, label, owner);
  }
  if (bytes.length > MAX_PDF_BYTES) throw new HttpError(413, pdfMessages.tooLarge(label));
  const clean = await cleanPdf(bytes, label);
  const hash = createHash('sha256').update(clean).digest('hex').slice(0, 24);
  return { key: `${owner ? ownerPrefix(owner) : ''}${hash}.pdf`, bytes: clean, contentType: PDF_TYPE };
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

/*
 * Images that belong to one record. Every image of a record is stored under a key that starts
 * with the record's id (its owner), so deleting the record can delete its files without asking
 * which other record might share them. A field that names an already stored image (the URL form
 * the schemas allow) is copied under the new owner for the same reason.
 *
 * `checkImages` validates every field before anything is written (a rejected request stores
 * nothing); `storeWithImages` writes the files, then the record, and removes the files again if
 * the record could not be written.
 */

export interface ImageField {
  value: string;
  label: string;
  visibility?: Visibility;
  /** Refuse an empty value (the schemas enforce this too; kept for private files). */
  required?: boolean;
  /** The field takes a PDF as well as an image (identity proofs; never a public field). */
  acceptsPdf?: boolean;
}

interface CheckedField {
  image: PreparedImage | undefined;
  visibility: Visibility;
}

export type CheckedImages<K extends string> = Record<K, CheckedField>;

const toDataUrl = (bytes: ArrayBuffer, contentType: string) => `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;

const check = async (
  owner: string,
  { value, label, required = false, acceptsPdf = false, visibility }: ImageField,
): Promise<PreparedImage | undefined> => {
  if (value === '') {
    if (required) throw new HttpError(400, `${label} is required`);
    return undefined;
  }
  if (value.startsWith(PUBLIC_IMAGE_PREFIX)) {
    const stored = await readImage(value.slice(PUBLIC_IMAGE_PREFIX.length), 'public');
    if (!stored) throw new HttpError(400, `${label} refers to an image that does not exist`);
    // Cleaned again: a file stored before images were cleaned may still carry metadata.
    return prepareImage(toDataUrl(stored.bytes, stored.contentType), label, owner);
  }
  // A PDF is only ever accepted into the private store.
  if (acceptsPdf && visibility === 'private') return prepareDocument(value, label, owner);
  return prepareImage(value, label, owner);
};

export const checkImages = async <K extends string>(owner: string, fields: Record<K, ImageField>): Promise<CheckedImages<K>> => {
  const checked = {} as CheckedImages<K>;
  // One at a time, in field order, so the first bad field is the one reported.
  for (const [name, field] of Object.entries(fields) as [K, ImageField][]) {
    checked[name] = { image: await check(owner, field), visibility: field.visibility ?? 'public' };
  }
  return checked;
};

/**
 * Images checked before their owner was known (a renewal is checked before the skater is looked
 * up, so a bad file is refused whether or not the number exists), given to `owner` now.
 */
export const giveToOwner = <K extends string>(checked: CheckedImages<K>, owner: string): CheckedImages<K> =>
  Object.fromEntries(
    (Object.entries(checked) as [K, CheckedField][]).map(([name, field]) => [
      name,
      field.image ? { ...field, image: { ...field.image, key: `${ownerPrefix(owner)}${field.image.key}` } } : field,
    ]),
  ) as CheckedImages<K>;

export const storeWithImages = async <K extends string, R>(
  checked: CheckedImages<K>,
  write: (stored: Record<K, string>) => Promise<R>,
): Promise<R> => {
  const stored = {} as Record<K, string>;
  const saved: { ref: string; visibility: Visibility }[] = [];
  try {
    for (const [name, { image, visibility }] of Object.entries(checked) as [K, CheckedField][]) {
      const ref = image ? await saveImage(image, visibility) : '';
      if (image) saved.push({ ref, visibility });
      stored[name] = ref;
    }
    return await write(stored);
  } catch (error) {
    await Promise.allSettled(saved.map(({ ref, visibility }) => deleteImage(ref, visibility)));
    throw error;
  }
};

export interface FileRef {
  ref: string;
  visibility: Visibility;
}

/**
 * Deletes the files the record owns; references to anything else are left alone. Answers the
 * files it deleted, so that caches holding them can be told.
 */
export const deleteOwnedImages = async (owner: string, refs: FileRef[]): Promise<{ key: string; visibility: Visibility }[]> => {
  const prefix = ownerPrefix(owner);
  const owned = refs.filter(({ ref }) => ref !== '').filter(({ ref, visibility }) => locate(ref, visibility).key.startsWith(prefix));
  await Promise.all(owned.map(({ ref, visibility }) => deleteImage(ref, visibility)));
  return owned.map(({ ref, visibility }) => locate(ref, visibility));
};
