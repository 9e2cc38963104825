/** The ledger of a season or a championship as the treasurer's screen reads it: totals, received by method. */
import { z } from 'zod';
import { PAYMENT_METHODS } from './fees.ts';

const amount = z.number();

export const ledgerSchema = z.object({
  charged: amount,
  received: z.object(
    Object.fromEntries(PAYMENT_METHODS.map((method) => [method, amount])) as Record<(typeof PAYMENT_METHODS)[number], typeof amount>,
  ),
  receivedTotal: amount,
  outstanding: amount,
  claimed: amount,
  waived: amount,
  refunded: amount,
  /** How many charges it counts. */
  charges: z.number().int(),
});
export type LedgerView = z.infer<typeof ledgerSchema>;

/** GET /api/ledger: the scope it was asked for (a season, or a championship's event) and its ledger. */
export const ledgerAnswerSchema = z.object({
  season: z.number().optional(),
  eventId: z.string().optional(),
  ledger: ledgerSchema,
});
