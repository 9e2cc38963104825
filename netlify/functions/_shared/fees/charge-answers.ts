/**
 * The treasurer's charges: the newest (or those claimed, waiting for a match), and one waived,
 * refunded or set aside. A charge takes no If-Match: it is never edited, only moved on once, and
 * that state check runs inside the record's compare-and-set, so a second treasurer acting on the
 * same one is refused with 409.
 */
import { AUDIT_NOUNS, quoted } from '#domain/committee/audit.ts';
import { feeMessages, rupees } from '#domain/fees/fees.ts';
import type { Charge } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { json } from '#shared/platform/http.ts';
import { charges, CLAIMED_CHARGES } from '#shared/collections/fees.ts';
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

export const changeCharge = async (
  req: Request,
  id: string,
  { action, reason }: { action: 'waive' | 'refund' | 'unclaim'; reason: string },
): Promise<Response> => {
  const charge = await settleOtherwise(id, action, reason);
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
