/**
 * Championships (docs/rules.md#championships): limits, the server's messages and the pure rules
 * the server, the tests and the screens share, without the schema library so islands can import
 * them cheaply. The pages' and screens' texts are in championship-texts.ts.
 */
import type { AgeCategory } from '#domain/registry/age-category.ts';
import { seasonOf } from '#config/rules.ts';
import { formatDate } from '#domain/common/dates.ts';

export const RACE_GENDERS = ['Male', 'Female', 'Open'] as const;
export type RaceGender = (typeof RACE_GENDERS)[number];

/** What a finisher who has no position got instead, in the order results list them after the placed ones. */
export const RESULT_OUTCOMES = ['DNF', 'DQ', 'DNS'] as const;
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number];

export const CHAMPIONSHIP_LIMITS = {
  /** A district championship has tens of races; the cap keeps one record and one page of start lists bounded. */
  races: 500,
  raceName: 100,
  /** Also bounds an entry's size (its race ids travel in every list summary). */
  maxRacesPerSkater: 20,
  selectPerRace: 50,
  /** Rows of one race's results: more entrants than any rink race has. */
  resultRows: 500,
  position: 1_000,
  mark: 30,
  reason: 300,
  /** Championships a skater's profile lists results for (the most recent). */
  profileEvents: 20,
} as const;

/** Changes an event's selection record holds: four per race is far more than a team needs. */
export const SELECTION_CHANGES_MAX = CHAMPIONSHIP_LIMITS.races * 4;

export const championshipMessages = {
  saved: 'Championship saved.',
  setUp: 'Championship set up. Next: add its races.',
  notChampionship: 'This event is not a championship.',
  tooManyRaces: `A championship may have at most ${CHAMPIONSHIP_LIMITS.races} races.`,
  gridAdded: 'Races added.',
  raceRemoved: 'Race removed.',
  raceInUse: 'This race has entries or results: withdraw its entries and clear its results first.',
  unknownRaceId: 'Race not found.',
  closed: 'Entries are closed for this event.',
  entered: "Entry received. A confirmation has been sent to the e-mail address on the skater's registration.",
  replaced:
    "Entry updated: the skater's races were replaced. A confirmation has been sent to the e-mail address on the skater's registration.",
  withdrawn: 'Entry withdrawn.',
  entryNotFound: 'Entry not found.',
  skaterNotFound: 'No skater matches this registration number and date of birth.',
  replaceNeeded:
    'This skater is already entered in other races of this championship. To replace those races with the ones chosen now, confirm the change; a confirmation goes to the e-mail address on the registration.',
  /** An entry sent for a profile whose consent was withdrawn (409): it would show the skater on a public start list. `on`: the day, in the site's date style. */
  consentWithdrawn: (on: string) =>
    `Consent for this skater was withdrawn on ${on}, so their profile is being deleted and cannot be entered in a championship.`,
  withdrawnByAdmin:
    "This skater's entry was withdrawn by the association, so it cannot be entered again here. Please contact the association if this should change.",
  notApproved: "This skater's registration has not been approved, so the skater cannot be entered.",
  notCurrent: 'This skater is not registered for the current season: renew the registration first.',
  unknownRace: 'One of the chosen races is not part of this championship.',
  tooManyForSkater: (max: number) => `A skater may enter at most ${max} ${max === 1 ? 'race' : 'races'} in this championship.`,
  discipline: (race: string, discipline: string, skaterDiscipline: string) =>
    `Race "${race}" is for ${discipline}; this skater is registered for ${skaterDiscipline}.`,
  ageCategory: (race: string, category: string, skaterCategory: string, on: string) =>
    `Race "${race}" is for the ${category} age category; on ${formatDate(on)} this skater is in ${skaterCategory}.`,
  gender: (race: string, gender: string) => `Race "${race}" is for ${gender} skaters only.`,
  resultsSaved: 'Results saved.',
  /** Saved before the race's day: kept, provisional, and public only from that day on. */
  resultsSavedEarly: (day: string) =>
    `Results saved, before the race's day (${formatDate(day)}): they stay provisional and hidden from the public until then. Check that this is the right race.`,
  notEntrant: (row: number) => `Row ${row}: this skater is not entered in this race.`,
  duplicateRow: (row: number) => `Row ${row}: this skater is already in the results.`,
  selectionSaved: 'Selection saved.',
  notInRace: 'This skater is not entered in this race.',
  tooManyChanges: `A selection keeps at most ${CHAMPIONSHIP_LIMITS.races * 4} changes.`,
} as const;

export interface RaceRules {
  _id: string;
  name: string;
  discipline: string;
  ageCategory: string;
  gender: RaceGender;
}

/**
 * The day a championship's age categories are counted on: its own, or (for a record saved before
 * championships had one) 1 January of the season its entries close in.
 */
export const ageDayOf = (championship: { ageDate?: string | undefined; entriesClose: string }): string =>
  championship.ageDate ?? `${seasonOf(new Date(championship.entriesClose))}-01-01`;

/** What eligibility needs to know of a skater: never anything it does not check. */
export interface EntrantFacts {
  eventCategory: string;
  gender: string;
  /** The age category on the championship's day for ages. */
  ageCategory: AgeCategory;
  /** That day as YYYY-MM-DD, for the message. */
  referenceDay: string;
}

