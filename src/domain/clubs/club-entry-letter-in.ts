/**
 * The letter a club's batch sends each parent, in the language remembered for the parent's address
 * (docs/languages.md#letters-in-the-parents-language): what the club entered, that the club pays
 * for it, and until when a race can be withdrawn on the family page. The default language's words
 * are word for word those of batch.ts's `clubEntryLetter` (tests/unit/letters-in.test.ts).
 */
import { parentLetterEndIn } from '#domain/family/sign-in-letter.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { raceNameIn } from '#domain/i18n/race-words.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';

export interface ClubEntryFacts {
  clubName: string;
  skaterName: string;
  eventTitle: string;
  races: readonly string[];
  entriesClose: string;
}

export const clubEntryLetterIn = (lang: Lang, facts: ClubEntryFacts): { subject: string; text: string } => {
  const m = messagesFor(lang, lettersWords);
  const names = { club: facts.clubName, skater: facts.skaterName, event: facts.eventTitle };
  return {
    subject: m.t('letter.clubEntry.subject', names),
    text: [
      m.t('letter.dear'),
      m.t('letter.clubEntry.intro', { ...names, races: facts.races.map((race) => raceNameIn(lang, race)).join(', ') }),
      m.t('letter.clubEntry.nothingOwed', names),
      m.t('letter.clubEntry.withdraw', { close: m.dateTime(facts.entriesClose) }),
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};
