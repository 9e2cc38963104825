/**
 * What families owe and what they paid: the charges, the receipts, the running total of what is
 * still owed, and the fee settings the charges are made from.
 */
import type { z } from 'zod';
import { DEFAULT_POLICY, type ChampionshipFees, type FeePolicy, type SeasonFees } from '#domain/fees/fees.ts';
import {
  type Charge,
  chargeSchema,
  championshipFeesSchema,
  feePolicySchema,
  type Receipt,
  receiptSchema,
  seasonFeesSchema,
} from '#domain/fees/fees.schema.ts';
import { inTurn, readStrong, retrying, RETRY, writeIf } from '#shared/store/blobs.ts';
import { collection, define, editedSingleton, whole } from '#shared/store/index.ts';
import { byCreation } from '#shared/store/sort-keys.ts';

/**
 * What families owe: one charge per registration, renewal or entry. A family's charges are a
 * partition (the family page), as are a payment reference's (the charges paid together, found
 * from a bank statement's line), a UTR's (every payment it was given for), a season's and a
 * championship's (the ledger), and the claimed ones (the payments waiting for a match: the
 * dashboard's count and the statement's one read of them).
 */
export const CLAIMED_CHARGES = 'claimed';
const chargeLine = ({ _id, kind, state, amount, eventId, receiptId, skaterName, description, payRef, method }: Charge) => ({
  _id,
  method,
  kind,
  state,
  amount,
  eventId,
  receiptId,
  skaterName,
  description,
  payRef,
});
const claimedLine = (charge: Charge) => ({
  ...chargeLine(charge),
  utr: charge.utr,
  family: charge.family,
  payerName: charge.payerName,
  registrationNo: charge.registrationNo,
});
const ledgerLine = (charge: Charge) => ({
  ...claimedLine(charge),
  season: charge.season,
  createdAt: charge.createdAt,
  paidAt: charge.paidAt,
  reason: charge.reason,
  refundedAmount: charge.refundedAmount,
});
export const chargesDefinition = define({
  name: 'charges',
  schema: chargeSchema,
  indexes: {
    byFamily: { key: byCreation, summary: (charge: Charge) => whole(charge), partition: (charge: Charge) => charge.family },
    /** A child's charges; version 2 says whose family each is in, so a change of address moves only what must move. */
    bySkater: { key: byCreation, summary: claimedLine, partition: (charge: Charge) => charge.skaterId, version: 2 },
    byPayRef: { key: byCreation, summary: claimedLine, partition: (charge: Charge) => charge.payRef ?? null, version: 2 },
    /** Version 2 carries what matching a statement needs of a waiting payment (its UTR, family and payer), read in one scan. */
    claimed: {
      key: byCreation,
      summary: claimedLine,
      partition: (charge: Charge) => (charge.state === 'claimed' ? CLAIMED_CHARGES : null),
      version: 2,
    },
    /** The charges a UTR was given for: several families may give the same one, and the treasurer sees them all. */
    byUtr: { key: byCreation, summary: claimedLine, partition: (charge: Charge) => charge.utr ?? null },
    /** Version 3 carries every column of the ledger's export (the part refunded too), so that it reads the partition and nothing per charge. */
    bySeason: { key: byCreation, summary: ledgerLine, partition: (charge: Charge) => `season-${charge.season}`, version: 3 },
    byEvent: { key: byCreation, summary: ledgerLine, partition: (charge: Charge) => charge.eventId ?? null, version: 3 },
    /** Every charge, newest first: the treasurer's table. */
    newest: { key: byCreation, summary: (charge: Charge) => whole(charge) },
  },
});

