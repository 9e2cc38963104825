/**
 * Support for the store tests: a real local Blobs store on a temporary folder, a meter of the
 * requests (and bytes) that reach it, a second "function instance" of the store library, and a
 * full consistency check of a collection's indexes against its record blobs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { expect, vi } from 'vitest';
import { z } from 'zod';
import { startLocalBlobs, type LocalBlobs } from '../../../scripts/lib/local-blobs.ts';
import { keys } from '#shared/store/blobs.ts';
import { CHUNK_MAX, CHUNK_MIN, positionOf, type ChunkRef, type Entry } from '#shared/store/chunks.ts';
import { decodeRecord, placeOf, versionOf, type CollectionDefinition, type Identified, type Indexes } from '#shared/store/definition.ts';
import type * as Store from '#shared/store/index.ts';

export interface TestBlobs {
  blobs: LocalBlobs;
  /** Requests that reached the store and bytes sent plus received, since the meter started. */
  meter: () => { requests: number; bytes: number };
  /**
   * Holds back the next request that `matches` until released, to stage a race exactly: `reached`
   * resolves when that request has been made.
   */
  hold: (matches: (method: string, url: string) => boolean) => { reached: Promise<void>; release: () => void };
  stop: () => Promise<void>;
}

export const startBlobs = async (): Promise<TestBlobs> => {
  const directory = await mkdtemp(join(tmpdir(), 'store-v2-'));
  const blobs = await startLocalBlobs({ directory });
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;
  // The Blobs client takes globalThis.fetch each time a store handle is made, so this sees every request.
  const original = globalThis.fetch;
  let requests = 0;
  let bytes = 0;
  const holds: { matches: (method: string, url: string) => boolean; reach: () => void; released: Promise<void> }[] = [];
  const size = (body: unknown) =>
    typeof body === 'string' ? Buffer.byteLength(body) : body instanceof Uint8Array || body instanceof ArrayBuffer ? body.byteLength : 0;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(blobs.context.edgeURL)) return original(input, init);
    const held = holds.findIndex((hold) => hold.matches((init?.method ?? 'GET').toUpperCase(), url));
    if (held !== -1) {
      const [hold] = holds.splice(held, 1);
      hold?.reach();
      await hold?.released;
    }
    requests += 1;
    bytes += size(init?.body);
    const response = await original(input, init);
    bytes += (await response.clone().arrayBuffer()).byteLength;
    return response;
  };
  return {
    blobs,
    meter: () => ({ requests, bytes }),
    hold: (matches) => {
      let reach = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => (reach = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ matches, reach, released });
      return { reached, release };
    },
    stop: async () => {
      globalThis.fetch = original;
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
};

/** A fresh copy of every module of the store library: what another function instance would run. */
export const anotherInstance = async (): Promise<typeof Store> => {
  vi.resetModules();
  return (await import('#shared/store/index.ts')) as typeof Store;
};

export const thingSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  count: z.number(),
  createdAt: z.string(),
});
export type Thing = z.infer<typeof thingSchema>;

/**
 * A collection with the three kinds of index the features need: by name (one partition), by date
 * within a status (partitions; rejected things in none), and by count (its key changes with every
 * increment).
 */
export const thingDefinition = (name: string) =>
  ({
    name,
    schema: thingSchema,
    indexes: {
      byName: {
        key: (thing: Thing) => thing.name.toLowerCase(),
        summary: (thing: Thing) => ({ _id: thing._id, name: thing.name, status: thing.status }),
      },
      byStatus: {
        key: (thing: Thing) => thing.createdAt,
        summary: (thing: Thing) => ({ _id: thing._id, name: thing.name }),
        partition: (thing: Thing) => (thing.status === 'rejected' ? null : thing.status),
      },
      byCount: {
        key: (thing: Thing) => String(thing.count).padStart(6, '0'),
        summary: (thing: Thing) => ({ _id: thing._id, count: thing.count }),
      },
    },
  }) satisfies CollectionDefinition<Thing, Indexes<Thing>>;

let clock = Date.UTC(2026, 0, 1);
export const makeThing = (fields: Partial<Thing> = {}): Thing => {
  clock += 1000;
  return {
    _id: Math.random().toString(16).slice(2, 14).padEnd(12, '0'),
    name: `Thing ${Math.random().toString(36).slice(2, 8)}`,
    status: 'approved',
    count: 0,
    createdAt: new Date(clock).toISOString(),
    ...fields,
  };
};

const listKeys = async (prefix: string): Promise<string[]> => {
  const found: string[] = [];
  for await (const page of getStore('records').list({ prefix, paginate: true })) found.push(...page.blobs.map((blob) => blob.key));
  return found;
};

/**
 * A collection as the first release's store left it: one document `{items: [...]}` under the
 * collection's name, written in one go (what the migration starts from).
 */
export const writeOldDocument = async (name: string, items: readonly unknown[]): Promise<void> => {
  await getStore('records').setJSON(name, { items });
};

const readJson = async <V>(key: string): Promise<V | null> =>
  (await getStore('records').get(key, { type: 'json', consistency: 'strong' })) as V | null;

/**
 * Reads everything of a collection straight from the store and checks that every live record is in
 * exactly the right partition of every index exactly once, with its current key and summary; that
 * nothing else is there; that each head's counts and ranges describe its chunks; that chunks keep
 * their size bounds; and that no chunk is left unreferenced. Answers the live records.
 */
export const expectConsistent = async <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
): Promise<T[]> => {
  const at = keys(definition.name);
  const records: T[] = [];
  for (const key of await listKeys(at.records)) {
    const record = decodeRecord(definition, await readJson(key));
    if (record) records.push(record);
  }
  for (const [name, index] of Object.entries(definition.indexes)) {
    const expected = new Map<string, Entry[]>();
    for (const record of records) {
      const place = placeOf(index, record);
      if (!place) continue;
      const key = at.partition(name, versionOf(index), place.partition);
      expected.set(key, [...(expected.get(key) ?? []), { k: place.k, id: record._id, s: place.s }]);
    }
    const stored = await listKeys(at.index(name, versionOf(index)));
    const heads = stored.filter((key) => key.endsWith('/head'));
    const referenced = new Set<string>();
    for (const head of heads) {
      const partitionKey = head.slice(0, -'/head'.length);
      const { chunks } = (await readJson<{ chunks: ChunkRef[] }>(head)) ?? { chunks: [] };
      const entries: Entry[] = [];
      for (const ref of chunks) {
        referenced.add(`${partitionKey}/c/${ref.id}`);
        const chunk = (await readJson<Entry[]>(`${partitionKey}/c/${ref.id}`)) ?? [];
        expect(chunk.length, `size of a chunk of ${head}`).toBe(ref.count);
        expect(chunk.length).toBeLessThanOrEqual(CHUNK_MAX);
        if (chunks.length > 1) expect(chunk.length, `a chunk of ${head} below the minimum`).toBeGreaterThanOrEqual(CHUNK_MIN);
        expect([positionOf(chunk[0] as Entry), positionOf(chunk.at(-1) as Entry)]).toEqual([ref.first, ref.last]);
        entries.push(...chunk);
      }
      const want = (expected.get(partitionKey) ?? []).sort((a, b) => (positionOf(a) < positionOf(b) ? -1 : 1));
      expect(entries, `entries of ${head}`).toEqual(want);
      expected.delete(partitionKey);
    }
    expect([...expected.keys()], `partitions of ${name} with records but no head`).toEqual([]);
    expect(
      stored.filter((key) => key.includes('/c/') && !referenced.has(key)),
      `chunks of ${name} no head refers to`,
    ).toEqual([]);
  }
  return records;
};
