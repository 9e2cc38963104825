/**
 * Getting a collection's layout ready before its first use in an instance.
 *
 * The marker `v2/<collection>/layout` says which version of each index is built. When it is
 * missing, the collection is new or still in the old layout (one document `{items: [...]}` under
 * the key `<collection>`): every record of that document is written as its own blob, the document
 * is copied to `v2/<collection>/v1-backup`, every index is built by sorting and chunking (no
 * per-record commits), the marker is written, and only then is the old key removed. When the marker lacks an index (a new one, or
 * one whose version was raised), that index is built from the record blobs the same way.
 *
 * Several instances may do this at once. Every write is `onlyIfNew`, an index version's chunks
 * live under their own keys, and all builders build the same thing from the same data, so the
 * first write of each key wins and the others change nothing. Writes wait for this per instance,
 * and the marker comes last, so no instance writes to the new layout before it is complete; a
 * removed record leaves a tombstone rather than nothing, so a builder that is still running late
 * cannot bring it back.
 */
import { blobs, deleteQuietly, inParallel, keys, listKeys, readStrong, storeScope, writeIf } from './blobs.ts';
import { byPosition, chunkKey, rechunk, writeChunk, type Entry } from './chunks.ts';
import { decodeRecord, placeOf, versionOf, type CollectionDefinition, type Identified, type Indexes } from './definition.ts';
import { headKey } from './ordered-index.ts';

interface Layout {
  version: 2;
  indexes: Record<string, number>;
}

/** Concurrency of bulk writes: enough to hide latency, few enough not to be throttled. */
const PARALLEL = 32;

const prepared = new Map<string, Promise<void>>();

/** Resolves once the collection's layout is complete; run once per collection per instance. */
export const ensureLayout = <T extends Identified, I extends Indexes<T>>(definition: CollectionDefinition<T, I>): Promise<void> => {
  const key = `${storeScope()}\u0000${definition.name}`;
  let ready = prepared.get(key);
  if (!ready) {
    ready = prepare(definition);
    prepared.set(key, ready);
    // A failure is not remembered: the next use tries again.
    ready.catch(() => prepared.delete(key));
  }
  return ready;
};

const prepare = async <T extends Identified, I extends Indexes<T>>(definition: CollectionDefinition<T, I>): Promise<void> => {
  const at = keys(definition.name);
  const wanted = Object.fromEntries(Object.entries(definition.indexes).map(([name, index]) => [name, versionOf(index)]));
  for (let round = 0; round < 5; round += 1) {
    const layout = await readStrong<Layout>(at.layout);
    if (layout) {
      const missing = Object.keys(wanted).filter((name) => layout.value.indexes[name] !== wanted[name]);
      if (missing.length === 0) return;
      await buildIndexes(definition, missing, await readAllRecords(definition));
      const indexes = { ...layout.value.indexes, ...Object.fromEntries(missing.map((name) => [name, wanted[name] as number])) };
      await writeIf(at.layout, { version: 2, indexes } satisfies Layout, layout.etag);
      continue;
    }
    const legacy = await readStrong<{ items?: unknown }>(at.legacy);
    // Without an old document: a new collection (one empty listing), or a lost marker.
    const records = legacy ? recordsOfLegacy(definition, legacy.value) : await readAllRecords(definition);
    if (legacy) {
      // A run cut short (a function's time limit) left some written: the next run skips them.
      const written = new Set(await listKeys(at.records));
      const missing = records.filter((record) => !written.has(at.record(record._id)));
      await inParallel(missing, PARALLEL, (record) => writeIf(at.record(record._id), record, undefined));
      await writeIf(at.backup, legacy.value, undefined);
    }
    await buildIndexes(definition, Object.keys(wanted), records);
    await writeIf(at.layout, { version: 2, indexes: wanted } satisfies Layout, undefined);
    if (legacy) await retireLegacy(at.legacy, legacy);
  }
  throw new Error(`The layout of ${definition.name} keeps changing`);
};

const recordsOfLegacy = <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
  document: { items?: unknown },
): T[] => {
  if (!Array.isArray(document.items)) throw new Error(`The old document of ${definition.name} has no items`);
  const seen = new Set<string>();
  const records: T[] = [];
  document.items.forEach((item: unknown, position) => {
    const parsed = definition.schema.safeParse(definition.upgrade ? definition.upgrade(item) : item);
    // The position only: the record itself may hold personal data, which never goes to a log.
    if (!parsed.success) throw new Error(`Record ${position} of the old document of ${definition.name} does not fit its schema`);
    // The old store's get() found the first of two equal ids; keep that one.
    if (seen.has(parsed.data._id)) return;
    seen.add(parsed.data._id);
    records.push(parsed.data);
  });
  return records;
};

/** Every live record of the collection, from its blobs (for building an index added later). */
const readAllRecords = async <T extends Identified, I extends Indexes<T>>(definition: CollectionDefinition<T, I>): Promise<T[]> => {
  const names = await listKeys(keys(definition.name).records);
  const records = await inParallel(names, PARALLEL, async (name) => {
    const read = await readStrong(name);
    return read ? decodeRecord(definition, read.value) : undefined;
  });
  return records.filter((record): record is T => record !== undefined);
};

/** Builds the named indexes from `records` in one pass: sort each partition, chunk it, write its head. */
const buildIndexes = async <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
  names: readonly string[],
  records: readonly T[],
) => {
  const at = keys(definition.name);
  const partitions: { key: string; entries: Entry[] }[] = [];
  for (const name of names) {
    const index = definition.indexes[name];
    if (!index) continue;
    const grouped = new Map<string, Entry[]>();
    for (const record of records) {
      const place = placeOf(index, record);
      if (!place) continue;
      const entries = grouped.get(place.partition) ?? [];
      entries.push({ k: place.k, id: record._id, s: place.s });
      grouped.set(place.partition, entries);
    }
    for (const [partition, entries] of grouped)
      partitions.push({ key: at.partition(name, versionOf(index), partition), entries: entries.sort(byPosition) });
  }
  await inParallel(partitions, 4, async ({ key, entries }) => {
    const chunks = await inParallel(rechunk(entries), 8, (piece) => writeChunk(key, piece));
    // Another builder was first: its head is as good as ours, and ours would be garbage.
    if ((await writeIf(headKey(key), { chunks }, undefined)) === undefined) await deleteQuietly(chunks.map((ref) => chunkKey(key, ref.id)));
  });
};

/**
 * Removes the old document once its backup copy and the marker are written, so that nothing (a
 * rollback, an old instance still running) takes it for the current data. If it changed since it
 * was migrated, an old instance wrote to it meanwhile: it is left for a person to look at.
 */
const retireLegacy = async (key: string, legacy: { value: unknown; etag: string }) => {
  const now = await readStrong(key, legacy);
  if (now === legacy) await blobs().delete(key);
  else if (now) console.warn(`The old document "${key}" changed while it was migrated; it was kept`);
};
