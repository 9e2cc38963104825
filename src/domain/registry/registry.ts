/**
 * The skater registry as parents and admins see it: statuses, the reference a parent quotes, and
 * every visible text of the status look-up, the renewal and the admin review, in one place so the
 * pages and the tests read the same words. Zod-free, so public islands import it cheaply.
 */
import { PROOF_RETENTION_DAYS } from '#config/rules.ts';
import { site } from '#config/site.ts';
import { formatDate } from '#domain/common/dates.ts';

import {
  formatReference,
  normalizeReference,
  REASON_MAX,
  REFERENCE_LENGTH,
  SKATER_STATUS_FILTERS,
  type SkaterStatus,
  type SkaterStatusFilter,
} from './skater-registry.ts';

export const statusLabels: Record<SkaterStatusFilter | 'unverified', string> = {
  unverified: 'Waiting for the e-mail confirmation',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  lapsed: 'Lapsed',
};

/** The admin list's status filter, in the order it is offered. */
export const STATUS_FILTERS = SKATER_STATUS_FILTERS;

/** A typed or linked reference as it is shown (XXXX-XXXX once it has its eight characters). */
export const showReference = (typed: string): string => {
  const bare = normalizeReference(typed.slice(0, 40));
  return bare.length === REFERENCE_LENGTH ? formatReference(bare) : typed;
};

/** Where a parent looks up a registration, with the reference filled in when it is known. */
export const STATUS_PATH = '/registration-status';
export const RENEW_PATH = '/renew';
export const statusHref = (reference?: string): string =>
  reference ? `${STATUS_PATH}?reference=${encodeURIComponent(showReference(reference))}` : STATUS_PATH;

/** The date shown to people (22 November 2026), from an ISO date or timestamp: the site's one date style. */
export const displayDate = formatDate;

/** Representative Club: the affiliated clubs, or "Other" with a name. */
export const clubChoiceTexts = {
  label: 'Club the skater skates for',
  placeholder: 'Select a club',
  other: 'Other',
  otherName: 'Club name',
  otherHint: 'The club is not in the list: write its name.',
  /** The parent's choice about club entries (docs/clubs.md#the-parents-choice), off unless ticked. */
  mayEnter:
    'The club may enter my child for championships from its club desk. I am told by e-mail of every entry it makes and can withdraw it on my family page until entries close; I can turn this off there at any time.',
} as const;

/** The skater form's success message after a public submission. */
export const submissionTexts = {
  referenceLabel: 'Your reference',
  keepReference:
    'Please write this reference down. The association will check the profile and write to you by e-mail; until it is approved it is not shown on the website.',
  checkStatus: 'Check the registration status',
  /**
   * A parent signed in on the family page is offered that address, never given it silently: a
   * browser may be signed in by somebody else's link, and a child must be registered only to an
   * address the person typed or confirmed on this page.
   */
  signedIn: (email: string) =>
    `You are signed in on the family page as ${email}. If this is your address, use it: a registration with it needs no confirmation link.`,
  useFamilyAddress: (email: string) => `Use ${email} and my contact details`,
  /** Said above the Submit button: the address the registration will use, as it stands. */
  addressUsed: 'Letters about this registration, and the link to confirm it, go to:',
  addressMissing: 'Type the e-mail address above: letters about this registration go there.',
  addressIsFamily: 'This is the address you are signed in with, so no confirmation link is needed.',
  toFamilyPage: 'See it on your family page, with any fee to pay',
} as const;

/** The success screen while the registration waits for its address to be confirmed. */
export const pendingConfirmationTexts = {
  title: 'One more step: confirm your e-mail address',
  nothingYet: 'Nothing has reached the association yet.',
  sentTo: 'We have sent a link to',
  openBy: (day: string) =>
    `Open it by ${day}: only then does the registration go to the association. If it is not confirmed by then, it is deleted with its photo and identity proof.`,
  nextHeading: 'What happens next',
  steps: [
    'Open the link in the letter and confirm the registration.',
    'The association checks the details and the identity proof, and writes to you: with the registration number once it is approved, or to say what must be corrected.',
    'Any registration fee is shown on your family page, with the way to pay it, as soon as you have confirmed.',
  ],
  notReceived: 'No letter after a few minutes? Look in the spam folder, or send it again.',
  sendAgain: 'Send the link again',
  wrongAddress: 'Is the address wrong?',
  correctAddress: 'The right e-mail address',
  sendToCorrected: 'Send the link to this address',
  sending: 'Sending…',
  failed: 'The link could not be sent. Please try again.',
  familyPage: 'Your family page',
  familyPageLead: 'After confirming, sign in on your family page with this address to follow the registration and pay any fee.',
} as const;

