/**
 * The family page (/my): parents sign in with the e-mail address on their children's
 * registrations (a one-time link or a six-digit code, no password) and act for each child from one
 * page. The limits and every text the server, the page and the tests share; zod-free, so the
 * page's island imports it cheaply.
 */
import { site } from '#config/site.ts';
import { formatDate, formatDateTime, formatTime, zoneName } from '#domain/common/dates.ts';
import { CURRENT_NOTICE } from '#domain/registry/consent-notices.ts';
import { entryChargeLines, type EntryLetterCharge } from '#domain/championships/championship-letters.ts';
import { parentLetterEnd } from './letter-end.ts';

import { MY_PATH } from './family-path.ts';

export { MY_PATH };

/**
 * The privacy notice's version and date, shown on it: the latest of the consent notices
 * (registry/consent-notices.ts), where a change of its text adds a version, so a consent can say
 * which text it was given on.
 */
export const PRIVACY_NOTICE = { version: CURRENT_NOTICE.version, date: CURRENT_NOTICE.date } as const;

/** A sign-in link and its code work for this long, once. */
export const SIGN_IN_MINUTES = 15;
/** Wrong codes tried against one letter before it stops working (a new letter must be asked for). */
export const CODE_ATTEMPTS = 5;
/**
 * Letters one client may have sent to one address per hour: a stranger asking for someone else's
 * address spends only their own allowance, never the parent's.
 */
export const LETTERS_PER_ADDRESS_CLIENT_HOURLY = 3;
/** Letters sent to one address per hour from every client together: no address is flooded with mail. */
export const LETTERS_PER_ADDRESS_HOURLY = 10;
/** Sign-in requests and code attempts from one client per hour. */
export const SIGN_IN_REQUESTS_HOURLY = 20;
/** A family session ends after this many days without use. */
export const FAMILY_IDLE_DAYS = 7;
/** And at the latest this long after signing in. */
export const FAMILY_MAX_DAYS = 30;

export const CODE_PATTERN = /^\d{6}$/;

