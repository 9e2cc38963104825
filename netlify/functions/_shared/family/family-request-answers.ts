/** A parent's correction, deletion and access requests about their child, as the family page lists and sends them. */
import { familyMessages } from '#domain/family/family.ts';
import type { FamilyRequestInput } from '#domain/family/family.schema.ts';
import { json } from '#shared/platform/http.ts';
import { rememberLanguage, requestLanguage } from '#shared/mail/letter-language.ts';
import { receiveRequest, requestsOf, requestView } from './data-requests.ts';
import { childOfRequest } from './family-children.ts';

export const listRequests = async (req: Request): Promise<Response> =>
  json({ requests: (await requestsOf(childOfRequest(req).skater._id)).map(requestView) });

export const addRequest = async (req: Request, input: FamilyRequestInput): Promise<Response> => {
  const { email, skater } = childOfRequest(req);
  const request = await receiveRequest(email, skater, input);
  // The answer is sent later from the registrar's page: it is written in the language of this one.
  const lang = requestLanguage(req);
  if (lang) await rememberLanguage(email, lang);
  return json({ message: familyMessages.requestReceived, request: requestView(request) }, { status: 201 });
};
