/**
 * What an archive holds, store by store, and what each key of the records store is.
 *
 * Kept: the records store (every collection's records, counters and claims, breaking news) and the
 * public images always; skater photos and identity proofs (the "photos" and "private-files"
 * stores) only when private files are asked for. Left out: what a new site makes afresh or does
 * not need (sessions and known devices, throttling counters and their key secret, the rebuild
 * marker, made certificate bundles), and in the records store each collection's indexes and
 * layout marker, which restore builds again from the records.
 */
import { getStore } from '@netlify/blobs';
import { EVERY_COLLECTION } from '#shared/collections/every-collection.ts';
import { PERSONAL_PHOTOS_STORE, PRIVATE_FILES_STORE, PUBLIC_IMAGES_STORE } from '#shared/media/stored-images.ts';
import { keys } from '#shared/store/blobs.ts';
import type { CollectionDefinition, Identified, Indexes } from '#shared/store/index.ts';

/** The store of every collection (store/blobs.ts). */
export const RECORDS_STORE = 'records';

export const PUBLIC_STORES: readonly string[] = [RECORDS_STORE, PUBLIC_IMAGES_STORE];
export const PRIVATE_STORES: readonly string[] = [PERSONAL_PHOTOS_STORE, PRIVATE_FILES_STORE];

export const storesToKeep = (includePrivate: boolean): string[] => [...PUBLIC_STORES, ...(includePrivate ? PRIVATE_STORES : [])];

/** Every key of a store, in order (one request per 1,000 keys). */
export const listKeys = async (store: string): Promise<string[]> => {
  const found: string[] = [];
  for await (const page of getStore(store).list({ paginate: true })) found.push(...page.blobs.map((blob) => blob.key));
  return found.sort();
};

export type Definition = CollectionDefinition<Identified, Indexes<Identified>>;

/** Every collection the site declares (collections/every-collection.ts), so that one added later is backed up and rebuilt too. */
export const definitions = (): Definition[] => EVERY_COLLECTION as Definition[];

export type KeyKind =
  /** One record (or a removed record's tombstone) of a collection. */
  | { kind: 'record'; collection: Definition }
  /** A collection still in the first release's layout: one document of every record. */
  | { kind: 'legacy'; collection: Definition }
  /** An index or a layout marker: made again by restore. */
  | { kind: 'derived' }
  /** Counters, claims, an old layout's backup copy, breaking news, a collection this code does not know. */
  | { kind: 'other' };

/** Sorts the records store's keys by the key layout of store/blobs.ts. */
export const classifier = (collections: readonly Definition[] = definitions()) => {
  const known = collections.map((collection) => {
    const at = keys(collection.name);
    // "v2/<collection>/": the layout marker sits right under it, the indexes under "i/".
    const root = at.layout.slice(0, at.layout.lastIndexOf('/') + 1);
    return { collection, at, indexes: `${root}i/` };
  });
  return (key: string): KeyKind => {
    for (const { collection, at, indexes } of known) {
      if (key === at.legacy) return { kind: 'legacy', collection };
      if (key === at.layout || key.startsWith(indexes)) return { kind: 'derived' };
      if (key.startsWith(at.records)) return { kind: 'record', collection };
    }
    return { kind: 'other' };
  };
};
