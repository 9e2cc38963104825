/**
 * A collection: one blob per record, and ordered indexes kept in line with the records.
 *
 * The record blob is the truth. Every change to it is a conditional write over the version just
 * read (an insert is `onlyIfNew`, a removal writes a tombstone), retried when another writer came
 * first, so simultaneous writers never lose each other's changes. Then each index is synced: the
 * record's entry is put where the record now belongs and taken out of where the previous version
 * (and any earlier attempt of this sync) put it, added before it is removed elsewhere, so a record
 * moving between partitions may show in both for a moment but never in neither.
 *
 * A sync can lose a race: it reads version 2, a writer saves version 3 and syncs, and only then
 * does our entry for version 2 reach its head. So after its commits a sync reads the record again
 * (a "not modified" round-trip when nothing changed) and starts over from the newer version when
 * there is one. When the record was unchanged over the commits, the entries we wrote were true at
 * the time, and the writer of the next version knows exactly which ones they are: it replaced this
 * version. Syncs therefore converge however they interleave, with no scan of the index.
 *
 * A function can also be stopped between any two of those writes (its time limit, a deploy, a
 * crash). So the record's blob carries its index work (`_sync`, definition.ts) in the very write
 * that changes it: the places the replaced versions had, to take out (the places it needs follow
 * from the record). The writer clears it, with one more conditional write, once the indexes hold
 * the version it wrote. Whoever reads the blob for a write finds work left unfinished there, and
 * takes it on: the next change of the record carries the old places forward and puts every entry
 * (it cannot trust that the replaced version's entries were ever put); a removal or change of a
 * removed record finishes the removal's work; and the scheduled repair (repair.ts) finishes what
 * nobody touches again. A write that moves no entry (its replaced version clean) carries nothing.
 */
import { inTurn, keys, readStrong, retrying, RETRY, storeScope, writeIf, type Versioned } from './blobs.ts';
import { changePartition, countPartition, rankOf, readPage, scanPartition } from './ordered-index.ts';
import {
  claimHash,
  claimHolder,
  dropClaim,
  claimState,
  nextInSequence,
  raiseSequence,
  sequenceValue,
  takeClaim,
  type ClaimOptions,
  type ClaimState,
} from './atomic.ts';
import { ensureLayout } from './migrate.ts';
import { checkExpected, editMarkOf, expectationMet, nextMark, withMark, type EditMark } from './versions.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '#config/paging.ts';
import {
  decodeRecord,
  placeOf,
  samePlace,
  syncWorkOf,
  tombstone,
  versionOf,
  withSync,
  type CollectionDefinition,
  type Identified,
  type IndexDefinition,
  type Indexes,
  type Place,
  type StalePlace,
  type SummaryOf,
} from './definition.ts';

export interface PageOptions {
  /** Required for an index with partitions, absent otherwise. */
  partition?: string;
  offset?: number;
  limit?: number;
  /** From the end of the index (newest first for an index by date). */
  reverse?: boolean;
}

export interface Page<S> {
  items: S[];
  total: number;
}

export interface Collection<T extends Identified, I extends Indexes<T>> {
  /** The collection's name (its definition's). */
  readonly name: string;
  get(id: string): Promise<T | undefined>;
  /** The record with its version (versions.ts): what an admin's edit is checked against. */
  getVersioned(id: string): Promise<{ record: T; mark: EditMark } | undefined>;
  insert(record: T): Promise<T>;
  /** Applies `change` to the current record; undefined when there is no such record. */
  update(id: string, change: (current: T) => T): Promise<T | undefined>;
  remove(id: string): Promise<T | undefined>;
  /**
   * Puts the record's entries in every index again as they are computed now, for summaries that
   * depend on the date (an age category); answers false when there is no such record.
   */
  refresh(id: string): Promise<boolean>;
  page<N extends keyof I & string>(index: N, options?: PageOptions): Promise<Page<SummaryOf<I[N]>>>;
  /** Every summary of an index (partition) in order, a chunk at a time: for search, filters and exports. */
  scan<N extends keyof I & string>(index: N, options?: { partition?: string; reverse?: boolean }): AsyncGenerator<SummaryOf<I[N]>[]>;
  count<N extends keyof I & string>(index: N, partition?: string): Promise<number>;
  /** How many entries of an index (partition) have a sort key below `key`: an offset for `page`. */
  rank<N extends keyof I & string>(index: N, key: string, partition?: string): Promise<number>;
  /** The next number of a counter of this collection: 1, 2, 3 … never twice. */
  next(sequence: string): Promise<number>;
  /** A counter's value now, 0 before its first number. */
  sequenceValue(sequence: string): Promise<number>;
  /** Moves a counter up to `value` (never down). */
  raiseSequence(sequence: string, value: number): Promise<void>;
  /**
   * True when `owner` holds `key` afterwards: one claim per key across the collection. With
   * `options`, a claim older than `takeOverAfterMs` whose owner does not exist is taken over.
   * A `note` is stored with the claim, in the same write (read it back with `claimed`).
   */
  claim(key: string, owner: string, options?: ClaimOptions, note?: unknown): Promise<boolean>;
  /** The claim on `key` as stored (held or released, with its date and note); undefined when never taken. */
  claimed(key: string): Promise<ClaimState | undefined>;
  /** Frees `key` (only if `owner` holds it, when given). */
  release(key: string, owner?: string): Promise<void>;
  /** Who holds `key`, or undefined: finds a record by a unique key in one read. */
  holder(key: string): Promise<string | undefined>;
  /**
   * For the repair: brings every index in line with the record `id` as it is now (or with its
   * absence), taking out the entries found at `found`, and finishes the work its blob carries.
   */
  repair(id: string, found: readonly StalePlace[]): Promise<void>;
}

