/**
 * The repair: walks every collection's records in slices of ids, compares each slice with the
 * index entries of the same ids (check.ts), and brings every record that differs in line, through
 * the same sync a write makes (so a repair racing a writer converges like two writers do). On the
 * way it finishes index work a stopped write left in a record blob, fixes heads that no longer
 * describe their chunks, and collects garbage: chunks no head lists (once older than any commit
 * can take), keys of replaced index versions, and tombstones past their age.
 *
 * One run works until its time budget is spent and keeps where it stopped, so the next run goes
 * on from there; a pass over every collection may take several runs on a large store. Each run
 * writes a report of counts only (no record's values, no ids) for the dashboard.
 */
import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { blobs, deleteQuietly, inParallel, keys, readStrong, writeIf } from './blobs.ts';
import { checkPartition, compareSlice, DRIFT_KINDS, entriesOf, TOMBSTONE_MAX_AGE_MS, type FindingKind, type FoundEntry } from './check.ts';
import { byPosition, chunkKey, chunkWrittenAt, rechunk, writeChunk, type Entry } from './chunks.ts';
import { isTombstone, removedAtOf, syncWorkOf, versionOf, type CollectionDefinition, type Identified, type Indexes } from './definition.ts';
import { listIndexVersions, listRecords, readIndexVersion, readRecords, type ListedRecord, type PartitionState } from './inspect.ts';
import { ensureLayout } from './migrate.ts';
import { headKey, type Head } from './ordered-index.ts';
import { collection } from './records.ts';

/** Where the repair keeps its place and its last report: a store of its own, apart from the data. */
const MAINTENANCE_STORE = 'maintenance';
const STATE_KEY = 'repair-state';
const REPORT_KEY = 'repair-report';

/** Records per slice: a slice's reads and fixes take a few seconds at most. */
export const REPAIR_SLICE = 500;
/** Scheduled functions may run 30 s: a run starts no slice after this long. */
export const REPAIR_BUDGET_MS = 20_000;
/** A chunk no head lists is garbage once older than this: any commit that wrote it has ended (a background function runs 15 minutes at most). */
export const ORPHAN_CHUNK_AGE_MS = 60 * 60_000;
/** Deletes of garbage per collection per run, so collecting never eats a run's budget. */
const DELETES_PER_RUN = 2_000;
/** Chunks whose names carry no date, seen unlisted by one pass and collected by the next if still unlisted. */
const SUSPECTS_MAX = 2_000;

export interface RepairCounts {
  /** Records (blobs, tombstones included) compared with their entries. */
  records: number;
  /** Drift found: entries that show a record that does not exist, hide or misplace one that does, and unfinished work. */
  drift: number;
  /** Records brought in line (each through its sync), and partitions whose head was rebuilt. */
  fixedRecords: number;
  fixedPartitions: number;
  collectedChunks: number;
  collectedTombstones: number;
  collectedIndexKeys: number;
  /** Records or partitions the repair could not fix this time (the next run tries again). */
  errors: number;
  /** Findings by kind. */
  found: Partial<Record<FindingKind, number>>;
}

export interface RepairReport {
  /** When the run ended (ISO). */
  at: string;
  ms: number;
  slices: number;
  /** This run's counts. */
  run: RepairCounts;
  /** The current pass's counts so far (this run included). */
  pass: RepairCounts & { startedAt: string; collections: number; collectionsDone: number; complete: boolean };
}

interface RepairState {
  passStartedAt: string;
  /** The collection being walked, and the last record key done (null: its start). */
  collection: string | null;
  cursor: string | null;
  done: number;
  /** Passes completed (every FULL_PASS_EVERY-th reads every record). */
  passes: number;
  counts: RepairCounts;
  /** Undated chunks the previous pass found unlisted (collected by this one if still unlisted), and those this pass finds. */
  suspects: string[];
  seen: string[];
}

const emptyCounts = (): RepairCounts => ({
  records: 0,
  drift: 0,
  fixedRecords: 0,
  fixedPartitions: 0,
  collectedChunks: 0,
  collectedTombstones: 0,
  collectedIndexKeys: 0,
  errors: 0,
  found: {},
});

