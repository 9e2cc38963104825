/**
 * Index entries and the immutable chunks that hold them.
 *
 * An entry is one record's place in an index: its sort key `k`, its id, and its summary `s` (the
 * few fields a list shows or filters on). Entries are ordered by (k, id), so equal keys never tie.
 * A chunk is a sorted run of 50 to 200 entries (fewer only when it is its partition's only chunk),
 * written once under a random name and never changed: a write makes new chunks and the index head
 * swaps them in. That is what lets every instance keep chunks in memory with no invalidation: a
 * cached chunk is never wrong, at worst no longer referenced.
 */
import { randomBytes } from 'node:crypto';
import { blobs, storeScope } from './blobs.ts';

export interface Entry<S = unknown> {
  k: string;
  id: string;
  s: S;
}

/** A chunk as its head lists it: its name, its first and last entries' positions, its size. */
export interface ChunkRef {
  id: string;
  first: string;
  last: string;
  count: number;
}

/** Bounds of a chunk's size: a page of up to 100 entries spans at most 3 chunks. */
export const CHUNK_MAX = 200;
export const CHUNK_MIN = 50;
/** Size of the chunks a bulk load or a split makes, leaving room to grow before the next split. */
export const CHUNK_FILL = 150;
/** A summary's largest JSON size: 100 of them keep a page far below 1 MB. */
export const SUMMARY_MAX_BYTES = 2_000;

/**
 * One string that sorts like (k, id): a key never contains U+0000, and U+0000 sorts before every
 * other character, so a key that is a prefix of another still comes first.
 */
export const positionOf = (entry: { k: string; id: string }): string => `${entry.k}\u0000${entry.id}`;

export const byPosition = (a: Entry, b: Entry): number => {
  const x = positionOf(a);
  const y = positionOf(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Splits sorted entries into even chunks of at most CHUNK_FILL (for n > CHUNK_FILL, each of at least 75). */
export const rechunk = <S>(entries: readonly Entry<S>[]): Entry<S>[][] => {
  const pieces = Math.max(1, Math.ceil(entries.length / CHUNK_FILL));
  return Array.from({ length: pieces }, (_, piece) =>
    entries.slice(Math.floor((piece * entries.length) / pieces), Math.floor(((piece + 1) * entries.length) / pieces)),
  );
};

const refOf = (id: string, entries: readonly Entry[]): ChunkRef => ({
  id,
  first: positionOf(entries[0] as Entry),
  last: positionOf(entries[entries.length - 1] as Entry),
  count: entries.length,
});

/**
 * Chunks this instance has read or written, least recently used first, up to CACHE_BYTES of JSON.
 * 32 MB holds every index entry of 20,000 skaters several times over.
 */
const CACHE_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, { entries: readonly Entry[]; bytes: number }>();
let cachedBytes = 0;

const remember = (key: string, entries: readonly Entry[], bytes: number) => {
  const scoped = `${storeScope()}\u0000${key}`;
  if (cache.has(scoped)) return;
  cache.set(scoped, { entries, bytes });
  cachedBytes += bytes;
  for (const [oldest, value] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= value.bytes;
  }
};

const recall = (key: string): readonly Entry[] | undefined => {
  const scoped = `${storeScope()}\u0000${key}`;
  const hit = cache.get(scoped);
  if (!hit) return undefined;
  cache.delete(scoped);
  cache.set(scoped, hit);
  return hit.entries;
};

const freeze = <V>(value: V): V => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freeze(child);
  }
  return value;
};

export const chunkKey = (partitionKey: string, id: string) => `${partitionKey}/c/${id}`;

/**
 * A chunk's name starts with the time it was written (milliseconds, base 36), then 64 random
 * bits. The repair can then tell a chunk a commit is about to reference (seconds old) from one a
 * lost or interrupted commit left behind, since the store lists keys without dates.
 */
const newChunkId = (now = Date.now()): string => `${now.toString(36).padStart(9, '0')}-${randomBytes(8).toString('hex')}`;

/** When a chunk was written, from its name; undefined for a name made before names carried it. */
export const chunkWrittenAt = (id: string): number | undefined => {
  const [time, random] = id.split('-');
  if (random === undefined || time === undefined || !/^[0-9a-z]{9}$/.test(time)) return undefined;
  return Number.parseInt(time, 36);
};

/**
 * A chunk's entries, or null when it is gone (a newer head replaced it and its writer deleted it:
 * the caller reads the head again). The first read may come from the CDN's copy, which for an
 * immutable blob can only be missing, never stale; only then is the store asked directly.
 */
export const readChunk = async <S>(partitionKey: string, id: string): Promise<readonly Entry<S>[] | null> => {
  const key = chunkKey(partitionKey, id);
  const hit = recall(key);
  if (hit) return hit as readonly Entry<S>[];
  for (const consistency of ['eventual', 'strong'] as const) {
    const text = await blobs().get(key, { type: 'text', consistency });
    if (text === null) continue;
    const entries = freeze(JSON.parse(text) as Entry<S>[]);
    remember(key, entries, text.length);
    return entries;
  }
  return null;
};

/** Writes a new chunk under a fresh name and answers its reference. */
export const writeChunk = async (partitionKey: string, entries: readonly Entry[]): Promise<ChunkRef> => {
  const id = newChunkId();
  const text = JSON.stringify(entries);
  const written = await blobs().set(chunkKey(partitionKey, id), text, { onlyIfNew: true });
  if (!written.modified) throw new Error(`chunk ${id} already exists`);
  remember(chunkKey(partitionKey, id), freeze([...entries]), text.length);
  return refOf(id, entries);
};
