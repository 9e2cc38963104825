/**
 * The one budget of wrong dates of birth per skater. Every public route that takes a reference or
 * a registration number with a date of birth (status, renewal check, renewal, eligibility, entry)
 * finds the skater here, so the per-client limits are not the only bound: registration numbers
 * are public and sequential, and an age category narrows a date of birth to a few years, so many
 * clients together could otherwise try every date against one child.
 *
 * - Misses are counted per profile, whichever of its keys and whichever route was used, and per
 *   typed key when no profile holds it: after `misses` wrong dates within `windowMs` the profile
 *   (or the key) answers 429 for `lockMs`, on every route, to every client, with the right date too.
 *   An unknown key has a budget of its own so that its answers (404, then 429) are those of a
 *   known key, and never tell a stranger whether a number or a reference exists.
 * - An unknown key costs the same store work as a known key with a wrong date: the claim, a record
 *   (one that cannot exist, for an unknown key), and the counter read and written.
 * - Each lock is listed for the registrars' dashboard (birth-date-locks.ts).
 *
 * Counters live in the throttle store under keyed hashes (client-key.ts), so the store never holds
 * a reference or a number in clear; `sweepStaleCounters` deletes them once they count nothing.
 */
import { LimitReached, NotFound } from '#domain/common/errors.ts';
import { registryMessages } from '#domain/registry/skater-registry.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { clientKey } from '#shared/security/client-key.ts';
import { skaters } from '#shared/collections/registry.ts';
import { updateCounter, type Counter, type CounterChange } from '#shared/store/counters.ts';
import { recordLock } from './birth-date-locks.ts';
import { registryKey, type RegistryKeyKind } from './registry-keys.ts';
import { newId } from '#shared/store/index.ts';

const DAY_MS = 86_400_000;

export const BIRTH_DATE_POLICY = { misses: 5, windowMs: DAY_MS, lockMs: DAY_MS } as const;

/** Counter keys of this budget in the throttle store. */
export const BIRTH_DATE_COUNTER_PREFIX = 'birthdate-';

/** A counter whose lock has ended, or whose window has passed without a lock, counts nothing. */
export const birthDateCounterExpired = (counter: Counter, now: number): boolean =>
  counter.lockedUntil > now ? false : counter.lockedUntil > 0 || now - counter.windowStart >= BIRTH_DATE_POLICY.windowMs;

type Verdict = { lockedUntil: number; lockedNow: boolean };

/** A right date only reads the counter: refused while locked, and it clears nothing. */
const readOnly =
  (now: number): CounterChange<Verdict> =>
  (current) => ({ result: { lockedUntil: current && current.lockedUntil > now ? current.lockedUntil : 0, lockedNow: false } });

/** A wrong date counts one more miss, locking the counter at the budget's end; nothing is counted while locked. */
const countMiss =
  (now: number): CounterChange<Verdict> =>
  (current) => {
    if (current && current.lockedUntil > now) return { result: { lockedUntil: current.lockedUntil, lockedNow: false } };
    const fresh = !current || birthDateCounterExpired(current, now);
    const count = fresh ? 1 : current.count + 1;
    const lockedUntil = count >= BIRTH_DATE_POLICY.misses ? now + BIRTH_DATE_POLICY.lockMs : 0;
    // This miss still answers 404: the lock refuses the next request.
    return {
      next: { count, windowStart: fresh ? now : current.windowStart, lockedUntil },
      result: { lockedUntil: 0, lockedNow: lockedUntil > 0 },
    };
  };

export interface BirthDateKey {
  kind: RegistryKeyKind;
  /** As the schema left it (normalised). */
  value: string;
}

/**
 * The profile that holds `key`, when `dob` is its date of birth: 404 with `notFound` otherwise
 * (the same answer for an unknown key), and 429 while the profile or the key is locked.
 */
export const findWithBirthDate = async (key: BirthDateKey, dob: string, notFound: string, now = Date.now()): Promise<Skater> => {
  const owner = await skaters().holder(registryKey(key.kind, key.value));
  // An unknown key reads a record all the same (a fresh id, which no record has).
  const skater = await skaters().get(owner ?? newId());
  const scope = skater ? ['profile', skater._id] : [key.kind, key.value];
  const counterKey = `${BIRTH_DATE_COUNTER_PREFIX}${await clientKey('birth-date', ...scope)}`;
  const matched = skater !== undefined && skater.dob === dob;
  const verdict = await updateCounter(counterKey, matched ? readOnly(now) : countMiss(now));
  if (verdict.lockedUntil > now) throw new LimitReached(registryMessages.lookupPaused, (verdict.lockedUntil - now) / 1000);
  // Every lock is listed, a made-up key's too: the same work either way, and a flood of guesses shows.
  if (verdict.lockedNow) {
    const locked = skater ? { skater } : key.kind === 'number' ? { registrationNo: key.value } : {};
    await recordLock(locked, now + BIRTH_DATE_POLICY.lockMs, now);
  }
  if (!matched) throw new NotFound('Skater profile', notFound);
  return skater;
};
