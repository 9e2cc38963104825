/**
 * Which browser asked for an e-mail sign-in letter (docs/rules.md#family-page). Asking sets a
 * short-lived cookie holding a random note, and the letter keeps only the note's digest; the
 * letter's link signs in at once only in a browser that shows the same note. Anywhere else the
 * page asks first, naming the address, so a link someone else sent cannot sign a browser in to a
 * stranger's account unnoticed.
 *
 * The cookie is SameSite=Lax, not Strict: the link is opened from a mail program, and the visit
 * it starts must still count as this site's. It is read only by its kind's API (its path), lives
 * as long as a letter works, and a browser that asks again keeps its note, so several letters
 * asked for from one browser all recognise it. Each kind of sign-in has its own cookie and path.
 */
import { SIGN_IN_MINUTES } from '#domain/family/family.ts';
import { newToken, readTokenCookie, setCookieHeader, tokenKey } from './cookies.ts';

export interface BrowserNotes {
  /** The note this browser showed, if any. */
  browserNote: (req: Request) => string | undefined;
  /** The browser's note (its own when it has one, else a new one) and the cookie that keeps it. */
  noteAskingBrowser: (req: Request) => { note: string; cookie: string };
}

/** The notes kept in cookie `cookie`, sent back only to the API under `path`. */
export const browserNotes = (cookie: string, path: string): BrowserNotes => {
  const browserNote = (req: Request): string | undefined => readTokenCookie(req, cookie);
  return {
    browserNote,
    noteAskingBrowser: (req) => {
      const note = browserNote(req) ?? newToken();
      return { note, cookie: setCookieHeader(req, cookie, note, { path, maxAgeSeconds: SIGN_IN_MINUTES * 60, sameSite: 'Lax' }) };
    },
  };
};

/** What a letter keeps of the note: its digest, so the store never holds what the cookie carries. */
export const noteDigest = (note: string): string => tokenKey(note);
