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

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** LOG_N, r: R, p: P, maxmem: maxmem(LOG_N, R) });
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const HASH_PATTERN = /^scrypt\$(\d{2})\$(\d{1,2})\$(\d)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

export const isPasswordHash = (value: string): boolean => HASH_PATTERN.test(value);

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return false;
  const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (logN < 14 || logN > 20) return false;
  const expected = Buffer.from(match[5] ?? '', 'base64url');
  const actual = await scrypt(password, Buffer.from(match[4] ?? '', 'base64url'), expected.length, {
    N: 2 ** logN,
    r,
    p,
    maxmem: maxmem(logN, r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A hash of a random password, verified against when the name is unknown, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export const decoy = (): Promise<string> => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));
