/**
 * The treasurer's charges: the newest (or those claimed, waiting for a match), and one waived,
 * refunded or set aside (the parent is told a payment they reported was not found, and what to do). A charge takes no If-Match: it is never edited, only moved on once, and
 * that state check runs inside the record's compare-and-set, so a second treasurer acting on the
 * same one is refused with 409.
 */
import { AUDIT_NOUNS, quoted } from '#domain/committee/audit.ts';
import { feeMessages, rupees } from '#domain/fees/fees.ts';
import type { Charge } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { json } from '#shared/platform/http.ts';
import { charges, CLAIMED_CHARGES } from '#shared/collections/fees.ts';
import { claimSetAsideLetterIn } from '#domain/fees/fee-letters-in.ts';
import { familyPartition, skaters } from '#shared/collections/registry.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { failureReason } from '#shared/mail/mail-failure.ts';
import { settleOtherwise } from './charges.ts';

export const LIST_LIMIT = 100;

export const listCharges = async (req: Request): Promise<Response> => {
  const state = new URL(req.url).searchParams.get('state');
  if (state === 'claimed') {
    const { items, total } = await charges().page('claimed', { partition: CLAIMED_CHARGES, limit: LIST_LIMIT, reverse: true });
    const full = await Promise.all(items.map((item) => charges().get(item._id)));
    return json({ items: full.filter(Boolean), total });
  }
  const { items, total } = await charges().page('newest', { limit: LIST_LIMIT, reverse: true });
  return json({ items, total });
};

/**
 * A claim set aside: the parent who reported the payment is told it was not found and is due again.
 * The letter goes to the address whose family the charge is in (never a club's: a club's payment
 * is the club desk's); a failure is logged without the address and never undoes the change.
 */
const tellClaimSetAside = async (charge: Charge, utr: string): Promise<void> => {
  try {
    const skater = await skaters().get(charge.skaterId);
    if (!skater || skater.email === '' || familyPartition(skater.email) !== charge.family) return;
    const letter = claimSetAsideLetterIn(await letterLanguage(skater.email), {
      skaterName: charge.skaterName,
      description: charge.description,
      amount: charge.amount,
      utr,
      reason: charge.reason ?? '',
    });
    await deliver([{ to: skater.email, ...letter }]);
  } catch (error) {
    console.warn(`[mail] the set-aside claim of charge ${charge._id} was not told: ${failureReason(error)}`);
  }
};

export const changeCharge = async (
  req: Request,
  id: string,
  { action, reason }: { action: 'waive' | 'refund' | 'unclaim'; reason: string },
): Promise<Response> => {
  // The reference the parent gave, before setting the claim aside takes it off the charge.
  const utr = action === 'unclaim' ? (await charges().get(id))?.utr : undefined;
  const charge = await settleOtherwise(id, action, reason);
  if (utr) await tellClaimSetAside(charge, utr);
  auditRecord(req, charge);
  const message = { waive: feeMessages.waived, refund: feeMessages.refunded, unclaim: feeMessages.unclaimed }[action];
  return json({ message, charge });
};

export const chargeAudit = declareAudit<Charge>({
  resource: 'charges',
  action: 'edit',
  what: (charge) =>
    `${AUDIT_NOUNS.charges} ${charge.skaterName}${charge.registrationNo ? ` (${charge.registrationNo})` : ''} ${quoted(charge.description)}, ${rupees(charge.amount)}, ${charge.state}`,
  detail: (charge) => charge.reason,
});
