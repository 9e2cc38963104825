/**
 * Every letter the registry sends a parent, and the text an admin sees when one could not be
 * sent: one place for these words, so the server, the tests and the screens share them. Plain
 * text, addressed to the e-mail given on the form.
 */
import { site } from '#config/site.ts';
import { formatDate } from '#domain/common/dates.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { FAMILY_PAGE_URL, parentLetterEnd } from '#domain/family/letter-end.ts';
import { formatReference } from './skater-registry.ts';

export type SkaterLetterKind = 'submitted' | 'renewed' | 'approved' | 'rejected';

/** What a letter needs of the profile. */
export interface LetterSkater {
  name: string;
  reference?: string | undefined;
  registrationNo?: string | undefined;
  reason?: string | undefined;
  season: number;
  /** What the registration or renewal made owed (none when no fee is set), for the letter to say. */
  charge?: LetterCharge | undefined;
  /** The association approves only once the fee is paid (its fee policy): the letter says so beside the fee. */
  approvalWaits?: boolean | undefined;
  /** Not approved: its fee, still due, was waived (the rejection's letter says nothing is owed for it). */
  feeWaived?: boolean | undefined;
}

/** A charge as a letter states it: how much, what for, and by when. */
export interface LetterCharge {
  amount: number;
  description: string;
  dueBy?: string | undefined;
}

/** What is owed, why, by when and where it is paid; nothing when nothing is owed. */
const owed = (charge: LetterCharge | undefined, approvalWaits?: boolean): string[] =>
  charge && charge.amount > 0
    ? [feeMessages.owedInLetter(charge.amount, charge.description, charge.dueBy), ...(approvalWaits ? [APPROVAL_WAITS_IN_LETTER] : [])]
    : [];

/** Said beside the fee when the association approves only once it is paid. */
export const APPROVAL_WAITS_IN_LETTER = 'The association approves the registration once this fee is paid.';

export interface LetterText {
  subject: string;
  text: string;
}

export const REGISTRY_PAGES = {
  status: '/registration-status',
  form: '/skaterform',
  renew: '/renew',
} as const;

const page = (path: string) => `${site.url.replace(/\/$/, '')}${path}`;

const signature = parentLetterEnd;

const statusHelp = (reference: string | undefined) =>
  reference
    ? `You can look up the status at any time at ${page(REGISTRY_PAGES.status)} with the reference ${formatReference(reference)} and the skater's date of birth.`
    : `You can look up the status at ${page(REGISTRY_PAGES.status)}.`;

/** Graphemes of a name a letter to an unchecked address repeats: enough to know one's child, too few to carry a message. */
export const LETTER_NAME_MAX = 20;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The name as the confirmation of a registration repeats it. That letter goes, before anyone at
 * the association has looked, to whatever address the form was given, so a stranger could send
 * anyone a letter from the association with words of their own as the "name". Only the characters
 * of names are kept (letters, marks, spaces, apostrophes, hyphens, dots), a dot is followed by a
 * space so that no web address can form, and the name is cut short.
 */
