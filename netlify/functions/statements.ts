/**
 * The bank statement (the treasurer's): POST /api/statements {csv, mapping?} matches it (nothing
 * changed, nothing kept but the mapping); POST /api/statements/confirm {matches} confirms the
 * matched payments, each with its receipt (a payment confirmed as at the office: payment-answers.ts).
 */
import { statementRoutes } from '#domain/fees/statements.routes.ts';
import { confirmMatches, paymentAudit } from '#shared/fees/payment-answers.ts';
import { statementAudit, uploadStatement } from '#shared/fees/statement-answers.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(statementRoutes.match, { audit: statementAudit }, async (c) => uploadStatement(c.req.raw, c.req.valid('json')))
  .on(statementRoutes.confirm, { audit: paymentAudit }, async (c) => confirmMatches(c.req.raw, contextOf(c), c.req.valid('json').matches));

export default serve(app);

export const config = { path: ['/api/statements', '/api/statements/confirm'] };
