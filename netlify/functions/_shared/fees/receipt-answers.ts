/**
 * The treasurer's receipts: the newest (of a span of days), every payment of the span as CSV, one
 * receipt's PDF, and one cancelled (reissued under the next number, or its charges due again). A
 * receipt takes no If-Match: it is only ever cancelled, once, inside its compare-and-set.
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { NotFound } from '#domain/common/errors.ts';
import { feeMessages, rupees } from '#domain/fees/fees.ts';
import type { Receipt, ReceiptsQuery } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { binary, json, type RequestContext } from '#shared/platform/http.ts';
import { receipts } from '#shared/collections/fees.ts';
import { LIST_LIMIT } from './charge-answers.ts';
import { csvAnswer } from './csv-answer.ts';
import { paymentsCsv, receiptsOfSpan } from './ledger-export.ts';
import { actorOf, receiptAnswer } from './payment-answers.ts';
import { mailReceipt, receiptFileName } from './receipt-mail.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { cancelReceipt } from './receipts.ts';

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
