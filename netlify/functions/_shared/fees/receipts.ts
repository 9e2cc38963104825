/**
 * Confirming a payment: its charges become paid and a receipt is issued, numbered without gaps
 * per financial year (ADRSA/2026-27/0042). The number is taken first, with a claim that holds the
 * whole receipt (receipt-numbers.ts): two treasurers confirming at the same moment get distinct,
 * consecutive numbers, and a confirmation stopped anywhere after that (while marking the charges
 * paid, or before its receipt is written) leaves a claim from which the next confirmation or the
 * daily repair writes that receipt, so no number is without one and no charge is paid without
 * one. Then the charges are taken (each changed only from due or claimed, and only as they were
 * read, inside its own conditional write), so of two confirmations of the same payment only one
 * issues a receipt; the other gives its number back for the next confirmation. A receipt is never
 * edited: it is cancelled (kept, with the reason) and, when the payment stands, reissued under a
 * new number.
 */
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { feeMessages, type PaymentMethod } from '#domain/fees/fees.ts';
import type { Charge, Receipt } from '#domain/fees/fees.schema.ts';
import { charges, receipts } from '#shared/collections/fees.ts';
import { newId } from '#shared/store/index.ts';
import { adjustTotals } from './fee-totals.ts';
import { OPEN_STATES } from './charges.ts';
import { releaseReceiptNumber, settleReceiptNumbers, takeReceiptNumber, writeNotedReceipt } from './receipt-numbers.ts';

export interface Actor {
  id: string;
  name: string;
}

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
  if (found.some((charge) => !charge)) throw new NotFound('Charge', feeMessages.chargeNotFound);
  const list = found as Charge[];
  if (new Set(list.map((charge) => charge.family)).size > 1) throw new Refused(feeMessages.chargesOfOneFamily);
  if (list.some((charge) => !OPEN_STATES.includes(charge.state))) throw new Conflict(feeMessages.chargesNotPayable);

  const receiptId = newId();
  const at = now.toISOString();
  const first = list[0] as Charge;
  const receipt = await takeReceiptNumber(
    {
      _id: receiptId,
      payerName: first.payerName,
      family: first.family,
      items: list.map(({ _id, description, skaterName, amount }) => ({ chargeId: _id, description, skaterName, amount })),
      amount: list.reduce((sum, charge) => sum + charge.amount, 0),
      method: payment.method,
      reference: payment.reference,
      paidAt: at,
      issuedAt: at,
      issuedBy: actor.name,
      state: 'issued',
      season: first.season,
      eventIds: [...new Set(list.flatMap((charge) => (charge.eventId ? [charge.eventId] : [])))],
    },
    now,
  );
  const taken: Charge[] = [];
  try {
    for (const charge of list) {
      let before: Charge | undefined;
      await charges().update(charge._id, (current) => {
        // Paid meanwhile, or its amount changed since it was read: the noted receipt would not be true.
        if (!OPEN_STATES.includes(current.state) || current.amount !== charge.amount || current.description !== charge.description)
          throw new Conflict(feeMessages.chargesNotPayable);
        before = current;
        return { ...current, state: 'paid', paidAt: at, receiptId, method: payment.method, updatedAt: at };
      });
      if (before) taken.push(before);
    }
  } catch (error) {
    await giveBack(taken, receiptId);
    await releaseReceiptNumber(receipt);
    throw error;
  }
  try {
    await receipts().insert(receipt);
  } catch (error) {
    // The charges are marked: give them back and write the number as not issued (or leave that to whoever settles it).
    await giveBack(taken, receiptId);
    await writeNotedReceipt(receipt, now).catch(() => undefined);
    throw error;
  }
  await adjustTotals({ outstanding: -receipt.amount });
  await settleReceiptNumbers(receipt.financialYear, now);
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
