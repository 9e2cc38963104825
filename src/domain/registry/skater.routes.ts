/**
 * Skater profiles' routes: the public registration form and the parent's links and look-ups; the
 * registrar's list, review, proof and deletion; the owners' access log of a profile.
 */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import {
  contactConfirmSchema,
  registrationAgainSchema,
  registrationConfirmSchema,
  skaterInputSchema,
  skaterListQuerySchema,
  statusLookupSchema,
} from './skater.schema.ts';
import { SKATER_STATUSES } from './skater-registry.ts';
import { adminSkaterDetailSchema, adminSkaterSchema, publicSkaterSchema } from './skater-views.schema.ts';

const record = 'Skater profile';

/** The body of a review: a decision (`status`) or corrections of the form's fields, told apart by the handler. */
export const skaterReviewBodySchema = z.looseObject({}, { error: 'Send the changes as a JSON object.' });

export const skaterRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/skaterprofiles',
    access: 'public',
    summary:
      'A page of profiles. Visitors: this season’s approved profiles, by name, the public fields (`?q=` searches those). A registrar: every profile, pending first then by name, every field, Aadhaar masked, `fileUrl` the proof route (`?q=` also matches age category and e-mail; `?status=pending|approved|rejected|lapsed`, `?season=<year>`). Both: `?eventCategory=`, `?ageCategory=`, `?club=`.',
    query: skaterListQuerySchema,
    answers: {
      200: {
        description: 'One page; the cache varies on the session.',
        schema: z.object({
          profiles: z.array(z.union([adminSkaterSchema, publicSkaterSchema])),
          total: z.number(),
          page: z.number(),
          pageSize: z.number(),
        }),
      },
    },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/skaterprofiles',
    access: 'public',
    summary:
      'The registration form: unverified until the parent follows the link mailed to the address typed (deleted after 7 days if not); pending at once for a parent signed in on `/my` with that address; a signed-in admin’s is approved and numbered at once. 429 over the limits.',
    body: skaterInputSchema,
    answers: {
      201: {
        description: '`sentTo`, `againKey`: the address the link went to and the key to send it again, only when a link was sent.',
        schema: messageAnswerSchema.extend({
          _id: z.string(),
          reference: z.string(),
          next: z.string().optional(),
          confirmByEmail: z.boolean().optional(),
          sentTo: z.string().optional(),
          againKey: z.string().optional(),
        }),
      },
    },
  }),
  clubs: apiRoute({
    method: 'GET',
    path: '/api/skaterprofiles/clubs',
    access: 'registrar',
    summary: 'The clubs skaters named (the 1,000 most named), with how many did: the recipients’ club filter.',
    answers: {
      200: { description: 'The clubs by name.', schema: z.object({ clubs: z.array(z.object({ name: z.string(), count: z.number() })) }) },
    },
  }),
  status: apiRoute({
    method: 'POST',
    path: '/api/skaterprofiles/status',
    access: 'public',
    summary:
      'The parent’s status look-up by the reference or the registration number and the date of birth. 404 one message for an unknown key and a wrong date; 429 over the client’s limit, or for a day once 5 wrong dates were tried for the skater.',
    body: statusLookupSchema,
    answers: {
      200: {
        description: 'The registration’s state.',
        schema: z.object({
          status: z.enum(SKATER_STATUSES),
          registrationNo: z.string().optional(),
          reason: z.string().optional(),
          season: z.number(),
          lapsed: z.boolean().optional(),
        }),
      },
    },
  }),
  confirmContact: apiRoute({
    method: 'POST',
    path: '/api/skaterprofiles/contact/confirm',
    access: 'public',
    summary:
      'The link of the letter about new contact details: the held e-mail or phone is now on file, and the address that was on file is told. 404 one message for a link unknown, used or past 48 hours; 429.',
    body: contactConfirmSchema,
    answers: { 200: { description: 'Changed.', schema: messageAnswerSchema } },
  }),
  confirm: apiRoute({
    method: 'POST',
    path: '/api/skaterprofiles/confirm',
    access: 'public',
    summary:
      'The link of the letter after a public registration: the registration is pending, with the consent record, and the receipt is mailed. 404 one message for a link unknown, used or past 7 days; 429.',
    body: registrationConfirmSchema,
    answers: { 200: { description: 'Confirmed.', schema: messageAnswerSchema.extend({ reference: z.string() }) } },
  }),
  confirmAgain: apiRoute({
    method: 'POST',
    path: '/api/skaterprofiles/confirm/again',
    access: 'public',
    summary:
      'Sends the link again (`key`: the `againKey` only the form’s sender has; `email`: a corrected address, put on the registration); the earlier link stops working. 404 one message for a key unknown or a registration no longer waiting; 429 after 3 times.',
    body: registrationAgainSchema,
    answers: { 200: { description: 'Sent.', schema: messageAnswerSchema.extend({ sentTo: z.string() }) } },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/skaterprofiles/:id',
    access: 'registrar',
    summary: 'The admin view of the profile, Aadhaar masked; opening it is written in the access log. Its version is the ETag.',
    record,
    answers: { 200: { description: 'The profile.', schema: adminSkaterDetailSchema } },
  }),
  review: apiRoute({
    method: 'PATCH',
    path: '/api/skaterprofiles/:id',
    access: 'registrar',
    summary:
      '`{status: "approved"}`, `{status: "rejected", reason}` (1–300) or corrections of the form’s fields (`dobReason` required to change an approved skater’s date of birth); the parent is mailed on approval and rejection.',
    record,
    body: skaterReviewBodySchema,
    answers: {
      200: {
        description: 'Reviewed.',
        schema: messageAnswerSchema.extend({
          profile: adminSkaterDetailSchema,
          mail: z.object({ sent: z.boolean(), problem: z.string().optional() }).optional(),
        }),
      },
    },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/skaterprofiles/:id',
    access: 'registrar',
    summary:
      'Deletes the skater’s certificates, result rows, team changes, championship entries and personal bests, clears parents’ requests about them, waives the fees still due, then the photo and proof, then the record (if anything cannot be deleted, the profile stays, to delete again).',
    record,
    answers: {
      200: {
        description: 'Deleted, with what went with it.',
        schema: messageAnswerSchema.extend({
          certificatesDeleted: z.number(),
          resultsDeleted: z.number(),
          teamChangesDeleted: z.number(),
          entriesDeleted: z.number(),
          requestsCleared: z.number(),
          bestsDeleted: z.number(),
          chargesWaived: z.number(),
        }),
      },
    },
  }),
  deletion: apiRoute({
    method: 'GET',
    path: '/api/skaterprofiles/:id/deletion',
    access: 'registrar',
    summary: 'What deleting the profile takes from championships (the delete confirmation says it).',
    record,
    answers: {
      200: { description: 'The counts.', schema: z.object({ entries: z.number(), results: z.number(), certificates: z.number() }) },
    },
  }),
  accessLog: apiRoute({
    method: 'GET',
    path: '/api/skaterprofiles/:id/access-log',
    access: 'owner',
    summary:
      'Each time an admin opened the profile’s full record or identity proof (who, when, which kind; no value of the record), newest first, a page; kept a year.',
    record,
    query: listQuerySchema,
    answers: {
      200: {
        description: 'One page of the log.',
        schema: z.object({
          entries: z.array(z.record(z.string(), z.unknown())),
          total: z.number(),
          page: z.number(),
          pageSize: z.number(),
        }),
      },
    },
  }),
  proof: apiRoute({
    method: 'GET',
    path: '/api/skaterprofiles/:id/proof',
    access: 'registrar',
    summary: 'The identity proof (an image or a PDF); opening it is written in the access log.',
    record,
    answers: {
      200: {
        description:
          'The file as a download: `Content-Disposition: attachment`, `Content-Security-Policy: sandbox`, `Cache-Control: private, no-store`.',
      },
    },
  }),
};
