/**
 * The letters about a championship entry in the parent's language (docs/languages.md#letters-in-the-parents-language):
 * an entry made or replaced, a change of races from the family page, and an entry the association
 * withdrew. The default language's
 * words are word for word those of championship-letters.ts and family.ts (tests/unit/letters-in.test.ts).
 */
import { site } from '#config/site.ts';
import { FAMILY_PAGE_PATH, sitePage } from '#domain/family/letter-end.ts';
import { parentLetterEndIn } from '#domain/family/sign-in-letter.ts';
import { owedLinesIn, type OwedCharge } from '#domain/fees/fee-letters-in.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import type { EntryLetterFacts } from './championship-letters.ts';

export const entryLetterIn = (lang: Lang, facts: EntryLetterFacts): { subject: string; text: string } => {
  const m = messagesFor(lang, lettersWords);
  const names = { skater: facts.skaterName, event: facts.eventTitle || m.t('letter.entry.someChampionship') };
  return {
    subject: m.t(facts.replaced ? 'letter.entry.subjectUpdated' : 'letter.entry.subject', names),
    text: [
      m.t('letter.dear'),
      m.t(facts.replaced ? 'letter.entry.replaced' : 'letter.entry.entered', {
        ...names,
        number: facts.registrationNo,
        date: m.date(facts.eventDate),
      }),
      facts.races.map((race) => `- ${race}`).join('\n'),
      ...owedLinesIn(lang, facts.charge),
      m.t('letter.entry.change', {
        close: m.dateTime(facts.entriesClose),
        url: sitePage(m.path(FAMILY_PAGE_PATH)),
        email: site.email,
      }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};

export interface EntryChangeFacts {
  skaterName: string;
  eventTitle: string;
  added: string[];
  removed: string[];
  races: string[];
  /** What the change made owed: the entry's charge when it is due, or the charge for the races added. */
  charge?: OwedCharge | undefined;
}

export const entryChangeLetterIn = (lang: Lang, facts: EntryChangeFacts): { subject: string; text: string } => {
  const m = messagesFor(lang, lettersWords);
  const names = { skater: facts.skaterName, event: facts.eventTitle || m.t('letter.entry.someChampionship') };
  return {
    subject: m.t('letter.entryChange.subject', names),
    text: [
      m.t('letter.dear'),
      m.t('letter.entryChange.intro', names),
      ...(facts.added.length > 0 ? [m.t('letter.entryChange.added', { races: facts.added.join(', ') })] : []),
      ...(facts.removed.length > 0 ? [m.t('letter.entryChange.removed', { races: facts.removed.join(', ') })] : []),
      facts.races.length > 0 ? m.t('letter.entryChange.now', { races: facts.races.join(', ') }) : m.t('letter.entryChange.none'),
      ...owedLinesIn(lang, facts.charge),
      m.t('letter.entryChange.notYou', { email: site.email }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};

export interface EntryWithdrawnFacts {
  skaterName: string;
  eventTitle: string;
  /** The entry's fees still due were waived with the withdrawal. */
  feeWaived: boolean;
}

/** The association withdrew the entry: what, whether anything is still owed for it, and whom to ask. */
export const entryWithdrawnLetterIn = (lang: Lang, facts: EntryWithdrawnFacts): { subject: string; text: string } => {
  const m = messagesFor(lang, lettersWords);
  const names = { skater: facts.skaterName, event: facts.eventTitle || m.t('letter.entry.someChampionship') };
  return {
    subject: m.t('letter.entryWithdrawn.subject', names),
    text: [
      m.t('letter.dear'),
      m.t('letter.entryWithdrawn.intro', names),
      ...(facts.feeWaived ? [m.t('letter.entryWithdrawn.waived')] : []),
      m.t('letter.entryWithdrawn.next', { email: site.email, url: sitePage(m.path(FAMILY_PAGE_PATH)) }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};
