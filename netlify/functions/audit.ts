/**
 * GET /api/audit (owners): the audit log, newest first, a page at a time, filtered by person
 * (`actor`, an account id), `action`, `resource` and dates (`from`, `to`, YYYY-MM-DD, inclusive).
 * There is no way to change or delete an entry through the API.
 */
import { forRole } from './_shared/security/access.ts';
import { auditPage } from './_shared/audit/audit-query.ts';
import { byMethod, handle } from './_shared/platform/router.ts';

export default handle(byMethod({ GET: forRole('owner', auditPage) }));

export const config = { path: '/api/audit' };
