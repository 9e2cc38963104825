/**
 * GET /api/audit (owners): the audit log, newest first, a page at a time, filtered by person
 * (`actor`, an account id), `action`, `resource` and dates (`from`, `to`, YYYY-MM-DD, inclusive).
 * There is no way to change or delete an entry through the API.
 */
import { auditQuerySchema, type AuditEntry, type AuditQuery } from '../../src/domain/committee/audit.schema.ts';
import { forRole } from './_shared/security/access.ts';
import { auditLog } from './_shared/store/collections.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { indexSource, listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';

const matcher = ({ actor, action, resource, from, to }: AuditQuery) => {
  if (actor === '' && action === '' && resource === '' && from === '' && to === '') return undefined;
  return (entry: AuditEntry) => {
    const day = entry.at.slice(0, 10);
    return (
      (actor === '' || entry.actor.id === actor) &&
      (action === '' || entry.action === action) &&
      (resource === '' || entry.resource === resource) &&
      (from === '' || day >= from) &&
      (to === '' || day <= to)
    );
  };
};

export default handle(
  byMethod({
    GET: forRole('owner', async (req) => {
      const query = readListQuery(req, auditQuerySchema);
      return pagedJson(req, await listPage(indexSource(auditLog(), 'newest', { reverse: true }), query, matcher(query)));
    }),
  }),
);

export const config = { path: '/api/audit' };
