/**
 * Charges nobody owes any more, waived with the reason the family page shows beside them: those of
 * a deleted profile, of an entry the association withdrew, and a registration it did not approve.
 * Only a charge still due is waived: one the parent says they paid (claimed), or paid, is the
 * treasurer's to confirm or refund, and stays on the treasurer's screens as it is.
 */
import { adjustTotals, charges } from '#shared/collections/fees.ts';

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

/** Waives the one charge while it is due (paid or claimed meanwhile: the treasurer's, as above); true when it did. */
export const waiveCharge = async (id: string, reason: string, now = new Date()): Promise<boolean> => {
  let amount = 0;
  await charges().update(id, (current) => {
    amount = 0;
    if (current.state !== 'due') return current;
    amount = current.amount;
    return { ...current, state: 'waived', reason, updatedAt: now.toISOString() };
  });
  if (amount !== 0) await adjustTotals({ outstanding: -amount });
  return amount !== 0;
};

/** Makes a charge waived for `reason` due again (the decision it followed was taken back). */
export const reopenCharge = async (id: string, reason: string, now = new Date()): Promise<void> => {
  let amount = 0;
  await charges().update(id, (current) => {
    amount = 0;
    if (current.state !== 'waived' || current.reason !== reason) return current;
    amount = current.amount;
    const { reason: _waived, ...rest } = current;
    return { ...rest, state: 'due', updatedAt: now.toISOString() };
  });
  if (amount !== 0) await adjustTotals({ outstanding: amount });
};
