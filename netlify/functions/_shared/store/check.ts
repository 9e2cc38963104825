/**
 * The consistency check of a collection, against its record blobs (the truth): every live record
 * is in exactly the right partition of every index exactly once, with its current key and
 * summary; nothing else is there; no record blob carries unfinished index work; each head's
 * counts and ranges describe its chunks, which keep their size bounds; and no garbage is left
 * (chunks no head lists, keys of replaced index versions, tombstones past their age).
 *
 * The repair runs the same comparison on one slice of ids at a time; `checkCollection` runs it on
 * the whole collection at once (the tests, and anyone who wants a full answer).
 */
import { CHUNK_MAX, CHUNK_MIN, positionOf, type Entry } from './chunks.ts';
import {
  decodeRecord,
  isTombstone,
  placeOf,
  removedAtOf,
  syncWorkOf,
  versionOf,
  type CollectionDefinition,
  type Identified,
  type Indexes,
  type StalePlace,
} from './definition.ts';
import { listIndexVersions, listRecordKeys, readIndexVersion, readRecords, type PartitionState, type StoredRecord } from './inspect.ts';

/** What lists get wrong: each of these shows a record that does not exist, or hides or misplaces one that does. */
export const DRIFT_KINDS = [
  'missing-entry',
  'wrong-entry',
  'ghost-entry',
  'duplicate-entry',
  'pending-work',
  'unreadable-record',
  'missing-chunk',
  'head-mismatch',
] as const;
/** What only costs space. */
export const GARBAGE_KINDS = ['orphan-chunk', 'old-index', 'old-tombstone'] as const;
/** Allowed, and reported: a chunk outside its size bounds still lists correctly. */
export const NOTE_KINDS = ['chunk-size'] as const;

export type FindingKind = (typeof DRIFT_KINDS)[number] | (typeof GARBAGE_KINDS)[number] | (typeof NOTE_KINDS)[number];

/** One problem: never a record's values, only where it is. */
export interface Finding {
  kind: FindingKind;
  index?: string;
  partition?: string;
  id?: string;
  key?: string;
}

/** How long a removed record's tombstone is kept: far longer than any function (a late migration write) runs. */
export const TOMBSTONE_MAX_AGE_MS = 30 * 86_400_000;

/** An index entry as found in a partition. */
export interface FoundEntry {
  index: string;
  version: number;
  partition: string;
  entry: Entry;
}

export interface SliceComparison {
  findings: Finding[];
  /** Ids whose entries or blob need work, with the places their entries were found at. */
  drift: Map<string, StalePlace[]>;
}

const sameSummary = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Compares record blobs with the index entries found for the same ids. Ids of entries whose
 * record is not among `records` are taken as having no blob, so `entries` must be limited to the
 * ids `records` covers.
 */
export const compareSlice = <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
  records: readonly StoredRecord[],
  entries: readonly FoundEntry[],
): SliceComparison => {
  const findings: Finding[] = [];
  const drift = new Map<string, StalePlace[]>();
  const byId = new Map<string, { blob: unknown; found: FoundEntry[] }>();
  for (const record of records) byId.set(record.id, { blob: record.blob?.value ?? null, found: [] });
  for (const found of entries) {
    const at = byId.get(found.entry.id) ?? { blob: null, found: [] };
    at.found.push(found);
    byId.set(found.entry.id, at);
  }
  for (const [id, { blob, found }] of byId) {
    const before = findings.length;
    let record: T | undefined;
    try {
      record = blob === null || isTombstone(blob) ? undefined : decodeRecord(definition, blob);
    } catch {
      findings.push({ kind: 'unreadable-record', id });
      continue;
    }
    if (blob !== null && syncWorkOf(blob)) findings.push({ kind: 'pending-work', id });
    for (const [name, index] of Object.entries(definition.indexes)) {
      const mine = found.filter((entry) => entry.index === name);
      const desired = record ? placeOf(index, record) : null;
      if (!record) {
        for (const entry of mine) findings.push({ kind: 'ghost-entry', index: name, partition: entry.partition, id });
        continue;
      }
      const right = mine.filter(
        (entry) => desired && entry.partition === desired.partition && entry.entry.k === desired.k && sameSummary(entry.entry.s, desired.s),
      );
      if (desired && right.length === 0) findings.push({ kind: 'missing-entry', index: name, partition: desired.partition, id });
      if (right.length > 1) findings.push({ kind: 'duplicate-entry', index: name, partition: desired?.partition ?? '', id });
      for (const entry of mine) {
        if (!right.includes(entry)) findings.push({ kind: 'wrong-entry', index: name, partition: entry.partition, id });
      }
    }
    if (findings.length > before) {
      drift.set(
        id,
        found.map((entry) => ({ i: entry.index, v: entry.version, p: entry.partition, k: entry.entry.k })),
      );
    }
  }
  return { findings, drift };
};

