/**
 * A fee's name in the second language, for receipts. The site writes fee names itself in English
 * ("Registration fee, 2026 season", "Entry: District Championship 2027 (2 more races)", a club's
 * "Entry: … (500 m rink race, …)"), so each kind is said again in the language's words; the
 * championship's title stays as typed (a proper name) and race names go through the race glossary.
 * A name of another shape comes back through the race glossary only.
 */
import type { Lang } from './languages.ts';
import { raceNameIn } from './race-words.ts';

interface FeeWords {
  registration: (season: string) => string;
  renewal: (season: string) => string;
  entry: (title: string, detail: string) => string;
  moreRaces: (count: string) => string;
}

const FEE_WORDS: Readonly<Record<string, FeeWords>> = {
  ta: {
    registration: (season) => `${season} பருவத்தின் பதிவுக் கட்டணம்`,
    renewal: (season) => `${season} பருவத்தின் புதுப்பித்தல் கட்டணம்`,
    entry: (title, detail) => `போட்டிப் பதிவு: ${title} (${detail})`,
    moreRaces: (count) => (count === '1' ? 'மேலும் 1 பந்தயம்' : `மேலும் ${count} பந்தயங்கள்`),
  },
};

const SEASON_FEE = /^(Registration|Renewal) fee, (\d{4}) season$/;
const MORE_RACES = /^(\d+) more races?$/;
const ENTRY = 'Entry: ';

export const feeNameIn = (lang: Lang, description: string): string => {
  const words = FEE_WORDS[lang];
  if (!words) return description;
  const season = SEASON_FEE.exec(description);
  if (season) return season[1] === 'Renewal' ? words.renewal(season[2] ?? '') : words.registration(season[2] ?? '');
  if (description.startsWith(ENTRY) && description.endsWith(')')) {
    const rest = description.slice(ENTRY.length);
    const more = rest.lastIndexOf(' (');
    const count = more < 0 ? null : MORE_RACES.exec(rest.slice(more + 2, -1));
    if (count) return words.entry(rest.slice(0, more), words.moreRaces(count[1] ?? ''));
    // A club's line names its races, whose names may hold brackets of their own: the title is up to the first.
    const open = rest.indexOf(' (');
    if (open > 0) return words.entry(rest.slice(0, open), raceNameIn(lang, rest.slice(open + 2, -1)));
  }
  return raceNameIn(lang, description);
};
