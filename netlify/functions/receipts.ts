/**
 * The treasurer's receipts: GET /api/receipts?from=&to= (days, both included); GET
 * /api/receipts/csv?from=&to= (every payment of the span); GET /api/receipts/{id} (the PDF);
 * POST /api/receipts/{id}/cancel {reason, reissue}.
 */
import { receiptRoutes } from '#domain/fees/receipts.routes.ts';
import { cancel, cancelAudit, downloadReceipt, exportReceipts, listReceipts } from '#shared/fees/receipt-answers.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(receiptRoutes.list, {}, async (c) => listReceipts(c.req.valid('query')))
  .on(receiptRoutes.csv, {}, async (c) => exportReceipts(c.req.valid('query')))
  .on(receiptRoutes.pdf, {}, async (c) => downloadReceipt(c.req.valid('param').id))
  .on(receiptRoutes.cancel, { audit: cancelAudit }, async (c) =>
    cancel(c.req.raw, contextOf(c), c.req.valid('param').id, c.req.valid('json')),
  );

export default serve(app);

export const config = { path: ['/api/receipts', '/api/receipts/csv', '/api/receipts/:id', '/api/receipts/:id/cancel'] };
