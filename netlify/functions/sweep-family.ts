/**
 * Daily: deletes ended family sessions and sign-in letters past their 15 minutes, so the store
 * keeps no digest of a link, no session and no address longer than they can be used; and the
 * registrations no parent confirmed within 7 days, with their photo and identity proof. A scheduled
 * function has no URL: Netlify runs it on its schedule, the local server on the same schedule, and
 * `npm run scheduled -- sweep-family` at once.
 */
import { sweepFamilySessions } from './_shared/security/sessions.ts';
import { sweepSignInLetters } from './_shared/security/family-sign-in.ts';
import { sweepUnverified } from './_shared/registry/address-confirmation.ts';

export default async (): Promise<Response> => {
  const [sessions, letters, unverified] = [await sweepFamilySessions(), await sweepSignInLetters(), await sweepUnverified()];
  console.log(
    `[sweep-family] deleted ${sessions} ended family sessions, ${letters} old sign-in letters and ${unverified} unconfirmed registrations`,
  );
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@daily' };
