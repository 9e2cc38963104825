/**
 * A coach's sign-in and session (docs/clubs.md#the-club-desk): the e-mail sign-in families use
 * (security/email-sign-in.ts, email-browser.ts, the e-mail sessions of sessions.ts) with the coach's own store,
 * cookies and answers. A coach session is a kind of its own: no admin route, no family route
 * accepts it, and the desk's routes accept nothing else. It names an address; every request finds
 * the address's club again, so an address taken off its club is refused at once.
 */
import { SignInNeeded } from '#domain/common/errors.ts';
import { CLUB_DESK_PATH, clubDeskMessages, coachSignInLetter } from '#domain/clubs/club-desk.ts';
import type { Coach } from '#domain/clubs/club-desk.schema.ts';
import type { Club } from '#domain/content/club.schema.ts';
import { emailSignIn } from '#shared/security/email-sign-in.ts';
import { browserNotes } from '#shared/security/email-browser.ts';
import { coachSessions } from '#shared/security/sessions.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { failureReason } from '#shared/mail/mail-failure.ts';
import { coachClub } from './coaches.ts';

export const coachLetters = emailSignIn({ name: 'coach', store: 'coach-sign-in', messages: clubDeskMessages });

export const coachBrowsers = browserNotes('coach-asked', '/api/club-desk');

/** The signed-in coach and their club; 401 when the session's address is no longer any club's. */
export const deskOf = async (req: Request): Promise<{ email: string; coach: Coach; club: Club }> => {
  const { email } = await coachSessions.require(req);
  const found = await coachClub(email);
  if (!found) throw new SignInNeeded(clubDeskMessages.noLongerCoach);
  return { email, ...found };
};

/** The letter, sent after the answer; a failure is logged without the address. */
export const sendCoachLetter = async (origin: string, email: string, browser: string): Promise<void> => {
  try {
    const { token, code } = await coachLetters.newSignInLetter(email, browser);
    const link = `${origin}${CLUB_DESK_PATH}?token=${encodeURIComponent(token)}`;
    await deliver([{ to: email, ...coachSignInLetter(link, code) }]);
  } catch (error) {
    console.warn(`[mail] a club desk sign-in letter was not sent: ${failureReason(error)}`);
  }
};
