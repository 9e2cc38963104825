/**
 * Identity proofs are needed to check a skater's identity and age at approval, not afterwards: a
 * set number of days after a profile's first approval (PROOF_RETENTION_DAYS) its proof is deleted
 * and the profile records when. The admin index carries approval and deletion dates, so finding
 * the due proofs reads summaries, not records.
 */
import { skaters, ADMIN_SKATER_LIST } from '#shared/collections/registry.ts';
import { env } from '#shared/platform/env.ts';
import { deleteOwnedImages } from '#shared/media/stored-images.ts';
import { inParallel } from '#shared/store/index.ts';

const DAY_MS = 86_400_000;

export const deleteExpiredProofs = async (
  now = new Date(),
  days = env().proofRetentionDays,
): Promise<{ checked: number; deleted: number }> => {
  const cutoff = now.getTime() - days * DAY_MS;
  const due: string[] = [];
  let checked = 0;
  for await (const chunk of skaters().scan('adminByName', { partition: ADMIN_SKATER_LIST })) {
    for (const summary of chunk) {
      checked += 1;
      if (summary.approvedAt && !summary.proofDeletedAt && Date.parse(summary.approvedAt) <= cutoff) due.push(summary._id);
    }
  }
  const outcomes = await inParallel(due, 4, async (id) => {
    const skater = await skaters().get(id);
    if (!skater || skater.proofDeletedAt || skater.fileKey === '') return false;
    // The file first, the record after: a failure leaves the proof listed, to be deleted on the next run.
    await deleteOwnedImages(id, [{ ref: skater.fileKey, visibility: 'private' }]);
    await skaters().update(id, (current) => ({ ...current, fileKey: '', proofDeletedAt: now.toISOString() }));
    return true;
  });
  return { checked, deleted: outcomes.filter(Boolean).length };
};
