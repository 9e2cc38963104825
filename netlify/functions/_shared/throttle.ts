/**
 * Login throttling (decision 3) and public-form rate limits (decision 8), as counters in the store
 * keyed by a hash of the client address (and of the admin name for logins).
 *
 * Logins: from the third failure in a window each further failure is answered more slowly; five
 * failures from one client, or ten against one name, refuse further attempts for 15 minutes. The
 * refusal always ends, a success clears the counters for that client and name, and a lock on a
 * name does not apply to browsers where that admin has signed in before (devices.ts), so an
 * attacker cannot keep the real admin out.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { hashKey } from './client-key.ts';
import { HttpError } from './http.ts';

const THROTTLE_STORE = 'throttle';

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

const counterSchema = z.object({ count: z.number(), windowStart: z.number(), lockedUntil: z.number() });
type Counter = z.infer<typeof counterSchema>;

const readCounter = async (key: string): Promise<Counter | undefined> => {
  const parsed = counterSchema.safeParse(await getStore(THROTTLE_STORE).get(key, { type: 'json', consistency: 'strong' }));
  return parsed.success ? parsed.data : undefined;
};

const loginKeys = (name: string, ip: string) => ({
  client: `login-client-${hashKey(ip)}`,
  name: `login-name-${hashKey(name.trim().toLowerCase())}`,
});

const retryAfter = (lockedUntil: number, now: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil((lockedUntil - now) / 1000))) });

/** `knownDevice`: the browser has signed in as this admin before, so a lock on the name does not apply. */
export const assertLoginAllowed = async (name: string, ip: string, knownDevice = false, now = Date.now()): Promise<void> => {
  const keys = loginKeys(name, ip);
  const [client, byName] = await Promise.all([readCounter(keys.client), knownDevice ? undefined : readCounter(keys.name)]);
  const lockedUntil = Math.max(client?.lockedUntil ?? 0, byName?.lockedUntil ?? 0);
  if (lockedUntil > now) throw new HttpError(429, LOGIN_LOCKED_MESSAGE, undefined, retryAfter(lockedUntil, now));
};

const bump = async (key: string, lockAfter: number, now: number): Promise<Counter> => {
  const current = await readCounter(key);
  const fresh = !current || now - current.windowStart > LOGIN_POLICY.windowMs;
  const count = fresh ? 1 : current.count + 1;
  const next: Counter = {
    count,
    windowStart: fresh ? now : current.windowStart,
    lockedUntil: count >= lockAfter ? now + LOGIN_POLICY.lockMs : (current?.lockedUntil ?? 0),
  };
  await getStore(THROTTLE_STORE).setJSON(key, next);
  return next;
};

/** Records a failure and answers how long to hold the (failed) answer back. */
export const recordLoginFailure = async (name: string, ip: string, now = Date.now()): Promise<number> => {
  const keys = loginKeys(name, ip);
  const [client] = await Promise.all([
    bump(keys.client, LOGIN_POLICY.clientFailures, now),
    bump(keys.name, LOGIN_POLICY.nameFailures, now),
  ]);
  const over = client.count - LOGIN_POLICY.slowAfter;
  return over > 0 ? Math.min(LOGIN_POLICY.slowMaxMs, over * LOGIN_POLICY.slowStepMs) : 0;
};

export const clearLoginFailures = async (name: string, ip: string): Promise<void> => {
  const keys = loginKeys(name, ip);
  const store = getStore(THROTTLE_STORE);
  await Promise.all([store.delete(keys.client), store.delete(keys.name)]);
};

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Public forms: at most `limit` accepted submissions per client per window (429 beyond). */
export const consumeFormAllowance = async (form: string, ip: string, { limit, windowMs }: RateLimit, now = Date.now()) => {
  const window = Math.floor(now / windowMs);
  const key = `form-${form}-${hashKey(ip)}-${window}`;
  const current = await readCounter(key);
  const count = (current?.count ?? 0) + 1;
  if (count > limit) {
    throw new HttpError(429, FORM_LIMIT_MESSAGE, undefined, retryAfter((window + 1) * windowMs, now));
  }
  await getStore(THROTTLE_STORE).setJSON(key, { count, windowStart: window * windowMs, lockedUntil: 0 } satisfies Counter);
};
