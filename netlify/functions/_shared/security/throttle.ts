/**
 * Login throttling and public-form rate limits, as counters in the store (counters.ts: changed
 * atomically) keyed by an HMAC of the client's network and of the admin name (client-key.ts).
 *
 * Logins: every attempt is reserved, counted as a failure, before the password is checked, so
 * simultaneous guesses cannot all slip past the limit. From the third attempt in a window each
 * failure is answered more slowly; five from one client, or ten against one name, refuse further
 * attempts for 15 minutes. The refusal always ends, and a success clears the counters it was
 * counted on. A browser where that admin has signed in before (devices.ts) is counted on a
 * counter of its own instead of the client's and the name's: neither a name an attacker has
 * locked nor a shared network someone else has locked keeps the real admin out, and a stolen
 * device cookie still buys only five guesses.
 *
 * Public forms: per client, every attempt within a generous budget, counted before the body is
 * parsed (a flood of junk is refused cheaply), and every valid submission or look-up, counted after
 * validation (a visitor correcting mistakes is not locked out); per form, a site-wide ceiling of
 * accepted writes per hour, counted only once a write has passed every check, so a flood from many
 * addresses cannot grow a collection without bound, and refused requests cannot close a form.
 *
 * The budget of wrong dates of birth per skater (birth-date-budget.ts) keeps its counters here too.
 *
 * Counters expire: a login counter past its window and lock starts afresh, and form counters live
 * under keys named after the end of their window (`window-<end>-…`), so a new window is a new,
 * empty counter. `sweepStaleCounters` (run hourly) deletes the expired ones.
 */
import { getStore } from '@netlify/blobs';
import { BIRTH_DATE_COUNTER_PREFIX, birthDateCounterExpired } from '#shared/registry/birth-date-budget.ts';
import { BIRTH_DATE_LOCKS_KEY } from '#shared/registry/birth-date-locks.ts';
import { CLIENT_KEY_SECRET_KEY, clientKey, clientNetwork } from './client-key.ts';
import { counterSchema, deleteCounters, THROTTLE_STORE, updateCounter, type Counter, type CounterChange } from '#shared/store/counters.ts';
import { HttpError } from '#shared/platform/http.ts';

export const LOGIN_POLICY = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  clientFailures: 5,
  nameFailures: 10,
  slowAfter: 2,
  slowStepMs: 400,
  slowMaxMs: 2_000,
} as const;

export const LOGIN_LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const FORM_LIMIT_MESSAGE = 'Too many submissions from your connection. Please wait a few minutes and try again.';
export const FORM_BUSY_MESSAGE = 'This form has received too many submissions in the last hour. Please try again later.';

/** The window of the site-wide form ceilings. */
export const SITE_WINDOW_MS = 60 * 60_000;

const retryAfter = (until: number, now: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil((until - now) / 1000))) });

const clientOf = (ip: string) => clientKey('client', clientNetwork(ip));

// ---------------------------------------------------------------------------------------------
// Logins

/** A login counter whose lock has ended, or whose window has passed without a lock, counts nothing. */
const loginCounterExpired = (counter: Counter, now: number): boolean =>
  counter.lockedUntil > now ? false : counter.lockedUntil > 0 || now - counter.windowStart >= LOGIN_POLICY.windowMs;

type Reservation = { allowed: true; count: number } | { allowed: false; lockedUntil: number };

/** Counts one more attempt, locking the counter when it reaches `lockAfter`; refuses while locked. */
export const reserveLogin =
  (lockAfter: number, now: number): CounterChange<Reservation> =>
  (current) => {
    if (current && current.lockedUntil > now) return { result: { allowed: false, lockedUntil: current.lockedUntil } };
    const fresh = !current || loginCounterExpired(current, now);
    const count = fresh ? 1 : current.count + 1;
    const next: Counter = {
      count,
      windowStart: fresh ? now : current.windowStart,
      lockedUntil: count >= lockAfter ? now + LOGIN_POLICY.lockMs : 0,
    };
    return { next, result: { allowed: true, count } };
  };

/** How long to hold back the answer to the `count`th failure in a window. */
const slowDown = (count: number): number => {
  const over = count - LOGIN_POLICY.slowAfter;
  return over > 0 ? Math.min(LOGIN_POLICY.slowMaxMs, over * LOGIN_POLICY.slowStepMs) : 0;
};

export interface LoginAttempt {
  /** How long to hold back the answer should the password turn out wrong. */
  failureDelayMs: number;
  /** The password was right: forget the failures this attempt was counted on. */
  succeeded: () => Promise<void>;
}

/**
 * Reserves a login attempt before the password is verified: 429 while a counter it would count on
 * is locked. `device` is the id of a known device of this admin (devices.ts), if any.
 */
export const reserveLoginAttempt = async (name: string, ip: string, device?: string, now = Date.now()): Promise<LoginAttempt> => {
  const counters = device
    ? [{ key: `login-device-${await clientKey('device', device)}`, lockAfter: LOGIN_POLICY.clientFailures }]
    : [
        { key: `login-client-${await clientOf(ip)}`, lockAfter: LOGIN_POLICY.clientFailures },
        { key: `login-name-${await clientKey('name', name.trim().toLowerCase())}`, lockAfter: LOGIN_POLICY.nameFailures },
      ];
  let count = 0;
  // One after the other: a client already refused does not count against the name as well.
  for (const [index, counter] of counters.entries()) {
    const reservation = await updateCounter(counter.key, reserveLogin(counter.lockAfter, now));
    if (!reservation.allowed) throw new HttpError(429, LOGIN_LOCKED_MESSAGE, undefined, retryAfter(reservation.lockedUntil, now));
    if (index === 0) count = reservation.count;
  }
  return { failureDelayMs: slowDown(count), succeeded: () => deleteCounters(counters.map((counter) => counter.key)) };
};