export const letterName = (name: string, nobody = 'the skater'): string => {
  const plain = name
    .replace(/[^\p{L}\p{M}' .-]+/gu, ' ')
    .replace(/\.(?=[^\s.])/g, '. ')
    .replace(/\s+/g, ' ')
    .trim();
  // A "name" with no letter in it at all says nothing about a child.
  if (!/\p{L}/u.test(plain)) return nobody;
  const parts = Array.from(graphemes.segment(plain), (part) => part.segment);
  return parts.length <= LETTER_NAME_MAX ? plain : `${parts.slice(0, LETTER_NAME_MAX).join('').trimEnd()}…`;
};

const letters: Record<SkaterLetterKind, (skater: LetterSkater) => LetterText> = {
  // Nothing the visitor typed in the subject, and only the name, cut short, in the text (letterName).
  submitted: (skater) => ({
    subject: 'Registration received',
    text: [
      'Dear parent or guardian,',
      `We have received the registration of ${letterName(skater.name)} for the ${skater.season} season.`,
      ...(skater.reference ? [`Your reference: ${formatReference(skater.reference)}`] : []),
      "What happens next: the association checks the details and the identity proof. You will receive an e-mail when the profile is approved, with the skater's registration number, or if something needs to be corrected. Until then the profile is not shown on the website.",
      ...owed(skater.charge, skater.approvalWaits),
      statusHelp(skater.reference),
      signature,
    ].join('\n\n'),
  }),
  renewed: (skater) => ({
    subject: `Renewal received: ${skater.name}`,
    text: [
      'Dear parent or guardian,',
      `We have received the renewal of ${skater.name}${skater.registrationNo ? ` (${skater.registrationNo})` : ''} for the ${skater.season} season.`,
      ...(skater.reference ? [`Your reference: ${formatReference(skater.reference)}`] : []),
      'What happens next: the association checks the renewal. You will receive an e-mail when it is approved. The registration number stays the same.',
      ...owed(skater.charge, skater.approvalWaits),
      statusHelp(skater.reference),
      signature,
    ].join('\n\n'),
  }),
  approved: (skater) => ({
    subject: `Registration approved: ${skater.name}`,
    text: [
      'Dear parent or guardian,',
      `The registration of ${skater.name} for the ${skater.season} season has been approved.`,
      `Registration number: ${skater.registrationNo ?? ''}`,
      `Please keep this number: it stays the skater's number every season. You renew the registration each season and enter championships on your family page (${FAMILY_PAGE_URL}), signed in with this e-mail address; any fee still to be paid is shown there with the way to pay it.`,
      "The skater's name, photo, gender, event category, club and registration number are now shown on the association's skater profiles page; everything else is kept private.",
      signature,
    ].join('\n\n'),
  }),
  rejected: (skater) => ({
    subject: `Registration not approved: ${skater.name}`,
    text: [
      'Dear parent or guardian,',
      `The registration of ${skater.name} could not be approved, for this reason:`,
      skater.reason ?? '',
      ...(skater.feeWaived ? ['The fee for this registration is waived: nothing is owed for it.'] : []),
      `To register again, please submit the form once more with the corrected details at ${page(REGISTRY_PAGES.form)}. If you have questions, reply to the association at ${site.email}.`,
      signature,
    ].join('\n\n'),
  }),
};

export const CONFIRM_REGISTRATION_PAGE = '/confirm-registration';

/**
 * The first letter after a public registration, to the address typed: nothing reaches the
 * association until its link is followed. Like the receipt, it goes to an address nobody has
 * checked yet, so it repeats only the name cut short and nothing else the visitor typed.
 */
export const confirmAddressLetter = (skater: LetterSkater, link: string, days: number): LetterText => ({
  subject: 'Please confirm the skater registration',
  text: [
    'Dear parent or guardian,',
    `A registration of ${letterName(skater.name)} for the ${skater.season} season was sent to the association with this e-mail address.`,
    `If you sent it, please confirm it by opening this link within ${days} days:`,
    link,
    'Only then does the registration go to the association to be checked. If it is not confirmed, it is deleted with its photo and identity proof.',
    'If you did not register a skater, you need not do anything.',
    signature,
  ].join('\n\n'),
});

export const skaterLetter = (kind: SkaterLetterKind, skater: LetterSkater): LetterText => letters[kind](skater);

/**
 * Letters a visitor's form sends, counted per address and day; an admin's decisions are not, nor
 * the receipt of a registration, which goes only to an address its owner has just confirmed (the
 * link that asks for that confirmation is counted).
 */
export const FORM_LETTERS: readonly SkaterLetterKind[] = ['renewed'];

/** Why a letter a form would have sent was not: kept on the profile for the admins. */
export const LETTER_LIMIT_REASON =
  'Not sent: this address has had as many letters from the forms today as the site sends to one address a day.';

const LETTER_NAMES: Record<SkaterLetterKind, string> = {
  submitted: 'confirmation of the registration',
  renewed: 'confirmation of the renewal',
  approved: 'approval',
  rejected: 'rejection',
};

/** What the admin sees on the profile when a letter to the parent could not be sent. */
export const mailProblemText = (kind: SkaterLetterKind, at: Date, reason: string): string =>
  `The e-mail with the ${LETTER_NAMES[kind]} could not be sent on ${formatDate(at.toISOString())}: ${reason}`;
