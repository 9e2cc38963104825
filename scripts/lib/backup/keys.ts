/**
 * Which stores and keys a restore may write. An archive is a file, and a file can be made by
 * anyone: a key such as `../site:sessions/<hash>` would climb out of its store on the local file
 * store and plant an admin session. So every key must look like the keys this site writes: in
 * the records store, path segments of letters, digits, '-' and '_' (store/blobs.ts encodes every
 * other byte); in a file store, a stored file's name (stored-images.ts). Never `..`, a leading
 * '/', or another store's name ("site:…"). Stores other than those a backup keeps are never written
 * (sessions, throttle counters, family sign-in letters and sessions among them).
 */
import { IMAGE_KEY_PATTERN } from '#shared/media/stored-images.ts';
import { ArchiveError } from './format.ts';
import { RECORDS_STORE, storesToKeep } from './stores.ts';

const RECORD_KEY_SEGMENT = /^[A-Za-z0-9_-]+$/;

const fitsStore = (store: string, key: string): boolean =>
  store === RECORDS_STORE ? key.split('/').every((segment) => RECORD_KEY_SEGMENT.test(segment)) : IMAGE_KEY_PATTERN.test(key);

/** Refuses a blob a restore must not write; `includesPrivate` is the manifest's word on what the archive holds. */
export const checkBlobPlace = (store: string, key: string, includesPrivate: boolean): void => {
  if (!storesToKeep(includesPrivate).includes(store))
    throw new ArchiveError(`The archive holds stores a backup does not keep (${JSON.stringify(store.slice(0, 40))})`);
  // A store's name ("site:sessions") may stand anywhere a path segment does, so no ':' at all.
  const escapes = key.includes('..') || key.startsWith('/') || key.includes(':') || key.includes('\\');
  if (escapes || !fitsStore(store, key))
    throw new ArchiveError(
      `The archive holds a key that is not one of this site's (${store}/${JSON.stringify(key.slice(0, 80))}): it was not made by npm run backup`,
    );
};
