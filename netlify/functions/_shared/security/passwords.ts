/**
 * Admin password hashes: scrypt with N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt), written
 * `scrypt$17$8$1$<salt>$<hash>` in base64url so it fits in `ADMIN_USERS` (no ':' or ',').
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const maxmem = (logN: number, r: number) => 256 * 2 ** logN * r;

/** The N that new hashes are made with and that a stored hash must have at least: 2^LOG_N, but in the API tests. */
let hashLogN = LOG_N;

/**
 * For the API tests only: hash and accept at a lower N. They sign accounts in and set passwords
 * well over a thousand times, and at the real N each is half a second of a core, about a third of
 * the suite's time. The tests of the hashes themselves (`tests/unit/passwords.test.ts`) run at the
 * real costs, and no code of the site, its scripts or its browser tests calls this
 * (`tests/unit/password-costs.test.ts`).
 */
export const lowerPasswordCostForTests = (testLogN: number): void => {
  // vitest sets VITEST in its processes; nothing else may lower the cost.
  if (!process.env['VITEST']) throw new Error('The password cost is lowered only in the API tests.');
  hashLogN = testLogN;
};

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** hashLogN, r: R, p: P, maxmem: maxmem(hashLogN, R) });
  return ['scrypt', hashLogN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const HASH_PATTERN = /^scrypt\$(\d{2})\$(\d{1,2})\$(\d)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

/**
 * The costs a stored hash may have. Below the ones promised above a stolen hash is cheaper to
 * crack; above these ceilings one login would take seconds and gigabytes of memory.
 */
const MAX_LOG_N = 20;
const MAX_R = 16;
const MAX_P = 4;

export const WEAK_HASH_PROBLEM = `is weaker than scrypt N = 2^${LOG_N}, r = ${R}, p = ${P}`;
export const COSTLY_HASH_PROBLEM = `asks for more than scrypt N = 2^${MAX_LOG_N}, r = ${MAX_R}, p = ${MAX_P}`;

export const isPasswordHash = (value: string): boolean => HASH_PATTERN.test(value);

/** Why a well-formed hash cannot be used (its costs are out of bounds), or undefined. */
export const hashCostProblem = (stored: string): string | undefined => {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return undefined;
  const [storedLogN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (storedLogN < hashLogN || r < R || p < P) return WEAK_HASH_PROBLEM;
  if (storedLogN > MAX_LOG_N || r > MAX_R || p > MAX_P) return COSTLY_HASH_PROBLEM;
  return undefined;
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const match = HASH_PATTERN.exec(stored);
  if (!match || hashCostProblem(stored)) return false;
  const [storedLogN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const expected = Buffer.from(match[5] ?? '', 'base64url');
  const actual = await scrypt(password, Buffer.from(match[4] ?? '', 'base64url'), expected.length, {
    N: 2 ** storedLogN,
    r,
    p,
    maxmem: maxmem(storedLogN, r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A hash of a random password, verified against when the name is unknown, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export const decoy = (): Promise<string> => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));
