/**
 * Skater profiles (docs/rules.md#personal-data): the stored record, which holds personal data,
 * and the inputs (the form, corrections, decisions, look-ups, renewals). What visitors and admins
 * are shown of a record is worked out in skater-views.schema.ts, so no route can leak a field by
 * accident.
 */
import { z } from 'zod';
import { EVENT_CATEGORIES, GENDERS, PROOF_TYPES } from '#config/rules.ts';
import { aadhaarHasLength, isValidAadhaar, normalizeAadhaar } from './aadhaar.ts';
import { AGE_CATEGORIES, ageInYears } from './age-category.ts';
import {
  dateField,
  emailField,
  honeypotField,
  idSchema,
  imageInput,
  mobileField,
  optionalText,
  requiredImageInput,
  requiredText,
} from '#domain/common/fields.schema.ts';
import { HONEYPOT_FIELD } from '#domain/common/fields.ts';
import { listQueryMessages } from '#domain/common/list-query.ts';
import { listQuerySchema, optionFilter } from '#domain/common/list-query.schema.ts';
import { SKATER_LIMITS, skaterMessages } from './skater.ts';
import { consentLanguageSchema, consentWithdrawalSchema } from './consent-withdrawal.ts';
import {
  DOB_HISTORY_MAX,
  isReference,
  looksLikeRegistrationNo,
  normalizeReference,
  normalizeRegistrationNo,
  REASON_MAX,
  REFERENCE_INPUT_MAX,
  REGISTRATION_NO_MAX,
  registryMessages,
  SKATER_STATUS_FILTERS,
  SKATER_STATUSES,
} from './skater-registry.ts';
import { seasonOf } from '#config/rules.ts';

/** One change of an approved skater's date of birth: when, from what, to what, and why (admins only). */
export const dobChangeSchema = z.object({ at: z.string(), from: z.string(), to: z.string(), reason: z.string() });
export type DobChange = z.infer<typeof dobChangeSchema>;

