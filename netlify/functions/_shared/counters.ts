/**
 * Small counters in the store (login throttle, form limits), changed atomically.
 *
 * A limit checked with a plain read-then-write lets a burst through: every simultaneous request
 * reads the same count, passes, and writes the same next count. Here a change is a conditional
 * write against the ETag just read (`onlyIfMatch`, or `onlyIfNew` for a first write), retried
 * from a fresh read when another writer got in between, so every reservation is counted and the
 * limit holds however many requests arrive at once.
 *
 * Changes to one key waiting in this instance go out together in one write (applied in order,
 * each seeing the ones before it), so a burst on one key costs one round of writes, not a
 * crowd of writers retrying against each other.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { HttpError } from './http.ts';

export const THROTTLE_STORE = 'throttle';
const MAX_ATTEMPTS = 40;

export const counterSchema = z.object({ count: z.number(), windowStart: z.number(), lockedUntil: z.number() });
export type Counter = z.infer<typeof counterSchema>;

/** What a change decides: a new value to write (or none) and the answer for its caller. */
export type CounterChange<R> = (current: Counter | undefined) => { next: Counter; result: R } | { result: R };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with full jitter, capped, so writers in other instances spread out. */
const backoff = (attempt: number) => sleep(Math.random() * Math.min(250, 5 * 2 ** attempt));

interface Pending {
  change: CounterChange<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

const queues = new Map<string, { key: string; pending: Pending[] }>();

const readCounter = async (key: string): Promise<{ counter: Counter | undefined; etag: string | undefined }> => {
  const entry = await getStore(THROTTLE_STORE).getWithMetadata(key, { type: 'json', consistency: 'strong' });
  if (!entry) return { counter: undefined, etag: undefined };
  const parsed = counterSchema.safeParse(entry.data);
  // An unreadable counter is overwritten (guarded by its ETag all the same).
  return { counter: parsed.success ? parsed.data : undefined, etag: entry.etag };
};

const commit = async (key: string, batch: Pending[]): Promise<void> => {
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const { counter, etag } = await readCounter(key);
      let value = counter;
      let changed = false;
      const outcomes = batch.map((pending) => {
        try {
          const outcome = pending.change(value);
          if ('next' in outcome) {
            value = outcome.next;
            changed = true;
          }
          return { ok: true as const, result: outcome.result };
        } catch (error) {
          return { ok: false as const, error };
        }
      });
      let written = !changed;
      if (changed && value) {
        const store = getStore(THROTTLE_STORE);
        const result = etag ? await store.setJSON(key, value, { onlyIfMatch: etag }) : await store.setJSON(key, value, { onlyIfNew: true });
        written = result.modified;
      }
      if (written) {
        batch.forEach((pending, index) => {
          const outcome = outcomes[index];
          if (outcome?.ok) pending.resolve(outcome.result);
          else pending.reject(outcome?.error);
        });
        return;
      }
      await backoff(attempt);
    }
    const busy = new HttpError(503, 'The site is very busy right now. Please try again in a moment.', undefined, { 'Retry-After': '2' });
    for (const pending of batch) pending.reject(busy);
  } catch (error) {
    for (const pending of batch) pending.reject(error);
  }
};

/** Applies `change` to the counter at `key` atomically; answers the change's result. */
export const updateCounter = <R>(key: string, change: CounterChange<R>): Promise<R> =>
  new Promise<R>((resolve, reject) => {
    // Per store as well as per key: tests run several stores in one process.
    const queueKey = `${process.env['NETLIFY_BLOBS_CONTEXT'] ?? ''}\u0000${key}`;
    const entry: Pending = { change: change as CounterChange<unknown>, resolve: resolve as (result: unknown) => void, reject };
    const queue = queues.get(queueKey);
    if (queue) {
      queue.pending.push(entry);
      return;
    }
    const running = { key, pending: [entry] };
    queues.set(queueKey, running);
    void (async () => {
      // Whatever queued up while a write was in flight goes out in the next one.
      while (running.pending.length > 0) await commit(running.key, running.pending.splice(0));
      queues.delete(queueKey);
    })();
  });

export const deleteCounters = async (keys: string[]): Promise<void> => {
  const store = getStore(THROTTLE_STORE);
  await Promise.all(keys.map((key) => store.delete(key)));
};
