/**
 * Reading the audit log: newest first, a page at a time, filtered by person (an account id),
 * action, resource and dates (YYYY-MM-DD, inclusive, as the day on the association's calendar:
 * an entry made at 12:30 am in India belongs to that Indian day, not to the UTC day before).
 */
import type { AuditEntry, AuditQuery } from '#domain/committee/audit.schema.ts';
import { dayOf } from '#domain/common/dates.ts';
import { auditLog } from '#shared/collections/audit.ts';
import { indexSource, listPage, pagedJson } from '#shared/platform/paged-lists.ts';

const matcher = ({ actor, action, resource, from, to }: AuditQuery) => {
  if (actor === '' && action === '' && resource === '' && from === '' && to === '') return undefined;
  return (entry: AuditEntry) => {
    const day = dayOf(entry.at);
    return (
      (actor === '' || entry.actor.id === actor) &&
      (action === '' || entry.action === action) &&
      (resource === '' || entry.resource === resource) &&
      (from === '' || day >= from) &&
      (to === '' || day <= to)
    );
  };
};

/** One page of the log for the request's query, already checked (a bad filter is a 400 before this). */
export const auditPage = async (req: Request, query: AuditQuery): Promise<Response> =>
  pagedJson(req, await listPage(indexSource(auditLog(), 'newest', { reverse: true }), query, matcher(query)));
