/**
 * The sign-in letter in the language the parent used (docs/languages.md): the same paragraphs as
 * family.ts's signInLetter, from the catalogue, with the family page's address in that language.
 */
import { site } from '#config/site.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import { SIGN_IN_MINUTES } from './family.ts';
import { MY_PATH } from './family-path.ts';
import { sitePage } from './letter-end.ts';

/** How every letter to a parent ends, in their language: the family page, then the signature. */
export const parentLetterEndIn = (lang: Lang): string => {
  const m = messagesFor(lang, lettersWords);
  return `${m.t('letter.familyPage', { url: sitePage(m.path(MY_PATH)) })}\n\n${m.t('letter.signature', { name: site.name, email: site.email, phone: site.phone })}`;
};

export const signInLetterIn = (lang: Lang, link: string, code: string) => {
  const m = messagesFor(lang, lettersWords);
  return {
    subject: m.t('letter.signIn.subject', { short: site.shortName }),
    text: [
      m.t('letter.dear'),
      m.t('letter.signIn.intro', { name: site.name }),
      link,
      m.t('letter.signIn.code', { page: sitePage(m.path(MY_PATH)), code }),
      m.t('letter.signIn.valid', { minutes: SIGN_IN_MINUTES }),
      m.t('letter.signIn.notYou'),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};
