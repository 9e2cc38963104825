/**
 * Championships (docs/rules.md#championships): limits, texts and the pure rules the server, the
 * tests and the screens share, without the schema library so islands can import them cheaply.
 */
import type { AgeCategory } from './age-category.ts';

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

/** The visible texts of the championship pages and screens (the server's own are in `championshipMessages`). */
export const championshipTexts = {
  // The event's page
  entryHeading: 'Enter a skater',
  entryIntro: (title: string) =>
    `Enter a registered skater in ${title}: give the skater's registration number and date of birth, then choose the races.`,
  entriesCloseOn: (when: string) => `Entries close on ${when}.`,
  registrationNo: 'Registration number',
  dob: 'Date of birth',
  findRaces: 'Find races',
  finding: 'Finding races…',
  racesFor: (name: string) => `Races for ${name}`,
  chooseUpTo: (max: number) => `Choose up to ${max} ${max === 1 ? 'race' : 'races'}.`,
  noEligibleRaces: "No race of this championship matches this skater's event category, age category and gender.",
  submitEntry: 'Submit entry',
  replaceEntry: 'Yes, replace the races',
  sending: 'Sending…',
  entryFailed: 'The entry could not be sent. Please try again.',
  lookupFailed: 'The races could not be found. Please try again.',
  loadFailed: 'Failed to load the championship. Please try again.',
  retry: 'Retry',
  closedNotice: 'Entries are closed for this event.',
  sheetsNav: 'Start lists and results',
  startListsLink: 'Start lists',
  resultsLink: 'Results',
  // Start lists and results pages
  startListsTitle: (title: string) => `Start lists: ${title}`,
  resultsTitle: (title: string) => `Results: ${title}`,
  startListsHeading: 'Start lists',
  resultsHeading: 'Results',
  loadingSheets: 'Loading…',
  sheetsFailed: 'Failed to load. Please try again.',
  notChampionship: 'This event is not a championship.',
  noRaces: 'No races yet.',
  noEntrants: 'No entrants yet.',
  noResults: 'No results yet.',
  print: 'Print',
  medalTable: 'Medal table',
  noMedals: 'No medals yet.',
  backToEvent: 'Back to the event',
  columns: {
    number: 'No.',
    name: 'Name',
    club: 'Club',
    position: 'Position',
    mark: 'Time or points',
    gold: 'Gold',
    silver: 'Silver',
    bronze: 'Bronze',
    total: 'Total',
  },
  raceFacts: (race: { discipline: string; ageCategory: string; gender: string }) =>
    `${race.discipline} · ${race.ageCategory} · ${race.gender}`,
  // A profile's results
  showResults: 'Results',
  resultsOf: (name: string) => `Results of ${name}`,
  profileResultsEmpty: 'No championship results yet.',
  profileResultsFailed: 'Failed to load the results.',
  outcomeNames: { DNF: 'Did not finish', DQ: 'Disqualified', DNS: 'Did not start' } satisfies Record<ResultOutcome, string>,
} as const;

/** How a result reads: "1", "2 (0:48.2)", or "DNF". */
export const resultText = (row: {
  position?: number | undefined;
  mark?: string | undefined;
  outcome?: ResultOutcome | undefined;
}): string => {
  const placed = row.position !== undefined ? String(row.position) : (row.outcome ?? '');
  return row.mark ? `${placed} (${row.mark})` : placed;
};

