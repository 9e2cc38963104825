/**
 * A club's payments on the club desk (docs/clubs.md#paying-for-the-batch): each confirmed batch's
 * one payment with how to pay it, the coach saying it is paid (the UTR), and the club's receipt.
 * A coach reaches only their own club's: any other club's id, reference or receipt answers 404.
 */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { utrClaimSchema } from './fees.schema.ts';
import { clubPaymentsSchema } from './club-fees.schema.ts';

export const clubPaymentRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/club-desk/clubs/:id/payments',
    access: 'coach',
    summary:
      "The club's payments, newest first: each batch's reference, what is owed, its skaters and races, how to pay it while due (UPI link and QR code), its receipt once paid, and any refund due. 404 another club's.",
    record: 'Club',
    answers: { 200: { description: 'The payments.', schema: clubPaymentsSchema } },
  }),
  claim: apiRoute({
    method: 'POST',
    path: '/api/club-desk/clubs/:id/payments/claim',
    access: 'coach',
    summary:
      "Says the club's payment with this reference was made, with its UTR: claimed until the treasurer confirms it from the bank statement. 404 a reference not the club's; 409 nothing of it due.",
    record: 'Club',
    body: utrClaimSchema,
    answers: { 200: { description: 'Claimed.', schema: z.object({ message: z.string() }) } },
  }),
  receipt: apiRoute({
    method: 'GET',
    path: '/api/club-desk/clubs/:id/receipts/:receiptId',
    access: 'coach',
    summary: "The club's receipt as a PDF (each skater and race), `private, no-store`; 404 another club's or a family's.",
    record: 'Receipt',
    answers: { 200: { description: '`application/pdf`, a download.' } },
  }),
};
