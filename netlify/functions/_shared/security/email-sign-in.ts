/**
 * Signing a person in by e-mail, for each kind of e-mail session (a family, a club's coach): a
 * letter with a one-time link and a six-digit code (for someone who reads mail on another device),
 * valid `SIGN_IN_MINUTES`, usable once. The store keeps, per address, only the latest letter's
 * digests (a new letter replaces the old one), under a key that is an HMAC of the address, so a
 * store listing names nobody. The link's token names that key (`<key>.<random>`), so no lookup
 * table is needed. Using a letter is a conditional write that marks it used: of two requests with
 * the same link, one gets in. Wrong codes are counted on the letter, which stops working after
 * `CODE_ATTEMPTS` of them.
 *
 * The letter also keeps the digest of the note of the browser that asked (email-browser.ts): its
 * link signs in at once only there; anywhere else the person is asked first.
 *
 * A code is answered the same way, at the same store cost, for every address: a wrong code, one
 * for a letter used, expired or tried too often, and one for an address with no letter all read
 * the address's key once and write it once (a stand-in is written where there is no letter), and
 * all get the one answer `codeInvalid`. So the code check tells nobody which addresses are on file.
 *
 * Each kind has its own store, its own HMAC labels and its own hourly counters, so a family's
 * letter never signs in a coach (or the other way round) and one kind's letters spend nothing of
 * the other's limits; the limits themselves are the same for every kind.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { CODE_ATTEMPTS, LETTERS_PER_ADDRESS_CLIENT_HOURLY, LETTERS_PER_ADDRESS_HOURLY, SIGN_IN_MINUTES } from '#domain/family/family.ts';
import { clientKey, clientNetwork } from './client-key.ts';
import { newToken } from './cookies.ts';
import { noteDigest } from './email-browser.ts';
import { updateCounter } from '#shared/store/counters.ts';
import { HttpError } from '#shared/platform/http.ts';

const HOUR_MS = 3_600_000;
const KEY_PATTERN = /^[0-9a-f]{40}$/;

const letterSchema = z.object({
  /** Empty in a stand-in: the key of an address that has no letter, where wrong codes are counted all the same. */
  email: z.string(),
  tokenDigest: z.string(),
  codeDigest: z.string(),
  /** The digest of the asking browser's note; none for a letter written before browsers were noted. */
  browserDigest: z.string().optional(),
  expiresAt: z.number(),
  wrongCodes: z.number(),
  usedAt: z.number().optional(),
});
type StoredLetter = z.infer<typeof letterSchema>;

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A six-digit code, evenly drawn. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Whether one more letter fits the hour: none was counted when it does not; `until` is when the hour ends. */
export type LetterAllowance = { allowed: true } | { allowed: false; until: number };

/** One more letter in the current hour under `name`: refused once `limit` were counted (nothing is then counted). */
const reserveHourly = async (name: string, limit: number, now: number): Promise<LetterAllowance> => {
  const start = Math.floor(now / HOUR_MS) * HOUR_MS;
  // Named like the form counters (`window-<end>-…`), so the hourly sweep deletes it once its hour ends.
  const key = `window-${start + HOUR_MS}-${name}`;
  return updateCounter<LetterAllowance>(key, (current) => {
    const count = (current?.count ?? 0) + 1;
    if (count > limit) return { result: { allowed: false, until: start + HOUR_MS } };
    return { next: { count, windowStart: start, lockedUntil: 0 }, result: { allowed: true } };
  });
};

/**
 * The client's own allowance for this name first, then everyone's ceiling: a client over its own
 * allowance spends nothing of the ceiling, so one stranger uses at most their own share of it.
 */
export const reserveBoth = async (
  own: { name: string; limit: number },
  everyone: { name: string; limit: number },
  now: number,
): Promise<LetterAllowance> => {
  const mine = await reserveHourly(own.name, own.limit, now);
  return mine.allowed ? reserveHourly(everyone.name, everyone.limit, now) : mine;
};

/** What opening a link leads to: signed in as `email`, or a question to the person first. */
export type LinkOutcome = { signedIn: string } | { confirm: { email: string; current?: string } };

export interface LinkContext {
  /** The note this browser showed (email-browser.ts), if any. */
  browser: string | undefined;
  /** The address of the session of this kind already live in this browser, if any. */
  current: string | undefined;
  /** The person pressed the button that names the address (and the current one). */
  confirmed: boolean;
}

/** What tells one kind of sign-in from another. */
export interface SignInKind {
  /** The kind's name: it labels the HMACs and the hourly counters (`family` keeps the names it always had). */
  name: string;
  /** The store of its letters. */
  store: string;
  /** The answers a link or a code gets when it does not sign in. */
  messages: { linkInvalid: string; linkExpired: string; codeLimit: string; codeInvalid: string };
}

export interface EmailSignIn {
  reserveLetter: (email: string, ip: string, now?: number) => Promise<LetterAllowance>;
  newSignInLetter: (email: string, browser: string, now?: number) => Promise<{ token: string; code: string }>;
  useLink: (token: string, link: LinkContext, now?: number) => Promise<LinkOutcome>;
  useCode: (email: string, code: string, now?: number) => Promise<string>;
  sweepSignInLetters: (now?: number) => Promise<number>;
}

