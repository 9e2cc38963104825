/**
 * The letters about a change of a registration's e-mail or phone, both to the address already on
 * the registration: one asks its owner to confirm a change someone asked for with a renewal,
 * the other says the change was made. The new details typed on the form are shown only in part
 * (enough for a parent to recognise their own, too little to carry a stranger's message), and no
 * subject holds anything a visitor typed.
 */
import { site } from '#config/site.ts';
import { CONTACT_CHANGE_HOURS } from './skater-registry.ts';
import { FAMILY_PAGE_URL, parentLetterEnd } from '#domain/family/letter-end.ts';

export const CONFIRM_CONTACT_PAGE = '/confirm-contact';

export interface ContactChangeFacts {
  name: string;
  registrationNo?: string | undefined;
  email?: string | undefined;
  phoneNo?: string | undefined;
}

/** The first two characters and the domain: `as…@example.com`. */
export const partOfEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 0 ? '…' : `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
};

/** The last four digits: `…4455`. */
export const partOfPhone = (phone: string): string => `…${phone.slice(-4)}`;

const whose = ({ name, registrationNo }: ContactChangeFacts) => (registrationNo ? `${name} (${registrationNo})` : name);

const asked = (facts: ContactChangeFacts) =>
  [
    ...(facts.email ? [`- e-mail address: ${partOfEmail(facts.email)}`] : []),
    ...(facts.phoneNo ? [`- phone number ending ${partOfPhone(facts.phoneNo)}`] : []),
  ].join('\n');

const subjectNumber = ({ registrationNo }: ContactChangeFacts) => (registrationNo ? ` (${registrationNo})` : '');

export const contactChangeAskedLetter = (facts: ContactChangeFacts, link: string) => ({
  subject: `Please confirm new contact details${subjectNumber(facts)}`,
  text: [
    'Dear parent or guardian,',
    `With the renewal of ${whose(facts)}, new contact details were given:`,
    asked(facts),
    'Nothing has changed yet: we keep writing to this address, and the association keeps the phone number it has.',
    `If you asked for this change, please confirm it within ${CONTACT_CHANGE_HOURS} hours by opening this link:\n${link}`,
    `If you did not ask for it, you need not do anything: the details stay as they are. Please let the association know at ${site.email}, so that we can look after the registration.`,
    parentLetterEnd,
  ].join('\n\n'),
});

export const contactChangedLetter = (facts: ContactChangeFacts) => ({
  subject: `Contact details changed${subjectNumber(facts)}`,
  text: [
    'Dear parent or guardian,',
    `The contact details of the registration of ${whose(facts)} have been changed, as confirmed from this address:`,
    asked(facts),
    'From now on the association writes to the new address.',
    // A new e-mail address takes the child to that address's family page: this one no longer shows them.
    ...(facts.email ? [`The skater is now on the family page of ${facts.email}: sign in at ${FAMILY_PAGE_URL} with that address.`] : []),
    `If you did not confirm this change, please contact the association at once at ${site.email}.`,
    parentLetterEnd,
  ].join('\n\n'),
});
