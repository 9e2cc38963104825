/**
 * Daily: deletes ended coach sessions and coach sign-in letters past their 15 minutes, so the
 * store keeps no digest of a link, no session and no address longer than they can be used. A
 * scheduled function has no URL: Netlify runs it on its schedule, the local server on the same
 * schedule, and `npm run scheduled -- sweep-club-desk` at once.
 */
import { coachSessions } from './_shared/security/sessions.ts';
import { coachLetters } from './_shared/clubs/coach-sign-in.ts';

export default async (): Promise<Response> => {
  const [sessions, letters] = [await coachSessions.sweep(), await coachLetters.sweepSignInLetters()];
  console.log(`[sweep-club-desk] deleted ${sessions} ended coach sessions and ${letters} old sign-in letters`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@daily' };
