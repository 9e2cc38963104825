/**
 * Parents' requests about a child's data (a correction, a deletion, a copy), received from the
 * family page into the registrar's queue with a due date `REQUEST_DAYS` away; the registrar
 * answers each (done or declined, with the words sent to the parent). A deletion done from the
 * queue deletes the profile with everything that goes with it (skater-deletion.ts).
 */
import { Conflict, NotFound } from '#domain/common/errors.ts';
import { familyMessages, type RequestKind } from '#domain/family/family.ts';
import { requestAlreadyOpen } from '#domain/family/family-requests.ts';
import { DELETED_PROFILE } from '#domain/registry/review-link.ts';
import type { DataRequest, FamilyRequestInput } from '#domain/family/family.schema.ts';
import type { FamilyRequestView } from '#domain/family/family-views.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { requestAnswerLetterIn } from '#domain/family/request-letters-in.ts';
import { dataRequests } from '#shared/collections/family.ts';
import { newId } from '#shared/store/index.ts';
import { env } from '#shared/platform/env.ts';
import { deliver } from '#shared/mail/send-mail.ts';
import { letterLanguage } from '#shared/mail/letter-language.ts';
import { failureReason } from '#shared/mail/mail-failure.ts';

const DAY_MS = 86_400_000;
/** A claim whose request never appeared (its sender was stopped in between) is free again after this. */
const CLAIM_WAIT_MS = 5 * 60_000;

/** One open request of each kind per child: the key its claim holds while it is open. */
const openKey = (request: Pick<DataRequest, 'skaterId' | 'kind'>) => `open-request|${request.skaterId}|${request.kind}`;

const isOpen = async (id: string) => (await dataRequests().get(id))?.status === 'open';

const alreadyOpen = (kind: RequestKind, dueAt: string) => new Conflict(requestAlreadyOpen(kind, dueAt));

/**
 * A new request, unless one of its kind is open for the child (409, saying when that one is
 * due). The open one is found in the child's own requests; the claim makes two requests sent at
 * the same moment one (its note keeps the due day for the other's answer).
 */
export const receiveRequest = async (email: string, skater: Skater, input: FamilyRequestInput, now = new Date()): Promise<DataRequest> => {
  const open = (await requestsOf(skater._id)).find((request) => request.kind === input.kind && request.status === 'open');
  if (open) throw alreadyOpen(open.kind, open.dueAt);
  const request: DataRequest = {
    _id: newId(),
    kind: input.kind,
    skaterId: skater._id,
    skaterName: skater.name,
    ...(skater.registrationNo ? { registrationNo: skater.registrationNo } : {}),
    email,
    ...(input.kind === 'correction' ? { field: input.field, value: input.value } : input.note ? { note: input.note } : {}),
    createdAt: now.toISOString(),
    dueAt: new Date(now.getTime() + env().requestDays * DAY_MS).toISOString(),
    status: 'open',
  };
  const key = openKey(request);
  const claim = () =>
    dataRequests().claim(key, request._id, { takeOverAfterMs: CLAIM_WAIT_MS, ownerExists: isOpen }, { dueAt: request.dueAt });
  if (!(await claim())) {
    const held = await dataRequests().claimed(key);
    const holder = held && 'owner' in held ? await dataRequests().get(held.owner) : undefined;
    // Answered, but stopped before it let go of the claim: free it, once.
    if (held && 'owner' in held && holder && holder.status !== 'open') await dataRequests().release(key, held.owner);
    if (!(await claim())) {
      const dueAt = holder?.dueAt ?? (held?.note as { dueAt?: string } | undefined)?.dueAt ?? request.dueAt;
      throw alreadyOpen(request.kind, dueAt);
    }
  }
  try {
    return await dataRequests().insert(request);
  } catch (error) {
    await dataRequests().release(key, request._id);
    throw error;
  }
};

/** What the family page shows of a request. */
export const requestView = (request: DataRequest): FamilyRequestView => ({
  _id: request._id,
  kind: request.kind,
  status: request.status,
  createdAt: request.createdAt,
  dueAt: request.dueAt,
  ...(request.field ? { field: request.field } : {}),
  ...(request.value ? { value: request.value } : {}),
  ...(request.answer ? { answer: request.answer } : {}),
});

export const requestsOf = async (skaterId: string): Promise<DataRequest[]> => {
  const found: DataRequest[] = [];
  for await (const chunk of dataRequests().scan('bySkater', { partition: skaterId })) found.push(...chunk);
  return found;
};

/** Records the registrar's answer once: 409 for a request already answered. */
export const answerRequest = async (
  id: string,
  answer: { status: 'done' | 'declined'; answer: string },
  handledBy: string,
  now = new Date(),
): Promise<DataRequest> => {
  const updated = await dataRequests().update(id, (current) => {
    if (current.status !== 'open') throw new Conflict(familyMessages.requestClosed);
    return { ...current, status: answer.status, answer: answer.answer, handledBy, handledAt: now.toISOString() };
  });
  if (!updated) throw new NotFound('Request', familyMessages.requestNotFound);
  // Answered: the child may ask for this kind again.
  await dataRequests().release(openKey(updated), updated._id);
  return updated;
};

/**
 * The answer, to the address the request came from, in the language remembered for it (`movedTo`:
 * the profile's address now, when a correction moved it elsewhere); a failure is logged without the
 * address and never undoes the answer.
 */
export const mailAnswer = async (request: DataRequest, movedTo?: string): Promise<boolean> => {
  try {
    const status = request.status === 'open' ? undefined : request.status;
    if (!status) throw new Error('An open request has no answer to send');
    const lang = await letterLanguage(request.email);
    const letter = requestAnswerLetterIn(lang, {
      kind: request.kind,
      status,
      skaterId: request.skaterId,
      skaterName: request.skaterName,
      answer: request.answer ?? '',
      movedTo,
    });
    const delivery = await deliver([{ to: request.email, ...letter }]);
    return delivery.failed.length === 0;
  } catch (error) {
    console.warn(`[mail] the answer to request ${request._id} was not sent: ${failureReason(error)}`);
    return false;
  }
};

/**
 * Requests about a deleted profile lose their copy of the name, number, address and texts; the
 * queue keeps only that they were received and answered, and when.
 */
export const forgetRequestsOf = async (skaterId: string): Promise<number> => {
  const found = await requestsOf(skaterId);
  for (const request of found) {
    await dataRequests().update(request._id, ({ registrationNo: _number, value: _value, note: _note, answer: _answer, ...current }) => ({
      ...current,
      skaterName: DELETED_PROFILE,
      email: '',
    }));
  }
  return found.length;
};
