/**
 * Signing a parent in by e-mail: a letter with a one-time link and a six-digit code (for a parent
 * who reads mail on another device), valid `SIGN_IN_MINUTES`, usable once. The store keeps, per
 * address, only the latest letter's digests (a new letter replaces the old one), under a key that
 * is an HMAC of the address, so a store listing names nobody. The link's token names that key
 * (`<key>.<random>`), so no lookup table is needed. Using a letter is a conditional write that
 * marks it used: of two requests with the same link, one gets in. Wrong codes are counted on the
 * letter, which stops working after `CODE_ATTEMPTS` of them.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { CODE_ATTEMPTS, familyMessages, LETTERS_PER_ADDRESS_HOURLY, SIGN_IN_MINUTES } from '#domain/family/family.ts';
import { LETTERS_PER_NUMBER_HOURLY } from '#domain/family/family-links.ts';
import type { SignInProof } from '#domain/family/family.schema.ts';
import { clientKey } from './client-key.ts';
import { newToken } from './cookies.ts';
import { updateCounter } from '../store/counters.ts';
import { HttpError } from '../platform/http.ts';

const SIGN_IN_STORE = 'family-sign-in';
const HOUR_MS = 3_600_000;
const KEY_PATTERN = /^[0-9a-f]{40}$/;

const letterSchema = z.object({
  email: z.string(),
  tokenDigest: z.string(),
  codeDigest: z.string(),
  expiresAt: z.number(),
  wrongCodes: z.number(),
  usedAt: z.number().optional(),
});
type StoredLetter = z.infer<typeof letterSchema>;

const addressKey = (email: string) => clientKey('family-address', email);
const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const codeDigestOf = (key: string, code: string) => clientKey('family-code', key, code);

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A six-digit code, evenly drawn. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** One more letter in the current hour under `name`: false once `limit` were counted (nothing is then counted). */
const reserveHourly = async (name: string, limit: number, now: number): Promise<boolean> => {
  const start = Math.floor(now / HOUR_MS) * HOUR_MS;
  // Named like the form counters (`window-<end>-…`), so the hourly sweep deletes it once its hour ends.
  const key = `window-${start + HOUR_MS}-${name}`;
  return updateCounter(key, (current) => {
    const count = (current?.count ?? 0) + 1;
    if (count > limit) return { result: false };
    return { next: { count, windowStart: start, lockedUntil: 0 }, result: true };
  });
};

/**
 * Counts a letter to this address in the current hour, whoever asked and whether the address is
 * known or not; false once the address has had `LETTERS_PER_ADDRESS_HOURLY` (the caller then
 * sends nothing but answers the same).
 */
export const reserveLetter = async (email: string, now = Date.now()): Promise<boolean> =>
  reserveHourly(`family-letters-${await addressKey(email)}`, LETTERS_PER_ADDRESS_HOURLY, now);

/**
 * Counts a letter asked for with this registration number in the current hour, whoever asked and
 * whether the number is on the register or not; false after `LETTERS_PER_NUMBER_HOURLY`.
 */
export const reserveNumberLetter = async (registrationNo: string, now = Date.now()): Promise<boolean> =>
  reserveHourly(`family-number-${await clientKey('family-number', registrationNo)}`, LETTERS_PER_NUMBER_HOURLY, now);

/** A new letter for the address (replacing any earlier one): the link's token and the code, to send once. */
export const newSignInLetter = async (email: string, now = Date.now()): Promise<{ token: string; code: string }> => {
  const key = await addressKey(email);
  const token = `${key}.${newToken()}`;
  const code = newCode();
  const stored: StoredLetter = {
    email,
    tokenDigest: digestOf(token),
    codeDigest: await codeDigestOf(key, code),
    expiresAt: now + SIGN_IN_MINUTES * 60_000,
    wrongCodes: 0,
  };
  await getStore(SIGN_IN_STORE).setJSON(key, stored);
  return { token, code };
};

const readLetter = async (key: string) => {
  const entry = await getStore(SIGN_IN_STORE).getWithMetadata(key, { type: 'json', consistency: 'strong' });
  const parsed = letterSchema.safeParse(entry?.data);
  return entry && parsed.success ? { letter: parsed.data, etag: entry.etag } : undefined;
};

const usable = (letter: StoredLetter, now: number) => {
  if (letter.usedAt !== undefined || letter.expiresAt <= now) throw new HttpError(410, familyMessages.linkExpired);
  if (letter.wrongCodes >= CODE_ATTEMPTS) throw new HttpError(429, familyMessages.codeLimit);
};

/** Marks the letter used over the version just read: only one request gets in with it. */
const markUsed = async (key: string, letter: StoredLetter, etag: string | undefined, now: number): Promise<string> => {
  const { modified } = await getStore(SIGN_IN_STORE).setJSON(key, { ...letter, usedAt: now }, etag ? { onlyIfMatch: etag } : {});
  if (!modified) throw new HttpError(410, familyMessages.linkExpired);
  return letter.email;
};

/** The address a link or a code signs in, once: 400 not ours, 410 used or late, 429 too many wrong codes. */
export const useSignIn = async (proof: SignInProof, now = Date.now()): Promise<string> => {
  if ('token' in proof) {
    const [key = ''] = proof.token.split('.');
    const found = KEY_PATTERN.test(key) ? await readLetter(key) : undefined;
    if (!found || !sameDigest(found.letter.tokenDigest, digestOf(proof.token))) throw new HttpError(400, familyMessages.linkInvalid);
    usable(found.letter, now);
    return markUsed(key, found.letter, found.etag, now);
  }
  const key = await addressKey(proof.email);
  const found = await readLetter(key);
  if (!found) throw new HttpError(400, familyMessages.linkInvalid);
  usable(found.letter, now);
  if (!sameDigest(found.letter.codeDigest, await codeDigestOf(key, proof.code))) {
    const { modified } = await getStore(SIGN_IN_STORE).setJSON(
      key,
      { ...found.letter, wrongCodes: found.letter.wrongCodes + 1 },
      found.etag ? { onlyIfMatch: found.etag } : {},
    );
    // A wrong code that lost a race with another write is counted again from a fresh read.
    if (!modified) return useSignIn(proof, now);
    const spent = found.letter.wrongCodes + 1 >= CODE_ATTEMPTS;
    throw spent ? new HttpError(429, familyMessages.codeLimit) : new HttpError(400, familyMessages.linkInvalid);
  }
  return markUsed(key, found.letter, found.etag, now);
};

/** Deletes letters past their time; the daily sweep calls it. */
export const sweepSignInLetters = async (now = Date.now()): Promise<number> => {
  const store = getStore(SIGN_IN_STORE);
  let deleted = 0;
  for await (const page of store.list({ paginate: true })) {
    for (const { key } of page.blobs) {
      const parsed = letterSchema.safeParse(await store.get(key, { type: 'json', consistency: 'strong' }));
      if (!parsed.success || parsed.data.expiresAt <= now) {
        await store.delete(key);
        deleted += 1;
      }
    }
  }
  return deleted;
};
