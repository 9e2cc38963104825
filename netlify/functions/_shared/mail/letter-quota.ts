/**
 * Letters the public forms make the site send to one e-mail address, counted per day. A form
 * takes any address, so without a count anyone could have the association's mail server write to
 * a stranger again and again; with it, an address receives at most `ADDRESS_LETTERS_DAILY` of
 * these letters a day (ten by default: a family registering several children stays well under).
 * Letters an admin's decision sends are not counted.
 *
 * The counter is keyed by a keyed hash of the address (client-key.ts), never the address, and
 * lives under a key named after the end of its day (`window-<end>-…`), so the hourly sweep of
 * throttle.ts deletes it once the day is over. The day is the association's, from midnight to
 * midnight in the site's time zone (which may be 23 or 25 hours long where clocks change).
 */
import { addDays, fromZonedWallTime, zonedDay } from '#domain/common/dates.ts';
import { clientKey } from '#shared/security/client-key.ts';
import { updateCounter } from '#shared/store/counters.ts';
import { env } from '#shared/platform/env.ts';

const midnight = (day: string): number => Date.parse(fromZonedWallTime(`${day}T00:00`) ?? '');

/** The association's day around `now`, as instants: its midnight, and the next. */
export const letterDay = (now: number): { start: number; end: number } => {
  const day = zonedDay(new Date(now));
  return { start: midnight(day), end: midnight(addDays(day, 1)) };
};

/** Counts one more letter to `address` today: false (and nothing counted) when the day's allowance is spent. */
export const takeLetterAllowance = async (address: string, now = Date.now()): Promise<boolean> => {
  const limit = env().addressLettersDaily;
  const { start, end } = letterDay(now);
  const key = `window-${end}-letters-${await clientKey('letters', address.trim().toLowerCase())}`;
  return updateCounter(key, (current) => {
    const count = (current?.count ?? 0) + 1;
    return count > limit ? { result: false } : { next: { count, windowStart: start, lockedUntil: 0 }, result: true };
  });
};
