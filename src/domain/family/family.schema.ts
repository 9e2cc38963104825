/** What the family routes accept and what a parent's request keeps (zod, server and types). */
import { z } from 'zod';
import { EVENT_CATEGORIES } from '#config/rules.ts';
import { emailField, honeypotField, idSchema, requiredText } from '#domain/common/fields.schema.ts';
import { HONEYPOT_FIELD } from '#domain/common/fields.ts';
import { listQuerySchema, optionFilter } from '#domain/common/list-query.schema.ts';
import { SKATER_LIMITS } from '#domain/registry/skater.ts';
import { registrationNoField } from '#domain/registry/skater.schema.ts';
import { CODE_PATTERN, CORRECTABLE_FIELD_NAMES, REQUEST_KINDS, REQUEST_STATUSES, REQUEST_TEXT_MAX, familyMessages } from './family.ts';

export const signInRequestSchema = z.object({ email: emailField('E-mail'), [HONEYPOT_FIELD]: honeypotField });

/**
 * A renewal (no `eventId`) or a championship's entry asked for without a family session: the
 * registration number only. Whatever else is sent (an address, a date of birth) is not read.
 */
export const familyLinkSchema = z.object({
  registrationNo: registrationNoField,
  eventId: idSchema.optional(),
  [HONEYPOT_FIELD]: honeypotField,
});

/**
 * The link's token (with `confirm` once the person pressed the button naming the address, for a
 * link this browser did not ask for), or the address with the code from the letter.
 */
export const signInProofSchema = z.union(
  [
    z.object({
      token: z.string().max(200, { error: familyMessages.linkInvalid, abort: true }).min(1, familyMessages.linkInvalid),
      confirm: z.literal(true).optional(),
    }),
    z.object({
      email: emailField('E-mail'),
      code: z
        .string({ error: 'Code is required' })
        .trim()
        .max(20, { error: 'The code has six digits', abort: true })
        .regex(CODE_PATTERN, 'The code has six digits'),
    }),
  ],
  { error: familyMessages.linkInvalid },
);
export type SignInProof = z.output<typeof signInProofSchema>;

/** Renewing from the family page: consent again, and only what changed since last season (contact details stay). */
export const familyRenewSchema = z.object({
  consent: z.literal(true, { error: 'Consent is required to register a skater' }),
  eventCategory: z.enum(EVENT_CATEGORIES, { error: `Event category must be one of: ${EVENT_CATEGORIES.join(', ')}` }).optional(),
  representativeClub: requiredText('Representative club', SKATER_LIMITS.representativeClub).optional(),
  coachName: requiredText("Coach's name", SKATER_LIMITS.coachName).optional(),
});

const requestText = (label: string) => requiredText(label, REQUEST_TEXT_MAX);

export const familyRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('correction'),
      field: z.enum(CORRECTABLE_FIELD_NAMES, { error: 'Choose the field to correct' }),
      value: requestText('What it should be'),
    }),
    z.object({ kind: z.literal('deletion'), note: requestText('Note').optional() }),
    z.object({ kind: z.literal('access'), note: requestText('Note').optional() }),
  ],
  { error: `Kind must be one of: ${REQUEST_KINDS.join(', ')}` },
);
export type FamilyRequestInput = z.output<typeof familyRequestSchema>;

/** A parent's request as stored: what was asked, by which address, and how the registrar answered. */
export const dataRequestSchema = z.object({
  _id: idSchema,
  kind: z.enum(REQUEST_KINDS),
  skaterId: idSchema,
  skaterName: z.string(),
  registrationNo: z.string().optional(),
  /** The signed-in address the request came from: the answer goes there. */
  email: z.string(),
  field: z.enum(CORRECTABLE_FIELD_NAMES).optional(),
  value: z.string().optional(),
  note: z.string().optional(),
  createdAt: z.string(),
  dueAt: z.string(),
  status: z.enum(REQUEST_STATUSES),
  handledBy: z.string().optional(),
  handledAt: z.string().optional(),
  answer: z.string().optional(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** The registrar's answer: done (a deletion request deletes the profile) or declined, with the words sent to the parent. */
export const requestAnswerSchema = z.object({
  status: z.enum(['done', 'declined'], { error: 'Status must be one of: done, declined' }),
  answer: requiredText('Answer', REQUEST_TEXT_MAX),
});

/** The registrar's queue: open, done or declined requests, oldest first. */
export const requestListQuerySchema = listQuerySchema.extend({ status: optionFilter('status', REQUEST_STATUSES) });
