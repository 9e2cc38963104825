/**
 * An ordered index partition: a small head listing its chunks in order, and the chunks.
 *
 *   head  { chunks: [{ id, first, last, count }] }   read strongly on every list: the commit point
 *   chunk [{ k, id, s }, …]                          immutable, cached by every instance (chunks.ts)
 *
 * A page reads the head (a "not modified" round-trip when this instance has it already), adds up
 * the counts to find the chunks that hold positions offset…offset+limit, and reads those 1 to 3
 * chunks at once, usually from memory: its cost does not depend on the partition's size, and
 * `total` is free. A change writes the affected chunks anew, then swaps them into the head with
 * one conditional write; a writer who lost that race deletes what it wrote and starts again from
 * the new head. A reader holding an older head may find a chunk already deleted: it reads the head
 * again. Changes that arrive together in one instance go into one head write (group commit), so a
 * burst of writes does not fight itself over the head's ETag.
 */
import { deleteQuietly, readStrong, retrying, RETRY, storeScope, writeIf, type Versioned } from './blobs.ts';
import { CHUNK_MAX, CHUNK_MIN, chunkKey, positionOf, readChunk, rechunk, writeChunk, type ChunkRef, type Entry } from './chunks.ts';

export interface Head {
  chunks: ChunkRef[];
}

/** What one sync asks of a partition: entries to take out (by key and id) and one to put in or refresh. */
export interface Change<S = unknown> {
  remove: readonly { k: string; id: string }[];
  put?: Entry<S>;
}

export const headKey = (partitionKey: string) => `${partitionKey}/head`;

/** The last head this instance has read of each partition, so a repeated read transfers nothing. */
const heads = new Map<string, Versioned<Head>>();

const readHead = async (partitionKey: string): Promise<{ head: Head; etag: string | undefined }> => {
  const key = `${storeScope()}\u0000${partitionKey}`;
  const read = await readStrong<Head>(headKey(partitionKey), heads.get(key));
  if (!read) {
    heads.delete(key);
    return { head: { chunks: [] }, etag: undefined };
  }
  heads.set(key, read);
  return { head: read.value, etag: read.etag };
};

const remember = (partitionKey: string, head: Head, etag: string) =>
  heads.set(`${storeScope()}\u0000${partitionKey}`, { value: head, etag });

const totalOf = (head: Head) => head.chunks.reduce((sum, ref) => sum + ref.count, 0);

export const countPartition = async (partitionKey: string): Promise<number> => totalOf((await readHead(partitionKey)).head);

/** A chunk being edited during one commit attempt: loaded lazily, marked when it must be rewritten. */
interface Slot {
  ref?: ChunkRef;
  entries?: Entry[];
  dirty: boolean;
}

class ChunkGone extends Error {}

const rangeOf = (slot: Slot): [string, string] | undefined => {
  if (!slot.entries) return slot.ref ? [slot.ref.first, slot.ref.last] : undefined;
  const [first, last] = [slot.entries[0], slot.entries[slot.entries.length - 1]];
  return first && last ? [positionOf(first), positionOf(last)] : undefined;
};

