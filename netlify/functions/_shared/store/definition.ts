/**
 * How a collection is declared: its name, its record schema, and its ordered indexes. An index
 * answers, for one record, where it sorts, what a list needs to show of it, and in which
 * partition it belongs; this file turns that into the record's place in the index.
 */
import type { z } from 'zod';
import { SUMMARY_MAX_BYTES } from './chunks.ts';
import { withoutMark } from './versions.ts';

export interface Identified {
  _id: string;
}

export interface IndexDefinition<T, S> {
  /**
   * Where the record sorts, compared as plain strings (UTF-16 code units, not locale): fold case,
   * pad numbers, use ISO dates. Equal keys are ordered by id.
   */
  key: (record: T) => string;
  /** What lists, filters and search need of the record (at most 2,000 bytes as JSON; never image bytes). */
  summary: (record: T) => S;
  /** The record's partition ("approved", a season, an event id), or null to leave it out of this index. */
  partition?: (record: T) => string | null;
  /** Raise it after changing key, summary or partition: the index is then rebuilt from the records. */
  version?: number;
}

// `any` lets each index keep its own summary type; SummaryOf recovers it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Indexes<T> = Record<string, IndexDefinition<T, any>>;

/** A collection's declaration, typed by its record and indexes (a feature's collections are declared with it, in collections/). */
export const define = <T extends Identified, I extends Indexes<T>>(definition: CollectionDefinition<T, I>) => definition;

export type SummaryOf<D> = D extends IndexDefinition<never, infer S> ? S : never;

export interface CollectionDefinition<T extends Identified, I extends Indexes<T>> {
  /** The key of the collection's document in the old layout, and the root of its keys in the new one. */
  name: string;
  schema: z.ZodType<T>;
  indexes: I;
  /** Turns a record of the old layout into one the schema accepts (e.g. defaults for new fields). */
  upgrade?: (old: unknown) => unknown;
}

export interface Place<S = unknown> {
  partition: string;
  k: string;
  s: S;
}

const PARTITION_MAX_BYTES = 100;
const KEY_MAX_BYTES = 300;

export const versionOf = (index: IndexDefinition<never, unknown>): number => index.version ?? 1;

/** The record's place in the index, or null when the index leaves it out. */
export const placeOf = <T, S>(index: IndexDefinition<T, S>, record: T): Place<S> | null => {
  const partition = index.partition ? index.partition(record) : '';
  if (partition === null) return null;
  // Partitions name keys (at most 600 bytes); keys fill index heads, read on every list.
  if (Buffer.byteLength(partition) > PARTITION_MAX_BYTES) throw new Error(`A partition is longer than ${PARTITION_MAX_BYTES} bytes`);
  const k = index.key(record);
  if (Buffer.byteLength(k) > KEY_MAX_BYTES) throw new Error(`An index key is longer than ${KEY_MAX_BYTES} bytes`);
  if (k.includes('\u0000')) throw new Error('An index key may not contain U+0000');
  const s = index.summary(record);
  if (Buffer.byteLength(JSON.stringify(s)) > SUMMARY_MAX_BYTES)
    throw new Error(`An index summary is larger than ${SUMMARY_MAX_BYTES} bytes`);
  return { partition, k, s };
};

export const samePlace = (a: Place | null, b: Place | null): boolean =>
  a === b || (a !== null && b !== null && a.partition === b.partition && a.k === b.k && JSON.stringify(a.s) === JSON.stringify(b.s));

/**
 * What a removed record's blob holds. Removing writes this over the exact version it read (a
 * conditional write; a delete cannot be), so the remover knows which index entries to take out;
 * and a late `onlyIfNew` write (a migration still running) cannot bring the record back. It says
 * when, so that the repair can delete it once no such write can still arrive.
 */
export const tombstone = (removedAt: string) => ({ _removed: true as const, removedAt });

/** A record's place in one version of an index, as a record blob remembers it (no summary). */
export interface StalePlace {
  /** The index and its version. */
  i: string;
  v: number;
  /** Partition and sort key. */
  p: string;
  k: string;
}

/**
 * Index work a record blob carries until it is done: written with the record in the same
 * conditional write, so no instant between the record's write and its indexes' can lose it. The
 * entries to put follow from the record itself; `stale` lists the places earlier versions had,
 * to take out. Whoever reads the blob for a write (the next change of the record, or the repair)
 * finishes it; the writer clears it once every index holds the version it wrote.
 */
export interface SyncWork {
  stale: StalePlace[];
}

/** The most places a record blob remembers: more only arise when syncs keep failing, and the repair finds any left out. */
export const STALE_PLACES_MAX = 64;

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

export const isTombstone = (value: unknown): boolean => asObject(value)?.['_removed'] === true;

/** When a tombstone was written (ISO), or undefined for a record, or a tombstone written before they said. */
export const removedAtOf = (value: unknown): string | undefined => {
  const removedAt = asObject(value)?.['removedAt'];
  return isTombstone(value) && typeof removedAt === 'string' ? removedAt : undefined;
};

/** The unfinished index work a record blob carries, or undefined when its indexes are done. */
export const syncWorkOf = (value: unknown): SyncWork | undefined => {
  const work = asObject(asObject(value)?.['_sync']);
  if (!work) return undefined;
  const stale = Array.isArray(work['stale']) ? (work['stale'] as StalePlace[]) : [];
  return { stale };
};

/** The blob's value with its index work, for writing back once the work is done. */
export const withSync = (value: unknown, work: SyncWork | undefined): unknown => {
  const { _sync: _done, ...rest } = asObject(value) ?? {};
  return work ? { ...rest, _sync: { stale: work.stale.slice(-STALE_PLACES_MAX) } } : rest;
};

/** A record blob's value as the record, or undefined for a tombstone. */
export const decodeRecord = <T extends Identified>(definition: { schema: z.ZodType<T> }, value: unknown): T | undefined => {
  if (isTombstone(value)) return undefined;
  const object = asObject(value);
  return definition.schema.parse(withoutMark(object && '_sync' in object ? withSync(object, undefined) : value));
};