/** Where a run of syncs of one record stands: the record as last read, and where the run has put it. */
interface SyncState<T> {
  truth: Versioned<unknown> | null;
  record: T | undefined;
  placed: Map<string, Place[]>;
  /** Places that earlier versions may still hold (carried by the blob, or found by the repair): to take out. */
  stale: StalePlace[];
  /** Put every entry: the replaced version's sync may never have finished, so "nothing moved" proves nothing. */
  force: boolean;
}

/** A write waiting for its sync: the version it replaced, what it wrote, and the work it took over. */
interface SyncRequest {
  before: unknown;
  written: Versioned<unknown> | null;
  stale: readonly StalePlace[];
  force: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** What a sync is asked to do beyond the version replaced. */
interface TakenOver {
  stale: readonly StalePlace[];
  force: boolean;
}

/**
 * Syncs of one record running in this instance. A write made while its record is being synced
 * joins that run rather than starting its own: one sync settles them all, instead of each
 * chasing the others' versions.
 */
const runs = new Map<string, SyncRequest[]>();

/** What a rewrite did: wrote a new version over `before`, or found a removed record with work left (`pending`). */
type Rewritten<T> =
  { before: T; written: Versioned<unknown>; taken: TakenOver } | { pending: Versioned<unknown>; stale: readonly StalePlace[] };

/** A version read during a sync may carry work of its own (its writer stopped, or is still going): the sync takes it on. */
const takeOver = <T>(state: SyncState<T>, truth: Versioned<unknown> | null) => {
  const work = truth ? syncWorkOf(truth.value) : undefined;
  if (!work) return;
  state.stale.push(...work.stale);
  state.force = true;
};

export const collection = <T extends Identified, I extends Indexes<T>>(definition: CollectionDefinition<T, I>): Collection<T, I> => {
  const at = keys(definition.name);
  const indexNamed = (name: string): IndexDefinition<T, unknown> => {
    const index = definition.indexes[name];
    if (!index) throw new Error(`${definition.name} has no index ${name}`);
    return index;
  };
  const partitionKey = (name: string, partition: string | undefined) => {
    const index = indexNamed(name);
    if ((partition === undefined) !== (index.partition === undefined)) {
      throw new Error(`Index ${name} of ${definition.name} ${index.partition ? 'needs' : 'has no'} partitions`);
    }
    return at.partition(name, versionOf(index), partition ?? '');
  };

  /** Computes the record's place in every index, so that one that cannot be made fails before anything is written. */
  const checkPlaces = (record: T) => {
    for (const index of Object.values(definition.indexes)) placeOf(index, record);
    return record;
  };

  const readRecord = async (id: string) => {
    const read = await readStrong(at.record(id));
    return read ? { etag: read.etag, record: decodeRecord(definition, read.value) } : undefined;
  };

  const syncIndex = async (
    name: string,
    index: IndexDefinition<T, unknown>,
    id: string,
    befores: readonly (T | undefined)[],
    state: SyncState<T>,
  ) => {
    const version = versionOf(index);
    const desired = state.record ? placeOf(index, state.record) : null;
    const previous = befores.map((before) => (before ? placeOf(index, before) : null));
    const placed = state.placed.get(name) ?? [];
    const carried: Place[] = state.stale
      .filter((place) => place.i === name && place.v === version)
      .map((place) => ({ partition: place.p, k: place.k, s: null }));
    // Nothing moved, and the previous version's (finished) sync keeps its entry true.
    if (!state.force && carried.length === 0 && placed.length === 0 && previous.every((place) => samePlace(place, desired))) return;
    const stale = [...previous, ...placed, ...carried].filter(
      (place): place is Place => place !== null && !(desired && place.partition === desired.partition && place.k === desired.k),
    );
    const remove = (partition: string) => stale.filter((place) => place.partition === partition).map((place) => ({ k: place.k, id }));
    if (desired) {
      await changePartition(at.partition(name, versionOf(index), desired.partition), {
        remove: remove(desired.partition),
        put: { k: desired.k, id, s: desired.s },
      });
      state.placed.set(name, [...placed, desired]);
    }
    const elsewhere = new Set(stale.map((place) => place.partition).filter((partition) => partition !== desired?.partition));
    await Promise.all(
      [...elsewhere].map((partition) => changePartition(at.partition(name, versionOf(index), partition), { remove: remove(partition) })),
    );
  };

  /** Brings every index in line with the record as it is now (see the top of this file), until it holds still. */
  const settle = (id: string, befores: readonly (T | undefined)[], state: SyncState<T>) =>
    retrying(async () => {
      await Promise.all(Object.entries(definition.indexes).map(([name, index]) => syncIndex(name, index, id, befores, state)));
      const now = await readStrong(at.record(id), state.truth ?? undefined);
      if (now === state.truth) return;
      state.truth = now;
      state.record = now ? decodeRecord(definition, now.value) : undefined;
      takeOver(state, now);
      return RETRY;
    });

  /** Once the indexes hold the version settled on, its blob's work is done: cleared over that exact version. */
  const clear = async (id: string, truth: Versioned<unknown> | null) => {
    if (!truth || !syncWorkOf(truth.value)) return;
    // Someone wrote meanwhile: their version carries the work on. A failure leaves it for the next one.
    await writeIf(at.record(id), withSync(truth.value, undefined), truth.etag).catch(() => undefined);
  };

  const sync = (id: string, before: T | undefined, written: Versioned<unknown> | null, taken: TakenOver): Promise<void> =>
    new Promise((resolve, reject) => {
      const key = `${storeScope()}\u0000${definition.name}\u0000${id}`;
      const request: SyncRequest = { before, written, ...taken, resolve, reject };
      const running = runs.get(key);
      if (running) {
        running.push(request);
        return;
      }
      const queue: SyncRequest[] = [request];
      runs.set(key, queue);
      void (async () => {
        const state: SyncState<T> = { truth: null, record: undefined, placed: new Map(), stale: [], force: false };
        for (let first = true; queue.length > 0; first = false) {
          const batch = queue.splice(0);
          try {
            for (const joined of batch) {
              state.stale.push(...joined.stale);
              state.force ||= joined.force;
            }
            // Alone, a write starts from what it wrote (whose work it knows); joined by others, from
            // what is there after them all, taking on whatever work that version carries.
            const alone = first && batch.length === 1;
            state.truth = alone ? (batch[0] as SyncRequest).written : await readStrong(at.record(id));
            state.record = state.truth ? decodeRecord(definition, state.truth.value) : undefined;
            if (!alone) takeOver(state, state.truth);
            await settle(
              id,
              batch.map((joined) => joined.before as T | undefined),
              state,
            );
            await clear(id, state.truth);
            for (const joined of batch) joined.resolve();
          } catch (error) {
            for (const joined of batch) joined.reject(error);
          }
        }
        runs.delete(key);
      })();
    });

  /** Where the record sits in each index, as its blob remembers it. */
  const placesOf = (record: T): StalePlace[] =>
    Object.entries(definition.indexes).flatMap(([name, index]) => {
      const place = placeOf(index, record);
      return place ? [{ i: name, v: versionOf(index), p: place.partition, k: place.k }] : [];
    });

  /**
   * A compare-and-set on the record blob: `change` sees the current record and answers the value
   * to write (a record, or a tombstone). The value is written with the index work it needs: the
   * places of the version it replaces, and any work that version still carried. A removed record
   * is not changed, but work its tombstone carries is taken on (`pending`).
   */
  const rewrite = (id: string, change: (current: T) => unknown, { forceAll = false } = {}) =>
    inTurn(at.record(id), () =>
      retrying<Rewritten<T> | undefined>(async () => {
        const current = await readStrong(at.record(id));
        if (!current) return undefined;
        const work = syncWorkOf(current.value);
        const record = decodeRecord(definition, current.value);
        if (!record) return work ? { pending: current, stale: work.stale } : undefined;
        // The stale check of an admin's edit happens here, against the very version the write replaces.
        const mark = editMarkOf(current.value);
        checkExpected(definition.name, id, mark);
        // A refresh changes nothing anyone edited: it keeps the version.
        const written = forceAll ? mark : nextMark(mark);
        const value = withMark(change(record), written);
        const next = decodeRecord(definition, value);
        const moved = Object.values(definition.indexes).some(
          (index) => !samePlace(placeOf(index, record), next ? placeOf(index, next) : null),
        );
        const stale = [...(work?.stale ?? []), ...placesOf(record)];
        const stored = withSync(value, work || moved || forceAll ? { stale } : undefined);
        const etag = await writeIf(at.record(id), stored, current.etag);
        if (etag === undefined) return RETRY;
        expectationMet(definition.name, id, written);
        return {
          before: record,
          written: { value: stored, etag },
          taken: { stale: work?.stale ?? [], force: work !== undefined || forceAll },
        };
      }),
    );

  /** Finishes the work a removed record's tombstone still carries. */
  const finish = (id: string, pending: Versioned<unknown>, stale: readonly StalePlace[]) =>
    sync(id, undefined, pending, { stale, force: true });

  const remove = async (id: string) => {
    await ensureLayout(definition);
    const outcome = await rewrite(id, () => tombstone(new Date().toISOString()));
    if (!outcome) return undefined;
    if ('pending' in outcome) {
      await finish(id, outcome.pending, outcome.stale);
      return undefined;
    }
    await sync(id, outcome.before, outcome.written, outcome.taken);
    return outcome.before;
  };

  return {
    name: definition.name,
    get: async (id) => {
      await ensureLayout(definition);
      return (await readRecord(id))?.record;
    },
    getVersioned: async (id) => {
      await ensureLayout(definition);
      const read = await readStrong(at.record(id));
      const record = read ? decodeRecord(definition, read.value) : undefined;
      return record && read ? { record, mark: editMarkOf(read.value) } : undefined;
    },
    insert: async (input) => {
      await ensureLayout(definition);
      const record = checkPlaces(definition.schema.parse(input));
      // Every entry is still to be put: the blob says so until they are.
      const stored = withSync(withMark(record, nextMark({ rev: 0 })), { stale: [] });
      const etag = await writeIf(at.record(record._id), stored, undefined);
      if (etag === undefined) throw new Error(`${definition.name} already has a record with this id`);
      try {
        await sync(record._id, undefined, { value: stored, etag }, { stale: [], force: false });
      } catch (error) {
        // A record no list shows would be a record lost: take it back out.
        await remove(record._id).catch(() => undefined);
        throw error;
      }
      return record;
    },
    update: async (id, change) => {
      await ensureLayout(definition);
      const outcome = await rewrite(id, (current) => {
        const next = definition.schema.parse(change(current));
        if (next._id !== id) throw new Error('A change may not alter a record id');
        return checkPlaces(next);
      });
      if (!outcome) return undefined;
      if ('pending' in outcome) {
        await finish(id, outcome.pending, outcome.stale);
        return undefined;
      }
      await sync(id, outcome.before, outcome.written, outcome.taken);
      return decodeRecord(definition, outcome.written.value) as T;
    },
    remove,
    refresh: async (id) => {
      await ensureLayout(definition);
      // The record is written again unchanged (a new version), then synced as if new: each entry is
      // put where the record belongs, replacing one with the same key whose summary is out of date.
      const outcome = await rewrite(id, (current) => current, { forceAll: true });
      if (!outcome) return false;
      if ('pending' in outcome) {
        await finish(id, outcome.pending, outcome.stale);
        return false;
      }
      await sync(id, undefined, outcome.written, outcome.taken);
      return true;
    },
    page: async (name, { partition, offset = 0, limit = PAGE_SIZE_DEFAULT, reverse = false } = {}) => {
      await ensureLayout(definition);
      const key = partitionKey(name, partition);
      const clamped = {
        offset: Math.max(0, Math.floor(offset) || 0),
        limit: Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(limit) || 1)),
        reverse,
      };
      return readPage(key, clamped);
    },
    scan: async function* (name, { partition, reverse = false } = {}) {
      await ensureLayout(definition);
      yield* scanPartition(partitionKey(name, partition), reverse);
    },
    count: async (name, partition) => {
      await ensureLayout(definition);
      return countPartition(partitionKey(name, partition));
    },
    rank: async (name, key, partition) => {
      await ensureLayout(definition);
      return rankOf(partitionKey(name, partition), key);
    },
    next: (sequence) => nextInSequence(at.sequence(sequence)),
    sequenceValue: (sequence) => sequenceValue(at.sequence(sequence)),
    raiseSequence: (sequence, value) => raiseSequence(at.sequence(sequence), value),
    claim: (key, owner, options, note) => takeClaim(at.claim(claimHash(key)), owner, options, note),
    claimed: (key) => claimState(at.claim(claimHash(key))),
    release: (key, owner) => dropClaim(at.claim(claimHash(key)), owner),
    holder: (key) => claimHolder(at.claim(claimHash(key))),
    repair: async (id, found) => {
      await ensureLayout(definition);
      await inTurn(at.record(id), async () => {
        const current = await readStrong(at.record(id));
        await sync(id, undefined, current, { stale: [...found, ...(syncWorkOf(current?.value)?.stale ?? [])], force: true });
      });
    },
  };
};
