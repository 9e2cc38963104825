/**
 * Daily: deletes the claims of exactly-once changes (a results desk's outbox) older than their
 * keeping time, so the store does not keep one small blob for every change ever sent. A scheduled
 * function has no URL: Netlify runs it on its schedule, the local server on the same schedule, and
 * `npm run scheduled -- sweep-change-claims` at once.
 */
import { CLAIMS_KEPT_DAYS, sweepChangeClaims } from './_shared/records/exactly-once.ts';

export default async (): Promise<Response> => {
  const { deleted, kept } = await sweepChangeClaims();
  console.log(`[sweep-change-claims] deleted ${deleted} change claims older than ${CLAIMS_KEPT_DAYS} days, kept ${kept}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@daily' };
