/** A club's payments as the club desk reads them (docs/clubs.md#paying-for-the-batch). */
import { z } from 'zod';
import { CHARGE_STATES } from './fees.ts';

const paymentWaySchema = z.union([
  z.object({
    kind: z.literal('upi'),
    link: z.string(),
    qr: z.string(),
    upiId: z.string(),
    payee: z.string(),
    amount: z.number(),
    reference: z.string(),
  }),
  z.object({ kind: z.literal('office'), instructions: z.string(), amount: z.number(), reference: z.string() }),
]);

export const clubPaymentSchema = z.object({
  reference: z.string(),
  eventId: z.string().optional(),
  eventTitle: z.string(),
  createdAt: z.string(),
  dueBy: z.string().optional(),
  owed: z.number(),
  state: z.enum(['due', 'claimed', 'paid', 'settled']),
  lines: z.array(
    z.object({
      chargeId: z.string(),
      skaterName: z.string(),
      registrationNo: z.string().optional(),
      description: z.string(),
      amount: z.number(),
      state: z.enum(CHARGE_STATES),
      refundDue: z.number().optional(),
      refundedAmount: z.number().optional(),
    }),
  ),
  way: paymentWaySchema.optional(),
  receipt: z.object({ _id: z.string(), number: z.string(), amount: z.number(), state: z.enum(['issued', 'cancelled']) }).optional(),
  refundDue: z.number(),
});

export const clubPaymentsSchema = z.object({ payments: z.array(clubPaymentSchema) });
