/**
 * Every version of the notice a parent consents to when registering a skater, kept for good: a
 * consent record names the version it was given on, and that text must still be readable years
 * later. A change of the consent text or of what the privacy notice (/privacy) says is collected,
 * why, who sees it, for how long or which rights a parent has is a new version at the end of the
 * list; an old version is never edited. Zod-free, so the form's island imports it cheaply.
 */

export interface ConsentNotice {
  version: string;
  /** The day the version took effect (YYYY-MM-DD). */
  date: string;
  /** The consent statement the form asks the parent to agree to. */
  consent: string;
  /** What the privacy notice said in this version, in short. */
  privacy: readonly string[];
}

const CONSENT_STATEMENT =
  "I am the skater's parent or guardian, or the skater is 18 or over, and I agree: the association checks this profile first; once it is approved, the skater's name, photo, gender, category, club and registration number are shown on the public profiles page; everything else is kept private, for registration only; and I can ask the association to delete the profile at any time.";

export const CONSENT_NOTICES: readonly [ConsentNotice, ...ConsentNotice[]] = [
  {
    version: '1',
    date: '2026-11-21',
    consent: CONSENT_STATEMENT,
    privacy: [
      'What is collected for a skater registration and why: to register the skater with the association.',
      'What is public once approved: name, photo, gender, category, club and registration number; everything else is private.',
      'Identity proofs are deleted a set number of days after approval.',
      'Deletion can be asked for by writing to the association.',
    ],
  },
  {
    version: '2',
    date: '2026-11-26',
    consent: CONSENT_STATEMENT,
    privacy: [
      'As version 1, and: parents sign in with their e-mail address on the family page (/my).',
      'From the family page a parent can see, correct, download and ask to delete their child’s data; requests are answered within a set number of days.',
      'The grievance contact of the association is named.',
    ],
  },
  {
    version: '3',
    date: '2026-11-26',
    consent: CONSENT_STATEMENT,
    privacy: [
      'As version 2, and: a registration from the public form reaches the association only once the parent follows the link sent to the e-mail address given; one not confirmed within 7 days is deleted with its files.',
      'The consent record keeps the address that confirmed, when, and this version number.',
      'Every time an admin opens a child’s full record or identity proof, or exports personal fields, it is logged (who, when, which profile) and the log is kept one year.',
    ],
  },
  {
    version: '4',
    date: '2026-11-28',
    consent: CONSENT_STATEMENT,
    privacy: [
      'As version 3, and: the notice is in English and Tamil, and a table lists each item of personal data (name, date of birth, Aadhaar number, phone, e-mail, photo, identity proof, results) with why it is kept and for how long.',
      'Consent can be withdrawn in one step on the family page: the skater is at once shown nowhere public and the club can no longer enter them, and the association deletes the profile within the days it answers requests in.',
      'The consent record keeps the language of the page the consent was given on.',
      'A complaint not settled by the grievance contact can go to the Data Protection Board of India.',
    ],
  },
];

/** The version the form shows today: new consents are given on it. */
export const CURRENT_NOTICE: ConsentNotice = CONSENT_NOTICES[CONSENT_NOTICES.length - 1] ?? CONSENT_NOTICES[0];

export const noticeOf = (version: string): ConsentNotice | undefined => CONSENT_NOTICES.find((notice) => notice.version === version);

/** What the data download says of a profile with no consent record. */
export const CONSENT_NOT_CONFIRMED =
  'Added by the association, or registered before registrations were confirmed by e-mail: no confirmation of the address was asked for.';
