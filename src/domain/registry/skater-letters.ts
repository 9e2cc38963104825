/**
 * Every letter the registry sends a parent, and the text an admin sees when one could not be
 * sent: one place for these words, so the server, the tests and the screens share them. Plain
 * text, addressed to the e-mail given on the form.
 */
import { site } from '../../config/site.ts';
import { formatDate } from '../common/dates.ts';
import { formatReference } from './skater-registry.ts';

export type SkaterLetterKind = 'submitted' | 'renewed' | 'approved' | 'rejected';

/** What a letter needs of the profile. */
export interface LetterSkater {
  name: string;
  reference?: string | undefined;
  registrationNo?: string | undefined;
  reason?: string | undefined;
  season: number;
}

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

const signature = `With regards,\n${site.name}\n${site.email} · ${site.phone}`;

const statusHelp = (reference: string | undefined) =>
  reference
    ? `You can look up the status at any time at ${page(REGISTRY_PAGES.status)} with the reference ${formatReference(reference)} and the skater's date of birth.`
    : `You can look up the status at ${page(REGISTRY_PAGES.status)}.`;

const letters: Record<SkaterLetterKind, (skater: LetterSkater) => LetterText> = {
  submitted: (skater) => ({
    subject: `Registration received: ${skater.name}`,
    text: [
      'Dear parent or guardian,',
      `We have received the registration of ${skater.name} for the ${skater.season} season.`,
      ...(skater.reference ? [`Your reference: ${formatReference(skater.reference)}`] : []),
      "What happens next: the association checks the details and the identity proof. You will receive an e-mail when the profile is approved, with the skater's registration number, or if something needs to be corrected. Until then the profile is not shown on the website.",
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
      "Please keep this number: it stays the skater's number every season, and you need it with the date of birth to renew the registration next season and to enter events.",
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
      `To register again, please submit the form once more with the corrected details at ${page(REGISTRY_PAGES.form)}. If you have questions, reply to the association at ${site.email}.`,
      signature,
    ].join('\n\n'),
  }),
};

export const skaterLetter = (kind: SkaterLetterKind, skater: LetterSkater): LetterText => letters[kind](skater);

const LETTER_NAMES: Record<SkaterLetterKind, string> = {
  submitted: 'confirmation of the registration',
  renewed: 'confirmation of the renewal',
  approved: 'approval',
  rejected: 'rejection',
};

/** What the admin sees on the profile when a letter to the parent could not be sent. */
export const mailProblemText = (kind: SkaterLetterKind, at: Date, reason: string): string =>
  `The e-mail with the ${LETTER_NAMES[kind]} could not be sent on ${formatDate(at.toISOString())}: ${reason}`;