const add = (into: RepairCounts, from: RepairCounts) => {
  for (const key of Object.keys(from) as (keyof RepairCounts)[]) {
    if (key === 'found') {
      for (const [kind, count] of Object.entries(from.found) as [FindingKind, number][]) into.found[kind] = (into.found[kind] ?? 0) + count;
    } else into[key] += from[key];
  }
};

const count = (counts: RepairCounts, kind: FindingKind, by = 1) => {
  counts.found[kind] = (counts.found[kind] ?? 0) + by;
  if ((DRIFT_KINDS as readonly string[]).includes(kind)) counts.drift += by;
};

const maintenance = () => getStore(MAINTENANCE_STORE);

/** The last run's report, or undefined before the first run. */
export const readRepairReport = async (): Promise<RepairReport | undefined> =>
  ((await maintenance().get(REPORT_KEY, { type: 'json', consistency: 'strong' })) as RepairReport | null) ?? undefined;

/**
 * Rebuilds a partition whose head does not describe its chunks (a chunk gone, a count or range
 * wrong): its entries sorted and chunked anew, swapped in over the head just read. Entries a lost
 * chunk held come back through the slices, as missing entries of their records.
 */
const rebuildPartition = async (state: PartitionState): Promise<boolean> => {
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const { entries: chunk } of state.chunks) {
    for (const entry of chunk ?? []) {
      const position = `${entry.k}\u0000${entry.id}`;
      if (seen.has(position)) continue;
      seen.add(position);
      entries.push(entry);
    }
  }
  entries.sort(byPosition);
  const chunks = entries.length === 0 ? [] : await inParallel(rechunk(entries), 8, (piece) => writeChunk(state.key, piece));
  const etag = await writeIf(headKey(state.key), { chunks } satisfies Head, state.head?.etag);
  if (etag === undefined) {
    // A writer changed the head meanwhile: what it wrote is checked again next pass.
    await deleteQuietly(chunks.map((ref) => chunkKey(state.key, ref.id)));
    return false;
  }
  await deleteQuietly(state.chunks.filter((chunk) => chunk.entries).map((chunk) => chunkKey(state.key, chunk.ref.id)));
  return true;
};

/**
 * What is done once per collection per pass, before its slices: replaced index versions deleted,
 * heads checked against their chunks, chunks no head lists collected.
 */
const collectionStart = async <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
  now: number,
  suspects: Set<string>,
  seen: string[],
): Promise<RepairCounts> => {
  const counts = emptyCounts();
  let deletes = DELETES_PER_RUN;
  for (const stored of await listIndexVersions(definition.name)) {
    const index = definition.indexes[stored.index];
    if (!index || stored.version >= versionOf(index) || deletes <= 0) continue;
    // Heads last: a reader that still finds the head of a replaced version finds its chunks too.
    const doomed = stored.keys.slice(0, deletes).sort((a, b) => Number(a.endsWith('/head')) - Number(b.endsWith('/head')));
    count(counts, 'old-index');
    await deleteQuietly(doomed);
    counts.collectedIndexKeys += doomed.length;
    deletes -= doomed.length;
  }
  for (const [name, index] of Object.entries(definition.indexes)) {
    for (const state of await readIndexVersion(definition.name, name, versionOf(index))) {
      const findings = checkPartition(name, state);
      for (const finding of findings) count(counts, finding.kind);
      if (findings.some((finding) => finding.kind === 'missing-chunk' || finding.kind === 'head-mismatch')) {
        try {
          if (await rebuildPartition(state)) counts.fixedPartitions += 1;
        } catch {
          counts.errors += 1;
        }
      }
      const garbage: string[] = [];
      for (const id of state.unreferenced) {
        const key = chunkKey(state.key, id);
        const written = chunkWrittenAt(id);
        if (written === undefined) {
          if (suspects.has(key)) garbage.push(key);
          else if (seen.length < SUSPECTS_MAX) seen.push(key);
        } else if (now - written > ORPHAN_CHUNK_AGE_MS) garbage.push(key);
      }
      const collected = garbage.slice(0, Math.max(0, deletes));
      count(counts, 'orphan-chunk', collected.length);
      await deleteQuietly(collected);
      counts.collectedChunks += collected.length;
      deletes -= collected.length;
    }
  }
  return counts;
};

