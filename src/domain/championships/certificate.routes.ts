/** Certificates of championship races: registrars issue, list, bundle and revoke them; anyone verifies a code (docs/rules.md#certificates). */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { BUNDLE_STATUSES, certificateListQuerySchema, certificateSchema } from './certificate.schema.ts';

/** Where the PDF of a championship's certificates stands; `url` once it can be downloaded. */
export const bundleProgressSchema = z.object({
  status: z.enum(['none', ...BUNDLE_STATUSES]),
  done: z.number(),
  total: z.number(),
  url: z.string().optional(),
});
export type CertificateBundleStatus = z.infer<typeof bundleProgressSchema>;

export const certificateRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/events/:id/certificates',
    itemsAt: '/api/certificates',
    access: 'registrar',
    summary: "The event's certificates by race, place and name, a page; `q` searches name, registration number, club and race.",
    record: 'Event',
    query: certificateListQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(certificateSchema) } },
  }),
  issue: apiRoute({
    method: 'POST',
    path: '/api/events/:id/certificates',
    access: 'registrar',
    summary:
      "From official results, a certificate for every placed finisher and a participation one for every DNF (none for DQ or DNS), dated the day it is issued; again: codes kept, corrected results brought up to date, new finishers added; 409 before the championship's day, no results yet, or none official.",
    record: 'Event',
    answers: {
      200: {
        description: '`{message, issued, updated, kept}`.',
        schema: z.object({ message: z.string(), issued: z.number(), updated: z.number(), kept: z.number() }),
      },
    },
  }),
  bundleProgress: apiRoute({
    method: 'GET',
    path: '/api/events/:id/certificates/bundle',
    access: 'registrar',
    summary: 'The progress of the PDF of all the certificates; `url` once done.',
    record: 'Event',
    answers: {
      200: { description: '`{status: none | queued | running | done | failed, done, total, url?}`.', schema: bundleProgressSchema },
    },
  }),
  startBundle: apiRoute({
    method: 'POST',
    path: '/api/events/:id/certificates/bundle',
    access: 'registrar',
    summary:
      'Starts the PDF of every certificate of the championship, made by the background function `certificate-bundle-background` (one job at a time per event); 409 when there are no certificates.',
    record: 'Event',
    answers: {
      202: {
        description: '`{message, status, done, total}`: started, or already under way.',
        schema: bundleProgressSchema.extend({ message: z.string() }),
      },
    },
  }),
  bundlePdf: apiRoute({
    method: 'GET',
    path: '/api/events/:id/certificates/bundle/pdf',
    access: 'registrar',
    summary: 'The PDF of all the certificates, one page each, from the store; 404 until made.',
    record: 'Event',
    answers: { 200: { description: '`application/pdf`, as an attachment.' } },
  }),
  verify: apiRoute({
    method: 'GET',
    path: '/api/certificates/:code',
    access: 'public',
    summary:
      'What the certificate states (no date of birth, contact details or ids), `X-Robots-Tag: noindex`, not kept by the CDN (a revoked code stops verifying at once); 404 (one message) for a code that is malformed, unknown or revoked. With `.pdf` after the code: the same as an A4 PDF with a QR code of `<site>/verify/{code}`, drawn once and kept in the store until what it states changes.',
    answers: {
      200: {
        description:
          '`{code, name, registrationNo, club, eventTitle, eventDate, race, discipline, ageCategory, position?, award, issuedAt}`, or `application/pdf` for `{code}.pdf`.',
      },
    },
  }),
  revoke: apiRoute({
    method: 'DELETE',
    path: '/api/certificates/:code',
    access: 'registrar',
    summary: 'Revokes a certificate: the code answers 404 from now on (issuing again gives the skater a new code).',
    answers: { 200: { description: '`{message, code}`.', schema: z.object({ message: z.string(), code: z.string() }) } },
  }),
};
