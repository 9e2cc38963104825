/**
 * What each audience is shown of a skater's profile (docs/rules.md#personal-data): the public view
 * (no contact details, no date of birth, no Aadhaar number, no proof), the admin index's summary
 * (the Aadhaar number masked) and the admin view and detail worked out from it when read. Every
 * answer and index summary of a profile goes through one of these, so no route can leak a field
 * by accident.
 */
import { z } from 'zod';
import { maskAadhaar } from './aadhaar.ts';
import { ageCategory, ageInYears } from './age-category.ts';
import { proofUrl } from './skater.ts';
import { formatReference, isLapsed, SKATER_STATUSES } from './skater-registry.ts';
import { currentSeason } from '#config/rules.ts';
import { consentLanguageSchema } from './consent-withdrawal.ts';
import { consentRecordSchema, dobChangeSchema, type Skater } from './skater.schema.ts';

/** What the public page shows (docs/rules.md#personal-data), and nothing else. */
export const publicSkaterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.string(),
  eventCategory: z.string(),
  representativeClub: z.string(),
  skaterPhoto: z.string(),
  ageCategory: z.string(),
  registrationNo: z.string().optional(),
});
export type PublicSkater = z.infer<typeof publicSkaterSchema>;

/** What the public view and the admin index both keep of a profile as it is stored. */
const listedFields = (skater: Skater) => ({
  _id: skater._id,
  name: skater.name,
  gender: skater.gender,
  eventCategory: skater.eventCategory,
  representativeClub: skater.representativeClub,
  skaterPhoto: skater.skaterPhoto,
});

export const toPublicSkater = (skater: Skater): PublicSkater => ({
  ...listedFields(skater),
  ageCategory: ageCategory(skater.dob),
  ...(skater.registrationNo ? { registrationNo: skater.registrationNo } : {}),
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
  status: z.enum(SKATER_STATUSES),
  reason: z.string().optional(),
  reference: z.string(),
  season: z.number(),
  /** Approved for an earlier season: out of every public list until renewed. */
  lapsed: z.boolean(),
  approvedAt: z.string().optional(),
  proofDeletedAt: z.string().optional(),
  mailProblem: z.string().optional(),
});
export type AdminSkater = z.infer<typeof adminSkaterSchema>;

/**
 * What the admin index keeps of a profile: the admin view without what is worked out when it is
 * read (age and age category change with the date; the proof URL follows from the id). The
 * Aadhaar number is stored masked, so the full number exists only in the record itself.
 */
export type AdminSkaterSummary = Omit<AdminSkater, 'age' | 'ageCategory' | 'fileUrl' | 'lapsed'>;

const present = <K extends string>(key: K, value: string | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {});

export const toAdminSummary = (skater: Skater): AdminSkaterSummary => ({
  ...listedFields(skater),
  rsfiNo: skater.rsfiNo,
  parentName: skater.parentName,
  dob: skater.dob,
  aadharNo: maskAadhaar(skater.aadharNo),
  phoneNo: skater.phoneNo,
  email: skater.email,
  coachName: skater.coachName,
  proofType: skater.proofType,
  createdAt: skater.createdAt,
  status: skater.status,
  reference: skater.reference ? formatReference(skater.reference) : '',
  season: skater.season,
  ...present('reason', skater.reason),
  ...present('registrationNo', skater.registrationNo),
  ...present('approvedAt', skater.approvedAt),
  ...present('proofDeletedAt', skater.proofDeletedAt),
  ...present('mailProblem', skater.mailProblem),
});

/** The admin view of a summary, with what depends on the date worked out now; no proof URL once the proof is deleted. */
export const toAdminSkater = (summary: AdminSkaterSummary, now = new Date()): AdminSkater => ({
  ...summary,
  age: ageInYears(summary.dob),
  ageCategory: ageCategory(summary.dob),
  fileUrl: summary.proofDeletedAt ? '' : proofUrl(summary._id),
  lapsed: isLapsed(summary, currentSeason(now)),
});

/**
 * The admin detail of one profile, as the review shows it: the admin view, the history of
 * date-of-birth changes, whether the proof is a PDF (the review links to it rather than showing it
 * as a picture), a held change of contact details (without its link's digest), who confirmed the
 * consent (null: added by an admin, or from before confirmations) and when the parent withdrew it
 * (with the page's language).
 */
export const adminSkaterDetailSchema = adminSkaterSchema.extend({
  dobChanges: z.array(dobChangeSchema),
  proofIsPdf: z.boolean(),
  contactChange: z
    .object({ email: z.string().optional(), phoneNo: z.string().optional(), requestedAt: z.string(), expiresAt: z.string() })
    .optional(),
  consent: consentRecordSchema.nullable(),
  consentWithdrawal: z.object({ at: z.string(), language: consentLanguageSchema }).optional(),
});
export type AdminSkaterDetail = z.infer<typeof adminSkaterDetailSchema>;

/** A held change of contact details as an admin sees it: without the link's digest. */
const heldContactChange = ({ digest: _digest, ...held }: NonNullable<Skater['contactChange']>) => held;

export const toAdminDetail = (skater: Skater, now = new Date()): AdminSkaterDetail => ({
  ...toAdminSkater(toAdminSummary(skater), now),
  dobChanges: skater.dobChanges,
  proofIsPdf: skater.fileKey.endsWith('.pdf'),
  ...(skater.contactChange ? { contactChange: heldContactChange(skater.contactChange) } : {}),
  consent: skater.consent ?? null,
  ...(skater.consentWithdrawal
    ? { consentWithdrawal: { at: skater.consentWithdrawal.at, language: skater.consentWithdrawal.language } }
    : {}),
});