/** /registration-status: reference and date of birth give the status. */
export const statusTexts = {
  title: 'Registration status',
  lead: 'Enter the reference you were given when you registered, or the registration number once approved, and the skater’s date of birth.',
  reference: 'Reference or registration number',
  referenceHint: `The reference has eight letters and digits, for example ABCD-2345; a registration number looks like ${site.shortName}-2026-0042.`,
  dob: 'Date of Birth',
  submit: 'Check status',
  checking: 'Checking…',
  failed: 'The status could not be checked. Please try again.',
  statusLabel: 'Status',
  registrationNo: 'Registration number',
  reason: 'Reason',
  explain: {
    unverified:
      'The registration is waiting for the parent to follow the link sent to the e-mail address given on the form. Until then it has not reached the association; it is deleted if the link is not followed within 7 days.',
    pending: 'The association has not checked this registration yet. You will receive an e-mail when it has.',
    approved: 'The registration is approved. The skater appears on the public profiles page.',
    rejected: 'The registration was not approved. You can correct what the reason says and register again.',
  } satisfies Record<SkaterStatus, string>,
  lapsed: (season: number) => `This registration was approved for the ${season} season. Renew it for the current season.`,
  registerAgain: 'Register again',
  /** Waiting for the e-mail confirmation: what to do when the letter never came. */
  unverifiedNext:
    'No letter? Look in the spam folder first. If the e-mail address on the form was wrong, fill in the form again with the right one: the registration with the wrong address is deleted by itself.',
  fillInAgain: 'Fill in the form again',
  contactAssociation: 'Contact the association',
  familyNext:
    'Sign in on your family page with the e-mail address on the registration: it shows any registration fee with the way to pay it and, once the skater is approved, the championships they may enter.',
  renew: 'Renew a registration for a new season',
} as const;

/** /renew: registration number and date of birth first, then the renewal form. */
/** /confirm-registration: the page the letter after a public registration links to. */
export const confirmRegistrationTexts = {
  title: 'Confirm a registration',
  intro:
    'A skater registration was sent with this e-mail address. If you sent it, confirm it here: the registration then goes to the association to be checked.',
  notAsked: 'If you did not register a skater, close this page: the registration is deleted after 7 days unless it is confirmed.',
  notice: (version: string, day: string) => `You agreed to the consent notice version ${version} of ${day}:`,
  confirm: 'Confirm the registration',
  confirming: 'Confirming…',
  failed: 'The registration could not be confirmed. Please try again.',
  noToken: 'This page needs the link from the e-mail. Please open the link in the e-mail again.',
  checkStatus: 'Check the registration status',
  next: 'The association now checks the registration and writes to you. Sign in on your family page with this e-mail address to follow it and to pay any registration fee.',
  familyPage: 'Go to your family page',
  confirmedBefore:
    'If you confirmed it already, the registration is on your family page: sign in there with the e-mail address you gave on the form. If not, register the skater again.',
} as const;

/** /confirm-contact: the page the letter about new contact details links to. */
export const confirmContactTexts = {
  title: 'Confirm new contact details',
  intro:
    'New contact details were given with the renewal of a skater registration. If you asked for this change, confirm it here; the association will then write to the new address.',
  notAsked: 'If you did not ask for this change, close this page: nothing changes unless you confirm.',
  confirm: 'Confirm the new contact details',
  confirming: 'Confirming…',
  failed: 'The change could not be confirmed. Please try again.',
  noToken: 'This page needs the link from the e-mail. Please open the link in the e-mail again.',
  next: 'The skater is now on the family page of the e-mail address on file. Sign in there with that address to follow the skater and to pay any fee.',
} as const;

export const renewTexts = {
  title: 'Renew a registration',
} as const;

/** The reasons a profile's identity proof may be missing, and its retention as the privacy page states it. */
export const proofTexts = {
  deletedOn: (iso: string) => `Proof deleted on ${displayDate(iso)}`,
  retention: `Identity proofs are deleted ${PROOF_RETENTION_DAYS} days after the profile is approved.`,
} as const;

