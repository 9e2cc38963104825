/**
 * The visible texts of the championship pages (the event's entry form, start lists, results, a
 * profile's results) and of the admins' championship screen, apart from the rules
 * (championship.ts) and the server's own messages. Without the schema library, so islands import
 * them cheaply.
 */
import type { ResultOutcome } from './championship.ts';

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
