/**
 * What a blob of the records store holds, judged by its collection's schema: a record, a removed
 * record's tombstone, or (in the first release's layout) a document of records. Errors name the
 * collection and the key or position, never a value: records hold personal data.
 */
import { decodeRecord } from '#shared/store/definition.ts';
import { ArchiveError } from './format.ts';
import type { Definition } from './stores.ts';

const parse = (bytes: Uint8Array, what: string): unknown => {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new ArchiveError(`${what} is not JSON`);
  }
};

/** Whether the blob is a live record (true) or a tombstone (false); throws when it fits neither. */
export const isLiveRecord = (collection: Definition, key: string, bytes: Uint8Array): boolean => {
  const what = `The record ${key} of ${collection.name}`;
  const value = parse(bytes, what);
  try {
    return decodeRecord(collection, value) !== undefined;
  } catch {
    throw new ArchiveError(`${what} does not fit the collection's schema`);
  }
};

/** How many records an old-layout document holds; throws when one does not fit (as its migration would). */
export const legacyRecordCount = (collection: Definition, bytes: Uint8Array): number => {
  const what = `The old document of ${collection.name}`;
  const document = parse(bytes, what);
  const items = (document as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new ArchiveError(`${what} has no items`);
  items.forEach((item: unknown, position) => {
    if (!collection.schema.safeParse(collection.upgrade ? collection.upgrade(item) : item).success) {
      throw new ArchiveError(`Record ${position} of ${what} does not fit the collection's schema`);
    }
  });
  return items.length;
};
