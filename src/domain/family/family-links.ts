/**
 * A renewal or a championship entry asked for without a family session: the visitor gives only the
 * skater's registration number, and a sign-in letter goes to the e-mail address on file, never to
 * one typed. Its link signs the parent in and names where on the family page to go (`next`),
 * always one of the family page's own places (`familyTarget` reads it back, so no link can send a
 * parent anywhere else). The limits, the texts of the forms and of the letter; zod-free, so the
 * public forms import it cheaply.
 */
import { site } from '#config/site.ts';
import { hourEnd, MY_PATH, SIGN_IN_MINUTES } from './family.ts';
import { parentLetterEnd } from './letter-end.ts';

/**
 * Letters one client may ask for with one registration number per hour. Numbers are public (start
 * lists, results): a stranger repeating one spends their own allowance, never the parent's.
 */
export const LETTERS_PER_NUMBER_CLIENT_HOURLY = 2;
/**
 * Letters asked for one registration number per hour from every client together: below the
 * address's own ceiling, so repeating a public number never closes the address's sign-in.
 */
export const LETTERS_PER_NUMBER_HOURLY = 5;

export type FamilyTarget = { kind: 'renew'; childId: string } | { kind: 'entry'; childId: string; eventId: string };

/** The family page's place for a child's renewal, or for a child's entry in one championship. */
export const familyNext = (target: FamilyTarget): string =>
  target.kind === 'renew' ? `${MY_PATH}#renew-${target.childId}` : `${MY_PATH}#entry-${target.childId}.${target.eventId}`;

// Ids are those of ID_PATTERN, which never hold a dot: the dot between the child and the championship is unambiguous.
const RENEW_NEXT = /^\/my#renew-([A-Za-z0-9_-]{1,64})$/;
const ENTRY_NEXT = /^\/my#entry-([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,64})$/;

/** The place a link names, when it is one of the allowed ones; anything else is ignored. */
export const familyTarget = (next: string | null | undefined): FamilyTarget | undefined => {
  if (!next || next.length > 200) return undefined;
  const renew = RENEW_NEXT.exec(next);
  if (renew?.[1]) return { kind: 'renew', childId: renew[1] };
  const entry = ENTRY_NEXT.exec(next);
  if (entry?.[1] && entry[2]) return { kind: 'entry', childId: entry[1], eventId: entry[2] };
  return undefined;
};

export const familyLinkMessages = {
  /** The one answer, whether the number is on the register or not. */
  sent: 'If this registration number is on our register, we have sent a link to the e-mail address on file. It works for 15 minutes, once.',
  /** No letter because of an hourly limit: the same words whether the number is on the register or not. */
  limit: (until: number) =>
    `No link was sent: as many letters as we send in an hour were asked for with this registration number. Use the latest letter, or ask again after ${hourEnd(until)}.`,
} as const;

const page = (path: string) => `${site.url.replace(/\/$/, '')}${path}`;

/** The letter: which child and what for, the link to the family page, the code, and what to do if it was not you. */
export const familyLinkLetter = (facts: {
  link: string;
  code: string;
  skaterName: string;
  purpose: 'renew' | 'entry';
  eventTitle?: string;
}) => {
  const what =
    facts.purpose === 'renew'
      ? `renew the registration of ${facts.skaterName}`
      : `enter ${facts.skaterName} in ${facts.eventTitle ?? 'the championship'}`;
  return {
    subject: facts.purpose === 'renew' ? `Renew ${facts.skaterName}'s registration` : `Championship entry for ${facts.skaterName}`,
    text: [
      'Dear parent or guardian,',
      `Someone asked on the ${site.name}'s website to ${what}. This letter goes only to the e-mail address on the registration.`,
      'To do it, open this link: it signs you in to your family page and takes you there.',
      facts.link,
      `Or type this code on the sign-in page (${page(MY_PATH)}): ${facts.code}`,
      `The link and the code work for ${SIGN_IN_MINUTES} minutes, once.`,
      'If you did not ask for this, you can ignore this letter: nothing happens without the link.',
      parentLetterEnd,
    ].join('\n\n'),
  };
};

/** The public forms' words (the renewal page and a championship's entry form). */
export const familyLinkTexts = {
  registrationNo: 'Registration number',
  registrationNoHint: `As on the approval letter, for example ${site.registrationPrefix}-2026-0001.`,
  renewLead:
    'Give the registration number. We send a link to the e-mail address on the registration; it signs you in to your family page, where you renew in one step.',
  entryLead:
    'Give the registration number. We send a link to the e-mail address on the registration; it signs you in to your family page at this championship, where you choose the races.',
  send: 'Send me the link',
  sending: 'Sending…',
  failed: 'The link could not be sent. Please try again.',
  network: 'The link could not be sent: no connection. Please try again.',
  signedIn: 'Already signed in on this device?',
  familyPage: 'Go to your family page',
  noNumber: 'No registration number at hand? The family page signs you in with the e-mail address on the registration.',
} as const;
