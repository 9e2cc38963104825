/**
 * A payment confirmed with a receipt: made at the office (the treasurer records it) or found on
 * the bank statement (the treasurer confirms its matched line). Both answers run the one
 * confirmation here, then e-mail the receipt and audit it with its amount, method and reference
 * (never the payer's contact details).
 *
 * Confirming: the charges become paid and a receipt is issued, numbered without gaps per
 * financial year (ADRSA/2026-27/0042). The number is taken first, with a claim that holds the
 * whole receipt (receipt-numbers.ts): two treasurers confirming at the same moment get distinct,
 * consecutive numbers, and a confirmation stopped anywhere after that (while marking the charges
 * paid, or before its receipt is written) leaves a claim from which the next confirmation or the
 * daily repair writes that receipt, so no number is without one and no charge is paid without
 * one. Then the charges are taken (each changed only from due or claimed, and only as they were
 * read, inside its own conditional write), so of two confirmations of the same payment only one
 * issues a receipt; the other gives its number back for the next confirmation.
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { METHOD_LABELS, OPEN_STATES, feeMessages, rupees, type PaymentMethod } from '#domain/fees/fees.ts';
import type { Charge, Receipt } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { adjustTotals, charges, receipts } from '#shared/collections/fees.ts';
import { json, type RequestContext } from '#shared/platform/http.ts';
import { requireAdmin } from '#shared/security/sessions.ts';
import { newId } from '#shared/store/index.ts';
import { mailReceipt } from './receipt-mail.ts';
import { releaseReceiptNumber, settleReceiptNumbers, takeReceiptNumber, writeNotedReceipt } from './receipt-numbers.ts';

/** Who confirms (or cancels) a receipt, as the receipt names them. */
export interface Actor {
  id: string;
  name: string;
}

/** The treasurer acting. */
export const actorOf = async (req: Request): Promise<Actor> => {
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
  return confirmCharges(found as Charge[], payment, actor, now);
};

/** The same, for charges just read (each is checked again as it is taken). */
const confirmCharges = async (
  list: readonly Charge[],
  payment: { method: PaymentMethod; reference: string },
  actor: Actor,
  now = new Date(),
): Promise<Receipt> => {
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
 * The charges a payment reference still owes (claimed, or due when the treasurer settled a
 * conflict for a payment its family started but never claimed), read from their records: the
 * confirmation takes them as read here, so each is read once.
 */
const owedUnder = async (payRef: string): Promise<Charge[]> => {
  const { items } = await charges().page('byPayRef', { partition: payRef, limit: 200 });
  const found = await Promise.all(items.map((item) => charges().get(item._id)));
  return found.filter((charge): charge is Charge => charge !== undefined && charge.payRef === payRef && OPEN_STATES.includes(charge.state));
};

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

const isConflict = (error: unknown) => error instanceof Conflict;

/** The statement's matched lines the treasurer confirms: each payment's owed charges paid with one receipt. */
export const confirmMatches = async (
  req: Request,
  context: RequestContext,
  matches: { payRef: string; utr?: string | undefined; bankReference: string }[],
): Promise<Response> => {
  const actor = await actorOf(req);
  const issued: ReturnType<typeof receiptAnswer>[] = [];
  const skipped: string[] = [];
  for (const match of matches) {
    const owed = await owedUnder(match.payRef);
    if (owed.length === 0) {
      skipped.push(match.payRef);
      continue;
    }
    try {
      const receipt = await confirmCharges(owed, { method: 'upi', reference: match.utr ?? owed[0]?.utr ?? match.bankReference }, actor);
      context.waitUntil(mailReceipt(receipt));
      auditRecord(req, receipt);
      issued.push(receiptAnswer(receipt));
    } catch (error) {
      // Confirmed meanwhile by another treasurer: that one's receipt stands.
      if (isConflict(error)) skipped.push(match.payRef);
      else throw error;
    }
  }
  if (issued.length === 0) throw new Conflict(feeMessages.nothingToConfirm);
  return json({ message: feeMessages.matchesConfirmed(issued.length), receipts: issued, skipped }, { status: 201 });
};

const methodWords = (method: Receipt['method']) => (method === 'upi' ? METHOD_LABELS.upi : METHOD_LABELS[method].toLowerCase());

/** A payment confirmed, at the office or from the bank statement: its amount, method and reference, and its receipt's number. */
export const paymentAudit = declareAudit<Receipt>({
  resource: 'payments',
  action: 'create',
  what: (receipt) =>
    `${AUDIT_NOUNS.payments} ${rupees(receipt.amount)} by ${methodWords(receipt.method)} (reference ${receipt.reference}), receipt ${receipt.number}`,
});