/**
 * The index entries of a collection (current versions), by the key of their record, read once per
 * run: a fix reads its record again, so an entry that changed since costs a needless fix at worst.
 */
const readEntries = async <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
): Promise<Map<string, FoundEntry[]>> => {
  const at = keys(definition.name);
  const byRecord = new Map<string, FoundEntry[]>();
  for (const [name, index] of Object.entries(definition.indexes)) {
    for (const state of await readIndexVersion(definition.name, name, versionOf(index))) {
      for (const found of entriesOf(name, versionOf(index), state)) {
        const key = at.record(found.entry.id);
        byRecord.set(key, [...(byRecord.get(key) ?? []), found]);
      }
    }
  }
  return byRecord;
};

/**
 * What the last pass found right, by record key: the record's ETag as listed, a digest of its
 * entries, and for a tombstone when it was written. A record listed with the same ETag whose
 * entries have the same digest has not changed since, and neither have its entries: it is not
 * read again. Any write changes the ETag, so every record written since (a stopped write among
 * them) is read.
 */
type Known = Record<string, [etag: string, digest: string, removedAt?: string]>;

const knownKey = (collectionName: string) => `repair-known/${collectionName}`;

/** Every FULL_PASS_EVERY passes, every record is read whatever the last pass found. */
const FULL_PASS_EVERY = 7;

const digestOf = (entries: readonly FoundEntry[]): string =>
  createHash('sha256')
    .update(JSON.stringify(entries.map((found) => [found.index, found.version, found.partition, found.entry.k, found.entry.s]).sort()))
    .digest('base64url')
    .slice(0, 16);

/** One slice: the records listed in `listed`, and entries whose record key is after `low` and at most `high` (none: the end). */
const repairSlice = async <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
  listed: readonly ListedRecord[],
  entries: ReadonlyMap<string, FoundEntry[]>,
  bounds: { low: string | null; high: string | null },
  known: Known,
  now: number,
): Promise<RepairCounts> => {
  const counts = emptyCounts();
  const inRange = (key: string) => (bounds.low === null || key > bounds.low) && (bounds.high === null || key <= bounds.high);
  const inSlice = new Set(listed.map((record) => record.key));
  // Records gone since the last pass are forgotten.
  for (const key of Object.keys(known)) if (inRange(key) && !inSlice.has(key)) delete known[key];
  const unchanged = (record: ListedRecord) => {
    const [etag, digest, removedAt] = known[record.key] ?? [];
    const aged = removedAt !== undefined && now - Date.parse(removedAt) > TOMBSTONE_MAX_AGE_MS;
    return etag === record.etag && digest === digestOf(entries.get(record.key) ?? []) && !aged;
  };
  const toRead = listed.filter((record) => !unchanged(record));
  const records = await readRecords(
    definition.name,
    toRead.map((record) => record.key),
  );
  counts.records = listed.length;
  const found: FoundEntry[] = [];
  for (const [key, list] of entries)
    if (inRange(key) && (!inSlice.has(key) || toRead.some((record) => record.key === key))) found.push(...list);
  const { findings, drift } = compareSlice(definition, records, found);
  for (const finding of findings) count(counts, finding.kind);
  const store = collection(definition);
  await inParallel([...drift], 8, async ([id, places]) => {
    try {
      await store.repair(id, places);
      counts.fixedRecords += 1;
    } catch {
      counts.errors += 1;
    }
  });
  const etags = new Map(toRead.map((record) => [record.key, record.etag]));
  for (const record of records) {
    const blob = record.blob;
    delete known[record.key];
    if (!blob || syncWorkOf(blob.value) || drift.has(record.id)) continue;
    const removedAt = removedAtOf(blob.value);
    const remember = (stamp?: string) => {
      const etag = etags.get(record.key);
      const digest = digestOf(entries.get(record.key) ?? []);
      if (etag) known[record.key] = stamp === undefined ? [etag, digest] : [etag, digest, stamp];
    };
    if (!isTombstone(blob.value)) remember();
    // A tombstone from before they were dated is dated now, and kept its full age from here (read again next pass).
    else if (removedAt === undefined)
      await writeIf(record.key, { ...(blob.value as object), removedAt: new Date(now).toISOString() }, blob.etag);
    else if (now - Date.parse(removedAt) <= TOMBSTONE_MAX_AGE_MS) remember(removedAt);
    else {
      count(counts, 'old-tombstone');
      // Read once more: only the tombstone as read is deleted.
      const still = await readStrong(record.key, blob);
      if (still === blob) {
        await blobs().delete(record.key);
        counts.collectedTombstones += 1;
      }
    }
  }
  return counts;
};

