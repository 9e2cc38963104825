/** A payment made at the office, recorded by the treasurer and confirmed with a receipt. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { officePaymentSchema, receiptAnswerSchema } from './fees.schema.ts';

export const paymentRoutes = {
  record: apiRoute({
    method: 'POST',
    path: '/api/payments',
    access: 'treasurer',
    summary:
      'Records a payment made at the office (cash, cheque, bank transfer) for charges of one family; the receipt is e-mailed. 400 charges of two families; 404; 409 a charge not due or claimed.',
    body: officePaymentSchema,
    answers: {
      201: {
        description: '`{message, receipt: {_id, number, amount, method, reference}}`.',
        schema: z.object({ message: z.string(), receipt: receiptAnswerSchema }),
      },
    },
  }),
};
