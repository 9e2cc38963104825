/**
 * The club desk's sign-in, answered exactly as the family page's (docs/rules.md#family-page): the
 * same limits per client and per address, the same one answer whether the address is a coach's
 * or not (the hour's letters are counted either way and the letter goes out after the answer),
 * and a link that signs in at once only in the browser that asked for it.
 */
import { LimitReached } from '#domain/common/errors.ts';
import { clubDeskMessages } from '#domain/clubs/club-desk.ts';
import { SIGN_IN_REQUESTS_HOURLY } from '#domain/family/family.ts';
import type { SignInProof } from '#domain/family/family.schema.ts';
import { countFormAttempt } from '#shared/security/throttle.ts';
import { coachSessions } from '#shared/security/sessions.ts';
import { json, type RequestContext } from '#shared/platform/http.ts';
import { coachBrowsers, coachLetters, sendCoachLetter } from './coach-sign-in.ts';
import { coachClub, coachOf } from './coaches.ts';

const HOUR_MS = 3_600_000;
const SIGN_IN_LIMIT = { limit: SIGN_IN_REQUESTS_HOURLY, attempts: SIGN_IN_REQUESTS_HOURLY, windowMs: HOUR_MS };

/** One answer for every address; 429 saying no letter went (the same words for every address) over an hourly limit. */
export const askForCoachLetter = async (req: Request, context: RequestContext, email: string, origin: string): Promise<Response> => {
  await countFormAttempt('coach-sign-in', context.ip, SIGN_IN_LIMIT);
  const allowance = await coachLetters.reserveLetter(email, context.ip);
  if (!allowance.allowed) {
    const seconds = Math.max(1, Math.ceil((allowance.until - Date.now()) / 1000));
    throw new LimitReached(clubDeskMessages.letterLimit(allowance.until), seconds);
  }
  const asking = coachBrowsers.noteAskingBrowser(req);
  if (await coachOf(email)) context.waitUntil(sendCoachLetter(origin, email, asking.note));
  return json({ message: clubDeskMessages.signInSent }, { headers: { 'Set-Cookie': asking.cookie } });
};

/** A link (asked first when from another browser or over another coach's session) or a code opens the session. */
export const verifyCoach = async (req: Request, context: RequestContext, proof: SignInProof): Promise<Response> => {
  await countFormAttempt('coach-code', context.ip, SIGN_IN_LIMIT);
  let email: string;
  if ('token' in proof) {
    const current = (await coachSessions.current(req))?.email;
    const outcome = await coachLetters.useLink(proof.token, {
      browser: coachBrowsers.browserNote(req),
      current,
      confirmed: proof.confirm === true,
    });
    if ('confirm' in outcome) return json({ confirm: outcome.confirm });
    email = outcome.signedIn;
  } else {
    email = await coachLetters.useCode(proof.email, proof.code);
  }
  const cookie = await coachSessions.open(req, email);
  return json({ message: clubDeskMessages.signedIn, email }, { headers: { 'Set-Cookie': cookie } });
};

export const signOutCoach = async (req: Request): Promise<Response> =>
  json({ message: clubDeskMessages.signedOut }, { headers: { 'Set-Cookie': await coachSessions.close(req) } });

/** Signed in or not, and for which club (a session whose address no club has any more counts as signed out). */
export const coachSessionView = async (req: Request): Promise<Response> => {
  const session = await coachSessions.current(req);
  const found = session ? await coachClub(session.email) : undefined;
  if (!session || !found) return json({ signedIn: false }, { cache: 'private' });
  return json({ signedIn: true, email: session.email, club: { _id: found.club._id, clubName: found.club.clubName } }, { cache: 'private' });
};
