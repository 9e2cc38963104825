/** A parent's sign-in by e-mail (docs/rules.md#family-page): asking for a letter, opening the session with its link or code, and ending it. */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { familyLinkSchema, signInProofSchema, signInRequestSchema } from './family.schema.ts';

export const familySessionRoutes = {
  signIn: apiRoute({
    method: 'POST',
    path: '/api/family/sign-in',
    access: 'public',
    summary:
      'Asks for a sign-in letter: the same answer for every address (a known one is mailed a link and a code), with the `family-asked` cookie noting this browser; 429 past 20 an hour per client, or ‘No letter was sent: …’ past 3 letters an hour for the address from this client or 10 from everyone (the same words for every address).',
    body: signInRequestSchema,
    answers: { 200: { description: '`{message}` and the `family-asked` cookie.', schema: messageAnswerSchema } },
  }),
  link: apiRoute({
    method: 'POST',
    path: '/api/family/link',
    access: 'public',
    summary:
      'Asks for a renewal (or, with `eventId` of a championship, an entry) by registration number: the same answer for every number, with the `family-asked` cookie; a number on a confirmed registration gets a sign-in letter to the e-mail on file, never to one typed, whose link opens that child’s renewal or entry on `/my`; 429 past 20 an hour per client, or ‘No link was sent: …’ past 2 letters an hour for the number from this client or 5 from everyone; the address’s own limits send nothing more and answer the same.',
    body: familyLinkSchema,
    answers: { 200: { description: '`{message}` and the `family-asked` cookie.', schema: messageAnswerSchema } },
  }),
  verify: apiRoute({
    method: 'POST',
    path: '/api/family/verify',
    access: 'public',
    summary:
      'Opens the family session with a letter’s link `{token, confirm?}` or code `{email, code}`: a link from a browser other than the one that asked, or over another family’s session, first answers `{confirm: {email, current?}}` (nothing used) and signs in only with `confirm: true`; 400 not a valid link, or any code that does not sign in (one answer); 410 link used or past 15 minutes; 429 link of a letter with 5 wrong codes.',
    body: signInProofSchema,
    answers: {
      200: {
        description: '`{message, email}` and the `family` cookie, or `{confirm}`.',
        schema: z.union([
          z.object({ message: z.string(), email: z.string() }),
          z.object({ confirm: z.object({ email: z.string(), current: z.string().optional() }) }),
        ]),
      },
    },
  }),
  signOut: apiRoute({
    method: 'POST',
    path: '/api/family/sign-out',
    access: 'public',
    summary: 'Ends the family session.',
    answers: { 200: { description: '`{message}`, the cookie cleared.', schema: messageAnswerSchema } },
  }),
  session: apiRoute({
    method: 'GET',
    path: '/api/family/session',
    access: 'public',
    summary: 'Whether a family is signed in, with the contact details a new child’s form starts from (to the family’s own session only).',
    answers: {
      200: {
        description: '`{signedIn, email?, contact?}`.',
        schema: z.object({
          signedIn: z.boolean(),
          email: z.string().optional(),
          contact: z.object({ parentName: z.string(), phoneNo: z.string() }).optional(),
        }),
      },
    },
  }),
};
