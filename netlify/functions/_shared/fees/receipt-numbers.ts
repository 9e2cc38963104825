/**
 * Receipt numbers: without gaps per financial year, and none lost when a confirmation is stopped
 * (a function's time limit, a deploy, a crash) between taking its number and writing its receipt.
 *
 * A number is taken by claiming it (`receipt-number|<year>|<n>` in the receipts' claims), and the
 * claim's note is the whole receipt the number is for (its id, charges, payer, amount, how paid),
 * stored in the very write that takes the number, before any charge is marked paid. So there is
 * no moment at which a number is taken, or a charge marked paid, and nobody can tell what for.
 * A number's claim is never taken over: it ends as the receipt its note names, issued or
 * cancelled, or (when its confirmation found the charges confirmed by someone else first and
 * marked none of them) is given back for the next confirmation to take.
 *
 * Taking a number starts just above the year's mark (the counter `receipt-<year>`: every number
 * up to it has its receipt) and claims each number in turn. A claim is a write only where nothing
 * is yet, so of two treasurers confirming at once one gets n and the other, finding n taken, gets
 * n + 1: distinct and consecutive, and the claimed numbers are always 1..m with no hole.
 *
 * Settling: a number claimed but without its receipt, once its claim is older than any
 * confirmation can run (`NUMBER_SETTLE_AFTER_MS`), belongs to a confirmation that was stopped.
 * Whoever finds it (the next confirmation walking past it, or the daily repair) writes its
 * receipt from the note:
 * - a reissue: the receipt as noted (the payment stands), its charges moved over to it;
 * - a first receipt whose charges all say they are paid with that receipt's id: issued as noted,
 *   counted off the outstanding total and e-mailed. The receipt is written only where none is,
 *   so of two finding it at once only the one that writes it e-mails it;
 * - otherwise (its charges were given back, or were never all marked): cancelled with the reason
 *   "Not issued: the confirmation was interrupted", and any charge still marked paid with it is
 *   owed again, so the number is accounted for and no payment is marked without its receipt.
 * A number given back is taken by the next confirmation; if a later number is taken and no
 * confirmation came for it in that wait (the last days of a financial year), it is written as
 * not issued in the same way, so the year never keeps a hole.
 * Then the mark moves up over the numbers that have their receipt, so a settle reads only the
 * numbers taken since (in flight, or stopped): its cost does not grow with the year's receipts.
 */
import { site } from '#config/site.ts';
import { feeMessages, financialYear, receiptNumber } from '#domain/fees/fees.ts';
import { receiptSchema, type Charge, type Receipt } from '#domain/fees/fees.schema.ts';
import { adjustTotals, charges, receipts } from '#shared/collections/fees.ts';
import { mailReceipt } from './receipt-mail.ts';

/** A confirmation lives a minute at most; a claim this old without its receipt was stopped. */
export const NUMBER_SETTLE_AFTER_MS = 15 * 60_000;

export const receiptNumberClaimKey = (year: string, sequence: number): string => `receipt-number|${year}|${sequence}`;
const markOf = (year: string) => `receipt-${year}`;

/** A receipt before its number is taken. */
export type UnnumberedReceipt = Omit<Receipt, 'number' | 'financialYear' | 'sequence'>;

/**
 * Takes the next number of the financial year `now` falls in for `draft`: answers the receipt
 * with its number, which its claim holds until the receipt is written.
 */
export const takeReceiptNumber = async (draft: UnnumberedReceipt, now: Date): Promise<Receipt> => {
  const year = financialYear(now);
  for (let sequence = (await receipts().sequenceValue(markOf(year))) + 1; ; sequence += 1) {
    const receipt: Receipt = {
      ...draft,
      financialYear: year,
      sequence,
      number: receiptNumber(site.payments.receiptPrefix, year, sequence),
    };
    if (await receipts().claim(receiptNumberClaimKey(year, sequence), draft._id, undefined, receipt)) return receipt;
    // Taken by another confirmation: still running, or stopped (then its receipt is written now).
    await settleNumber(year, sequence, now);
  }
};

/** Writes a receipt unless one with its id is there already: true when this call wrote it. */
const writeOnce = async (receipt: Receipt): Promise<boolean> => {
  try {
    await receipts().insert(receipt);
    return true;
  } catch (error) {
    if (error instanceof Error && /already has a record/.test(error.message)) return false;
    throw error;
  }
};

/** A charge marked paid with a receipt that was not issued is owed again, as it was before (claimed when a UTR came with it). */
const owedAgain = (receiptId: string, chargeId: string, at: string) =>
  charges().update(chargeId, (current: Charge) => {
    if (current.state !== 'paid' || current.receiptId !== receiptId) return current;
    const { paidAt: _paid, receiptId: _receipt, method: _method, ...rest } = current;
    return { ...rest, state: current.utr ? 'claimed' : 'due', updatedAt: at };
  });

