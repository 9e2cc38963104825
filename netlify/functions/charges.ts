/** The treasurer's charges: GET /api/charges?state=claimed; POST /api/charges/{id} {action: waive|refund|unclaim, reason}. */
import { chargeRoutes } from '#domain/fees/charges.routes.ts';
import { chargeAudit, changeCharge, listCharges } from '#shared/fees/charge-answers.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(chargeRoutes.list, {}, async (c) => listCharges(c.req.raw))
  .on(chargeRoutes.change, { audit: chargeAudit }, async (c) => changeCharge(c.req.raw, c.req.valid('param').id, c.req.valid('json')));

export default serve(app);

export const config = { path: ['/api/charges', '/api/charges/:id'] };
