/**
 * Where everything lives in the "records" Blobs store, and the few primitives every operation is
 * built on: strong reads that reuse what this instance already holds, conditional writes, and
 * retries that spread a crowd of writers out.
 *
 *   v2/<collection>/layout                                which indexes are built (the migration marker)
 *   v2/<collection>/r/<id>                                one record, JSON: the truth (a tombstone once removed)
 *   v2/<collection>/i/<index>.<version>/<partition>/head  the chunks of one index partition, in order
 *   v2/<collection>/i/<index>.<version>/<partition>/c/<chunk>  an immutable sorted run of index entries
 *   v2/<collection>/seq/<name>                            a counter
 *   v2/<collection>/claim/<sha256 of the key>             a uniqueness claim
 *   v2/<collection>/v1-backup                             the old layout's single document, after migration
 *
 * Everything sits under "v2/" rather than "<collection>/" because the old layout's document is the
 * key "<collection>" itself, and the local Blobs server keeps keys as files: "<collection>/…" would
 * need a folder where that file is.
 */
import { randomBytes } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { Unavailable } from '#domain/common/errors.ts';

const RECORDS_STORE = 'records';
const MAX_ATTEMPTS = 40;

/** getStore() inside each call: at module scope it fails in production. */
export const blobs = () => getStore(RECORDS_STORE);

export const newId = (): string => randomBytes(12).toString('hex');

/** Per-instance caches are keyed by the store too, so tests with several stores never mix them. */
export const storeScope = (): string => process.env['NETLIFY_BLOBS_CONTEXT'] ?? '';

/**
 * A value safe as one key segment: letters, digits and '-' stay, every other byte becomes '_' and
 * two hex digits, and the empty string becomes '_'. Nothing else can produce '_' alone, so distinct
 * values never share a key, and '/', '.', '?' or '#' can never reshape the key's path.
 */
const segment = (value: string): string =>
  value === ''
    ? '_'
    : Array.from(Buffer.from(value, 'utf8'), (byte) =>
        isPlain(byte) ? String.fromCharCode(byte) : `_${byte.toString(16).padStart(2, '0')}`,
      ).join('');

/** The value a key segment was made from (the inverse of `segment`). */
export const segmentValue = (encoded: string): string => {
  if (encoded === '_') return '';
  const bytes: number[] = [];
  for (let at = 0; at < encoded.length; at += 1) {
    if (encoded[at] === '_') {
      bytes.push(Number.parseInt(encoded.slice(at + 1, at + 3), 16));
      at += 2;
    } else bytes.push(encoded.charCodeAt(at));
  }
  return Buffer.from(bytes).toString('utf8');
};

const isPlain = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x2d;

export const keys = (collection: string) => {
  const root = `v2/${segment(collection)}`;
  return {
    layout: `${root}/layout`,
    backup: `${root}/v1-backup`,
    /** The old layout's document. */
    legacy: collection,
    records: `${root}/r/`,
    record: (id: string) => `${root}/r/${segment(id)}`,
    /** The prefix of every index key, of every version. */
    indexes: `${root}/i/`,
    /** The prefix of every key of one version of an index. */
    index: (index: string, version: number) => `${root}/i/${segment(index)}.${version}/`,
    partition: (index: string, version: number, partition: string) => `${root}/i/${segment(index)}.${version}/${segment(partition)}`,
    sequence: (name: string) => `${root}/seq/${segment(name)}`,
    claim: (hash: string) => `${root}/claim/${hash}`,
  };
};

export interface Versioned<V> {
  value: V;
  etag: string;
}

/**
 * A strong read. Given the version this instance already holds, the store answers "not modified"
 * when it is still current, with no transfer, and that version comes back. null: no such key.
 */
export const readStrong = async <V>(key: string, held?: Versioned<V>): Promise<Versioned<V> | null> => {
  const entry = await blobs().getWithMetadata(key, { type: 'json', consistency: 'strong', ...(held ? { etag: held.etag } : {}) });
  if (!entry) return null;
  if (held && entry.data === null) return held;
  return { value: entry.data as V, etag: entry.etag ?? '' };
};

/** Writes `value` only over version `etag` (or only where there is nothing yet): its new ETag, or undefined when someone else won. */
export const writeIf = async (key: string, value: unknown, etag: string | undefined): Promise<string | undefined> => {
  const result =
    etag === undefined ? await blobs().setJSON(key, value, { onlyIfNew: true }) : await blobs().setJSON(key, value, { onlyIfMatch: etag });
  if (!result.modified) return undefined;
  // The client reports any answer but 412 to a conditional write as written, a refused one (503)
  // too; only a stored version has an ETag. Taken for written, the indexes and the files that
  // follow a write would move on from a record that never changed.
  if (!result.etag) throw new Error(`The store did not confirm the write of ${key}`);
  return result.etag;
};

/** Every key under `prefix` (one request per 1,000 keys). */
export const listKeys = async (prefix: string): Promise<string[]> => {
  const found: string[] = [];
  for await (const page of blobs().list({ prefix, paginate: true })) found.push(...page.blobs.map((blob) => blob.key));
  return found;
};

/** Deletes that may fail without harm (garbage left behind is never read). */
export const deleteQuietly = async (keysToDelete: readonly string[]): Promise<void> => {
  await Promise.all(
    keysToDelete.map((key) =>
      blobs()
        .delete(key)
        .catch(() => undefined),
    ),
  );
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const RETRY = Symbol('retry');

/**
 * Runs `attempt` until it answers something other than RETRY, with exponential backoff and full
 * jitter between tries so that writers who collided do not collide again in step. When contention
 * never resolves the caller gets Unavailable, which the API answers as its one 503 (platform/errors.ts).
 */
export const retrying = async <R>(attempt: (tries: number) => Promise<R | typeof RETRY>): Promise<R> => {
  for (let tries = 0; tries < MAX_ATTEMPTS; tries += 1) {
    const outcome = await attempt(tries);
    if (outcome !== RETRY) return outcome;
    await sleep(Math.random() * Math.min(250, 5 * 2 ** tries));
  }
  throw new Unavailable('The site is very busy right now. Please try again in a moment.', 2);
};

const turns = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task of this instance on the same key has finished. Writers of
 * one blob in one instance take turns: racing each other's compare-and-set would only waste
 * round-trips. Writers in other instances still race, and retry.
 */
export const inTurn = async <R>(key: string, task: () => Promise<R>): Promise<R> => {
  const scoped = `${storeScope()}\u0000${key}`;
  const previous = turns.get(scoped) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => undefined);
  turns.set(scoped, tail);
  try {
    return await run;
  } finally {
    if (turns.get(scoped) === tail) turns.delete(scoped);
  }
};

/** Runs `task` over `items` with at most `limit` at a time (bulk loads, whole-collection reads). */
export const inParallel = async <I, R>(items: readonly I[], limit: number, task: (item: I) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as I);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
