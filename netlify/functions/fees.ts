/**
 * The fee settings (docs/rules.md#fees-and-receipts): GET /api/fees?season=&eventId= (public, the
 * fees a form shows); GET and PUT /api/fees/{id} (`season-2026`, `event-{eventId}` or `policy`),
 * the treasurer's, a registrar's for a championship's entry fees only.
 */
import { feeSettingRoutes } from '#domain/fees/fee-settings.routes.ts';
import { championshipFeesForRegistrar, feesAudit, feesForForms, readSetting, writeSetting } from '#shared/fees/fee-setting-answers.ts';
import { feeSettings } from '#shared/fees/fee-settings.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';

const app = apiFunction()
  .on(feeSettingRoutes.fees, {}, async (c) => feesForForms(c.req.valid('query')))
  .on(feeSettingRoutes.read, { allow: championshipFeesForRegistrar }, async (c) => readSetting(c.req.valid('param').id))
  .on(feeSettingRoutes.save, { allow: championshipFeesForRegistrar, audit: feesAudit, versions: { records: feeSettings } }, async (c) =>
    writeSetting(c.req.raw, c.req.valid('param').id, c.req.valid('json'), (reason) => requestRebuild(contextOf(c), reason)),
  );

export default serve(app);

export const config = { path: ['/api/fees', '/api/fees/:id'] };
