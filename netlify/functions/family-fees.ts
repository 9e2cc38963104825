/**
 * A family's fees (access 'family'): GET /api/family/fees (charges, receipts, how to pay);
 * POST /api/family/payments {chargeIds} (a UPI payment: link, QR code, amount, reference);
 * POST /api/family/payments/claim {reference, utr}; GET /api/family/receipts/{id} (a receipt's PDF).
 */
import { familyFeeRoutes } from '#domain/family/family-fees.routes.ts';
import { claim, fees, pay, receipt } from '#shared/family/family-fee-answers.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(familyFeeRoutes.fees, {}, async (c) => fees(c.req.raw))
  .on(familyFeeRoutes.pay, {}, async (c) => pay(c.req.raw, c.req.valid('json').chargeIds))
  .on(familyFeeRoutes.claim, {}, async (c) => claim(c.req.raw, c.req.valid('json')))
  .on(familyFeeRoutes.receipt, {}, async (c) => receipt(c.req.raw, c.req.valid('param').id));

export default serve(app);

export const config = { path: ['/api/family/fees', '/api/family/payments', '/api/family/payments/claim', '/api/family/receipts/:id'] };