/** Whether a head describes its chunks: counts, first and last positions, order, and size bounds. */
export const checkPartition = (index: string, state: PartitionState): Finding[] => {
  const findings: Finding[] = [];
  let previous: string | undefined;
  for (const { ref, entries } of state.chunks) {
    if (!entries) {
      findings.push({ kind: 'missing-chunk', index, partition: state.partition, key: ref.id });
      continue;
    }
    const first = entries[0];
    const last = entries.at(-1);
    const ordered = entries.every((entry, at) => at === 0 || positionOf(entries[at - 1] as Entry) < positionOf(entry));
    if (
      !first ||
      !last ||
      !ordered ||
      entries.length !== ref.count ||
      positionOf(first) !== ref.first ||
      positionOf(last) !== ref.last ||
      (previous !== undefined && previous >= ref.first)
    ) {
      findings.push({ kind: 'head-mismatch', index, partition: state.partition, key: ref.id });
    }
    if (entries.length > CHUNK_MAX || (state.chunks.length > 1 && entries.length < CHUNK_MIN)) {
      findings.push({ kind: 'chunk-size', index, partition: state.partition, key: ref.id });
    }
    previous = ref.last;
  }
  return findings;
};

/** The entries of a partition's chunks, as found entries of one index version. */
export const entriesOf = (index: string, version: number, state: PartitionState): FoundEntry[] =>
  state.chunks.flatMap(({ entries }) => (entries ?? []).map((entry) => ({ index, version, partition: state.partition, entry })));

export interface CollectionCheck<T> {
  /** The live records. */
  records: T[];
  findings: Finding[];
}

/** Checks a whole collection at once (see the top of this file). */
export const checkCollection = async <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
  { now = Date.now() }: { now?: number } = {},
): Promise<CollectionCheck<T>> => {
  const records = await readRecords(definition.name, await listRecordKeys(definition.name));
  const findings: Finding[] = [];
  const entries: FoundEntry[] = [];
  for (const [name, index] of Object.entries(definition.indexes)) {
    for (const state of await readIndexVersion(definition.name, name, versionOf(index))) {
      findings.push(...checkPartition(name, state));
      for (const id of state.unreferenced) findings.push({ kind: 'orphan-chunk', index: name, partition: state.partition, key: id });
      entries.push(...entriesOf(name, versionOf(index), state));
    }
  }
  findings.push(...compareSlice(definition, records, entries).findings);
  for (const stored of await listIndexVersions(definition.name)) {
    const index = definition.indexes[stored.index];
    if (index && stored.version < versionOf(index)) findings.push({ kind: 'old-index', index: stored.index, key: String(stored.version) });
  }
  for (const record of records) {
    const removedAt = removedAtOf(record.blob?.value);
    if (removedAt !== undefined && now - Date.parse(removedAt) > TOMBSTONE_MAX_AGE_MS && !syncWorkOf(record.blob?.value)) {
      findings.push({ kind: 'old-tombstone', id: record.id });
    }
  }
  const live = records.flatMap((record) => {
    try {
      const decoded = record.blob ? decodeRecord(definition, record.blob.value) : undefined;
      return decoded ? [decoded] : [];
    } catch {
      return [];
    }
  });
  return { records: live, findings };
};
