/**
 * The treasurer's receipts: the newest (of a span of days), every payment of the span as CSV, one
 * receipt's PDF, and one cancelled (reissued under the next number, or its charges due again). A
 * receipt takes no If-Match: it is only ever cancelled, once, inside its compare-and-set. A
 * receipt is never edited: it is cancelled (kept, with the reason) and, when the payment stands,
 * reissued under a new number.
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { Conflict, NotFound } from '#domain/common/errors.ts';
import { feeMessages, rupees } from '#domain/fees/fees.ts';
import type { Receipt, ReceiptsQuery } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { binary, json, type RequestContext } from '#shared/platform/http.ts';
import { adjustTotals, charges, receipts } from '#shared/collections/fees.ts';
import { newId } from '#shared/store/index.ts';
import { LIST_LIMIT } from './charge-answers.ts';
import { csvAnswer } from './csv-answer.ts';
import { paymentsCsv, receiptsOfSpan } from './ledger-export.ts';
import { actorOf, receiptAnswer, type Actor } from './payment-answers.ts';
import { mailReceipt } from './receipt-mail.ts';
import { receiptFileName, receiptPdf } from './receipt-pdf.ts';
import { settleReceiptNumbers, takeReceiptNumber } from './receipt-numbers.ts';

/** The newest receipts, of a span of days when asked (`from`, `to`: days on the association's calendar). */
export const listReceipts = async (query: ReceiptsQuery): Promise<Response> => json(await receiptsOfSpan(query, LIST_LIMIT));

/** Every payment (receipt) of the span, for the accounts. */
export const exportReceipts = async (query: ReceiptsQuery): Promise<Response> => {
  const span = [query.from, query.to].filter(Boolean).join('-to-');
  return csvAnswer(await paymentsCsv(query), span ? `payments-${span}` : 'payments');
};

export const downloadReceipt = async (id: string): Promise<Response> => {
  const receipt = await receipts().get(id);
  if (!receipt) throw new NotFound('Receipt');
  return binary(await receiptPdf(receipt), 'application/pdf', 'private, no-store', {
    headers: { 'Content-Disposition': `attachment; filename="${receiptFileName(receipt)}"` },
  });
};

/**
 * Cancels a receipt with the reason; it keeps its number. Reissued, the same payment gets a new
 * receipt and number (the charges stay paid); otherwise its charges are due again.
 */
const cancelReceipt = async (
  id: string,
  { reason, reissue }: { reason: string; reissue: boolean },
  actor: Actor,
  now = new Date(),
): Promise<{ cancelled: Receipt; reissued?: Receipt }> => {
  const at = now.toISOString();
  const cancelled = await receipts().update(id, (current) => {
    if (current.state === 'cancelled') throw new Conflict(feeMessages.alreadyCancelled);
    return { ...current, state: 'cancelled', cancelledAt: at, cancelReason: reason };
  });
  if (!cancelled) throw new NotFound('Receipt', feeMessages.receiptNotFound);
  if (!reissue) {
    for (const item of cancelled.items) {
      await charges().update(item.chargeId, (current) => {
        if (current.state !== 'paid' || current.receiptId !== cancelled._id) return current;
        const { paidAt: _paid, receiptId: _receipt, method: _method, ...rest } = current;
        return { ...rest, state: 'due', updatedAt: at };
      });
    }
    await adjustTotals({ outstanding: cancelled.amount });
    return { cancelled };
  }
  const { number: _number, financialYear: _year, sequence: _sequence, cancelledAt: _at, cancelReason: _reason, ...facts } = cancelled;
  const reissued = await takeReceiptNumber(
    { ...facts, _id: newId(), issuedAt: at, issuedBy: actor.name, state: 'issued', replaces: cancelled._id },
    now,
  );
  await receipts().insert(reissued);
  for (const item of reissued.items) {
    await charges().update(item.chargeId, (current) =>
      current.receiptId === cancelled._id ? { ...current, receiptId: reissued._id } : current,
    );
  }
  const marked = await receipts().update(id, (current) => ({ ...current, replacedBy: reissued._id }));
  await settleReceiptNumbers(reissued.financialYear, now);
  return { cancelled: marked ?? cancelled, reissued };
};

interface Cancellation {
  cancelled: Receipt;
  reissued: Receipt | undefined;
  reason: string;
}

export const cancel = async (
  req: Request,
  context: RequestContext,
  id: string,
  input: { reason: string; reissue: boolean },
): Promise<Response> => {
  const { cancelled, reissued } = await cancelReceipt(id, input, await actorOf(req));
  if (reissued) context.waitUntil(mailReceipt(reissued));
  auditRecord(req, { cancelled, reissued, reason: input.reason } satisfies Cancellation);
  return json({
    message: reissued ? feeMessages.receiptReissued(reissued.number) : feeMessages.receiptCancelled,
    cancelled: receiptAnswer(cancelled),
    ...(reissued ? { reissued: receiptAnswer(reissued) } : {}),
  });
};

export const cancelAudit = declareAudit<Cancellation>({
  resource: 'receipts',
  action: 'edit',
  id: ({ cancelled }) => cancelled._id,
  what: ({ cancelled, reissued }) =>
    `${AUDIT_NOUNS.receipts} ${cancelled.number} (${rupees(cancelled.amount)}), cancelled${
      reissued ? ` and reissued as ${reissued.number}` : ', its charges due again'
    }`,
  detail: ({ reason }) => reason,
});