/**
 * Writes the receipt a number's claim notes, as the header says: issued when its payment stands,
 * cancelled as not issued otherwise. Also what a confirmation does itself when it fails after
 * taking its number.
 */
export const writeNotedReceipt = async (noted: Receipt, now = new Date()): Promise<'issued' | 'cancelled' | 'there'> => {
  const at = now.toISOString();
  if (noted.replaces) {
    const replaced = noted.replaces;
    if (!(await writeOnce(noted))) return 'there';
    for (const item of noted.items)
      await charges().update(item.chargeId, (current) => (current.receiptId === replaced ? { ...current, receiptId: noted._id } : current));
    await receipts().update(replaced, (current) => ({ ...current, replacedBy: noted._id }));
    await mailReceipt(noted);
    return 'issued';
  }
  const found = await Promise.all(noted.items.map((item) => charges().get(item.chargeId)));
  if (found.every((charge) => charge?.state === 'paid' && charge.receiptId === noted._id)) {
    if (!(await writeOnce(noted))) return 'there';
    await adjustTotals({ outstanding: -noted.amount });
    await mailReceipt(noted);
    return 'issued';
  }
  for (const item of noted.items) await owedAgain(noted._id, item.chargeId, at);
  const written = await writeOnce({ ...noted, state: 'cancelled', cancelledAt: at, cancelReason: feeMessages.notIssued });
  return written ? 'cancelled' : 'there';
};

type NumberState = 'free' | 'written' | 'running' | 'recovered';

const settled = (claimAt: string | undefined) => Date.now() - Date.parse(claimAt ?? '') >= NUMBER_SETTLE_AFTER_MS;

/** Where number `sequence` of `year` stands; a stopped one gets its receipt written. */
const settleNumber = async (year: string, sequence: number, now: Date): Promise<NumberState> => {
  const key = receiptNumberClaimKey(year, sequence);
  const claim = await receipts().claimed(key);
  if (!claim) return 'free';
  const noted = receiptSchema.safeParse(claim.note);
  if ('released' in claim) {
    // Given up by a confirmation that found its charges confirmed by someone else: the next
    // confirmation takes it. Only when a later number is taken and none came for a long while is
    // it written as not issued, so the year never keeps a hole.
    const above = await receipts().claimed(receiptNumberClaimKey(year, sequence + 1));
    if (!above) return 'free';
    // Given back too: the hole closes from the top down, once a number above it is held.
    if ('released' in above || !noted.success || !settled(claim.at)) return 'running';
    if (!(await receipts().claim(key, noted.data._id, undefined, noted.data))) return 'running';
  } else {
    if (await receipts().get(claim.owner)) return 'written';
    // A claim with no readable note cannot be finished here: it stays, and the mark waits below it.
    if (!noted.success || noted.data._id !== claim.owner || !settled(claim.at)) return 'running';
  }
  await writeNotedReceipt(noted.data, now);
  return 'recovered';
};

/**
 * Gives a number back when its confirmation took none of the charges after all (another
 * treasurer confirmed them first): the next confirmation takes it. Its note stays with it.
 */
export const releaseReceiptNumber = (receipt: Receipt): Promise<void> =>
  receipts().release(receiptNumberClaimKey(receipt.financialYear, receipt.sequence), receipt._id);

export interface SettleOutcome {
  /** Receipts written from a stopped confirmation's claim. */
  recovered: number;
  /** Numbers claimed by a confirmation that may still be running. */
  running: number;
  /** Every number up to this one has its receipt. */
  mark: number;
}

/**
 * Settles the numbers of `year` taken since its mark: the receipt of every stopped confirmation
 * is written, and the mark moves up over the numbers that have their receipt.
 */
export const settleReceiptNumbers = async (year: string, now = new Date()): Promise<SettleOutcome> => {
  let mark = await receipts().sequenceValue(markOf(year));
  const outcome: SettleOutcome = { recovered: 0, running: 0, mark };
  for (let sequence = mark + 1; ; sequence += 1) {
    const state = await settleNumber(year, sequence, now);
    if (state === 'free') break;
    if (state === 'recovered') outcome.recovered += 1;
    if (state === 'running') outcome.running += 1;
    else if (outcome.running === 0) mark = sequence;
  }
  await receipts().raiseSequence(markOf(year), mark);
  return { ...outcome, mark };
};

/** This financial year and the one before ("2026-27", "2025-26"): a confirmation stopped just before 1 April left its number in the year before. */
export const openFinancialYears = (now: Date): string[] => {
  const year = financialYear(now);
  const start = Number(year.slice(0, 4));
  return [year, `${start - 1}-${String(start % 100).padStart(2, '0')}`];
};
