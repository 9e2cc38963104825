/**
 * Daily: deletes the identity proofs kept longer than PROOF_RETENTION_DAYS after their profile's
 * first approval (_shared/proof-retention.ts). A scheduled function has no URL: Netlify runs it on
 * its schedule, the local server on the same schedule, and `npm run scheduled -- delete-expired-proofs` at once.
 */
import { deleteExpiredProofs } from './_shared/registry/proof-retention.ts';

export default async (): Promise<Response> => {
  const { checked, deleted } = await deleteExpiredProofs();
  console.log(`[delete-expired-proofs] deleted ${deleted} identity proofs of ${checked} profiles`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@daily' };
