/** Texts, limits and small rules of skater without the schema library, so browser code can import them cheaply. */
import { site } from '#config/site.ts';
import { CURRENT_NOTICE } from './consent-notices.ts';

/**
 * The consent says plainly what happens to the data (docs/rules.md#parental-consent): the profile is
 * checked first, what becomes public once approved, that the rest stays private, and deletion on request.
 */
export const CONSENT_TEXT = CURRENT_NOTICE.consent;

/** Longest accepted text of each limited field of the skater form. */
export const SKATER_LIMITS = { rsfiNo: 30, name: 100, parentName: 100, representativeClub: 100, coachName: 100 } as const;

import { matchesSearch } from '#domain/common/search.ts';

/**
 * 'Search Profiles' looks in what each card shows, public fields only: the name, the registration
 * number (whole, or its last digits: "0006" finds ADRSA-2026-0006), gender, age category ("cadet"),
 * event category and club.
 */
export const publicSearchText = (skater: {
  name: string;
  gender: string;
  eventCategory: string;
  representativeClub: string;
  ageCategory: string;
  registrationNo?: string | undefined;
}) => [skater.name, skater.registrationNo ?? '', skater.gender, skater.ageCategory, skater.eventCategory, skater.representativeClub];

export const matchesSkater = (skater: Parameters<typeof publicSearchText>[0], query: string): boolean =>
  matchesSearch(query, publicSearchText(skater));

export const proofUrl = (id: string): string => `/api/skaterprofiles/${id}/proof`;

/** What deleting a profile takes with it from championships (GET /api/skaterprofiles/{id}/deletion). */
export interface SkaterDeletionCounts {
  entries: number;
  results: number;
  certificates: number;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The confirmation naming what goes with the profile; `counts` is undefined when they could not
 * be read. The other skaters' places in the results stay as they were.
 */
const confirmDeleteWith = (counts: SkaterDeletionCounts | undefined): string => {
  const question = 'Are you sure you want to delete this skater profile and its files?';
  if (counts === undefined) return `${question} Its championship entries, results and certificates will be deleted with it.`;
  const { entries, results, certificates } = counts;
  if (entries + results + certificates === 0) return `${question} It has no championship entries.`;
  const parts = [
    counted(entries, 'championship entry', 'championship entries'),
    counted(results, 'result', 'results'),
    counted(certificates, 'certificate', 'certificates'),
  ];
  return `${question} Its ${parts.join(', ')} will be deleted with it${certificates > 0 ? ' (the certificate codes will stop verifying)' : ''}; the other skaters keep their places.`;
};

/** The national federation, as the site configuration names it: the RSFI number is its. */
const nationalFederation =
  site.affiliations.find((affiliation) => affiliation.role === 'National federation')?.name ?? 'the national federation';

/**
 * The registration form's labels and hints, in words a parent understands (the original form's
 * "RSFI No.", "Event Category" and "Representative Club" said nothing to a new parent).
 */
export const skaterFormTexts = {
  rsfiNo: 'RSFI number (optional)',
  rsfiNoHint: `The skater's number with the ${nationalFederation} (the national federation), if they have one. Most new skaters do not: leave it empty.`,
  eventCategory: 'Discipline',
  eventCategoryHint: 'The kind of skating the skater does most (the event category).',
  eventCategoryPlaceholder: 'Select a discipline',
  aadhaar: 'Aadhaar Number',
  aadhaarHint: "The skater's 12-digit Aadhaar number; spaces are allowed.",
  /** The proof types as the form shows them (the stored value stays as it is). */
  proofTypeLabels: { Aadhar: 'Aadhaar card', 'Birth Certificate': 'Birth certificate' } as Record<string, string>,
} as const;

/** A proof type as people read it ('Aadhar', the stored value, reads 'Aadhaar card'). */
export const proofTypeLabel = (value: string): string => skaterFormTexts.proofTypeLabels[value] ?? value;

export const skaterMessages = {
  /** The form's title (the original's "Add Skater Profile"; docs/rules.md#visible-texts). */
  formTitle: 'Register a skater',
  added: 'Skater profile successfully added!',
  saveFailed: 'Failed to save the skater profile',
  saveError: 'Error saving the skater profile. Please try again.',
  registerAnother: 'Register another skater',
  ageCountedOn: (day: string) => `The age and age category are counted on ${day}, as the federation counts them.`,
  deleted: 'Skater profile deleted successfully',
  deleteFailed: 'Failed to delete skater profile',
  deleteError: 'Error deleting skater profile',
  fetchFailed: 'Failed to fetch skater profiles',
  listTitle: 'Skater Profiles',
  empty: 'No skater profiles found',
  listHeading: (count: number) => `All ${count} Skater Profiles`,
  search: 'Search Profiles',
  searchHint: 'A name, a registration number (or its last digits), a category or a club.',
  clubFilter: 'Club',
  ageFilter: 'Age category',
  categoryFilter: 'Event category',
  anyClub: 'All clubs',
  anyAge: 'All age categories',
  anyCategory: 'All event categories',
  confirmDelete: 'Are you sure you want to delete this skater profile and its files?',
  confirmDeleteWith,
  consent: CONSENT_TEXT,
  adminConsentNote:
    'Added by an admin: make sure the parent or guardian has agreed to this registration and knows what the public profiles page shows. The profile is approved at once and gets its registration number.',
  /** Twelve digits, but the check digit (or the first digit) is wrong: a typo, most likely. */
  aadhaarInvalid: 'This is not a valid Aadhaar number. Please check the digits against the Aadhaar card.',
  aadhaarLength: 'An Aadhaar number has 12 digits.',
} as const;
