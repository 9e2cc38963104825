/**
 * Editing a record that has images, in place: its id (and so its address) stays. An image field
 * left out, or naming the record's current file, keeps it; a new file replaces it; empty removes
 * it. New files are checked before anything is written and stored before the record; the files
 * the record no longer names are deleted only after it is saved, so no fault can leave the saved
 * record pointing at a file that is gone (at worst an old file stays behind).
 */
import type { Identified } from '#shared/store/index.ts';
import { notFound } from '#shared/platform/http.ts';
import {
  checkImages,
  deleteOwnedImages,
  PUBLIC_IMAGE_PREFIX,
  storeWithImages,
  type CheckedImages,
  type ImageField,
} from '#shared/media/stored-images.ts';
import { publicImages } from './record-handlers.ts';

/** What an edit needs of a collection. */
export interface Editable<T> {
  get(id: string): Promise<T | undefined>;
  update(id: string, change: (current: T) => T): Promise<T | undefined>;
}

export interface EditedImage {
  /** Undefined when the request left the field out. */
  value: string | undefined;
  label: string;
}

/**
 * Applies `change` (the edited fields, never the images) to the record `id`, with its image fields
 * set as described above. Answers the saved record; 404 (`what`) when there is none.
 */
export const editWithImages = async <T extends Identified, K extends keyof T & string>(
  records: () => Editable<T>,
  id: string,
  what: string,
  images: Record<K, EditedImage>,
  change: (current: T) => T,
): Promise<T> => {
  const before = await records().get(id);
  if (!before) throw notFound(what);
  const current = (name: K) => String(before[name]);

  const wanted = {} as Record<K, ImageField>;
  for (const [name, { value, label }] of Object.entries(images) as [K, EditedImage][]) {
    if (value !== undefined && value !== current(name)) wanted[name] = { value, label };
  }
  const checked = await checkImages(id, wanted);
  // A file identical to the current one has the same key: storing it again changes nothing, and
  // "replacing" it would delete the file the record names.
  for (const [name, { image }] of Object.entries(checked) as [K, CheckedImages<K>[K]][]) {
    if (image && `${PUBLIC_IMAGE_PREFIX}${image.key}` === current(name)) delete checked[name];
  }

  let replaced: T = before;
  const saved = await storeWithImages(checked, async (stored) => {
    const updated = await records().update(id, (latest) => {
      replaced = latest;
      return { ...change(latest), ...stored, _id: latest._id };
    });
    // Deleted meanwhile: the new files leave again with this failure.
    if (!updated) throw notFound(what);
    return updated;
  });

  const names = Object.keys(images) as K[];
  const stillNamed = new Set(names.map((name) => String(saved[name])));
  const gone = (Object.keys(checked) as K[]).map((name) => String(replaced[name])).filter((ref) => !stillNamed.has(ref));
  try {
    await deleteOwnedImages(id, publicImages(...gone));
  } catch (error) {
    // The record is saved and names only its new files: an old file left behind costs storage, nothing more.
    console.error('[edit] could not delete replaced images:', error instanceof Error ? error.message : error);
  }
  return saved;
};