/** Applies changes, in order, to one head version; answers RETRY when another writer got there first. */
const commitOnce = async (partitionKey: string, changes: readonly Change[]): Promise<void | typeof RETRY> => {
  const { head, etag } = await readHead(partitionKey);
  let slots: Slot[] = head.chunks.map((ref) => ({ ref, dirty: false }));
  const load = async (slot: Slot): Promise<Entry[]> => {
    if (!slot.entries) {
      const entries = slot.ref ? await readChunk(partitionKey, slot.ref.id) : [];
      if (!entries) throw new ChunkGone();
      slot.entries = [...entries];
    }
    return slot.entries;
  };
  const holding = (position: string) =>
    slots.find((slot) => {
      const range = rangeOf(slot);
      return range !== undefined && range[0] <= position && position <= range[1];
    });
  /** Where a new entry goes: the first chunk whose last entry is past it, else the last chunk. */
  const destination = (position: string): Slot => {
    const ranged = slots.filter((slot) => rangeOf(slot) !== undefined);
    const slot = ranged.find((candidate) => position <= (rangeOf(candidate) as [string, string])[1]) ?? ranged.at(-1) ?? slots[0];
    if (slot) return slot;
    const created: Slot = { entries: [], dirty: true };
    slots.push(created);
    return created;
  };

  try {
    for (const change of changes) {
      for (const gone of change.remove) {
        const slot = holding(positionOf(gone));
        if (!slot) continue;
        const entries = await load(slot);
        const at = entries.findIndex((entry) => entry.id === gone.id && entry.k === gone.k);
        if (at === -1) continue;
        entries.splice(at, 1);
        slot.dirty = true;
      }
      const put = change.put;
      if (!put) continue;
      const position = positionOf(put);
      const current = holding(position);
      const entries = current ? await load(current) : [];
      const existing = entries.find((entry) => entry.id === put.id && entry.k === put.k);
      if (current && existing) {
        if (JSON.stringify(existing.s) === JSON.stringify(put.s)) continue;
        entries[entries.indexOf(existing)] = put;
        current.dirty = true;
        continue;
      }
      const slot = destination(position);
      const target = await load(slot);
      const at = target.findIndex((entry) => position < positionOf(entry));
      target.splice(at === -1 ? target.length : at, 0, put);
      slot.dirty = true;
    }
    if (!slots.some((slot) => slot.dirty)) return;
    slots = await rebalance(slots, load);
  } catch (error) {
    if (error instanceof ChunkGone) return RETRY;
    throw error;
  }

  const written = await Promise.all(
    slots.map((slot) => (slot.dirty ? writeChunk(partitionKey, slot.entries ?? []) : (slot.ref as ChunkRef))),
  );
  const fresh = written.filter((_ref, index) => slots[index]?.dirty).map((ref) => chunkKey(partitionKey, ref.id));
  const next: Head = { chunks: written };
  const newEtag = await writeIf(headKey(partitionKey), next, etag);
  if (newEtag === undefined) {
    await deleteQuietly(fresh);
    return RETRY;
  }
  remember(partitionKey, next, newEtag);
  const kept = new Set(written.map((ref) => ref.id));
  await deleteQuietly(head.chunks.filter((ref) => !kept.has(ref.id)).map((ref) => chunkKey(partitionKey, ref.id)));
};

/**
 * Keeps every chunk between CHUNK_MIN and CHUNK_MAX entries: an empty chunk disappears, a full one
 * splits, a small one merges with a neighbour (unless it is the only one). Only changed chunks
 * (and a neighbour they merge with) are rewritten.
 */
const rebalance = async (input: Slot[], load: (slot: Slot) => Promise<Entry[]>): Promise<Slot[]> => {
  const slots = [...input];
  const fresh = (pieces: Entry[][]): Slot[] => pieces.map((entries) => ({ entries, dirty: true }));
  let at = 0;
  while (at < slots.length) {
    const slot = slots[at] as Slot;
    const size = slot.entries?.length ?? 0;
    if (!slot.dirty) at += 1;
    else if (size === 0) slots.splice(at, 1);
    else if (size > CHUNK_MAX) {
      const pieces = fresh(rechunk(slot.entries ?? []));
      slots.splice(at, 1, ...pieces);
      at += pieces.length;
    } else if (size < CHUNK_MIN && slots.length > 1) {
      const left = at + 1 < slots.length ? at : at - 1;
      const merged = [...(await load(slots[left] as Slot)), ...(await load(slots[left + 1] as Slot))];
      slots.splice(left, 2, ...fresh(rechunk(merged)));
      at = left;
    } else at += 1;
  }
  return slots;
};

interface Pending {
  change: Change;
  resolve: () => void;
  reject: (error: unknown) => void;
}
const queues = new Map<string, { pending: Pending[] }>();

/**
 * Applies a change to a partition. Changes waiting in this instance while a commit is in flight
 * go out together in the next one, each applied after the ones before it.
 */
