/**
 * The registrar's queue of parents' requests (docs/rules.md#family-page): corrections, deletions
 * and copies of a child's data asked for from the family page, each with the day it was received,
 * the day it is due, its status, who answered it and the answer sent.
 * - GET /api/requests: registrar; oldest first, a page; `status` narrows (open, done, declined).
 * - PATCH /api/requests/{id}: registrar; {status: done | declined, answer}: answered once, the
 *   answer mailed to the parent. A deletion marked done deletes the profile with everything that
 *   goes with it, as the registrar's delete button does.
 */
import { familyMessages } from '../../src/domain/family/family.ts';
import { requestAnswerSchema, requestListQuerySchema, type DataRequest } from '../../src/domain/family/family.schema.ts';
import { forRole } from './_shared/security/access.ts';
import { auditRecord, audited, declareAudit } from './_shared/audit/audited.ts';
import { AUDIT_NOUNS } from '../../src/domain/committee/audit.ts';
import { requireRole } from './_shared/security/sessions.ts';
import { answerRequest, mailAnswer } from './_shared/family/data-requests.ts';
import { deleteSkaterProfile } from './_shared/registry/skater-deletion.ts';
import { HttpError, json, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { indexSource, listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { dataRequests, skaters } from './_shared/store/collections.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

const listRequests: Handler = async (req) => {
  const query = readListQuery(req, requestListQuerySchema);
  const match = query.status === '' ? undefined : (request: DataRequest) => request.status === query.status;
  return pagedJson(req, await listPage(indexSource(dataRequests(), 'oldest'), query, match));
};

const answer: Handler = async (req, context) => {
  const id = pathId(context, 'Request');
  const session = await requireRole(req, 'registrar');
  const decision = await readJson(req, requestAnswerSchema);
  const request = await dataRequests().get(id);
  if (!request) throw new HttpError(404, familyMessages.requestNotFound);
  if (request.status !== 'open') throw new HttpError(409, familyMessages.requestClosed);
  const deleted =
    request.kind === 'deletion' && decision.status === 'done' && (await skaters().get(request.skaterId))
      ? await deleteSkaterProfile(request.skaterId, context)
      : undefined;
  const answered = await answerRequest(id, decision, session.admin);
  auditRecord(req, answered);
  // The address was read before the deletion cleared it from the request.
  const mailed = await mailAnswer({ ...answered, email: request.email, skaterName: request.skaterName });
  return json({ message: familyMessages.requestAnswered, request: answered, mailed, ...(deleted ? { deleted } : {}) });
};

/** A parent's request by its kind and the child's name, with its answer; never the parent's address or the value asked for. */
const requestAudit = declareAudit<DataRequest>({
  resource: 'requests',
  what: (request) => `${AUDIT_NOUNS.requests} ${request.skaterName}${request.registrationNo ? ` (${request.registrationNo})` : ''}`,
  detail: (request) => `${request.kind}, ${request.status}`,
});

export default handle(
  byPath({
    '/api/requests': byMethod({ GET: forRole('registrar', listedWithVersions(dataRequests, listRequests)) }),
    '/api/requests/:id': byMethod({
      PATCH: forRole('registrar', audited(requestAudit, versioned(dataRequests, answer))),
    }),
  }),
);

export const config = { path: ['/api/requests', '/api/requests/:id'] };
