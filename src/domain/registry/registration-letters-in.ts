/**
 * The registry's letters to a parent in their language (docs/languages.md#letters-in-the-parents-language):
 * the confirmation of the address a registration was sent with, the registration or renewal received,
 * the approval and the rejection.
 * The default language's words are word for word those of skater-letters.ts
 * (tests/unit/letters-in.test.ts). A registrar's reason for a rejection is given as typed.
 */
import { FAMILY_PAGE_PATH, sitePage } from '#domain/family/letter-end.ts';
import { site } from '#config/site.ts';
import { parentLetterEndIn } from '#domain/family/sign-in-letter.ts';
import { owedLinesIn } from '#domain/fees/fee-letters-in.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import {
  CONFIRM_REGISTRATION_PAGE,
  letterName,
  REGISTRY_PAGES,
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
      m.t('letter.confirm.sent', { name: letterName(skater.name, m.t('letter.someSkater')), season: String(skater.season) }),
      m.t('letter.confirm.open', { days }),
      link,
      m.t('letter.confirm.then'),
      m.t('letter.confirm.notYou'),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};

/** Where the status can be looked up, with the reference when there is one. */
const statusLine = (lang: Lang, reference: string | undefined): string => {
  const m = messagesFor(lang, lettersWords);
  const url = sitePage(m.path(REGISTRY_PAGES.status));
  return reference ? m.t('letter.received.status', { url, reference }) : m.t('letter.received.statusPage', { url });
};

const LETTERS: Record<SkaterLetterKind, (lang: Lang, skater: LetterSkater) => LetterText> = {
  // Nothing the visitor typed in the subject, and only the name, cut short, in the text (letterName).
  submitted: (lang, skater) => {
    const m = messagesFor(lang, lettersWords);
    const reference = skater.reference ? formatReference(skater.reference) : undefined;
    return {
      subject: m.t('letter.received.subject'),
      text: [
        m.t('letter.dear'),
        m.t('letter.received.intro', { name: letterName(skater.name, m.t('letter.someSkater')), season: String(skater.season) }),
        ...(reference ? [m.t('letter.received.reference', { reference })] : []),
        m.t('letter.received.next'),
        ...owedLinesIn(lang, skater.charge),
        ...(skater.approvalWaits && skater.charge && skater.charge.amount > 0 ? [m.t('letter.received.approvalWaits')] : []),
        statusLine(lang, reference),
        parentLetterEndIn(lang),
      ].join('\n\n'),
    };
  },
  renewed: (lang, skater) => {
    const m = messagesFor(lang, lettersWords);
    const reference = skater.reference ? formatReference(skater.reference) : undefined;
    const who = skater.registrationNo ? `${skater.name} (${skater.registrationNo})` : skater.name;
    return {
      subject: m.t('letter.renewed.subject', { name: skater.name }),
      text: [
        m.t('letter.dear'),
        m.t('letter.renewed.intro', { who, season: String(skater.season) }),
        ...(reference ? [m.t('letter.received.reference', { reference })] : []),
        m.t('letter.renewed.next'),
        ...owedLinesIn(lang, skater.charge),
        ...(skater.approvalWaits && skater.charge && skater.charge.amount > 0 ? [m.t('letter.received.approvalWaits')] : []),
        statusLine(lang, reference),
        parentLetterEndIn(lang),
      ].join('\n\n'),
    };
  },
  approved: (lang, skater) => {
    const m = messagesFor(lang, lettersWords);
    return {
      subject: m.t('letter.approved.subject', { name: skater.name }),
      text: [
        m.t('letter.dear'),
        m.t('letter.approved.intro', { name: skater.name, season: String(skater.season) }),
        m.t('letter.approved.number', { number: skater.registrationNo ?? '' }),
        m.t('letter.approved.keep', { url: sitePage(m.path(FAMILY_PAGE_PATH)) }),
        m.t('letter.approved.public'),
        parentLetterEndIn(lang),
      ].join('\n\n'),
    };
  },
  rejected: (lang, skater) => {
    const m = messagesFor(lang, lettersWords);
    return {
      subject: m.t('letter.rejected.subject', { name: skater.name }),
      text: [
        m.t('letter.dear'),
        m.t('letter.rejected.intro', { name: skater.name }),
        skater.reason ?? '',
        ...(skater.feeWaived ? [m.t('letter.rejected.feeWaived')] : []),
        m.t('letter.rejected.again', { url: sitePage(m.path(REGISTRY_PAGES.form)), email: site.email }),
        parentLetterEndIn(lang),
      ].join('\n\n'),
    };
  },
};

/** A registry letter to a parent in `lang`. */
export const skaterLetterIn = (lang: Lang, kind: SkaterLetterKind, skater: LetterSkater): LetterText => LETTERS[kind](lang, skater);
