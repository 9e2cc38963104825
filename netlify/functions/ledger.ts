/** The treasurer's ledger: GET /api/ledger?season= or ?eventId=; GET /api/ledger/csv (same query): every charge, one line each. */
import { ledgerRoutes } from '#domain/fees/ledger.routes.ts';
import { exportLedger, ledger } from '#shared/fees/ledger-answers.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(ledgerRoutes.ledger, {}, async (c) => ledger(c.req.valid('query')))
  .on(ledgerRoutes.csv, {}, async (c) => exportLedger(c.req.valid('query')));

export default serve(app);

export const config = { path: ['/api/ledger', '/api/ledger/csv'] };
