/**
 * Images that belong to one record. Every image of a record is stored under a key that starts
 * with the record's id (its owner), so deleting the record can delete its files without asking
 * which other record might share them. A field that names an already stored image (the URL form
 * the schemas allow) is copied under the new owner for the same reason.
 *
 * `checkImages` validates every field before anything is written (a rejected request stores
 * nothing); `storeWithImages` writes the files, then the record, and removes the files again if
 * the record could not be written.
 */
import { HttpError } from './http.ts';
import {
  deleteImage,
  locate,
  ownerPrefix,
  prepareImage,
  PUBLIC_IMAGE_PREFIX,
  readImage,
  saveImage,
  type PreparedImage,
  type Visibility,
} from './images.ts';

export type { Visibility };

export interface ImageField {
  value: string;
  label: string;
  visibility?: Visibility;
  /** Refuse an empty value (the schemas enforce this too; kept for private files). */
  required?: boolean;
}

interface CheckedField {
  image: PreparedImage | undefined;
  visibility: Visibility;
}

export type CheckedImages<K extends string> = Record<K, CheckedField>;

const toDataUrl = (bytes: ArrayBuffer, contentType: string) => `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;

const check = async (owner: string, { value, label, required = false }: ImageField): Promise<PreparedImage | undefined> => {
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
