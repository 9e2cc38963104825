/**
 * Reading a collection's stored layout as it is, key by key, for the consistency check and the
 * repair: record blobs, and every partition of an index version with its head, its chunks and the
 * chunks its head does not list. Nothing here writes.
 */
import { blobs, inParallel, keys, listKeys, readStrong, segmentValue, type Versioned } from './blobs.ts';
import { chunkKey, readChunk, type ChunkRef, type Entry } from './chunks.ts';
import { headKey, type Head } from './ordered-index.ts';

/** Concurrency of the reads: enough to hide latency, few enough not to be throttled. */
export const READ_PARALLEL = 32;

export interface PartitionState {
  /** The partition's key prefix, and the partition it names. */
  key: string;
  partition: string;
  head: Versioned<Head> | null;
  chunks: { ref: ChunkRef; entries: readonly Entry[] | null }[];
  /** Names of chunks stored under the partition that its head does not list. */
  unreferenced: string[];
}

/** A record blob as stored: undefined when there is no blob under the key. */
export interface StoredRecord {
  id: string;
  key: string;
  blob: Versioned<unknown> | undefined;
}

/** The id a record key names. */
export const idOfRecordKey = (collection: string, key: string): string => segmentValue(key.slice(keys(collection).records.length));

export interface ListedRecord {
  key: string;
  etag: string;
}

/** Every record key of a collection with its ETag as listed, in key order (one request per 1,000). */
export const listRecords = async (collection: string): Promise<ListedRecord[]> => {
  const found: ListedRecord[] = [];
  for await (const page of blobs().list({ prefix: keys(collection).records, paginate: true }))
    found.push(...page.blobs.map((blob) => ({ key: blob.key, etag: blob.etag })));
  return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
};

/** Every record key of a collection, in the store's (key) order. */
export const listRecordKeys = async (collection: string): Promise<string[]> => (await listKeys(keys(collection).records)).sort();

export const readRecords = (collection: string, recordKeys: readonly string[]): Promise<StoredRecord[]> =>
  inParallel(recordKeys, READ_PARALLEL, async (key) => ({
    id: idOfRecordKey(collection, key),
    key,
    blob: (await readStrong(key)) ?? undefined,
  }));

const readChunkFresh = async (partitionKey: string, id: string): Promise<readonly Entry[] | null> =>
  (await blobs().get(chunkKey(partitionKey, id), { type: 'json', consistency: 'strong' })) as Entry[] | null;

/** Every partition of one version of an index, read head first, then the chunks it lists. */
export const readIndexVersion = async (collection: string, index: string, version: number): Promise<PartitionState[]> => {
  const prefix = keys(collection).index(index, version);
  const found = new Map<string, { heads: boolean; chunks: string[] }>();
  for (const key of await listKeys(prefix)) {
    const [segment, kind, chunk] = key.slice(prefix.length).split('/');
    if (segment === undefined) continue;
    const partition = found.get(segment) ?? { heads: false, chunks: [] };
    if (kind === 'head') partition.heads = true;
    else if (kind === 'c' && chunk !== undefined) partition.chunks.push(chunk);
    found.set(segment, partition);
  }
  return inParallel([...found], 4, async ([segment, listed]) => {
    const key = `${prefix}${segment}`;
    const head = listed.heads ? await readStrong<Head>(headKey(key)) : null;
    const refs = head?.value.chunks ?? [];
    const stored = new Set(listed.chunks);
    // A chunk the listing had is read through this instance's cache (a chunk never changes); one it
    // had not is newer than the listing, or gone, and only the store can say which.
    const chunks = await inParallel(refs, 8, async (ref) => ({
      ref,
      entries: stored.has(ref.id) ? await readChunk(key, ref.id) : await readChunkFresh(key, ref.id),
    }));
    const listedByHead = new Set(refs.map((ref) => ref.id));
    return {
      key,
      partition: segmentValue(segment),
      head,
      chunks,
      unreferenced: listed.chunks.filter((id) => !listedByHead.has(id)),
    };
  });
};

/** The index versions stored for a collection: index name, version, and their keys. */
export const listIndexVersions = async (collection: string): Promise<{ index: string; version: number; keys: string[] }[]> => {
  const prefix = keys(collection).indexes;
  const versions = new Map<string, { index: string; version: number; keys: string[] }>();
  for (const key of await listKeys(prefix)) {
    const folder = key.slice(prefix.length).split('/')[0] ?? '';
    const dot = folder.lastIndexOf('.');
    const version = Number(folder.slice(dot + 1));
    if (dot === -1 || !Number.isInteger(version)) continue;
    const entry = versions.get(folder) ?? { index: segmentValue(folder.slice(0, dot)), version, keys: [] };
    entry.keys.push(key);
    versions.set(folder, entry);
  }
  return [...versions.values()];
};
