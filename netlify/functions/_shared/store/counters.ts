/**
 * Small counters in the store (login throttle, form limits), changed atomically.
 *
 * A limit checked with a plain read-then-write lets a burst through: every simultaneous request
 * reads the same count, passes, and writes the same next count. Here a change is a conditional
 * write against the ETag just read (`onlyIfMatch`, or `onlyIfNew` for a first write), retried
 * from a fresh read when another writer got in between, so every reservation is counted and the
 * limit holds however many requests arrive at once. Changes to one key in one instance take turns
 * (the store library's `inTurn`), so a burst in one instance does not race itself. A write counts
 * only when the store confirms it with the new version's ETag: the client reports any answer but
 * 412 to a conditional write as written, a refused one too, and a count taken for stored when it
 * was not would let the request through unlimited. An unconfirmed write is tried again from a
 * fresh read (at worst counting one attempt twice, which errs on the safe side).
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { inTurn, retrying, RETRY } from './blobs.ts';

export const THROTTLE_STORE = 'throttle';

export const counterSchema = z.object({ count: z.number(), windowStart: z.number(), lockedUntil: z.number() });
export type Counter = z.infer<typeof counterSchema>;

/** What a change decides: a new value to write (or none) and the answer for its caller. */
export type CounterChange<R> = (current: Counter | undefined) => { next: Counter; result: R } | { result: R };

const readCounter = async (key: string): Promise<{ counter: Counter | undefined; etag: string | undefined }> => {
  const entry = await getStore(THROTTLE_STORE).getWithMetadata(key, { type: 'json', consistency: 'strong' });
  if (!entry) return { counter: undefined, etag: undefined };
  const parsed = counterSchema.safeParse(entry.data);
  // An unreadable counter is overwritten (guarded by its ETag all the same).
  return { counter: parsed.success ? parsed.data : undefined, etag: entry.etag };
};

/** Applies `change` to the counter at `key` atomically; answers the change's result. */
export const updateCounter = <R>(key: string, change: CounterChange<R>): Promise<R> =>
  inTurn(`${THROTTLE_STORE}\u0000${key}`, () =>
    retrying(async () => {
      const { counter, etag } = await readCounter(key);
      const outcome = change(counter);
      if (!('next' in outcome)) return outcome.result;
      const store = getStore(THROTTLE_STORE);
      const { modified, etag: written } = etag
        ? await store.setJSON(key, outcome.next, { onlyIfMatch: etag })
        : await store.setJSON(key, outcome.next, { onlyIfNew: true });
      return modified && written ? outcome.result : RETRY;
    }),
  );

export const deleteCounters = async (keys: string[]): Promise<void> => {
  const store = getStore(THROTTLE_STORE);
  await Promise.all(keys.map((key) => store.delete(key)));
};
