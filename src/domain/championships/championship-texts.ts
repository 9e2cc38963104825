/**
 * The visible texts of the championship pages (the event's entry form, start lists, results, a
 * profile's results) and of the admins' championship screen, apart from the rules
 * (championship.ts) and the server's own messages. Without the schema library, so islands import
 * them cheaply.
 */
import type { ResultOutcome } from './championship.ts';
import { formatDate, TIME_ZONE } from '#domain/common/dates.ts';
import { eventPageTexts } from './event-page-texts.ts';

/** The visible texts of the championship pages and screens (the server's own are in `championshipMessages`). */
export const championshipTexts = {
  // The event's page
  entryIntro: (title: string) =>
    `Enter a registered skater in ${title}: give the skater's registration number and date of birth, then choose the races.`,
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
  ...eventPageTexts,
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
  jumpTo: 'Jump to an age category and discipline',
  racesInGroup: (count: number) => `${count} ${count === 1 ? 'race' : 'races'}`,
  withoutResults: (count: number) => `${count} ${count === 1 ? 'race' : 'races'} without results yet`,
  withoutEntrants: (count: number) => `${count} ${count === 1 ? 'race' : 'races'} without entrants yet`,
  skaterPageOf: (name: string) => `${name}: the skater's page`,
  /** How final a race's results are, beside its name. */
  statusLabels: { provisional: 'Provisional', official: 'Official', corrected: 'Corrected' },
  statusTitles: {
    provisional: 'Provisional: these results may still change until the association marks them official.',
    official: 'Official results.',
    corrected: 'Official results, corrected after they were made official.',
  },
  provisionalSummary: (count: number) =>
    `${count === 1 ? 'One race has' : `${count} races have`} provisional results (marked "Provisional"): they may still change until the association marks them official.`,
  print: 'Print',
  medalTable: 'Medal table',
  noMedals: 'No medals yet.',
  backToEvent: 'Back to the event',
  columns: {
    number: 'No.',
    name: 'Name',
    club: 'Club',
    skater: 'Skater and club',
    position: 'Place',
    mark: 'Time or points',
    gold: 'Gold',
    silver: 'Silver',
    bronze: 'Bronze',
    short: { gold: 'G', silver: 'S', bronze: 'B' },
    total: 'Total',
  },
  findSkater: 'Find a skater',
  findSkaterHint: 'Type part of a name or a club.',
  foundRaces: (count: number) =>
    count === 0 ? 'No race has a skater of that name or club.' : `${count} ${count === 1 ? 'race' : 'races'} found.`,
  raceFacts: (race: { discipline: string; ageCategory: string; gender: string }) =>
    `${race.discipline} · ${race.ageCategory} · ${race.gender}`,
  // A profile's results
  showResults: 'Results',
  resultsOf: (name: string) => `Results of ${name}`,
  profileResultsEmpty: 'No championship results yet.',
  profileResultsFailed: 'Failed to load the results.',
  outcomeNames: { DNF: 'Did not finish', DQ: 'Disqualified', DNS: 'Did not start' } satisfies Record<ResultOutcome, string>,
} as const;

