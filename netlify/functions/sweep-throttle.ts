/**
 * Hourly: deletes the login-throttle and form-limit counters whose window has passed, so the store
 * does not keep one small blob for every address that ever sent a form. A scheduled function has
 * no URL: Netlify runs it on its schedule, and the local server routes no request to it.
 */
import { sweepStaleCounters } from './_shared/security/throttle.ts';

export default async (): Promise<Response> => {
  const { deleted, kept } = await sweepStaleCounters();
  console.log(`[sweep-throttle] deleted ${deleted} expired counters, kept ${kept}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@hourly' };