/** The admin review of one profile. */
export const reviewTexts = {
  open: 'Review',
  title: (name: string) => `Review: ${name}`,
  loading: 'Loading the profile…',
  loadFailed: 'Failed to load the skater profile',
  close: 'Close',
  photo: 'Photo',
  proof: 'Identity proof',
  noPhoto: 'No photo',
  // Proofs are served as downloads (never opened as a page of the site), so the links say so.
  openProof: 'Download the proof',
  openProofPdf: 'Download the identity proof (PDF)',
  approve: 'Approve',
  approving: 'Approving…',
  reject: 'Reject',
  rejecting: 'Rejecting…',
  rejectReason: 'Reason for rejecting',
  rejectReasonHint: 'The parent receives this reason by e-mail.',
  confirmReject: 'Reject with this reason',
  cancel: 'Cancel',
  reasonRequired: 'A reason is required to reject a skater.',
  reasonTooLong: `The reason must be at most ${REASON_MAX} characters.`,
  edit: 'Correct details',
  save: 'Save corrections',
  saving: 'Saving…',
  dobReason: 'Reason for changing the date of birth',
  dobReasonHint: 'The skater is already approved, so a change of the date of birth needs a reason.',
  dobReasonRequired: 'A reason is required to change the date of birth of an approved skater.',
  newAadhaar: 'New Aadhaar Number',
  /** The stored number is never sent to the browser whole: the admin sees its last digits and types a new one. */
  newAadhaarHint: (masked: string) => `Leave empty to keep ${masked}. 12 digits; spaces are allowed.`,
  nothingChanged: 'Nothing was changed.',
  actionFailed: 'Failed to update the skater profile',
  actionError: 'Error updating the skater profile',
  mailProblem: 'The last e-mail to the parent could not be sent:',
  contactHeld: 'New contact details are waiting for the parent to confirm them from the e-mail address on file:',
  contactHeldWhen: (asked: string, until: string) =>
    `Asked ${asked}; the link works until ${until}. To make the change now, after checking with the parent, correct the e-mail or phone below.`,
  mailNotSent: (problem: string | undefined) => `The e-mail to the parent could not be sent${problem ? `: ${problem}` : '.'}`,
  lapsed: 'Approved for an earlier season: not shown publicly until it is renewed.',
  consent: 'Consent:',
  consentGiven: (email: string, when: string, version: string, how: 'link' | 'family') =>
    `confirmed by ${email} on ${when} (${how === 'link' ? 'link in the e-mail' : 'signed in on the family page'}), on notice version ${version}.`,
  consentNone: 'no confirmation by e-mail (added by the association, or registered before confirmations).',
  /** The language of the page the consent was given on, by its own name ("தமிழ்"). */
  consentLanguage: (name: string) => `Given on a page in ${name}.`,
  consentWithdrawn: (when: string, name: string) =>
    `Consent withdrawn by the parent on ${when} (on a page in ${name}): delete the profile from the deletion request in Requests.`,
} as const;

/**
 * The access log in the review (owners only): who opened the child's full record or identity proof,
 * and when. It names the admin and the kind of access, never a value of the record.
 */
export const accessLogTexts = {
  heading: 'Access log',
  intro: 'Every time an admin opened this full record or the identity proof, newest first, kept a year. Opening this review is logged too.',
  show: 'Show the access log',
  hide: 'Hide the access log',
  loading: 'Loading the access log…',
  loadFailed: 'Failed to load the access log.',
  loadError: 'Could not reach the server to load the access log. Please try again.',
  retry: 'Try again',
  empty: 'Nobody has opened this record or its identity proof yet in the last year.',
  pages: 'Access log pages',
  kinds: { record: 'opened the full record', proof: 'opened the identity proof', export: 'exported it' } as const,
} as const;

/** The admin skater list's additions. */
export const registryListTexts = {
  statusFilter: 'Status',
  all: 'All',
  filterCount: (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`),
  registrationNo: 'Reg. No.',
  status: 'Status',
  season: 'Season',
  allSeasons: 'All seasons',
  pendingInNav: (count: number) => `${count} pending`,
} as const;

/** The label of a profile's status for admins (lapsed shows instead of approved when it is from an earlier season). */
export const statusLabel = (status: SkaterStatus, lapsed = false): string => (lapsed ? statusLabels.lapsed : statusLabels[status]);

/** A choice of the admin list's status filter: one status, or '' for all. */
export type StatusChoice = SkaterStatusFilter | '';
export type StatusCounts = Partial<Record<StatusChoice, number>>;

/** The choice that lists a profile besides All: lapsed rather than approved when it is from an earlier season. */
export const choiceOf = (skater: { status: SkaterStatus; lapsed?: boolean }): StatusChoice =>
  skater.lapsed ? 'lapsed' : skater.status === 'unverified' ? '' : skater.status;

/** The counts after one profile left (deleted), so the list need not be read again. */
export const withoutOne = (counts: StatusCounts, choice: StatusChoice): StatusCounts => {
  const next = { ...counts };
  for (const key of new Set([choice, ''] as const)) {
    const count = next[key];
    if (count !== undefined) next[key] = Math.max(0, count - 1);
  }
  return next;
};

/** Seasons an admin can filter by: the current one and the years before it. */
export const SEASONS_SHOWN = 10;
export const seasonOptions = (current: number): number[] => Array.from({ length: SEASONS_SHOWN }, (_, index) => current - index);
