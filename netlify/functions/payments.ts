/** POST /api/payments {chargeIds, method, reference}: a payment made at the office, confirmed with a receipt (the treasurer's). */
import { paymentRoutes } from '#domain/fees/payments.routes.ts';
import { paymentAudit, recordPayment } from '#shared/fees/payment-answers.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction().on(paymentRoutes.record, { audit: paymentAudit }, async (c) =>
  recordPayment(c.req.raw, contextOf(c), c.req.valid('json')),
);

export default serve(app);

export const config = { path: ['/api/payments'] };
