/**
 * Support for the store tests: a real local Blobs store on a temporary folder, a meter of the
 * requests (and bytes) that reach it, a second "function instance" of the store library, and the
 * product's consistency check of a collection's indexes against its record blobs, as an assertion.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { expect, vi } from 'vitest';
import { z } from 'zod';
import { startLocalBlobs, type LocalBlobs } from '../../../scripts/lib/local-blobs.ts';
import { answerStoreInProcess } from './in-process-store.ts';
import { checkCollection } from '#shared/store/check.ts';
import type { CollectionDefinition, Identified, Indexes } from '#shared/store/definition.ts';
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

/**
 * A function instance that will be stopped: the work run inside `crashes.run(plan, …)` makes
 * `plan.limit` blob writes (PUT or DELETE), and from then on every request it makes, at once or
 * later (a retry after a pause, a sync it left running), never gets an answer, as if the process
 * were gone. Requests made outside that work are untouched.
 */
export interface CrashPlan {
  limit: number;
  writes: number;
  stopped: boolean;
  onStop: () => void;
}
export const crashes = new AsyncLocalStorage<CrashPlan>();
const never = new Promise<Response>(() => undefined);

export const startBlobs = async (): Promise<TestBlobs> => {
  const directory = await mkdtemp(join(tmpdir(), 'store-v2-'));
  const blobs = await startLocalBlobs({ directory });
  const leaveInProcess = answerStoreInProcess(blobs);
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
    const plan = crashes.getStore();
    if (plan?.stopped) return never;
    if (plan && ['PUT', 'DELETE'].includes((init?.method ?? 'GET').toUpperCase())) {
      if (plan.writes >= plan.limit) {
        plan.stopped = true;
        plan.onStop();
        return never;
      }
      plan.writes += 1;
    }
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
      leaveInProcess();
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

/**
 * A collection as the first release's store left it: one document `{items: [...]}` under the
 * collection's name, written in one go (what the migration starts from).
 */
export const writeOldDocument = async (name: string, items: readonly unknown[]): Promise<void> => {
  await getStore('records').setJSON(name, { items });
};

/**
 * The product's consistency check (`store/check.ts`) of a whole collection, which must find
 * nothing: every live record in exactly the right place of every index once, no unfinished
 * index work, heads that describe their chunks, and no garbage. Answers the live records.
 */
export const expectConsistent = async <T extends Identified, I extends Indexes<T>>(
  definition: CollectionDefinition<T, I>,
): Promise<T[]> => {
  const { records, findings } = await checkCollection(definition);
  expect(findings, `findings of the check of ${definition.name}`).toEqual([]);
  return records;
};
