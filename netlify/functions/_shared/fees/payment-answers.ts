/**
 * A payment confirmed with a receipt: made at the office (the treasurer records it) or found on the
 * bank statement. Every one is audited with its amount, method and reference (never the payer's
 * contact details).
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { METHOD_LABELS, feeMessages, rupees } from '#domain/fees/fees.ts';
import type { Receipt } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { json, type RequestContext } from '#shared/platform/http.ts';
import { requireAdmin } from '#shared/security/sessions.ts';
import { mailReceipt } from './receipt-mail.ts';
import { confirmPayment } from './receipts.ts';

/** The treasurer acting, as a receipt names who confirmed it. */
export const actorOf = async (req: Request) => {
  const session = await requireAdmin(req);
  return { id: session.accountId, name: session.admin };
};

export const receiptAnswer = (receipt: Receipt) => ({
  _id: receipt._id,
  number: receipt.number,
  amount: receipt.amount,
  method: receipt.method,
  reference: receipt.reference,
});

export const recordPayment = async (
  req: Request,
  context: RequestContext,
  { chargeIds, method, reference }: { chargeIds: string[]; method: Receipt['method']; reference: string },
): Promise<Response> => {
  const receipt = await confirmPayment(chargeIds, { method, reference }, await actorOf(req));
  context.waitUntil(mailReceipt(receipt));
  auditRecord(req, receipt);
  return json({ message: feeMessages.paymentRecorded(receipt.number), receipt: receiptAnswer(receipt) }, { status: 201 });
};

const methodWords = (method: Receipt['method']) => (method === 'upi' ? METHOD_LABELS.upi : METHOD_LABELS[method].toLowerCase());

/** A payment confirmed, at the office or from the bank statement: its amount, method and reference, and its receipt's number. */
export const paymentAudit = declareAudit<Receipt>({
  resource: 'payments',
  action: 'create',
  what: (receipt) =>
    `${AUDIT_NOUNS.payments} ${rupees(receipt.amount)} by ${methodWords(receipt.method)} (reference ${receipt.reference}), receipt ${receipt.number}`,
});
