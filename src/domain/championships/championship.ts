/**
 * Championships (docs/rules.md#championships): limits, the server's messages and the pure rules
 * the server, the tests and the screens share, without the schema library so islands can import
 * them cheaply. The pages' and screens' texts are in championship-texts.ts.
 */
import type { AgeCategory } from '../registry/age-category.ts';

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
  withdrawnByAdmin:
    "This skater's entry was withdrawn by the association, so it cannot be entered again here. Please contact the association if this should change.",
  notApproved: "This skater's registration has not been approved, so the skater cannot be entered.",
  notCurrent: 'This skater is not registered for the current season: renew the registration first.',
  unknownRace: 'One of the chosen races is not part of this championship.',
  tooManyForSkater: (max: number) => `A skater may enter at most ${max} ${max === 1 ? 'race' : 'races'} in this championship.`,
  discipline: (race: string, discipline: string, skaterDiscipline: string) =>
    `Race "${race}" is for ${discipline}; this skater is registered for ${skaterDiscipline}.`,
  ageCategory: (race: string, category: string, skaterCategory: string, on: string) =>
    `Race "${race}" is for the ${category} age category; on ${on} this skater is in ${skaterCategory}.`,
  gender: (race: string, gender: string) => `Race "${race}" is for ${gender} skaters only.`,
  resultsSaved: 'Results saved.',
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

/** What eligibility needs to know of a skater: never anything it does not check. */
export interface EntrantFacts {
  eventCategory: string;
  gender: string;
  /** The age category on the season's reference date. */
  ageCategory: AgeCategory;
  /** That reference date as YYYY-MM-DD, for the message. */
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
