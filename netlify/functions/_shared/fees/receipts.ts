/**
 * Confirming a payment: its charges become paid and a receipt is issued, numbered without gaps
 * per financial year (ADRSA/2026-27/0042). Two treasurers confirming at the same moment each get
 * the next number: the number comes from a counter changed only by compare-and-set, so no number
 * is given twice or skipped. The charges are taken first (each changed only from due or claimed,
 * inside its own conditional write), so of two confirmations of the same payment only one issues
 * a receipt. A receipt is never edited: it is cancelled (kept, with the reason) and, when the
 * payment stands, reissued under a new number.
 */
import { site } from '#config/site.ts';
import { feeMessages, financialYear, receiptNumber, type PaymentMethod } from '#domain/fees/fees.ts';
import type { Charge, Receipt } from '#domain/fees/fees.schema.ts';
import { charges, receipts, skaters } from '../store/collections.ts';
import { newId } from '../store/index.ts';
import { HttpError } from '../platform/http.ts';
import { deliver } from '../mail/send-mail.ts';
import { failureReason } from '../mail/mail-failure.ts';
import { adjustTotals } from './fee-totals.ts';
import { OPEN_STATES } from './charges.ts';
import { receiptPdf } from './receipt-pdf.ts';

export interface Actor {
  id: string;
  name: string;
}

/** The next receipt number of the financial year `now` falls in. */
const nextNumber = async (now: Date) => {
  const year = financialYear(now);
  const sequence = await receipts().next(`receipt-${year}`);
  return { financialYear: year, sequence, number: receiptNumber(site.payments.receiptPrefix, year, sequence) };
};

/** Puts back what `taken` changed: a confirmation that could not finish leaves the charges as they were. */
const giveBack = async (taken: readonly Charge[], receiptId: string) => {
  await Promise.all(
    taken.map((before) =>
      charges().update(before._id, (current) =>
        current.receiptId === receiptId ? { ...before, updatedAt: new Date().toISOString() } : current,
      ),
    ),
  );
};

/**
 * Marks the charges paid and issues their receipt. 404 for an unknown charge, 409 when one is not
 * due or claimed any more (confirmed meanwhile by someone else) or the charges are of two families.
 */
export const confirmPayment = async (
  chargeIds: readonly string[],
  payment: { method: PaymentMethod; reference: string },
  actor: Actor,
  now = new Date(),
): Promise<Receipt> => {
  const ids = [...new Set(chargeIds)];
  const found = await Promise.all(ids.map((id) => charges().get(id)));
  if (found.some((charge) => !charge)) throw new HttpError(404, feeMessages.chargeNotFound);
  const list = found as Charge[];
  if (new Set(list.map((charge) => charge.family)).size > 1) throw new HttpError(400, feeMessages.chargesOfOneFamily);
  if (list.some((charge) => !OPEN_STATES.includes(charge.state))) throw new HttpError(409, feeMessages.chargesNotPayable);

  const receiptId = newId();
  const at = now.toISOString();
  const taken: Charge[] = [];
  try {
    for (const charge of list) {
      let before: Charge | undefined;
      await charges().update(charge._id, (current) => {
        if (!OPEN_STATES.includes(current.state)) throw new HttpError(409, feeMessages.chargesNotPayable);
        before = current;
        return { ...current, state: 'paid', paidAt: at, receiptId, method: payment.method, updatedAt: at };
      });
      if (before) taken.push(before);
    }
  } catch (error) {
    await giveBack(taken, receiptId);
    throw error;
  }

  const numbered = await nextNumber(now);
  const first = taken[0] as Charge;
  const receipt: Receipt = {
    _id: receiptId,
    ...numbered,
    payerName: first.payerName,
    family: first.family,
    items: taken.map(({ _id, description, skaterName, amount }) => ({ chargeId: _id, description, skaterName, amount })),
    amount: taken.reduce((sum, charge) => sum + charge.amount, 0),
    method: payment.method,
    reference: payment.reference,
    paidAt: at,
    issuedAt: at,
    issuedBy: actor.name,
    state: 'issued',
    season: first.season,
    eventIds: [...new Set(taken.flatMap((charge) => (charge.eventId ? [charge.eventId] : [])))],
  };
  await receipts().insert(receipt);
  await adjustTotals({ outstanding: -receipt.amount });
  return receipt;
};

/**
 * Cancels a receipt with the reason; it keeps its number. Reissued, the same payment gets a new
 * receipt and number (the charges stay paid); otherwise its charges are due again.
 */
export const cancelReceipt = async (
  id: string,
  { reason, reissue }: { reason: string; reissue: boolean },
  actor: Actor,
  now = new Date(),
): Promise<{ cancelled: Receipt; reissued?: Receipt }> => {
  const at = now.toISOString();
  const cancelled = await receipts().update(id, (current) => {
    if (current.state === 'cancelled') throw new HttpError(409, feeMessages.alreadyCancelled);
    return { ...current, state: 'cancelled', cancelledAt: at, cancelReason: reason };
  });
  if (!cancelled) throw new HttpError(404, feeMessages.receiptNotFound);
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
  const numbered = await nextNumber(now);
  const reissued: Receipt = {
    ...cancelled,
    ...numbered,
    _id: newId(),
    issuedAt: at,
    issuedBy: actor.name,
    state: 'issued',
    replaces: cancelled._id,
  };
  delete reissued.cancelledAt;
  delete reissued.cancelReason;
  await receipts().insert(reissued);
  for (const item of reissued.items) {
    await charges().update(item.chargeId, (current) =>
      current.receiptId === cancelled._id ? { ...current, receiptId: reissued._id } : current,
    );
  }
  const marked = await receipts().update(id, (current) => ({ ...current, replacedBy: reissued._id }));
  return { cancelled: marked ?? cancelled, reissued };
};

/** E-mails the receipt's PDF to the address on file of the family's first skater; a failure is logged, the receipt stands. */
export const mailReceipt = async (receipt: Receipt): Promise<void> => {
  try {
    const first = await charges().get(receipt.items[0]?.chargeId ?? '');
    const skater = first ? await skaters().get(first.skaterId) : undefined;
    if (!skater) return;
    const pdf = await receiptPdf(receipt);
    await deliver([
      {
        to: skater.email,
        subject: feeMessages.receiptSubject(receipt.number, site.name),
        text: feeMessages.receiptLetter(receipt.payerName, receipt.number, receipt.amount),
        attachments: [{ filename: receiptFileName(receipt), content: pdf, contentType: 'application/pdf' }],
      },
    ]);
  } catch (error) {
    console.warn(`[mail] receipt ${receipt.number} was not e-mailed: ${failureReason(error)}`);
  }
};

export const receiptFileName = (receipt: Receipt): string => `receipt-${receipt.number.replace(/\//g, '-')}.pdf`;