/** Why the skater may not run this race, or null when they may. Open races take every gender. */
export const raceRefusal = (race: RaceRules, skater: EntrantFacts): string | null => {
  if (race.discipline !== skater.eventCategory) return championshipMessages.discipline(race.name, race.discipline, skater.eventCategory);
  if (race.ageCategory !== skater.ageCategory)
    return championshipMessages.ageCategory(race.name, race.ageCategory, skater.ageCategory, skater.referenceDay);
  if (race.gender !== 'Open' && race.gender !== skater.gender) return championshipMessages.gender(race.name, race.gender);
  return null;
};

/** The grid's default race name, e.g. "Speed Quad Sub Junior Female" (or "500 m · Speed Quad Sub Junior Female"). */
export const gridRaceName = (discipline: string, ageCategory: string, gender: string, name = ''): string =>
  [name, `${discipline} ${ageCategory} ${gender}`].filter((part) => part !== '').join(' · ');

export interface ResultRowFacts {
  position?: number | undefined;
  outcome?: ResultOutcome | undefined;
  name: string;
}

/** Placed finishers by position (ties together, then by name), then DNF, DQ and DNS. */
export const compareResults = (a: ResultRowFacts, b: ResultRowFacts): number => {
  const rank = (row: ResultRowFacts) => (row.position === undefined ? 0 : -1);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (a.position !== undefined && b.position !== undefined && a.position !== b.position) return a.position - b.position;
  if (a.outcome !== b.outcome) return RESULT_OUTCOMES.indexOf(a.outcome ?? 'DNF') - RESULT_OUTCOMES.indexOf(b.outcome ?? 'DNF');
  return a.name.localeCompare(b.name, 'en');
};

export interface MedalCount {
  club: string;
  gold: number;
  silver: number;
  bronze: number;
}

/** Medals by club from positions 1 to 3; a tie gives each tied skater the medal. */
export const medalTable = (rows: readonly { position?: number | undefined; club: string }[]): MedalCount[] => {
  const clubs = new Map<string, MedalCount>();
  const medal = ['gold', 'silver', 'bronze'] as const;
  for (const { position, club } of rows) {
    if (position === undefined || position < 1 || position > 3) continue;
    const count = clubs.get(club) ?? { club, gold: 0, silver: 0, bronze: 0 };
    count[medal[position - 1] as (typeof medal)[number]] += 1;
    clubs.set(club, count);
  }
  return [...clubs.values()].sort(
    (a, b) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.club.localeCompare(b.club, 'en'),
  );
};

/**
 * The top `count` placed finishers of a race, and everyone tied with the last of them: a tie at
 * the cut is not broken by the order the rows were typed in.
 */
export const topFinishers = <R extends { position?: number | undefined }>(rows: readonly R[], count: number): R[] => {
  const placed = rows.filter((row) => row.position !== undefined).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  if (count <= 0) return [];
  if (placed.length <= count) return placed;
  const cut = placed[count - 1]?.position ?? 0;
  return placed.filter((row) => (row.position ?? 0) <= cut);
};

/** "1st", "2nd", "3rd", "4th" … "11th", "12th", "13th", "21st". */
export const ordinal = (position: number): string => {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][position % 10] ?? 'th';
  return `${position}${suffix}`;
};

export const MEDALS = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof MEDALS)[number];
export const MEDAL_NAMES: Record<Medal, string> = { gold: 'Gold medal', silver: 'Silver medal', bronze: 'Bronze medal' };

/** The medal of a position: gold, silver and bronze for 1 to 3 (ties share it), none after. */
export const medalOf = (position: number | undefined): Medal | undefined =>
  position !== undefined && position >= 1 && position <= 3 ? MEDALS[position - 1] : undefined;

/** Disciplines judged on points; the others are raced against the clock (hockey and derby marks are left as typed). */
const SCORED_DISCIPLINES: ReadonlySet<string> = new Set(['Fancy Inline', 'Inline Freestyle', 'Roller Freestyle', 'Skate Boarding']);
const TEAM_DISCIPLINES: ReadonlySet<string> = new Set(['Inline Hockey', 'Roller Hockey', 'Roller Derby']);
const PLAIN_NUMBER = /^\d{1,6}(?:\.\d{1,4})?$/;

/**
 * A mark with its unit: seconds ("58.41 s") for a raced discipline, points ("7.5 pts") for a
 * judged one. A mark that already says its unit, or reads as minutes ("0:48.2"), stays as typed.
 */
export const markText = (mark: string | undefined, discipline = ''): string => {
  const typed = (mark ?? '').trim();
  if (!PLAIN_NUMBER.test(typed) || TEAM_DISCIPLINES.has(discipline)) return typed;
  return SCORED_DISCIPLINES.has(discipline) ? `${typed} pts` : `${typed} s`;
};

/** The place as people say it: "1st", or the outcome (DNF, DQ, DNS). */
export const placeText = (row: { position?: number | undefined; outcome?: ResultOutcome | undefined }): string =>
  row.position !== undefined ? ordinal(row.position) : (row.outcome ?? '');

/** How a result reads in one line: "2nd · 58.41 s", "1st", or "DNF". */
export const resultText = (row: {
  position?: number | undefined;
  mark?: string | undefined;
  outcome?: ResultOutcome | undefined;
  discipline?: string | undefined;
}): string => {
  const mark = markText(row.mark, row.discipline);
  return [placeText(row), mark].filter((part) => part !== '').join(' · ');
};
