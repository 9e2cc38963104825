/**
 * Which browser asked for a family sign-in letter (docs/rules.md#family-page). Asking sets a
 * short-lived cookie holding a random note, and the letter keeps only the note's digest; the
 * letter's link signs in at once only in a browser that shows the same note. Anywhere else the
 * family page asks first, naming the address, so a link someone else sent cannot sign a parent's
 * browser in to a stranger's family unnoticed.
 *
 * The cookie is SameSite=Lax, not Strict: the link is opened from a mail program, and the visit
 * it starts must still count as this site's. It is read only by the family API (its path), lives
 * as long as a letter works, and a browser that asks again keeps its note, so several letters
 * asked for from one browser all recognise it.
 */
import { SIGN_IN_MINUTES } from '#domain/family/family.ts';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';

const ASKED_COOKIE = 'family-asked';

/** The note this browser showed, if any. */
export const browserNote = (req: Request): string | undefined => readTokenCookie(req, ASKED_COOKIE);

/** The browser's note (its own when it has one, else a new one) and the cookie that keeps it. */
export const noteAskingBrowser = (req: Request): { note: string; cookie: string } => {
  const note = browserNote(req) ?? newToken();
  return {
    note,
    cookie: setCookieHeader(req, ASKED_COOKIE, note, { path: '/api/family', maxAgeSeconds: SIGN_IN_MINUTES * 60, sameSite: 'Lax' }),
  };
};

/** What a letter keeps of the note: its digest, so the store never holds what the cookie carries. */
export const noteDigest = (note: string): string => tokenKey(note);
