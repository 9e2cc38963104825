/**
 * The registrar's side of parents' requests (docs/rules.md#family-page): the queue, oldest first,
 * and an answer given once. A deletion marked done deletes the profile with everything that goes
 * with it, as the registrar's delete button does.
 */
import { Conflict, NotFound } from '#domain/common/errors.ts';
import { familyMessages } from '#domain/family/family.ts';
import type { DataRequest, requestAnswerSchema, requestListQuerySchema } from '#domain/family/family.schema.ts';
import type { z } from 'zod';
import type { RequestContext } from '#shared/platform/http.ts';
import { indexSource, listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { deleteSkaterProfile } from '#shared/registry/skater-deletion.ts';
import { dataRequests } from '#shared/collections/family.ts';
import { skaters } from '#shared/collections/registry.ts';
import { answerRequest, mailAnswer } from './data-requests.ts';

/** Oldest first; `status` narrows. */
export const requestsPage = async (req: Request, query: z.output<typeof requestListQuerySchema>): Promise<Response> => {
  const match = query.status === '' ? undefined : (request: DataRequest) => request.status === query.status;
  return pagedJson(req, await listPage(indexSource(dataRequests(), 'oldest'), query, match));
};

export interface Answered {
  request: DataRequest;
  mailed: boolean;
  deleted?: Record<string, number>;
}

/** Answers the request once (409 after), deleting the profile first when a deletion is done, and mails the parent. */
export const answerAndMail = async (
  id: string,
  decision: z.output<typeof requestAnswerSchema>,
  handledBy: string,
  context: RequestContext,
): Promise<Answered> => {
  const request = await dataRequests().get(id);
  if (!request) throw new NotFound('Request');
  if (request.status !== 'open') throw new Conflict(familyMessages.requestClosed);
  const deleted =
    request.kind === 'deletion' && decision.status === 'done' && (await skaters().get(request.skaterId))
      ? await deleteSkaterProfile(request.skaterId, context)
      : undefined;
  const answered = await answerRequest(id, decision, handledBy);
  // A corrected e-mail address takes the child to that address's family page: the letter says where.
  const movedTo =
    request.kind === 'correction' && request.field === 'email' && decision.status === 'done'
      ? (await skaters().get(request.skaterId))?.email
      : undefined;
  // The address was read before the deletion cleared it from the request.
  const mailed = await mailAnswer(
    { ...answered, email: request.email, skaterName: request.skaterName },
    movedTo && movedTo.toLowerCase() !== request.email.toLowerCase() ? movedTo : undefined,
  );
  return { request: answered, mailed, ...(deleted ? { deleted } : {}) };
};
