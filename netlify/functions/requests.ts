/**
 * The registrar's queue of parents' requests (docs/rules.md#family-page): corrections, deletions
 * and copies of a child's data asked for from the family page, each with the day it was received,
 * the day it is due, its status, who answered it and the answer sent
 * (_shared/family/request-queue.ts).
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { dataRequestRoutes } from '#domain/family/data-request.routes.ts';
import { familyMessages } from '#domain/family/family.ts';
import type { DataRequest } from '#domain/family/family.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { answerAndMail, requestsPage } from '#shared/family/request-queue.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { requireRole } from '#shared/security/sessions.ts';
import { dataRequests } from '#shared/collections/family.ts';

/** A parent's request by its kind and the child's name, with its answer; never the parent's address or the value asked for. */
const requestAudit = declareAudit<DataRequest>({
  resource: 'requests',
  what: (request) => `${AUDIT_NOUNS.requests} ${request.skaterName}${request.registrationNo ? ` (${request.registrationNo})` : ''}`,
  detail: (request) => `${request.kind}, ${request.status}`,
});

const app = apiFunction()
  .on(dataRequestRoutes.list, { versions: { records: dataRequests } }, async (c) => requestsPage(c.req.raw, c.req.valid('query')))
  .on(dataRequestRoutes.answer, { audit: requestAudit, versions: { records: dataRequests } }, async (c) => {
    const session = await requireRole(c.req.raw, 'registrar');
    const answered = await answerAndMail(c.req.valid('param').id, c.req.valid('json'), session.admin, contextOf(c));
    auditRecord(c.req.raw, answered.request);
    return json({ message: familyMessages.requestAnswered, ...answered });
  });

export default serve(app);

export const config = { path: ['/api/requests', '/api/requests/:id'] };
