/** The receipts, the treasurer's: listed by span, exported, downloaded and cancelled (or reissued). */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { cancelReceiptSchema, receiptAnswerSchema, receiptSchema, receiptsQuerySchema } from './fees.schema.ts';

export const receiptRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/receipts',
    access: 'treasurer',
    summary:
      'The receipts, newest first (100); `?from=&to=` (days on the association’s calendar, both included, either may be left out): those issued in the span, `total` all of them; 400 a date that is not a real day, or `from` after `to`.',
    query: receiptsQuerySchema,
    answers: {
      200: { description: '`{items: [receipt], total}`.', schema: z.object({ items: z.array(receiptSchema), total: z.number() }) },
    },
  }),
  // Declared (and so matched) before `/:id`, which would take the name for an id.
  csv: apiRoute({
    method: 'GET',
    path: '/api/receipts/csv',
    access: 'treasurer',
    summary:
      'Every payment (receipt) of `?from=&to=`, oldest first, as CSV: date, receipt number, payer, what for, amount, method, UTR, other reference, state, why cancelled; cells never start a formula; 400 as the list.',
    query: receiptsQuerySchema,
    answers: { 200: { description: '`text/csv`, a download.' } },
  }),
  pdf: apiRoute({
    method: 'GET',
    path: '/api/receipts/:id',
    access: 'treasurer',
    summary: 'The receipt’s PDF.',
    record: 'Receipt',
    answers: { 200: { description: '`application/pdf`, a download.' } },
  }),
  cancel: apiRoute({
    method: 'POST',
    path: '/api/receipts/:id/cancel',
    access: 'treasurer',
    summary: 'Cancels a receipt (kept with its number): reissued under the next number, or its charges due again; 409 already cancelled.',
    record: 'Receipt',
    body: cancelReceiptSchema,
    answers: {
      200: {
        description: '`{message, cancelled, reissued?}`.',
        schema: z.object({ message: z.string(), cancelled: receiptAnswerSchema, reissued: receiptAnswerSchema.optional() }),
      },
    },
  }),
};