/** Requests a parent can make for a child, and how the registrar answers them. */
export const REQUEST_KINDS = ['correction', 'deletion', 'access'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['open', 'done', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Days the association gives itself to answer a request, unless `REQUEST_DAYS` says otherwise. */
export const REQUEST_DAYS_DEFAULT = 30;
export const REQUEST_TEXT_MAX = 500;

/** The fields a parent may ask to have corrected, with the words the page uses for them. */
export const CORRECTABLE_FIELDS = {
  name: "Skater's name",
  parentName: "Parent's name",
  dob: 'Date of birth',
  gender: 'Gender',
  phoneNo: 'Phone number',
  email: 'E-mail',
  eventCategory: 'Event category',
  representativeClub: 'Club',
  coachName: "Coach's name",
  rsfiNo: 'RSFI number',
} as const;
export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;
export const CORRECTABLE_FIELD_NAMES = Object.keys(CORRECTABLE_FIELDS) as [CorrectableField, ...CorrectableField[]];

/** "11:00 am IST": when an hourly limit of letters ends, on the association's clock. */
export const hourEnd = (until: number): string => {
  const at = new Date(until);
  return `${formatTime(at.toISOString())} ${zoneName(at)}`;
};

/**
 * The answers of a sign-in by e-mail, the same words for a family and a club's coach: the same
 * limits answer the same way, whoever asks.
 */
export const emailSignInAnswers = {
  linkInvalid: 'This sign-in link does not work. Ask for a new one.',
  linkExpired: 'This sign-in link has expired or was already used. Ask for a new one.',
  codeLimit: 'Too many wrong codes were typed for this letter. Ask for a new sign-in letter.',
  /**
   * The one answer to every code that does not sign in: mistyped, used, expired, tried too often,
   * or for an address with no letter, so the answer never tells which addresses are on file.
   */
  codeInvalid: `This code does not work. Check the address and the code, or ask for a new letter: a code works for ${SIGN_IN_MINUTES} minutes, once, and stops after ${CODE_ATTEMPTS} wrong tries.`,
  /** No letter was sent because of an hourly limit: the same words whether the address is on file or not. */
  letterLimit: (until: number) =>
    `No letter was sent: this address has been sent as many sign-in letters as we send in an hour. Use the latest letter you received, or ask again after ${hourEnd(until)}.`,
  signedIn: 'Signed in.',
  signedOut: 'Signed out.',
};

export const familyMessages = {
  ...emailSignInAnswers,
  /** The one answer to a sign-in request, known address or not. */
  signInSent: 'If this address is on a registration, we have sent a sign-in link. It works for 15 minutes, once.',
  signInRequired: 'Please sign in with your e-mail address.',
  childNotFound: 'No skater of yours has this id.',
  renewed: 'Renewal received. The association checks it and writes to you when it is approved.',
  entryChanged: 'Entry saved. We have sent you a confirmation.',
  nothingToChange: 'Choose a race to add or to remove.',
  withdrawnByAssociation: 'The association has withdrawn this entry. Please contact it to enter again.',
  noChampionship: 'This championship is not open for entries.',
  requestReceived: 'Request received. The association answers within the time the privacy notice gives.',
  requestNotFound: 'Request not found.',
  requestAnswered: 'Request answered.',
  requestClosed: 'This request has already been answered.',
} as const;

const page = (path: string) => `${site.url.replace(/\/$/, '')}${path}`;

/** The sign-in letter: the link, the code, how long they work, and what to do if it was not you. */
export const signInLetter = (link: string, code: string) => ({
  subject: `Your sign-in link for ${site.shortName}`,
  text: [
    'Dear parent or guardian,',
    `To see and manage your children's registrations with the ${site.name}, open this link:`,
    link,
    `Or type this code on the sign-in page (${page(MY_PATH)}): ${code}`,
    `The link and the code work for ${SIGN_IN_MINUTES} minutes, once.`,
    'If you did not ask to sign in, you can ignore this letter: nothing happens without the link.',
    parentLetterEnd,
  ].join('\n\n'),
});

/** The letter confirming a change of races made from the family page. */
export const entryChangeLetter = (facts: {
  skaterName: string;
  eventTitle: string;
  added: string[];
  removed: string[];
  races: string[];
  /** What the change made owed: the entry's charge when it is due, or the charge for the races added. */
  charge?: EntryLetterCharge | undefined;
}) => ({
  subject: `Entry changed: ${facts.skaterName}, ${facts.eventTitle}`,
  text: [
    'Dear parent or guardian,',
    `The entry of ${facts.skaterName} in ${facts.eventTitle} was changed from the family page.`,
    ...(facts.added.length > 0 ? [`Added: ${facts.added.join(', ')}`] : []),
    ...(facts.removed.length > 0 ? [`Removed: ${facts.removed.join(', ')}`] : []),
    facts.races.length > 0 ? `Races entered now: ${facts.races.join(', ')}` : 'No races are entered now.',
    ...entryChargeLines(facts.charge),
    `If you did not make this change, write to ${site.email} at once.`,
    parentLetterEnd,
  ].join('\n\n'),
});

/** Dates and times a parent reads: the site's one style, in the association's time zone. */
export const formatDay = formatDate;
export { formatDateTime };

/** "age on 1 January 2027: 11": the age category's reference day and the age counted on it. */
export const ageOnText = (referenceDay: string, age: number | null) => `age on ${formatDay(referenceDay)}: ${age ?? 'unknown'}`;

/** The family page's words. */
export const familyTexts = {
  title: 'For parents: your children',
  lead: "Sign in with the e-mail address on your children's registrations. We send you a link and a code; no password.",
  email: 'E-mail address',
  send: 'Send me a sign-in link',
  sending: 'Sending…',
  sendFailed: 'The sign-in link could not be sent. Please try again.',
  haveCode: 'Got the code on another device? Type it here.',
  code: 'Six-digit code',
  useCode: 'Sign in with the code',
  checking: 'Checking…',
  codeFailed: 'The code did not work. Please try again.',
  signingIn: 'Signing you in…',
  signedInAs: (email: string) => `Signed in as ${email}`,
  // A link opened in a browser that did not ask for it: nothing happens until the person presses a button naming the address.
  confirmTitle: 'Sign in with this link?',
  confirmLead: (email: string) =>
    `This link signs in as ${email}, and it was not asked for in this browser. Sign in only if ${email} is your own address: what you do on the family page, such as registering a child, goes to that address.`,
  switchLead: (current: string, email: string) => `You are signed in as ${current}. Sign in as ${email} instead?`,
  confirmSignIn: (email: string) => `Sign in as ${email}`,
  confirmSwitch: (current: string, email: string) => `Sign out of ${current} and sign in as ${email}`,
  stay: (current: string) => `Stay signed in as ${current}`,
  dontSignIn: 'Do not sign in',
  signOut: 'Sign out',
  none: 'No registration has this e-mail address. Register a skater with it, or ask the association to correct the address on file.',
  registerAnother: 'Register another child',
  status: {
    pending: 'Waiting for the association to check it',
    approved: 'Approved',
    rejected: 'Not approved',
    lapsed: 'Not renewed for this season',
  },
  statusLabel: 'Status',
  registrationNo: 'Registration number',
  season: 'Season',
  ageCategory: 'Age category',
  proof: 'Identity proof',
  proofState: (proof: { state: 'deleted' | 'scheduled' | 'kept-until-approval'; on?: string }) =>
    proof.state === 'deleted'
      ? `Deleted${proof.on ? ` on ${formatDay(proof.on)}` : ''}`
      : proof.state === 'scheduled'
        ? `To be deleted on ${formatDay(proof.on ?? '')}`
        : 'Kept until the registration is checked, then a set time after approval',
  reason: 'Reason',
  renewTitle: (season: number) => `Renew for the ${season} season`,
  renewLead: 'Everything stays as it is on file; only your consent is asked again. The association checks the renewal.',
  renew: 'Renew now',
  renewFailed: 'The renewal could not be sent.',
  championships: 'Championship entries',
  noChampionships: 'No championship open for entries has a race for this skater.',
  entriesClose: (when: string) => `Entries close ${formatDateTime(when)}`,
  maxRaces: (count: number) => `At most ${count} races`,
  withdrawn: 'The association has withdrawn this entry. Please contact it to enter again.',
  review: 'Review changes',
  confirmChange: 'Confirm the change',
  cancel: 'Cancel',
  adding: 'Races to add',
  removing: 'Races to remove',
  noChange: 'Tick or untick a race first.',
  changeFailed: 'The entry could not be changed.',
  seeFees: 'See the fees and pay',
  notRegistered: 'Not registered yet?',
  noLetter: 'No letter after a few minutes? It goes only to the address on the registration.',
  contactAssociation: 'Contact the association',
  registerSkater: 'Register a skater',
  registerAgain: 'Register again',
  seeEvents: 'See the events',
  results: 'Results and certificates',
  noResults: 'No results yet.',
  certificate: (race: string) => `Certificate: ${race} (PDF)`,
  correction: 'Ask for a correction',
  correctionLead: 'Tell us which detail is wrong and what it should be. The association answers by e-mail.',
  field: 'Which detail',
  value: 'What it should be',
  sendRequest: 'Send the request',
  deletion: 'Ask for deletion',
  deletionLead:
    "Deleting the profile removes the skater's registration, photo and identity proof, the championship entries, results and certificates: the name leaves every start list and results sheet, and the certificate codes stop verifying. The registration number is not given to anyone else. The association confirms by e-mail.",
  confirmDeletion: 'Ask to delete this profile',
  requestFailed: 'The request could not be sent.',
  requests: 'Your requests',
  download: "Download the child's data",
  downloadLead:
    'Everything we store about the skater: the registration, the consent record, entries, results, certificates and your requests.',
  downloadJson: 'As a file (JSON)',
  downloadPage: 'As a readable page',
} as const;