/** The visible texts of the admins' championship screen. */
export const championshipAdminTexts = {
  title: 'Championships',
  intro: 'Turn an event into a championship, build its races, see its entries, record results and select the district team.',
  event: 'Event',
  chooseEvent: 'Choose an event',
  eventsFailed: 'Failed to load events.',
  loadFailed: 'Failed to load the championship.',
  notYet: 'This event is not a championship yet. Set its rules to make it one.',
  tabs: { rules: 'Rules', races: 'Races', entries: 'Entries', results: 'Results', team: 'District team' },
  sections: 'Championship sections',
  // Rules
  entriesClose: 'Entries close',
  entriesCloseHint: 'Date and time, in your time zone.',
  maxRaces: 'Maximum races per skater',
  selectPerRace: 'Selected per race',
  selectPerRaceHint: 'How many finishers of each race join the district team (everyone tied at the cut too).',
  makeChampionship: 'Make it a championship',
  saveRules: 'Save rules',
  saving: 'Saving…',
  saveFailed: 'Failed to save the championship.',
  // Races
  builderHeading: 'Race builder',
  builderIntro: 'Choose disciplines, age categories and genders: a race is added for every combination, which you can then prune.',
  disciplines: 'Disciplines',
  ageCategories: 'Age categories',
  genders: 'Genders',
  raceNamePrefix: 'Race name (optional, e.g. 500 m)',
  willAdd: (count: number) => `${count} ${count === 1 ? 'race' : 'races'} will be added (those already there are skipped).`,
  addRaces: 'Add races',
  adding: 'Adding…',
  added: (count: number) => `${count} ${count === 1 ? 'race' : 'races'} added.`,
  addFailed: 'Failed to add the races.',
  racesHeading: (count: number) => `Races (${count})`,
  noRaces: 'No races yet: use the race builder above.',
  raceColumns: { name: 'Name', discipline: 'Discipline', ageCategory: 'Age category', gender: 'Gender', actions: 'Actions' },
  remove: 'Remove',
  removeRaceLabel: (name: string) => `Remove ${name}`,
  confirmRemoveRace: (name: string) => `Remove the race "${name}"?`,
  removeFailed: 'Failed to remove the race.',
  // Entries
  entriesHeading: 'Entries',
  race: 'Race',
  allRaces: 'All races',
  status: 'Status',
  allStatuses: 'Entered and withdrawn',
  statusNames: { entered: 'Entered', withdrawn: 'Withdrawn' },
  searchEntries: 'Search entries',
  entryColumns: { name: 'Name', registrationNo: 'Registration number', club: 'Club', races: 'Races', status: 'Status', actions: 'Actions' },
  noEntries: 'No entries found',
  entriesFailed: 'Failed to load the entries.',
  withdraw: 'Withdraw',
  withdrawLabel: (name: string) => `Withdraw ${name}`,
  confirmWithdraw: (name: string) => `Withdraw the entry of ${name}? The skater leaves every race of this championship.`,
  withdrawFailed: 'Failed to withdraw the entry.',
  exportCsv: 'Export CSV',
  addEntryHeading: 'Add an entry',
  addEntryIntro: 'Enter a registered skater with the registration number and date of birth; the same rules apply as on the public form.',
  // Results
  resultsHeading: 'Results',
  chooseRace: 'Choose a race',
  resultsIntro:
    'Type a position, or choose DNS, DNF or DQ; a time or points as text. Arrow keys move between cells, Tab too. Rows left empty are not recorded.',
  resultColumns: {
    name: 'Name',
    club: 'Club',
    registrationNo: 'Registration number',
    position: 'Position',
    mark: 'Time or points',
    outcome: 'DNS / DNF / DQ',
  },
  noOutcome: 'None',
  noEntrants: 'No skater is entered in this race.',
  saveResults: 'Save results',
  resultsFailed: 'Failed to load the race.',
  saveResultsFailed: 'Failed to save the results.',
  rowError: (name: string) => `${name}: give a position or DNS, DNF or DQ, not both.`,
  cellLabel: (column: string, name: string) => `${column} of ${name}`,
  // District team
  teamHeading: 'District team',
  teamIntro: (count: number) =>
    `The top ${count} of each race (everyone tied at the cut too), then the association's changes, each with its reason.`,
  teamFailed: 'Failed to load the district team.',
  print: 'Print',
  teamColumns: {
    name: 'Name',
    registrationNo: 'Registration number',
    club: 'Club',
    position: 'Position',
    basis: 'Selected by',
    reason: 'Reason',
    actions: 'Actions',
  },
  basisNames: { result: 'Result', added: 'Added by the association' },
  noneSelected: 'Nobody selected yet.',
  removedHeading: 'Removed',
  reason: 'Reason',
  removeFromTeam: (name: string) => `Remove ${name} from the team`,
  confirmRemoval: 'Confirm removal',
  restore: (name: string) => `Restore ${name}`,
  addToTeam: 'Add a skater',
  skater: 'Skater',
  chooseSkater: 'Choose a skater',
  add: 'Add',
  cancel: 'Cancel',
  changeFailed: 'Failed to change the team.',
} as const;
