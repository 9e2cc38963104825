/**
 * The ledger of a season or a championship: what was charged, received (by method), is still
 * outstanding, was waived or refunded. It reads the season's (or championship's) partition of the
 * charges a chunk at a time (a paid charge carries its method); the dashboard's card reads the running
 * outstanding total instead (kept with the charges, collections/fees.ts), so it costs the same at any size.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/fees/fees.ts';
import type { Charge } from '#domain/fees/fees.schema.ts';
import { charges, readTotals } from '#shared/collections/fees.ts';
import { waitingCharges } from './charges.ts';

/**
 * What was paid back of a charge: all of it once refunded (a part paid back before included, so
 * it is not counted twice), else the part paid back of one that otherwise stands paid.
 */
export const refundedOf = (charge: Pick<Charge, 'state' | 'amount' | 'refundedAmount'>): number =>
  charge.state === 'refunded' ? charge.amount : (charge.refundedAmount ?? 0);

export interface Ledger {
  charged: number;
  received: Record<PaymentMethod, number>;
  receivedTotal: number;
  outstanding: number;
  claimed: number;
  waived: number;
  refunded: number;
  charges: number;
}

export const ledgerOf = async (scope: { season?: number; eventId?: string }): Promise<Ledger> => {
  const ledger: Ledger = {
    charged: 0,
    received: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as Record<PaymentMethod, number>,
    receivedTotal: 0,
    outstanding: 0,
    claimed: 0,
    waived: 0,
    refunded: 0,
    charges: 0,
  };
  const chargeIndex = scope.eventId ? ('byEvent' as const) : ('bySeason' as const);
  const partition = scope.eventId ?? `season-${scope.season ?? 0}`;
  for await (const chunk of charges().scan(chargeIndex, { partition })) {
    for (const charge of chunk) {
      ledger.charges += 1;
      ledger.charged += charge.amount;
      if (charge.state === 'due' || charge.state === 'claimed') ledger.outstanding += charge.amount;
      if (charge.state === 'claimed') ledger.claimed += charge.amount;
      if (charge.state === 'waived') ledger.waived += charge.amount;
      ledger.refunded += refundedOf(charge);
      // Money that came in: paid, and paid then refunded (the refund is its own line).
      if ((charge.state === 'paid' || charge.state === 'refunded') && charge.method) {
        ledger.received[charge.method] += charge.amount;
        ledger.receivedTotal += charge.amount;
      }
    }
  }
  return ledger;
};

/**
 * The treasurer's dashboard card: the payments parents say they made, waiting for a match (each
 * payment once, however many charges it pays: one scan of the claimed charges, which only the
 * waiting ones are in), and the outstanding total (one read).
 */
export const feesCard = async (): Promise<{ claimedWaiting: number; outstanding: number }> => {
  const [waiting, totals] = await Promise.all([waitingCharges(), readTotals()]);
  return { claimedWaiting: new Set(waiting.map((charge) => charge.payRef ?? charge._id)).size, outstanding: totals.outstanding };
};
