/**
 * GET /api/audit (owners): the audit log, newest first, a page at a time, filtered by person
 * (`actor`, an account id), `action`, `resource` and dates (`from`, `to`, YYYY-MM-DD, inclusive).
 * There is no way to change or delete an entry through the API.
 */
import { auditRoutes } from '#domain/committee/audit.routes.ts';
import { auditPage } from '#shared/audit/audit-query.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction().on(auditRoutes.list, {}, async (c) => auditPage(c.req.raw, c.req.valid('query')));

export default serve(app);

export const config = { path: '/api/audit' };
