/**
 * Rate limits and throttles key on a keyed hash (HMAC-SHA256) of the client's network, never on
 * the address itself: a plain hash of an IPv4 address is reversed by trying all 2^32 of them in
 * seconds, an HMAC is not without its secret.
 *
 * The network is what one client controls: an IPv4 address, or the /64 prefix of an IPv6 address
 * (one home or phone is handed a whole /64, so keying the full address would give it 2^64
 * fresh identities). An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is its IPv4 address.
 *
 * The secret is `CLIENT_KEY_SECRET` when set (`npm start` and `npm run dev` keep a generated one
 * in .netlify/). Without it, a random secret is created once in the store, the first request to
 * need it writing it with `onlyIfNew` so that simultaneous first requests on a fresh deploy all
 * end up with the same one.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { THROTTLE_STORE } from '#shared/store/counters.ts';
import { env } from '#shared/platform/env.ts';

export const CLIENT_KEY_SECRET_KEY = 'client-key-secret';

/** The eight 16-bit groups of a valid IPv6 address (zone already removed). */
const ipv6Groups = (address: string): number[] => {
  let text = address;
  // An embedded IPv4 address (`::ffff:192.0.2.1`) is the last two groups, written in decimal.
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (isIPv4(last)) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const gap = text.indexOf('::');
  if (gap === -1) return parse(text);
  const head = parse(text.slice(0, gap));
  const tail = parse(text.slice(gap + 2));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
};

/**
 * What one client controls, in one canonical spelling: the IPv4 address, or the IPv6 /64 as
 * `2001:db8:1:2::/64` whichever way the address was written. Anything that is not an address
 * (the test servers name simulated clients) is kept as given.
 */
export const clientNetwork = (address: string): string => {
  const trimmed = address.trim().toLowerCase();
  const bare = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  if (isIPv4(bare)) return bare;
  const withoutZone = bare.split('%')[0] ?? '';
  if (!isIPv6(withoutZone)) return trimmed;
  const groups = ipv6Groups(withoutZone);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};

const storedSecretSchema = z.object({ secret: z.string().min(32) });

/**
 * The store's secret, created on first use. Exported for the test that races first uses on a
 * fresh store; everything else goes through `clientKeySecret`, which remembers it.
 */
export const loadStoredSecret = async (): Promise<string> => {
  const store = getStore(THROTTLE_STORE);
  const read = async () => storedSecretSchema.safeParse(await store.get(CLIENT_KEY_SECRET_KEY, { type: 'json', consistency: 'strong' }));
  const existing = await read();
  if (existing.success) return existing.data.secret;
  const secret = randomBytes(32).toString('base64url');
  const { modified } = await store.setJSON(CLIENT_KEY_SECRET_KEY, { secret, createdAt: new Date().toISOString() }, { onlyIfNew: true });
  if (modified) return secret;
  // Another request created it first: use theirs.
  const winner = await read();
  if (!winner.success) throw new Error('The stored client-key secret is unreadable');
  return winner.data.secret;
};

/** Per store (tests run several stores in one process); a failed load is not remembered. */
const storedSecrets = new Map<string, Promise<string>>();

export const clientKeySecret = async (): Promise<string> => {
  const configured = env().clientKeySecret;
  if (configured) return configured;
  const cacheKey = process.env['NETLIFY_BLOBS_CONTEXT'] ?? '';
  let secret = storedSecrets.get(cacheKey);
  if (!secret) {
    secret = loadStoredSecret();
    storedSecrets.set(cacheKey, secret);
    secret.catch(() => storedSecrets.delete(cacheKey));
  }
  return secret;
};

/** A counter key for `parts` (e.g. `'client', network`): not reversible without the secret. */
export const clientKey = async (...parts: string[]): Promise<string> =>
  createHmac('sha256', await clientKeySecret())
    .update(parts.join('\u0000'))
    .digest('hex')
    .slice(0, 40);
