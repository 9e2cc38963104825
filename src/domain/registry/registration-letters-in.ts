/**
 * The registry's letters to a parent in their language (docs/languages.md#letters-in-the-parents-language):
 * the confirmation of the address a registration was sent with, and the registration received.
 * The default language's words are word for word those of skater-letters.ts
 * (tests/unit/letters-in.test.ts); the letters not written in the second language yet (a renewal
 * received, an approval, a rejection) are the default language's.
 */
import { sitePage } from '#domain/family/letter-end.ts';
import { parentLetterEndIn } from '#domain/family/sign-in-letter.ts';
import { owedLinesIn } from '#domain/fees/fee-letters-in.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import {
  CONFIRM_REGISTRATION_PAGE,
  letterName,
  REGISTRY_PAGES,
  skaterLetter,
  type LetterSkater,
  type LetterText,
  type SkaterLetterKind,
} from './skater-letters.ts';
import { formatReference } from './skater-registry.ts';

/** The address the confirmation's link opens, in the parent's language. */
export const confirmRegistrationPath = (lang: Lang): string => messagesFor(lang).path(CONFIRM_REGISTRATION_PAGE);

export const confirmAddressLetterIn = (lang: Lang, skater: LetterSkater, link: string, days: number): LetterText => {
  const m = messagesFor(lang, lettersWords);
  return {
    subject: m.t('letter.confirm.subject'),
    text: [
      m.t('letter.dear'),
      m.t('letter.confirm.sent', { name: letterName(skater.name), season: String(skater.season) }),
      m.t('letter.confirm.open', { days }),
      link,
      m.t('letter.confirm.then'),
      m.t('letter.confirm.notYou'),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};

const receivedLetterIn = (lang: Lang, skater: LetterSkater): LetterText => {
  const m = messagesFor(lang, lettersWords);
  const reference = skater.reference ? formatReference(skater.reference) : undefined;
  const status = sitePage(m.path(REGISTRY_PAGES.status));
  return {
    subject: m.t('letter.received.subject'),
    text: [
      m.t('letter.dear'),
      m.t('letter.received.intro', { name: letterName(skater.name), season: String(skater.season) }),
      ...(reference ? [m.t('letter.received.reference', { reference })] : []),
      m.t('letter.received.next'),
      ...owedLinesIn(lang, skater.charge),
      reference ? m.t('letter.received.status', { url: status, reference }) : m.t('letter.received.statusPage', { url: status }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};

/** A registry letter in `lang`: the registration received is written in each language, the others in the default one yet. */
export const skaterLetterIn = (lang: Lang, kind: SkaterLetterKind, skater: LetterSkater): LetterText =>
  kind === 'submitted' ? receivedLetterIn(lang, skater) : skaterLetter(kind, skater);
