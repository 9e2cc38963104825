/**
 * The registrations whose look-ups are paused after too many wrong dates of birth
 * (birth-date-budget.ts), for the registrars' dashboard: one small document in the throttle store,
 * changed atomically (a conditional write against the ETag just read, retried), read in one
 * request. It keeps the most recent locks only, so flooding made-up numbers cannot grow it.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import type { Skater } from '#domain/registry/skater.schema.ts';
import type { LockedLookup } from '#domain/committee/dashboard.ts';
import { THROTTLE_STORE } from '#shared/store/counters.ts';
import { inTurn, retrying, RETRY } from '#shared/store/blobs.ts';

export const BIRTH_DATE_LOCKS_KEY = 'locked-birth-dates';
/** The most locks the list keeps (the newest). */
export const BIRTH_DATE_LOCKS_KEPT = 100;

const lockSchema = z.object({
  until: z.number(),
  registrationNo: z.string().optional(),
  name: z.string().optional(),
  profileId: z.string().optional(),
});
const locksSchema = z.object({ locks: z.array(lockSchema) });
type Lock = z.infer<typeof lockSchema>;

const readLocks = async (): Promise<{ locks: Lock[]; etag: string | undefined }> => {
  const entry = await getStore(THROTTLE_STORE).getWithMetadata(BIRTH_DATE_LOCKS_KEY, { type: 'json', consistency: 'strong' });
  const parsed = locksSchema.safeParse(entry?.data);
  return { locks: parsed.success ? parsed.data.locks : [], etag: entry?.etag };
};

/**
 * Lists a new lock: a profile by its number (or its name while it has none); a number no profile
 * holds by the number alone; a made-up reference by nothing but its time.
 */
export const recordLock = (lock: { skater?: Skater; registrationNo?: string }, until: number, now: number): Promise<void> =>
  inTurn(`${THROTTLE_STORE}\u0000${BIRTH_DATE_LOCKS_KEY}`, () =>
    retrying(async () => {
      const { locks, etag } = await readLocks();
      const { skater } = lock;
      const registrationNo = skater ? skater.registrationNo : lock.registrationNo;
      const entry: Lock = {
        until,
        ...(registrationNo ? { registrationNo } : {}),
        ...(skater ? { name: skater.name, profileId: skater._id } : {}),
      };
      const next = [...locks.filter((kept) => kept.until > now), entry].slice(-BIRTH_DATE_LOCKS_KEPT);
      const store = getStore(THROTTLE_STORE);
      const { modified } = etag
        ? await store.setJSON(BIRTH_DATE_LOCKS_KEY, { locks: next }, { onlyIfMatch: etag })
        : await store.setJSON(BIRTH_DATE_LOCKS_KEY, { locks: next }, { onlyIfNew: true });
      return modified ? undefined : RETRY;
    }),
  );

/** The locks in force, newest first (one read). */
export const lockedLookups = async (now = Date.now()): Promise<LockedLookup[]> => {
  const { locks } = await readLocks();
  return locks
    .filter((lock) => lock.until > now)
    .reverse()
    .map(({ until, registrationNo, name }) => ({
      until: new Date(until).toISOString(),
      ...(registrationNo ? { registrationNo } : {}),
      ...(name ? { name } : {}),
    }));
};