/** Any collection's definition: the repair handles each through its own types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDefinition = CollectionDefinition<any, any>;

export interface RepairOptions {
  /** The moment the run takes as now (ages of garbage are measured from it). */
  now?: number;
  budgetMs?: number;
  sliceSize?: number;
}

/** Runs the repair over `definitions` until the budget is spent or a pass ends; writes and answers its report. */
export const repairStore = async (
  definitions: readonly AnyDefinition[],
  { now = Date.now(), budgetMs = REPAIR_BUDGET_MS, sliceSize = REPAIR_SLICE }: RepairOptions = {},
): Promise<RepairReport> => {
  const started = performance.now();
  const names = definitions.map((definition) => definition.name);
  const saved = (await maintenance().get(STATE_KEY, { type: 'json', consistency: 'strong' })) as RepairState | null;
  const fresh = (): RepairState => ({
    passStartedAt: new Date(now).toISOString(),
    collection: names[0] ?? null,
    cursor: null,
    done: 0,
    counts: emptyCounts(),
    passes: saved?.passes ?? 0,
    suspects: saved?.suspects ?? [],
    seen: saved?.seen ?? [],
  });
  // A pass over another list of collections (a new release) starts over.
  const state: RepairState = saved && saved.collection !== null && names.includes(saved.collection) ? saved : fresh();
  const run = emptyCounts();
  const suspects = new Set(state.suspects);
  let slices = 0;
  // Every run makes progress: at least one slice, however small the budget.
  for (let first = true; first || performance.now() - started < budgetMs; first = false) {
    const definition = definitions[names.indexOf(state.collection ?? '')] as
      CollectionDefinition<Identified, Indexes<Identified>> | undefined;
    if (!definition) break;
    await ensureLayout(definition);
    if (state.cursor === null) add(run, await collectionStart(definition, now, suspects, state.seen));
    const listed = await listRecords(definition.name);
    const entries = await readEntries(definition);
    const stored = (await maintenance().get(knownKey(definition.name), { type: 'json', consistency: 'strong' })) as Known | null;
    const known: Known = stored && state.passes % FULL_PASS_EVERY !== 0 ? stored : {};
    let cursor = state.cursor;
    let finished = false;
    do {
      const rest = cursor === null ? listed : listed.filter((record) => record.key > (cursor as string));
      const slice = rest.slice(0, sliceSize);
      finished = rest.length <= sliceSize;
      const high = finished ? null : (slice.at(-1) as ListedRecord).key;
      add(run, await repairSlice(definition, slice, entries, { low: cursor, high }, known, now));
      slices += 1;
      cursor = high;
    } while (!finished && performance.now() - started < budgetMs);
    await maintenance().setJSON(knownKey(definition.name), known);
    state.cursor = cursor;
    if (finished) {
      state.done += 1;
      state.collection = names[names.indexOf(definition.name) + 1] ?? null;
      state.cursor = null;
    }
  }
  add(state.counts, run);
  const complete = state.collection === null;
  const report: RepairReport = {
    at: new Date().toISOString(),
    ms: Math.round(performance.now() - started),
    slices,
    run,
    pass: {
      ...state.counts,
      startedAt: state.passStartedAt,
      collections: names.length,
      collectionsDone: Math.min(state.done, names.length),
      complete,
    },
  };
  // What this pass found unlisted is judged by the next one.
  const next: RepairState = complete
    ? { ...fresh(), passStartedAt: report.at, passes: state.passes + 1, suspects: state.seen, seen: [] }
    : state;
  await maintenance().setJSON(STATE_KEY, next);
  await maintenance().setJSON(REPORT_KEY, report);
  return report;
};
