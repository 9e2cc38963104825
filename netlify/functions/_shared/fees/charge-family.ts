/**
 * A child's charges and receipts follow the address on the child's profile. A family reaches its
 * charges and receipts by the digest of its address (their partition), so when a registrar
 * corrects the e-mail, or the parent confirms a change of it, the child's charges move to the new
 * address's partition and the old address no longer sees them; so do the receipts that paid only
 * for this child. A receipt that also paid for a child who stays at the old address stays there:
 * it records that family's payment.
 *
 * It costs the child's own charges (one partition) and the receipts of the addresses they leave
 * (a family's handful), never a scan of every charge.
 */
import { isClubPayer } from '#domain/fees/club-fees.ts';
import { charges, receipts } from '#shared/collections/fees.ts';
import { familyPartition } from '#shared/collections/registry.ts';

export const chargesFollowAddress = async (skaterId: string, email: string): Promise<void> => {
  const family = familyPartition(email);
  const { items } = await charges().page('bySkater', { partition: skaterId, limit: 200 });
  // A club's share of an entry fee is the club's wherever the family lives.
  const leaving = items.filter((charge) => charge.family !== family && !isClubPayer(charge.family));
  if (leaving.length === 0) return;
  const childCharges = new Set(items.map((charge) => charge._id));
  await Promise.all(leaving.map((charge) => charges().update(charge._id, (current) => ({ ...current, family }))));
  for (const old of new Set(leaving.map((charge) => charge.family))) {
    const { items: held } = await receipts().page('byFamily', { partition: old, limit: 200 });
    const onlyThisChild = held.filter((receipt) => receipt.chargeIds.every((id) => childCharges.has(id)));
    await Promise.all(onlyThisChild.map((receipt) => receipts().update(receipt._id, (current) => ({ ...current, family }))));
  }
};
