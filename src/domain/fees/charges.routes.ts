/** The charges, the treasurer's: listed, and waived, refunded or set aside one at a time. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { chargeActionSchema, chargeSchema } from './fees.schema.ts';

export const chargeRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/charges',
    access: 'treasurer',
    summary: 'The charges, newest first (100); `?state=claimed`: those waiting for a match.',
    answers: { 200: { description: '`{items: [charge], total}`.', schema: z.object({ items: z.array(chargeSchema), total: z.number() }) } },
  }),
  change: apiRoute({
    method: 'POST',
    path: '/api/charges/:id',
    access: 'treasurer',
    summary:
      'Waives, refunds or sets aside a charge, with the reason; `unclaim` sets a claim aside (the money is not on the statement, or was another family’s): due again without its UTR; 409 waiving a charge not due or claimed, refunding one not paid, setting aside one not claimed.',
    record: 'Charge',
    body: chargeActionSchema,
    answers: { 200: { description: '`{message, charge}`.', schema: z.object({ message: z.string(), charge: chargeSchema }) } },
  }),
};
