/**
 * Skater profiles (docs/rules.md#personal-data). The stored record holds personal data;
 * the public view and the admin view are derived here so no route can leak a field by accident.
 */
import { z } from 'zod';
import { EVENT_CATEGORIES, GENDERS, PROOF_TYPES } from '../config/rules.ts';
import { isValidAadhaar, maskAadhaar, normalizeAadhaar } from './aadhaar.ts';
import { AGE_CATEGORIES, ageCategory, ageInYears } from './age-category.ts';
import {
  dateField,
  emailField,
  honeypotField,
  idSchema,
  mobileField,
  optionalText,
  requiredImageInput,
  requiredText,
} from './fields.schema.ts';
import { HONEYPOT_FIELD } from './fields.ts';
import { listQueryMessages } from './list-query.ts';
import { listQuerySchema, optionFilter } from './list-query.schema.ts';
import { proofUrl, SKATER_LIMITS, skaterMessages } from './skater.ts';

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
});
export type Skater = z.infer<typeof skaterSchema>;

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: `${label} must be one of: ${options.join(', ')}` });

export const skaterInputSchema = z.object({
  rsfiNo: optionalText('RSFI number', SKATER_LIMITS.rsfiNo),
  name: requiredText('Name', SKATER_LIMITS.name),
  parentName: requiredText("Parent's name", SKATER_LIMITS.parentName),
  dob: dateField('Date of birth').refine((dob) => {
    const age = ageInYears(dob);
    return age !== null && age <= 100;
  }, 'Date of birth must be a past date'),
  gender: z
    .union([choice('Gender', GENDERS), z.literal('')], { error: `Gender must be one of: ${GENDERS.join(', ')}` })
    .optional()
    .transform((value) => value ?? ''),
  aadharNo: z
    .string({ error: 'Aadhaar number is required' })
    // Twelve digits with spaces between groups; far longer is refused before it is normalised.
    .max(40, { error: skaterMessages.aadhaarInvalid, abort: true })
    .transform(normalizeAadhaar)
    .refine((value) => value !== '', 'Aadhaar number is required')
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
  [HONEYPOT_FIELD]: honeypotField,
});
export type SkaterInput = z.input<typeof skaterInputSchema>;

/** What the public page shows (docs/rules.md#personal-data), and nothing else. */
export const publicSkaterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.string(),
  eventCategory: z.string(),
  representativeClub: z.string(),
  skaterPhoto: z.string(),
  ageCategory: z.string(),
});
export type PublicSkater = z.infer<typeof publicSkaterSchema>;

export const toPublicSkater = (skater: Skater): PublicSkater => ({
  _id: skater._id,
  name: skater.name,
  gender: skater.gender,
  eventCategory: skater.eventCategory,
  representativeClub: skater.representativeClub,
  skaterPhoto: skater.skaterPhoto,
  ageCategory: ageCategory(skater.dob),
});

/** What admins see: everything, with the Aadhaar number masked and the proof behind an admin-only URL. */
export const adminSkaterSchema = publicSkaterSchema.extend({
  rsfiNo: z.string(),
  parentName: z.string(),
  dob: z.string(),
  age: z.number().nullable(),
  aadharNo: z.string(),
  phoneNo: z.string(),
  email: z.string(),
  coachName: z.string(),
  proofType: z.string(),
  fileUrl: z.string(),
  createdAt: z.string(),
});
export type AdminSkater = z.infer<typeof adminSkaterSchema>;

/**
 * What the admin index keeps of a profile: the admin view without what is worked out when it is
 * read (age and age category change with the date; the proof URL follows from the id). The
 * Aadhaar number is stored masked, so the full number exists only in the record itself.
 */
export type AdminSkaterSummary = Omit<AdminSkater, 'age' | 'ageCategory' | 'fileUrl'>;

export const toAdminSummary = (skater: Skater): AdminSkaterSummary => ({
  _id: skater._id,
  name: skater.name,
  gender: skater.gender,
  eventCategory: skater.eventCategory,
  representativeClub: skater.representativeClub,
  skaterPhoto: skater.skaterPhoto,
  rsfiNo: skater.rsfiNo,
  parentName: skater.parentName,
  dob: skater.dob,
  aadharNo: maskAadhaar(skater.aadharNo),
  phoneNo: skater.phoneNo,
  email: skater.email,
  coachName: skater.coachName,
  proofType: skater.proofType,
  createdAt: skater.createdAt,
});

export const toAdminSkater = (summary: AdminSkaterSummary): AdminSkater => ({
  ...summary,
  age: ageInYears(summary.dob),
  ageCategory: ageCategory(summary.dob),
  fileUrl: proofUrl(summary._id),
});

/** The profile lists' filters (the admin screens offer them; the public list accepts them too). */
export const skaterListQuerySchema = listQuerySchema.extend({
  eventCategory: optionFilter('eventCategory', EVENT_CATEGORIES),
  ageCategory: optionFilter('ageCategory', AGE_CATEGORIES),
  club: z
    .string()
    .max(SKATER_LIMITS.representativeClub, { error: listQueryMessages.search, abort: true })
    .optional()
    .transform((value) => value ?? ''),
});
export type SkaterListQuery = z.output<typeof skaterListQuerySchema>;
