/**
 * Reading the audit log: newest first, a page at a time, filtered by person (an account id),
 * action, resource and dates (YYYY-MM-DD, inclusive, as the entry's instant's UTC day).
 */
import { auditQuerySchema, type AuditEntry, type AuditQuery } from '#domain/committee/audit.schema.ts';
import { auditLog } from '../store/collections.ts';
import { indexSource, listPage, pagedJson, readListQuery } from '../platform/paged-lists.ts';

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

/** One page of the log for the request's query (a bad filter is a 400). */
export const auditPage = async (req: Request): Promise<Response> => {
  const query = readListQuery(req, auditQuerySchema);
  return pagedJson(req, await listPage(indexSource(auditLog(), 'newest', { reverse: true }), query, matcher(query)));
};
