/**
 * The words of the readable page of a child's data (`/my/data?child={id}`): a heading per kind of
 * data, each stored field under a label in words, the consent record in sentences. These are the
 * English words the `childData` area (src/domain/i18n/words-child-data.ts) gives the page in the
 * default language, and the tests quote; the island shows the area's words in the page's language.
 * Zod-free; the server and the family page name the page's address from here.
 */
import { MY_PATH } from './family.ts';
import { REQUEST_KIND_TEXT } from './family-requests.ts';

export const CHILD_DATA_PATH = `${MY_PATH}/data`;

/** The readable page of one child's data. */
export const childDataPagePath = (childId: string) => `${CHILD_DATA_PATH}?child=${encodeURIComponent(childId)}`;

/**
 * The record's fields under their labels, in the order the page shows them. Fields the page says
 * in sentences of their own (the identity proof, the photo, changes of the date of birth, a change
 * of contact details waiting for its confirmation, a registration waiting for the parent's) are
 * not here; a field not named anywhere is shown under "Other stored details".
 */
export const RECORD_LABELS = {
  name: 'Skater’s name',
  registrationNo: 'Registration number',
  status: 'Status',
  reason: 'Reason it was not approved',
  season: 'Season',
  reference: 'Reference (for the status look-up)',
  dob: 'Date of birth',
  gender: 'Gender',
  parentName: 'Parent’s name',
  phoneNo: 'Phone number',
  email: 'E-mail address',
  aadharNo: 'Aadhaar number (only the last four digits are shown)',
  eventCategory: 'Discipline',
  representativeClub: 'Club the skater skates for',
  coachName: 'Coach’s name',
  rsfiNo: 'RSFI number (the national federation’s)',
  proofType: 'Kind of identity proof',
  createdAt: 'Registered on',
  consentAt: 'Form sent on',
  approvedAt: 'First approved on',
  proofDeletedAt: 'Identity proof deleted on',
  updatedAt: 'Last changed on',
} as const;

/** Fields kept for the association's own work (ids, digests of links), not details about the child. */
export const RECORD_NOT_SHOWN = new Set(['_id', 'identityProof', 'skaterPhoto', 'dobChanges', 'contactChange', 'verification', 'consent']);

export const STATUS_TEXT = {
  unverified: 'Waiting for the parent to confirm the e-mail address',
  pending: 'Waiting for the association to check it',
  approved: 'Approved',
  rejected: 'Not approved',
  lapsed: 'Not renewed for this season',
} as const;

export const childDataTexts = {
  title: (name: string) => `What we store about ${name}`,
  loading: 'Loading the data…',
  signIn: 'Please sign in on the family page to see this.',
  notFound: 'No skater of yours has this id. Open the data from the family page.',
  failed: 'The data could not be loaded. Please try again.',
  back: 'Back to the family page',
  downloadJson: 'Download it as a file (JSON)',
  print: 'Print this page',
  sections: {
    registration: 'Registration',
    consent: 'Consent',
    entries: 'Championship entries',
    results: 'Results',
    certificates: 'Certificates',
    bests: 'Personal bests and records',
    registrations: 'Event registrations made with your e-mail address',
    requests: 'Your requests about this data',
  },
  empty: {
    entries: 'No championship entries. Open championships are entered from the family page.',
    results: 'No results yet.',
    certificates: 'No certificates yet.',
    bests: 'No times from official heats yet. They are kept from the first championship race run in heats.',
    registrations: 'No event registrations were made with this address.',
    requests: 'No requests so far. Corrections and deletion are asked for from the family page.',
  },
  best: (kind: string, pb: string, count: number) => `${kind}: personal best ${pb} (${count} ${count === 1 ? 'time' : 'times'} kept)`,
  recordHeld: (level: string, time: string, where: string, current: boolean) =>
    `${level} ${time}, ${where}${current ? '' : ' (since beaten)'}`,
  recordLevels: { meet: 'Meet record', district: 'District record', state: 'State record' } as const,
  notGiven: 'Not given',
  otherDetails: 'Other stored details',
  photo: 'Photo',
  photoOpen: 'Open the photo',
  noPhoto: 'No photo',
  proof: 'Identity proof',
  proofDownload: 'Download the identity proof',
  proofDeleted: 'Deleted',
  dobChanged: (at: string, from: string, to: string, reason: string) =>
    `On ${at} the association changed the date of birth from ${from} to ${to}. Reason given: ${reason}`,
  contactWaiting: (what: string, until: string) =>
    `A change of ${what} is waiting for the link mailed to the address on file; the link works until ${until}.`,
  verificationWaiting: (until: string) =>
    `The registration waits for the parent’s confirmation; the link mailed for it works until ${until}.`,
  consentGiven: (who: string, when: string, how: 'link' | 'family') =>
    `${who} gave consent on ${when}, ${how === 'link' ? 'by following the link in the confirmation letter' : 'while signed in on the family page'}.`,
  consentNotice: (version: string, date?: string) =>
    `The consent was given on version ${version} of the consent notice${date ? `, dated ${date}` : ''}, which said:`,
  consentFormSent: (when: string) => `The registration form was sent on ${when}.`,
  /** The consent record's language (by the language's own name), and a withdrawal. */
  consentLanguage: (name: string) => `The page the consent was given on was in ${name}.`,
  consentWithdrawn: (when: string) => `The consent was withdrawn on ${when}; the profile is waiting to be deleted.`,
  entry: {
    races: 'Races',
    noRaces: 'No races entered now',
    status: 'Status',
    entered: 'Entered',
    withdrawn: (when?: string) => `Withdrawn by the association${when ? ` on ${when}` : ''}`,
    club: 'Club on the entry',
    enteredOn: 'Entered on',
    changedOn: 'Last changed on',
    event: 'A championship since deleted',
  },
  result: {
    place: (position: number) => `Place ${position}`,
    mark: 'Time or mark',
  },
  certificate: (code: string) => `Certificate code ${code} (PDF)`,
  registration: {
    name: 'Name',
    age: 'Age',
    email: 'E-mail address',
    phone: 'Phone number',
    on: 'Registered on',
    event: 'An event since deleted',
  },
  request: {
    kind: REQUEST_KIND_TEXT,
    sent: 'Sent on',
    due: 'Answer due by',
    status: 'Status',
    statusText: { open: 'Open', done: 'Carried out', declined: 'Declined' } as Record<string, string>,
    answer: 'Answer',
    asked: 'Asked for',
  },
} as const;
