/**
 * The letter a renewal or a championship entry asked for by registration number sends (to the
 * address on the registration), in the language of the page it was asked from, or else the one
 * remembered for the address: which child and what for, the link, the code and what to do if it
 * was not you. The default language's words are word for word those of family-links.ts's
 * `familyLinkLetter` (tests/unit/letters-in.test.ts).
 */
import { site } from '#config/site.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import { SIGN_IN_MINUTES } from './family.ts';
import { MY_PATH } from './family-path.ts';
import { sitePage } from './letter-end.ts';
import { parentLetterEndIn } from './sign-in-letter.ts';

export interface FamilyLinkFacts {
  link: string;
  code: string;
  skaterName: string;
  purpose: 'renew' | 'entry';
  eventTitle?: string;
}

export const familyLinkLetterIn = (lang: Lang, facts: FamilyLinkFacts): { subject: string; text: string } => {
  const m = messagesFor(lang, lettersWords);
  const names = {
    skater: facts.skaterName,
    site: site.name,
    event: facts.eventTitle ?? m.t('letter.entry.someChampionship'),
  };
  const renew = facts.purpose === 'renew';
  return {
    subject: m.t(renew ? 'letter.link.subjectRenew' : 'letter.link.subjectEntry', names),
    text: [
      m.t('letter.dear'),
      m.t(renew ? 'letter.link.askedRenew' : 'letter.link.askedEntry', names),
      m.t('letter.link.open'),
      facts.link,
      m.t('letter.signIn.code', { page: sitePage(m.path(MY_PATH)), code: facts.code }),
      m.t('letter.signIn.valid', { minutes: SIGN_IN_MINUTES }),
      m.t('letter.link.notYou'),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};
