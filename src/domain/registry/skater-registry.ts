/**
 * The skater registry's rules and texts without the schema library (browser code imports them
 * cheaply): a profile's status, its reference (what a parent reads over the phone), its
 * registration number, and when an approved profile has lapsed (docs/rules.md#personal-data).
 */
import { site } from '#config/site.ts';

/**
 * `unverified`: sent from the public form, waiting for the parent to follow the link mailed to the
 * address typed; the registrar never sees it, and it is deleted after `UNVERIFIED_DAYS`.
 */
export const SKATER_STATUSES = ['unverified', 'pending', 'approved', 'rejected'] as const;
export type SkaterStatus = (typeof SKATER_STATUSES)[number];
/** The statuses a registrar sees: a registration the parent has not confirmed is not theirs yet. */
export type ReviewedStatus = Exclude<SkaterStatus, 'unverified'>;

/** The admin list's status filter: the statuses a registrar sees, and approved profiles of an earlier season. */
export const SKATER_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'lapsed'] as const;

/** Days a registration waits for the parent's confirmation before it is deleted with its files. */
export const UNVERIFIED_DAYS = 7;

/** How often the success screen may send the confirmation link again (to the same or a corrected address). */
export const SEND_AGAIN_MAX = 3;

export type SkaterStatusFilter = (typeof SKATER_STATUS_FILTERS)[number];

/** Longest rejection reason, and longest reason for changing an approved skater's date of birth. */
export const REASON_MAX = 300;
/** How many date-of-birth changes a record remembers (the latest ones). */
export const DOB_HISTORY_MAX = 10;

/** No 0/O, 1/I/L: a reference is read aloud and typed from a letter without mistakes. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 8;
/** Longest reference input accepted before it is cleaned (spaces and a dash around 8 characters). */
export const REFERENCE_INPUT_MAX = 20;
export const REGISTRATION_NO_MAX = 40;

/** A typed reference as stored: dashes and spaces dropped, upper case ("abcd-2345" is "ABCD2345"). */
export const normalizeReference = (input: string): string => input.replaceAll('-', '').replaceAll(' ', '').toUpperCase();

export const isReference = (value: string): boolean =>
  value.length === REFERENCE_LENGTH && [...value].every((character) => REFERENCE_ALPHABET.includes(character));

/** How a reference is shown: XXXX-XXXX. */
export const formatReference = (reference: string): string => `${reference.slice(0, 4)}-${reference.slice(4)}`;

/** `<PREFIX>-<year>-<sequence of at least 4 digits>`, e.g. ADRSA-2026-0042. */
export const registrationNumber = (prefix: string, year: number, sequence: number): string =>
  `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;

/** A typed registration number as stored: spaces dropped, upper case. */
export const normalizeRegistrationNo = (input: string): string => input.replaceAll(' ', '').toUpperCase();

/** Letters, the season's year and a number (ADRSA-2026-0042), as `registrationNumber` writes them. */
const REGISTRATION_NO_SHAPE = /^[A-Z]{1,12}-\d{4}-\d{4,8}$/;

/** Whether a typed key reads as a registration number (rather than an eight-character reference). */
export const looksLikeRegistrationNo = (input: string): boolean => REGISTRATION_NO_SHAPE.test(normalizeRegistrationNo(input.trim()));

/** Approved for an earlier season than `season` (the current one): out of every public list until renewed. */
export const isLapsed = (skater: { status: SkaterStatus; season: number }, season: number): boolean =>
  skater.status === 'approved' && skater.season < season;

export const registryMessages = {
  approved: 'Skater approved successfully!',
  rejected: 'Skater rejected.',
  updated: 'Skater updated successfully!',
  nothingToChange: 'Send at least one field to change.',
  dobReasonRequired: 'A reason is required to change the date of birth of an approved skater.',
  statusNotFound: 'No registration matches this reference or registration number and date of birth.',
  renewNotFound: 'No skater matches this registration number and date of birth.',
  renewed: 'Renewal received. It will be checked by the association.',
  alreadyRegistered: 'This skater is already registered for the current season.',
  referenceInvalid: `Give the 8 letters and digits of your reference, like ABCD-2345, or the registration number, like ${site.registrationPrefix}-2026-0042`,
  /** The renewal's look-up, when the profile is already approved or waiting for this season. */
  noRenewalNeeded: (name: string, season: number, status: Exclude<SkaterStatus, 'rejected'>) =>
    status === 'approved'
      ? `${name} is already registered for the ${season} season: no renewal is needed.`
      : `${name} is already registered for the ${season} season and waiting for the association's check: no renewal is needed.`,
  lookupPaused:
    "Too many wrong dates of birth were tried for this skater, so to keep the child's details safe this registration cannot be looked up for a day. If you are the parent or guardian, please try again tomorrow or contact the association.",
  contactChangeHeld:
    'Renewal received. It will be checked by the association. The new e-mail or phone number is not in use yet: we have sent a link to the e-mail address already on the registration, and the change is made once that link is followed.',
  contactChanged: 'Thank you. The new contact details are now on the registration.',
  /** The public form's answer: the registration waits for the parent to confirm the address. */
  confirmAddressSent: `One more step: we have sent a link to the e-mail address you gave. The registration reaches the association only once you follow that link, within ${UNVERIFIED_DAYS} days; after that it is deleted.`,
  /** A registration sent while signed in on the family page: the address is already confirmed. */
  addressAlreadyConfirmed: 'Your e-mail address is already confirmed, so the registration has gone to the association.',
  sentAgain: (email: string) => `We have sent the link again, to ${email}.`,
  sendAgainInvalid:
    'This registration no longer waits for its confirmation (it was confirmed, or it expired). Please fill in the form again if it was not confirmed.',
  sendAgainLimit: `The link has been sent again as often as it can be (${SEND_AGAIN_MAX} times). Please fill in the form again, with the right address.`,
  registrationConfirmed: 'Thank you. Your e-mail address is confirmed and the registration has gone to the association to be checked.',
  registrationLinkInvalid: `This link has expired or has already been used. A registration not confirmed within ${UNVERIFIED_DAYS} days is deleted: please fill in the form again.`,
  contactLinkInvalid:
    'This link has expired or has already been used. Please contact the association if the contact details still need to change.',
} as const;

/** How long a link to confirm a change of contact details works. */
export const CONTACT_CHANGE_HOURS = 48;
