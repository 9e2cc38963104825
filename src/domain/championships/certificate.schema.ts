/**
 * Certificates: the stored record (its id is the code) and the admin list's query. The public
 * answer is built field by field from the record (publicCertificate on the server), so the ids
 * of the entry and the skater never leave it.
 */
import { z } from 'zod';
import { idSchema } from '#domain/common/fields.schema.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { CERTIFICATE_CODE_PATTERN } from './certificate.ts';

export const certificateSchema = z.object({
  /** The code: unguessable, so knowing it is what lets anyone verify the certificate. */
  _id: z.string().regex(CERTIFICATE_CODE_PATTERN),
  eventId: idSchema,
  raceId: idSchema,
  entryId: idSchema,
  name: z.string(),
  registrationNo: z.string(),
  club: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  race: z.string(),
  discipline: z.string(),
  ageCategory: z.string(),
  /** Absent for participation (a finisher without a position). */
  position: z.number().int().optional(),
  issuedAt: z.string(),
  updatedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** The admin's list of an event's certificates: `q` searches name, number, club and race. */
export const certificateListQuerySchema = listQuerySchema;

/** A bundle job: one per event, the PDF of all its certificates being made or made. */
export const BUNDLE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const certificateBundleSchema = z.object({
  eventId: idSchema,
  status: z.enum(BUNDLE_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  /** Proves to the background function that this admin request started it (see certificate-bundle.ts). */
  token: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  bytes: z.number().int().optional(),
});
export type CertificateBundle = z.infer<typeof certificateBundleSchema>;
