/**
 * Letters the public forms make the site send to one e-mail address, counted per day. A form
 * takes any address, so without a count anyone could have the association's mail server write to
 * a stranger again and again; with it, an address receives at most `ADDRESS_LETTERS_DAILY` of
 * these letters a day (ten by default: a family registering several children stays well under).
 * Letters an admin's decision sends are not counted.
 *
 * The counter is keyed by a keyed hash of the address (client-key.ts), never the address, and
 * lives under a key named after the end of its day (`window-<end>-…`), so the hourly sweep of
 * throttle.ts deletes it once the day is over. The day is India Standard Time's (UTC+05:30 all
 * year), the association's.
 */
import { clientKey } from '../security/client-key.ts';
import { updateCounter } from '../store/counters.ts';
import { env } from '../platform/env.ts';

const DAY_MS = 24 * 60 * 60_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The association's day around `now`, as instants. */
const dayOf = (now: number) => {
  const index = Math.floor((now + IST_OFFSET_MS) / DAY_MS);
  return { start: index * DAY_MS - IST_OFFSET_MS, end: (index + 1) * DAY_MS - IST_OFFSET_MS };
};

/** Counts one more letter to `address` today: false (and nothing counted) when the day's allowance is spent. */
export const takeLetterAllowance = async (address: string, now = Date.now()): Promise<boolean> => {
  const limit = env().addressLettersDaily;
  const { start, end } = dayOf(now);
  const key = `window-${end}-letters-${await clientKey('letters', address.trim().toLowerCase())}`;
  return updateCounter(key, (current) => {
    const count = (current?.count ?? 0) + 1;
    return count > limit ? { result: false } : { next: { count, windowStart: start, lockedUntil: 0 }, result: true };
  });
};