/** Receipts, never edited (a cancelled one is kept): a family's for its page, a season's for the ledger, all newest first. */
const receiptLine = ({ _id, number, amount, method, state, paidAt, eventIds }: Receipt) => ({
  _id,
  number,
  amount,
  method,
  state,
  paidAt,
  eventIds,
});
export const receiptsDefinition = define({
  name: 'receipts',
  schema: receiptSchema,
  indexes: {
    /** Version 2 names the charges each receipt paid, so that a child's receipts can follow the child's address. */
    byFamily: {
      key: (receipt: Receipt) => receipt.issuedAt,
      summary: (receipt: Receipt) => ({ ...receiptLine(receipt), chargeIds: receipt.items.map((item) => item.chargeId) }),
      partition: (receipt: Receipt) => receipt.family,
      version: 2,
    },
    bySeason: {
      key: (receipt: Receipt) => receipt.issuedAt,
      summary: receiptLine,
      partition: (receipt: Receipt) => `season-${receipt.season}`,
    },
    newest: { key: (receipt: Receipt) => `${receipt.issuedAt}|${receipt._id}`, summary: (receipt: Receipt) => whole(receipt) },
  },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const charges = () => collection(chargesDefinition);
export const receipts = () => collection(receiptsDefinition);

/**
 * The running totals the treasurer's dashboard card shows (the outstanding amount), kept in one
 * small value changed by compare-and-set with every change of a charge, so the card costs one read
 * however many charges there are. The ledger recomputes everything from the charges themselves.
 */
const TOTALS_KEY = 'fees-totals';

export interface FeeTotals {
  outstanding: number;
}

export const readTotals = async (): Promise<FeeTotals> => (await readStrong<FeeTotals>(TOTALS_KEY))?.value ?? { outstanding: 0 };

export const adjustTotals = (delta: FeeTotals): Promise<FeeTotals> =>
  inTurn(TOTALS_KEY, () =>
    retrying(async () => {
      const current = await readStrong<FeeTotals>(TOTALS_KEY);
      const next = { outstanding: (current?.value.outstanding ?? 0) + delta.outstanding };
      return (await writeIf(TOTALS_KEY, next, current?.etag)) === undefined ? RETRY : next;
    }),
  );

/**
 * Waives the one charge while it is due, with the outstanding total kept in step; true when it did.
 * One paid or claimed meanwhile is the treasurer's to confirm or refund: untouched. The reasons and
 * who waives by them: fees/charges-waived.ts and registry/review.ts.
 */
export const waiveCharge = async (id: string, reason: string, now = new Date()): Promise<boolean> => {
  let amount = 0;
  await charges().update(id, (current) => {
    amount = 0;
    if (current.state !== 'due') return current;
    amount = current.amount;
    return { ...current, state: 'waived', reason, updatedAt: now.toISOString() };
  });
  if (amount !== 0) await adjustTotals({ outstanding: -amount });
  return amount !== 0;
};

/** Makes a charge waived for `reason` due again (the decision it followed was taken back). */
export const reopenCharge = async (id: string, reason: string, now = new Date()): Promise<void> => {
  let amount = 0;
  await charges().update(id, (current) => {
    amount = 0;
    if (current.state !== 'waived' || current.reason !== reason) return current;
    amount = current.amount;
    const { reason: _waived, ...rest } = current;
    return { ...rest, state: 'due', updatedAt: now.toISOString() };
  });
  if (amount !== 0) await adjustTotals({ outstanding: amount });
};

/**
 * The fee settings: a season's registration fees, a championship's entry fees and the policy on
 * unpaid fees, each one small value in the store (read in one request, whatever the number of
 * seasons or championships). Each is edited on its own form, so each has its own version
 * (If-Match at /api/fees/{id}): `season-2026`, `event-{eventId}`, `policy`.
 */
export const FEE_SETTINGS = 'fee-settings';

export const seasonFeesId = (season: number): string => `season-${season}`;
export const championshipFeesId = (eventId: string): string => `event-${eventId}`;
export const POLICY_ID = 'policy';

const setting = <T>(id: string, schema: z.ZodType<T>) => editedSingleton(FEE_SETTINGS, id, `fees-${id}`, schema);
export const seasonFeesSetting = (season: number) => setting(seasonFeesId(season), seasonFeesSchema);
export const championshipFeesSetting = (eventId: string) =>
  setting(championshipFeesId(eventId), championshipFeesSchema as z.ZodType<ChampionshipFees>);
export const policySetting = () => setting(POLICY_ID, feePolicySchema);

export const readSeasonFees = async (season: number): Promise<SeasonFees | undefined> =>
  (await seasonFeesSetting(season).getVersioned())?.record;
export const saveSeasonFees = (fees: SeasonFees): Promise<void> => seasonFeesSetting(fees.season).set(fees);

export const readChampionshipFees = async (eventId: string): Promise<ChampionshipFees | undefined> =>
  (await championshipFeesSetting(eventId).getVersioned())?.record;
export const saveChampionshipFees = (fees: ChampionshipFees): Promise<void> => championshipFeesSetting(fees.eventId).set(fees);

export const readPolicy = async (): Promise<FeePolicy> => (await policySetting().getVersioned())?.record ?? DEFAULT_POLICY;
export const savePolicy = (value: FeePolicy): Promise<void> => policySetting().set(value);