// ---------------------------------------------------------------------------------------------
// Public forms

export interface FormLimit {
  /** Accepted submissions per client per window. */
  limit: number;
  /** Attempts of any kind (accepted, invalid, refused) per client per window. */
  attempts: number;
  windowMs: number;
}

const windowOf = (windowMs: number, now: number) => {
  const index = Math.floor(now / windowMs);
  return { start: index * windowMs, end: (index + 1) * windowMs };
};

const reserveWithin =
  (limit: number, windowStart: number): CounterChange<boolean> =>
  (current) => {
    const count = (current?.count ?? 0) + 1;
    if (count > limit) return { result: false };
    return { next: { count, windowStart, lockedUntil: 0 }, result: true };
  };

/**
 * Refusals this instance has seen, until the end of their window: a form counter never goes
 * down within its window, so a flooding client is refused again without a store round-trip.
 */
const refusedUntil = new Map<string, number>();
const MAX_REMEMBERED = 10_000;

const rememberRefusal = (memo: string, until: number, now: number) => {
  if (refusedUntil.size >= MAX_REMEMBERED) {
    for (const [key, end] of refusedUntil) if (end <= now) refusedUntil.delete(key);
    if (refusedUntil.size >= MAX_REMEMBERED) refusedUntil.clear();
  }
  refusedUntil.set(memo, until);
};

const reserveFormSlot = async (key: string, limit: number, windowMs: number, message: string, now: number): Promise<void> => {
  const window = windowOf(windowMs, now);
  const windowKey = `window-${window.end}-${key}`;
  const memo = `${process.env['NETLIFY_BLOBS_CONTEXT'] ?? ''}\u0000${windowKey}\u0000${limit}`;
  const refused = () => new HttpError(429, message, undefined, retryAfter(window.end, now));
  if ((refusedUntil.get(memo) ?? 0) > now) throw refused();
  if (await updateCounter(windowKey, reserveWithin(limit, window.start))) return;
  rememberRefusal(memo, window.end, now);
  throw refused();
};

/** Before the body is read: 429 once a client has used up its attempts on this form. */
export const countFormAttempt = async (form: string, ip: string, { attempts, windowMs }: FormLimit, now = Date.now()): Promise<void> =>
  reserveFormSlot(`form-${form}-attempts-${await clientOf(ip)}`, attempts, windowMs, FORM_LIMIT_MESSAGE, now);

/**
 * After validation, before the look-up or the write: 429 when the client is over its limit. A
 * look-up counts whether it finds anything or not, so wrong dates of birth cost the client too.
 */
export const consumeClientAllowance = async (form: string, ip: string, { limit, windowMs }: FormLimit, now = Date.now()): Promise<void> =>
  reserveFormSlot(`form-${form}-accepted-${await clientOf(ip)}`, limit, windowMs, FORM_LIMIT_MESSAGE, now);

/**
 * Right before the first write, once everything else has passed: 429 when the form is over its
 * site-wide ceiling `sitePerHour`. Only accepted writes count, so requests that are refused (a
 * wrong date of birth, a closed championship) cannot use up the ceiling for everyone else.
 */
export const consumeSiteAllowance = async (form: string, sitePerHour: number, now = Date.now()): Promise<void> =>
  reserveFormSlot(`form-${form}-site`, sitePerHour, SITE_WINDOW_MS, FORM_BUSY_MESSAGE, now);

// ---------------------------------------------------------------------------------------------
// Expiry

const SWEEP_PARALLEL = 16;

const eachLimited = async <T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SWEEP_PARALLEL, items.length) }, worker));
};

const isStale = async (key: string, now: number): Promise<boolean> => {
  if (key === CLIENT_KEY_SECRET_KEY) return false;
  if (key.startsWith('window-')) {
    const end = Number(key.split('-')[1]);
    return !Number.isFinite(end) || end <= now;
  }
  // It drops its expired entries itself.
  if (key === BIRTH_DATE_LOCKS_KEY) return false;
  const expired = key.startsWith('login-')
    ? loginCounterExpired
    : key.startsWith(BIRTH_DATE_COUNTER_PREFIX)
      ? birthDateCounterExpired
      : undefined;
  if (expired) {
    const parsed = counterSchema.safeParse(await getStore(THROTTLE_STORE).get(key, { type: 'json', consistency: 'strong' }));
    return !parsed.success || expired(parsed.data, now);
  }
  // Keys of an earlier layout: their windows have long ended.
  return true;
};

/**
 * Deletes every expired counter (the client-key secret and the list of paused look-ups stay). Deletes are unconditional, so an
 * attempt landing on a login counter between its check and its delete may go uncounted: one
 * attempt at most, once an hour. Stops after `budgetMs` (the next run carries on).
 */
export const sweepStaleCounters = async (now = Date.now(), budgetMs = 20_000): Promise<{ deleted: number; kept: number }> => {
  const started = performance.now();
  const store = getStore(THROTTLE_STORE);
  let deleted = 0;
  let kept = 0;
  for await (const page of store.list({ paginate: true })) {
    const stale: string[] = [];
    await eachLimited(page.blobs, async ({ key }) => {
      if (await isStale(key, now)) stale.push(key);
      else kept += 1;
    });
    await eachLimited(stale, (key) => store.delete(key));
    deleted += stale.length;
    if (performance.now() - started > budgetMs) break;
  }
  return { deleted, kept };
};