export { resultText } from './championship.ts';

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
  entriesCloseHint: `Date and time at the association (${TIME_ZONE}), wherever you are.`,
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
  /** Beside an entry whose entry fee is still owed (due, or claimed and not yet confirmed). */
  feeUnpaid: 'Fee not paid yet',
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
  /** A race in the results screen's picker: "500 m SJ girls: 12 entrants · results saved · official". */
  raceOption: (name: string, summary: { entrants: number; results: number; status: string | null } | undefined) => {
    if (!summary) return name;
    const entrants = summary.entrants === 0 ? 'no entrants' : `${summary.entrants} ${summary.entrants === 1 ? 'entrant' : 'entrants'}`;
    const saved = summary.results === 0 || summary.status === null ? ['no results yet'] : ['results saved', summary.status];
    return `${name}: ${[entrants, ...saved].join(' · ')}`;
  },
  raceSummariesFailed: 'Could not read which races have entrants and results; the races are listed by name only.',
  beforeRaceDay: (day: string) =>
    `The race's day, ${formatDate(day)}, has not come yet. Results saved now stay provisional and hidden from the public until then, and can be marked official only from that day on.`,
  confirmEarlySave: (day: string) =>
    `This race is on ${formatDate(day)}, which has not come yet. Save these results now anyway? They stay provisional and hidden until that day.`,
  saveAnyway: 'Save anyway',
  resultsIntro:
    'Type a position, or choose DNS, DNF or DQ, and the time or points (1:02.10, 62.1 and 62.10 s are the same time). Rows left empty are not recorded.',
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
  // The grid's checks, as the rows are typed
  markNoPosition: (name: string, what: string) => `${name} has ${what} but no position: give a position, or choose DNS, DNF or DQ.`,
  markWhat: { time: 'a time', points: 'points', free: 'a mark' },
  badPosition: (name: string, max: number) => `${name}: a position is a whole number from 1 to ${max}.`,
  badMark: (name: string, message: string) => `${name}: ${message}`,
  tie: (place: string, names: readonly string[]) =>
    `${names.join(' and ')} share ${place} place: a tie, which is allowed. Check it is meant before saving.`,
  gap: (from: string, to: string) =>
    from === to
      ? `Nobody is placed ${from}: check that no place is missing before saving (after a tie, the next place is skipped, which is right).`
      : `Nobody is placed ${from} to ${to}: check that no place is missing before saving.`,
  problemsHeading: 'To put right before saving',
  warningsHeading: 'To check before saving',
  rankByMark: 'Rank by time',
  rankByPoints: 'Rank by points',
  rankHelp:
    'Fills the positions from the marks (the fastest time, or the most points, first; equal marks share a place). DNS, DNF and DQ rows are left as they are.',
  ranked: (count: number) => `${count} ${count === 1 ? 'position' : 'positions'} filled from the marks. Check them, then save.`,
  gridKeysHelp:
    'Arrow keys move between cells; Enter or F2 edits a cell (the arrows then move the caret, and leave the cell at the edge of its text); Escape stops editing; Enter moves down.',
  statusProvisional: (when: string) =>
    `Provisional: saved ${when}. Public from the race's day on, marked provisional; they count for the district team and certificates once official.`,
  statusOfficial: (when: string) => `Official since ${when}. A change now needs a reason and shows publicly as corrected.`,
  statusCorrected: (when: string, reason: string) => `Official, corrected ${when}: ${reason}`,
  statusNone: 'No results saved yet.',
  markOfficial: 'Mark official',
  markingOfficial: 'Marking…',
  markOfficialFailed: 'Failed to mark the results official.',
  confirmOfficial:
    'Mark these results official? They then count for the district team and certificates, and a later change needs a reason.',
  correctionReason: 'Reason for the correction',
  correctionHint: 'These results are official: say why they change (kept in the audit log; the public sees "Corrected").',
  // District team
  teamHeading: 'District team',
  teamIntro: (count: number) =>
    `One line per skater: the top ${count} of each race with official results (everyone tied at the cut too), then the association's changes, each with its reason.`,
  teamFailed: 'Failed to load the district team.',
  print: 'Print',
  teamColumns: {
    name: 'Name',
    registrationNo: 'Registration number',
    club: 'Club',
    races: 'Races and places',
    position: 'Position',
    basis: 'Selected by',
    reason: 'Reason',
    actions: 'Actions',
  },
  basisNames: { result: 'Result', added: 'Added by the association' },
  raceLine: (race: string, result: string) => (result === '' ? race : `${race}: ${result}`),
  addedBecause: (reason: string) => `added by the association: ${reason}`,
  removedBecause: (reason: string) => `taken out by the association: ${reason}`,
  teamCount: (count: number) => `${count} ${count === 1 ? 'skater' : 'skaters'} in the team`,
  noneSelected: 'Nobody selected yet: the team is drawn from official results.',
  removedHeading: 'Taken out of the team',
  waitingOfficial: (names: readonly string[]) =>
    `Waiting for official results (nobody is selected from them until they are marked official): ${names.join(', ')}.`,
  reason: 'Reason',
  change: 'Change',
  changeFor: (name: string) => `Change the team: ${name}`,
  changeTeam: 'Change the team',
  changeIntro: 'Add a skater to a race of the team, or take one out, with the reason: the team sheet and the audit log keep it.',
  noRacesWithResults: 'No race has results yet, so there is no team to change.',
  skater: 'Skater',
  chooseSkater: 'Choose a skater',
  inTeam: 'in the team',
  notInTeam: 'not in the team',
  changeWillAdd: (name: string, race: string) => `This adds ${name} to the team for ${race}.`,
  changeWillRemove: (name: string, race: string) => `This takes ${name} out of the team for ${race}.`,
  saveChange: 'Save the change',
  cancel: 'Cancel',
  changeFailed: 'Failed to change the team.',
} as const;
