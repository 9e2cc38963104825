/**
 * A club's payment for a batch of entries (docs/clubs.md#paying-for-the-batch). Confirming a batch
 * charges the club, not the families: each skater's share of the batch is a charge kept in the
 * club's partition (never a family's, so no parent sees it as owed), and all of the batch's share
 * one payment reference, given at once, so the desk shows one amount and one UPI QR code. From
 * there it is paid as a family's payment is: the treasurer's statement matches a credit line
 * naming the reference (or the UTR the coach gave, with the amount), and confirming it issues one
 * receipt to the club listing each skater and race.
 *
 * A skater the batch enters for the first time owes the whole entry fee (per skater, per race, the
 * late fee after its day) to the club; races the club adds to an entry a family made are charged
 * to the club per race, and the family's own charge is left as it was.
 */
import { NotFound } from '#domain/common/errors.ts';
import { clubEntryDescription, clubFeeMessages, clubPayer, type ClubPaymentView } from '#domain/fees/club-fees.ts';
import { entryFee, feeMessages, isLate, OPEN_STATES } from '#domain/fees/fees.ts';
import type { Charge, Receipt } from '#domain/fees/fees.schema.ts';
import type { Championship } from '#domain/championships/championship.schema.ts';
import type { Club } from '#domain/content/club.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { events } from '#shared/collections/events.ts';
import { charges, readChampionshipFees, receipts } from '#shared/collections/fees.ts';
import { extraEntryChargeId, insertOnce, newPayRef } from './charges.ts';
import { paymentWay } from './upi-payment.ts';

/** One skater of a confirmed batch: their entry, the races the batch added, and how many were entered before. */
export interface BatchShare {
  skater: Skater;
  entryId: string;
  raceIds: string[];
  raceNames: string[];
  racesBefore: number;
}

/**
 * Charges the club for a confirmed batch: one charge per skater, all under one new payment
 * reference. Nothing when the championship has no fee. Answers the reference and the total.
 */
export const chargeClubBatch = async (
  championship: Championship,
  club: Club,
  shares: readonly BatchShare[],
  now = new Date(),
): Promise<{ payRef: string; amount: number } | undefined> => {
  const fees = await readChampionshipFees(championship._id);
  if (!fees || shares.length === 0) return undefined;
  const title = (await events().get(championship._id))?.title ?? 'championship';
  const late = isLate(fees, now);
  const priced = await Promise.all(
    shares.map(async (share) => {
      const own = `entry-${share.entryId}`;
      const count = share.raceIds.length;
      // A first entry owes the whole fee; races added to an entry already there (a family's, or an earlier batch's) are charged per race.
      const first = share.racesBefore === 0 && !(await charges().get(own));
      return {
        share,
        _id: first ? own : `${extraEntryChargeId(share.entryId, now)}-club`,
        amount: first ? entryFee(fees, count, now) : fees.perRace * count,
      };
    }),
  );
  const owed = priced.filter((item) => item.amount > 0);
  if (owed.length === 0) return undefined;
  let payRef = newPayRef();
  while (!(await charges().claim(`payref:${payRef}`, payRef))) payRef = newPayRef();
  const at = now.toISOString();
  let amount = 0;
  for (const { share, _id, amount: price } of owed) {
    const stored = await insertOnce({
      _id,
      kind: 'entry',
      state: 'due',
      amount: price,
      description: clubEntryDescription(title, share.raceNames),
      skaterId: share.skater._id,
      skaterName: share.skater.name,
      ...(share.skater.registrationNo ? { registrationNo: share.skater.registrationNo } : {}),
      payerName: club.clubName,
      family: clubPayer(club._id),
      clubId: club._id,
      season: share.skater.season,
      eventId: championship._id,
      races: share.raceIds.length,
      raceIds: share.raceIds,
      late,
      dueBy: championship.entriesClose,
      createdAt: at,
      payRef,
    });
    if (stored) amount += stored.amount;
  }
  return { payRef, amount };
};

const stateOf = (lines: readonly Charge[]): ClubPaymentView['state'] => {
  if (lines.some((line) => line.state === 'due')) return 'due';
  if (lines.some((line) => line.state === 'claimed')) return 'claimed';
  if (lines.some((line) => line.state === 'paid')) return 'paid';
  return 'settled';
};

/**
 * The club's payments, newest first: one read of the club's charges and one of its receipts,
 * and the title of each championship they are for (a club enters a handful at a time).
 */
export const clubPayments = async (club: Club): Promise<ClubPaymentView[]> => {
  const payer = clubPayer(club._id);
  const [chargePage, receiptPage] = await Promise.all([
    charges().page('byFamily', { partition: payer, limit: 1000, reverse: true }),
    receipts().page('byFamily', { partition: payer, limit: 200, reverse: true }),
  ]);
  const byRef = new Map<string, Charge[]>();
  for (const charge of chargePage.items as Charge[])
    if (charge.payRef) byRef.set(charge.payRef, [...(byRef.get(charge.payRef) ?? []), charge]);
  const eventIds = [...new Set([...byRef.values()].flatMap((lines) => (lines[0]?.eventId ? [lines[0].eventId] : [])))];
  const titles = new Map(await Promise.all(eventIds.map(async (id) => [id, (await events().get(id))?.title ?? 'Championship'] as const)));
  const receiptById = new Map(receiptPage.items.map((receipt) => [receipt._id, receipt]));
  return Promise.all(
    [...byRef].map(async ([reference, lines]) => {
      const first = lines[0] as Charge;
      const owed = lines.filter((line) => OPEN_STATES.includes(line.state)).reduce((sum, line) => sum + line.amount, 0);
      const state = stateOf(lines);
      const receiptId = lines.find((line) => line.receiptId)?.receiptId;
      const receipt = receiptId ? receiptById.get(receiptId) : undefined;
      return {
        reference,
        ...(first.eventId ? { eventId: first.eventId } : {}),
        eventTitle: titles.get(first.eventId ?? '') ?? 'Championship',
        createdAt: first.createdAt,
        ...(first.dueBy ? { dueBy: first.dueBy } : {}),
        owed,
        state,
        lines: lines.map((line) => ({
          chargeId: line._id,
          skaterName: line.skaterName,
          ...(line.registrationNo ? { registrationNo: line.registrationNo } : {}),
          description: line.description,
          amount: line.amount,
          state: line.state,
          ...(line.refundDue ? { refundDue: line.refundDue } : {}),
          ...(line.refundedAmount ? { refundedAmount: line.refundedAmount } : {}),
        })),
        ...(state === 'due' ? { way: await paymentWay(owed, reference) } : {}),
        ...(receipt ? { receipt: { _id: receipt._id, number: receipt.number, amount: receipt.amount, state: receipt.state } } : {}),
        refundDue: lines.reduce((sum, line) => sum + (line.refundDue ?? 0), 0),
      };
    }),
  );
};

/** One of the club's receipts (404 for any other, which tells nothing of it). */
export const clubReceipt = async (club: Club, id: string): Promise<Receipt> => {
  const receipt = await receipts().get(id);
  if (!receipt || receipt.family !== clubPayer(club._id)) throw new NotFound('Receipt', clubFeeMessages.notYourReceipt);
  return receipt;
};

/** A payment reference of this club's, else 404 (another club's, or a family's, is not found either). */
export const ownPayRef = async (club: Club, reference: string): Promise<void> => {
  const { items } = await charges().page('byPayRef', { partition: reference, limit: 1 });
  if (!items.some((item) => item.family === clubPayer(club._id))) throw new NotFound('Payment reference', feeMessages.payRefNotFound);
};
