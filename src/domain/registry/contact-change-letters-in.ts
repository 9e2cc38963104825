/**
 * The contact-change letters in the language remembered for the address on file
 * (docs/languages.md#letters-in-the-parents-language), with the confirmation page in that language.
 * The default language's words are word for word those of contact-change-letters.ts
 * (tests/unit/letters-in.test.ts).
 */
import { site } from '#config/site.ts';
import { parentLetterEndIn } from '#domain/family/sign-in-letter.ts';
import { MY_PATH } from '#domain/family/family-path.ts';
import { sitePage } from '#domain/family/letter-end.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import { CONFIRM_CONTACT_PAGE, partOfEmail, partOfPhone, type ContactChangeFacts } from './contact-change-letters.ts';
import { CONTACT_CHANGE_HOURS } from './skater-registry.ts';

/** The address the confirmation's link opens, in the parent's language. */
export const confirmContactPath = (lang: Lang): string => messagesFor(lang).path(CONFIRM_CONTACT_PAGE);

const partsOf = (lang: Lang, facts: ContactChangeFacts) => {
  const m = messagesFor(lang, lettersWords);
  return {
    m,
    whose: facts.registrationNo ? `${facts.name} (${facts.registrationNo})` : facts.name,
    number: facts.registrationNo ? ` (${facts.registrationNo})` : '',
    asked: [
      ...(facts.email ? [m.t('letter.contact.email', { email: partOfEmail(facts.email) })] : []),
      ...(facts.phoneNo ? [m.t('letter.contact.phone', { phone: partOfPhone(facts.phoneNo) })] : []),
    ].join('\n'),
  };
};

export const contactChangeAskedLetterIn = (lang: Lang, facts: ContactChangeFacts, link: string) => {
  const { m, whose, number, asked } = partsOf(lang, facts);
  return {
    subject: m.t('letter.contactAsk.subject', { number }),
    text: [
      m.t('letter.dear'),
      m.t('letter.contactAsk.intro', { whose }),
      asked,
      m.t('letter.contactAsk.nothingYet'),
      m.t('letter.contactAsk.confirm', { hours: CONTACT_CHANGE_HOURS, link }),
      m.t('letter.contactAsk.notYou', { email: site.email }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};

export const contactChangedLetterIn = (lang: Lang, facts: ContactChangeFacts) => {
  const { m, whose, number, asked } = partsOf(lang, facts);
  return {
    subject: m.t('letter.contactChanged.subject', { number }),
    text: [
      m.t('letter.dear'),
      m.t('letter.contactChanged.intro', { whose }),
      asked,
      m.t('letter.contactChanged.from'),
      // A new e-mail address takes the child to that address's family page: this one no longer shows them.
      ...(facts.email ? [m.t('letter.contactChanged.familyPage', { email: facts.email, url: sitePage(m.path(MY_PATH)) })] : []),
      m.t('letter.contactChanged.notYou', { email: site.email }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};
