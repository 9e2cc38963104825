/** A family's fees: its charges and receipts, a UPI payment started and claimed, and a receipt's PDF. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { payRequestSchema, utrClaimSchema } from '#domain/fees/fees.schema.ts';

export const familyFeeRoutes = {
  fees: apiRoute({
    method: 'GET',
    path: '/api/family/fees',
    access: 'family',
    summary: 'The family’s charges with their states, its receipts and how to pay: `{charges, receipts, upi, officeInstructions}`.',
    answers: { 200: { description: 'The charges, receipts and ways to pay.' } },
  }),
  pay: apiRoute({
    method: 'POST',
    path: '/api/family/payments',
    access: 'family',
    summary:
      'Starts a payment of the charges: `{way: {kind: "upi", link, qr, upiId, payee, amount, reference} or {kind: "office", instructions, amount, reference}, charges}`; 404 another family’s charge; 409 one not due.',
    body: payRequestSchema,
    answers: { 200: { description: 'How to pay, and the charges.' } },
  }),
  claim: apiRoute({
    method: 'POST',
    path: '/api/family/payments/claim',
    access: 'family',
    summary:
      'Says a payment was made, with its UTR: the charges are claimed until the treasurer confirms (a UTR another family gave too is taken as a competing claim, which the treasurer sees); 404 unknown reference; 409 a UTR this family already gave for another of its payments.',
    body: utrClaimSchema,
    answers: {
      200: { description: '`{message, charges}`.', schema: z.object({ message: z.string(), charges: z.array(z.object({}).loose()) }) },
    },
  }),
  receipt: apiRoute({
    method: 'GET',
    path: '/api/family/receipts/:id',
    access: 'family',
    summary: 'A receipt’s PDF, `private, no-store`; 404 another family’s.',
    record: 'Receipt',
    answers: { 200: { description: '`application/pdf`, a download.' } },
  }),
};