export const changePartition = (partitionKey: string, change: Change): Promise<void> =>
  new Promise((resolve, reject) => {
    const key = `${storeScope()}\u0000${partitionKey}`;
    const queue = queues.get(key);
    if (queue) {
      queue.pending.push({ change, resolve, reject });
      return;
    }
    const running = { pending: [{ change, resolve, reject }] };
    queues.set(key, running);
    void (async () => {
      while (running.pending.length > 0) {
        const batch = running.pending.splice(0);
        try {
          await retrying(() =>
            commitOnce(
              partitionKey,
              batch.map((pending) => pending.change),
            ),
          );
          for (const pending of batch) pending.resolve();
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
      queues.delete(key);
    })();
  });

export interface PageRequest {
  offset: number;
  limit: number;
  reverse?: boolean;
}

/** Summaries at positions offset…offset+limit (counted from the end when reversed), and the partition's size. */
export const readPage = <S>(
  partitionKey: string,
  { offset, limit, reverse = false }: PageRequest,
): Promise<{ items: S[]; total: number }> =>
  retrying(async () => {
    const { head } = await readHead(partitionKey);
    const total = totalOf(head);
    const from = reverse ? Math.max(0, total - offset - limit) : offset;
    const to = reverse ? Math.max(0, total - offset) : Math.min(total, offset + limit);
    const wanted: { ref: ChunkRef; start: number }[] = [];
    let start = 0;
    for (const ref of head.chunks) {
      if (start < to && start + ref.count > from) wanted.push({ ref, start });
      start += ref.count;
    }
    const loaded = await Promise.all(wanted.map(({ ref }) => readChunk<S>(partitionKey, ref.id)));
    if (loaded.some((entries) => entries === null)) return RETRY;
    const items = wanted.flatMap(({ start: at }, index) =>
      (loaded[index] ?? []).slice(Math.max(0, from - at), to - at).map((entry) => entry.s),
    );
    return { items: reverse ? items.reverse() : items, total };
  });

/**
 * How many entries of the partition sort before `key` (compared like index keys): where a list
 * ordered by date turns from the past to the future. One head read and at most one chunk.
 */
export const rankOf = (partitionKey: string, key: string): Promise<number> =>
  retrying(async () => {
    const { head } = await readHead(partitionKey);
    let before = 0;
    for (const ref of head.chunks) {
      // Positions are "key U+0000 id", so a position is below `key` exactly when its key is.
      if (ref.last < key) {
        before += ref.count;
        continue;
      }
      if (ref.first >= key) return before;
      const entries = await readChunk(partitionKey, ref.id);
      if (!entries) return RETRY;
      return before + entries.filter((entry) => positionOf(entry) < key).length;
    }
    return before;
  });

const PREFETCH = 4;

/**
 * Every summary of a partition in order, a chunk at a time, reading a few chunks ahead. When the
 * partition changes underneath (a chunk is gone), it reads the head again and carries on after
 * the last entry it gave, so nothing is given twice.
 */
export async function* scanPartition<S>(partitionKey: string, reverse = false): AsyncGenerator<S[]> {
  let boundary: string | undefined;
  const beyond = (position: string) => boundary === undefined || (reverse ? position < boundary : position > boundary);
  for (let restarts = 0; restarts < 40; restarts += 1) {
    const { head } = await readHead(partitionKey);
    const refs = (reverse ? [...head.chunks].reverse() : head.chunks).filter((ref) => beyond(reverse ? ref.first : ref.last));
    const reads: Promise<{ entries: readonly Entry<S>[] | null } | { error: unknown }>[] = [];
    const readAhead = () => {
      while (reads.length < PREFETCH && refs.length > 0) {
        const ref = refs.shift() as ChunkRef;
        reads.push(
          readChunk<S>(partitionKey, ref.id).then(
            (entries) => ({ entries }),
            (error: unknown) => ({ error }),
          ),
        );
      }
    };
    readAhead();
    let complete = true;
    while (reads.length > 0) {
      const read = await (reads.shift() as (typeof reads)[number]);
      readAhead();
      if ('error' in read) throw read.error;
      if (!read.entries) {
        complete = false;
        break;
      }
      const ordered = reverse ? [...read.entries].reverse() : read.entries;
      const fresh = ordered.filter((entry) => beyond(positionOf(entry)));
      const last = fresh.at(-1);
      if (!last) continue;
      boundary = positionOf(last);
      yield fresh.map((entry) => entry.s);
    }
    if (complete) return;
  }
  throw new Error(`scan of ${partitionKey} kept changing underneath`);
}
