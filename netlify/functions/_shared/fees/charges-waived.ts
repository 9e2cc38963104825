/**
 * Charges nobody owes any more, waived with the reason the family page shows beside them: those of
 * a deleted profile and of an entry the association withdrew (a registration it did not approve
 * waives its one charge in registry/review.ts). Only a charge still due is waived: one the parent says they paid (claimed), or paid, is the
 * treasurer's to confirm or refund, and stays on the treasurer's screens as it is.
 */
import { charges, waiveCharge } from '#shared/collections/fees.ts';

/**
 * Waives the skater's due charges (of one championship, when `eventId` names it): a skater has a
 * handful of charges, read through their own partition. Done again, it waives nothing more.
 */
export const waiveDueCharges = async (skaterId: string, reason: string, eventId?: string, now = new Date()): Promise<number> => {
  const due: string[] = [];
  for await (const chunk of charges().scan('bySkater', { partition: skaterId })) {
    due.push(...chunk.filter((line) => line.state === 'due' && (eventId === undefined || line.eventId === eventId)).map(({ _id }) => _id));
  }
  let waived = 0;
  for (const id of due) if (await waiveCharge(id, reason, now)) waived += 1;
  return waived;
};