export const consentRecordSchema = z.object({
  email: z.string(),
  confirmedAt: z.string(),
  noticeVersion: z.string(),
  how: z.enum(['link', 'family']),
  /** The language of the page the consent was given on (records from before languages have none: English). */
  language: consentLanguageSchema.optional(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const skaterSchema = z.object({
  _id: idSchema,
  rsfiNo: z.string(),
  name: z.string(),
  parentName: z.string(),
  dob: z.string(),
  gender: z.string(),
  aadharNo: z.string(),
  phoneNo: z.string(),
  email: z.string(),
  eventCategory: z.enum(EVENT_CATEGORIES),
  representativeClub: z.string(),
  coachName: z.string(),
  /** Public URL of the photo. */
  skaterPhoto: z.string(),
  proofType: z.enum(PROOF_TYPES),
  /** Key of the identity proof in the private store; never a public URL. */
  fileKey: z.string(),
  consentAt: z.string(),
  createdAt: z.string(),
  /** Records from before profiles were checked have none: nobody checked them, so they are pending. */
  status: z.enum(SKATER_STATUSES).default('pending'),
  /** Why the profile was rejected (shown to the parent). */
  reason: z.string().optional(),
  /** The parent's look-up code (REFERENCE_ALPHABET, stored without its dash); records from before references have none. */
  reference: z.string().optional(),
  /** Given on first approval, never changed or reused. */
  registrationNo: z.string().optional(),
  /** The season the profile was submitted or renewed for (approved: the season it is current for). */
  season: z.number().int(),
  /** First approval: the identity proof is deleted a set time after it. */
  approvedAt: z.string().optional(),
  proofDeletedAt: z.string().optional(),
  /** The last mail to the parent that could not be sent (admins only). */
  mailProblem: z.string().optional(),
  dobChanges: z.array(dobChangeSchema).max(DOB_HISTORY_MAX).default([]),
  /**
   * A new e-mail or phone asked for with a renewal: held, not used, until the link mailed to the
   * address on file is followed (the record keeps only a digest of its token) or a registrar
   * corrects the contact details.
   */
  /**
   * A registration from the public form: the digest of the token mailed to the address typed,
   * until the parent follows it (`unverified` until then), and the notice version the form showed.
   */
  verification: z
    .object({
      digest: z.string(),
      expiresAt: z.string(),
      noticeVersion: z.string(),
      /** The language of the form's page, which the consent record keeps once the link is followed. */
      language: consentLanguageSchema.optional(),
      /**
       * A digest of the key the form's success screen holds (never the key): with it, and only
       * while the registration waits, that screen sends the link again or to a corrected address.
       */
      againDigest: z.string().optional(),
      /** How many times the link was sent again from that screen. */
      sentAgain: z.number().int().min(0).optional(),
    })
    .optional(),
  /**
   * The consent record: the address that confirmed it (by following the link, or signed in on the
   * family page), when, and the version of the notice (consent-notices.ts) it was given on.
   * Profiles added by an admin and those from before confirmations have none.
   */
  consent: consentRecordSchema.optional(),
  /** The parent withdrew consent on the family page: public nowhere from then on, and a deletion request is queued. */
  consentWithdrawal: consentWithdrawalSchema.optional(),
  /**
   * The parent lets the child's club enter them for championships from the club desk
   * (docs/clubs.md#the-parents-choice): off until the parent turns it on; when they changed it last.
   */
  clubMayEnter: z.boolean().optional(),
  clubMayEnterAt: z.string().optional(),
  contactChange: z
    .object({
      email: z.string().optional(),
      phoneNo: z.string().optional(),
      digest: z.string(),
      requestedAt: z.string(),
      expiresAt: z.string(),
    })
    .optional(),
});
export type Skater = z.infer<typeof skaterSchema>;

/** A stored record as read: one from before seasons counts for the season it was created in. */
export const storedSkaterSchema = z.preprocess((value) => {
  if (value === null || typeof value !== 'object' || 'season' in value) return value;
  const createdAt = 'createdAt' in value && typeof value.createdAt === 'string' ? new Date(value.createdAt) : new Date();
  return { ...value, season: seasonOf(Number.isNaN(createdAt.getTime()) ? new Date() : createdAt) };
}, skaterSchema);

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: `${label} must be one of: ${options.join(', ')}` });

/** Counted today, not on the age categories' reference date: a baby born this year is born all the same. */
const dobField = dateField('Date of birth').refine((dob) => {
  const age = ageInYears(dob, new Date());
  return age !== null && age <= 100;
}, 'Date of birth must be a past date');

export const skaterInputSchema = z.object({
  rsfiNo: optionalText('RSFI number', SKATER_LIMITS.rsfiNo),
  name: requiredText('Name', SKATER_LIMITS.name),
  parentName: requiredText("Parent's name", SKATER_LIMITS.parentName),
  dob: dobField,
  gender: z
    .union([choice('Gender', GENDERS), z.literal('')], { error: `Gender must be one of: ${GENDERS.join(', ')}` })
    .optional()
    .transform((value) => value ?? ''),
  aadharNo: z
    .string({ error: 'Aadhaar number is required' })
    // Twelve digits with spaces between groups; far longer is refused before it is normalised.
    .max(40, { error: skaterMessages.aadhaarLength, abort: true })
    .transform(normalizeAadhaar)
    .refine((value) => value !== '', { error: 'Aadhaar number is required', abort: true })
    .refine(aadhaarHasLength, { error: skaterMessages.aadhaarLength, abort: true })
    .refine(isValidAadhaar, skaterMessages.aadhaarInvalid),
  phoneNo: mobileField('Phone number'),
  email: emailField('E-mail'),
  eventCategory: choice('Event category', EVENT_CATEGORIES),
  representativeClub: requiredText('Representative club', SKATER_LIMITS.representativeClub),
  coachName: requiredText("Coach's name", SKATER_LIMITS.coachName),
  skaterPhoto: requiredImageInput('Skater photo'),
  proofType: choice('Proof type', PROOF_TYPES),
  fileUrl: requiredImageInput('Identity proof'),
  consent: z.literal(true, { error: 'Consent is required to register a skater' }),
  /** The parent lets the club enter the child for championships from the club desk (docs/clubs.md#the-parents-choice); off unless ticked. */
  clubMayEnter: z.boolean({ error: 'clubMayEnter must be true or false' }).optional(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type SkaterInput = z.input<typeof skaterInputSchema>;

/** The profile lists' filters (the admin screens offer them; the public list accepts them too). */
export const skaterListQuerySchema = listQuerySchema.extend({
  eventCategory: optionFilter('eventCategory', EVENT_CATEGORIES),
  ageCategory: optionFilter('ageCategory', AGE_CATEGORIES),
  club: z
    .string()
    .max(SKATER_LIMITS.representativeClub, { error: listQueryMessages.search, abort: true })
    .optional()
    .transform((value) => value ?? ''),
  /** Admins only: pending, approved (this season), rejected, or lapsed (approved for an earlier season). */
  status: optionFilter('status', SKATER_STATUS_FILTERS),
  season: z
    .string()
    .max(4, { error: 'season must be a year', abort: true })
    .regex(/^\d{4}$/, 'season must be a year')
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value))),
});
export type SkaterListQuery = z.output<typeof skaterListQuerySchema>;

/** An admin's decision on a profile: approve it, or reject it with the reason the parent is told. */
export const skaterDecisionSchema = z.discriminatedUnion(
  'status',
  [z.object({ status: z.literal('approved') }), z.object({ status: z.literal('rejected'), reason: requiredText('Reason', REASON_MAX) })],
  { error: 'Status must be one of: approved, rejected' },
);
export type SkaterDecision = z.output<typeof skaterDecisionSchema>;

/** An admin's corrections: any of the form's text fields, checked as the form checks them. */
export const skaterCorrectionSchema = skaterInputSchema
  .pick({
    rsfiNo: true,
    name: true,
    parentName: true,
    dob: true,
    gender: true,
    aadharNo: true,
    phoneNo: true,
    email: true,
    eventCategory: true,
    representativeClub: true,
    coachName: true,
    proofType: true,
  })
  .partial()
  .extend({ dobReason: requiredText('Reason for the date of birth change', REASON_MAX).optional() });
export type SkaterCorrection = z.output<typeof skaterCorrectionSchema>;

/**
 * What a parent has to hand: the reference of the submission, or, once approved, the registration
 * number. Either one, told apart by its shape.
 */
const referenceField = z
  .string({ error: 'Reference is required' })
  .max(REGISTRATION_NO_MAX, { error: registryMessages.referenceInvalid, abort: true })
  .transform((typed): { kind: 'registrationNo' | 'reference'; value: string } =>
    looksLikeRegistrationNo(typed)
      ? { kind: 'registrationNo', value: normalizeRegistrationNo(typed.trim()) }
      : { kind: 'reference', value: normalizeReference(typed.slice(0, REFERENCE_INPUT_MAX)) },
  )
  .refine((key) => key.kind === 'registrationNo' || isReference(key.value), registryMessages.referenceInvalid);

export const registrationNoField = requiredText('Registration number', REGISTRATION_NO_MAX).transform(normalizeRegistrationNo);

/** The public status look-up: the reference (or the registration number) and the skater's date of birth. */
export const statusLookupSchema = z.object({ reference: referenceField, dob: dateField('Date of birth') });

/** The renewal page's first step: the registration number and the date of birth. */
export const renewCheckSchema = z.object({ registrationNo: registrationNoField, dob: dateField('Date of birth') });

/** The success screen's "send the link again", to the address given or to a corrected one. */
export const registrationAgainSchema = z.object({
  key: z
    .string({ error: registryMessages.sendAgainInvalid })
    .min(1, { error: registryMessages.sendAgainInvalid })
    .max(200, { error: registryMessages.sendAgainInvalid }),
  email: emailField('E-mail').optional(),
});

/** The link in the letter asking a parent to confirm the address a registration was sent with. */
export const registrationConfirmSchema = z.object({
  token: z
    .string({ error: registryMessages.registrationLinkInvalid })
    .min(1, { error: registryMessages.registrationLinkInvalid })
    .max(200, { error: registryMessages.registrationLinkInvalid }),
});

/** The link in the letter asking to confirm new contact details. */
export const contactConfirmSchema = z.object({
  token: z
    .string({ error: registryMessages.contactLinkInvalid })
    .min(1, { error: registryMessages.contactLinkInvalid })
    .max(200, { error: registryMessages.contactLinkInvalid }),
});

/** A renewal: who (number and date of birth), consent again, and what changed since last season. */
export const renewalSchema = renewCheckSchema.extend({
  consent: z.literal(true, { error: 'Consent is required to register a skater' }),
  phoneNo: mobileField('Phone number').optional(),
  email: emailField('E-mail').optional(),
  eventCategory: choice('Event category', EVENT_CATEGORIES).optional(),
  representativeClub: requiredText('Representative club', SKATER_LIMITS.representativeClub).optional(),
  coachName: requiredText("Coach's name", SKATER_LIMITS.coachName).optional(),
  photo: imageInput('Skater photo'),
  [HONEYPOT_FIELD]: honeypotField,
});
