/**
 * The ledger of a season or a championship: what was charged, received (by method), is still
 * outstanding, was waived or refunded. It reads the season's (or championship's) partition of the
 * charges a chunk at a time (a paid charge carries its method); the dashboard's card reads the running totals
 * instead (fee-totals.ts), so it costs the same at any size.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '#domain/fees/fees.ts';
import { charges, CLAIMED_CHARGES } from '../store/collections.ts';
import { readTotals } from './fee-totals.ts';

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
      if (charge.state === 'refunded') ledger.refunded += charge.amount;
      // Money that came in: paid, and paid then refunded (the refund is its own line).
      if ((charge.state === 'paid' || charge.state === 'refunded') && charge.method) {
        ledger.received[charge.method] += charge.amount;
        ledger.receivedTotal += charge.amount;
      }
    }
  }
  return ledger;
};

/** The treasurer's dashboard card: claimed payments waiting for a match, and the outstanding total (two small reads). */
export const feesCard = async (): Promise<{ claimedWaiting: number; outstanding: number }> => {
  const [claimedWaiting, totals] = await Promise.all([charges().count('claimed', CLAIMED_CHARGES), readTotals()]);
  return { claimedWaiting, outstanding: totals.outstanding };
};