export const emailSignIn = ({ name, store: storeName, messages }: SignInKind): EmailSignIn => {
  const addressKey = (email: string) => clientKey(`${name}-address`, email);
  const codeDigestOf = (key: string, code: string) => clientKey(`${name}-code`, key, code);
  const store = () => getStore(storeName);

  /** The blob at the key, with its version; `letter` is missing when it cannot be read as one. */
  const readLetter = async (key: string) => {
    const entry = await store().getWithMetadata(key, { type: 'json', consistency: 'strong' });
    if (!entry) return undefined;
    const parsed = letterSchema.safeParse(entry.data);
    return { letter: parsed.success ? parsed.data : undefined, etag: entry.etag };
  };

  const isLive = (letter: StoredLetter, now: number) =>
    letter.email !== '' && letter.usedAt === undefined && letter.expiresAt > now && letter.wrongCodes < CODE_ATTEMPTS;

  /** Marks the letter used over the version just read: only one request gets in with it. */
  const markUsed = async (key: string, letter: StoredLetter, etag: string | undefined, now: number, lost: HttpError): Promise<string> => {
    const { modified } = await store().setJSON(key, { ...letter, usedAt: now }, etag ? { onlyIfMatch: etag } : {});
    if (!modified) throw lost;
    return letter.email;
  };

  /**
   * Counts a letter to this address in the current hour, whether the address is known or not:
   * `LETTERS_PER_ADDRESS_CLIENT_HOURLY` per client, `LETTERS_PER_ADDRESS_HOURLY` from everyone.
   */
  const reserveLetter = async (email: string, ip: string, now = Date.now()): Promise<LetterAllowance> => {
    const address = await addressKey(email);
    const client = await clientKey(`${name}-letters-client`, clientNetwork(ip), address);
    return reserveBoth(
      { name: `${name}-letters-client-${client}`, limit: LETTERS_PER_ADDRESS_CLIENT_HOURLY },
      { name: `${name}-letters-${address}`, limit: LETTERS_PER_ADDRESS_HOURLY },
      now,
    );
  };

  /** A new letter for the address (replacing any earlier one), noting the browser that asked: the link's token and the code, to send once. */
  const newSignInLetter = async (email: string, browser: string, now = Date.now()): Promise<{ token: string; code: string }> => {
    const key = await addressKey(email);
    const token = `${key}.${newToken()}`;
    const code = newCode();
    const stored: StoredLetter = {
      email,
      tokenDigest: digestOf(token),
      codeDigest: await codeDigestOf(key, code),
      browserDigest: noteDigest(browser),
      expiresAt: now + SIGN_IN_MINUTES * 60_000,
      wrongCodes: 0,
    };
    await store().setJSON(key, stored);
    return { token, code };
  };

  /**
   * A link signs in, once: at once in the browser that asked for it while no other person of this
   * kind is signed in there (or when this very address is), else only once confirmed; until then
   * it stays unused. 400 not ours, 410 used or late, 429 too many wrong codes.
   */
  const useLink = async (token: string, { browser, current, confirmed }: LinkContext, now = Date.now()): Promise<LinkOutcome> => {
    const [key = ''] = token.split('.');
    const found = KEY_PATTERN.test(key) ? await readLetter(key) : undefined;
    const letter = found?.letter;
    if (!found || !letter || letter.email === '' || !sameDigest(letter.tokenDigest, digestOf(token))) {
      throw new HttpError(400, messages.linkInvalid);
    }
    if (letter.usedAt !== undefined || letter.expiresAt <= now) throw new HttpError(410, messages.linkExpired);
    if (letter.wrongCodes >= CODE_ATTEMPTS) throw new HttpError(429, messages.codeLimit);
    const askedHere = browser !== undefined && letter.browserDigest !== undefined && sameDigest(letter.browserDigest, noteDigest(browser));
    const direct = current === letter.email || (askedHere && current === undefined);
    if (!direct && !confirmed) return { confirm: { email: letter.email, ...(current === undefined ? {} : { current }) } };
    return { signedIn: await markUsed(key, letter, found.etag, now, new HttpError(410, messages.linkExpired)) };
  };

  /**
   * A code typed with its address signs in, once, in any browser: the person read it in the letter
   * and typed it, which a link sent by someone else cannot make them do unawares. Every code that
   * does not sign in is counted and answered alike (see the top of this file).
   */
  const useCode = async (email: string, code: string, now = Date.now()): Promise<string> => {
    const key = await addressKey(email);
    const digest = await codeDigestOf(key, code);
    const found = await readLetter(key);
    const refused = new HttpError(400, messages.codeInvalid);
    const letter = found?.letter;
    if (found && letter && isLive(letter, now) && sameDigest(letter.codeDigest, digest))
      return markUsed(key, letter, found.etag, now, refused);
    // A stand-in where there is no letter: it matches no link or code and goes with the daily sweep.
    const counted: StoredLetter = letter
      ? { ...letter, wrongCodes: letter.wrongCodes + 1 }
      : { email: '', tokenDigest: '', codeDigest: '', expiresAt: now + SIGN_IN_MINUTES * 60_000, wrongCodes: 1 };
    const condition = found ? (found.etag ? { onlyIfMatch: found.etag } : {}) : { onlyIfNew: true };
    const { modified } = await store().setJSON(key, counted, condition);
    // A wrong code that lost a race with another write is counted again from a fresh read.
    if (!modified) return useCode(email, code, now);
    throw refused;
  };

  /** Deletes letters past their time; the daily sweep calls it. */
  const sweepSignInLetters = async (now = Date.now()): Promise<number> => {
    let deleted = 0;
    for await (const page of store().list({ paginate: true })) {
      for (const { key } of page.blobs) {
        const parsed = letterSchema.safeParse(await store().get(key, { type: 'json', consistency: 'strong' }));
        if (!parsed.success || parsed.data.expiresAt <= now) {
          await store().delete(key);
          deleted += 1;
        }
      }
    }
    return deleted;
  };

  return { reserveLetter, newSignInLetter, useLink, useCode, sweepSignInLetters };
};
