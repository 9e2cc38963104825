/** What the race director's screen (/admin/race-day) says: each empty state and success names the next step. */
import { RACE_FORMAT_NAMES, ROUND_NAMES, type RaceFormat, type RoundKind, type RoundPlan } from './race-format.ts';

export const RACE_DAY_SCREEN = '/admin/race-day';

/** The screen's address for a championship, and for one of its races. */
export const raceDayScreenPath = (eventId: string, raceId?: string): string =>
  `${RACE_DAY_SCREEN}?${new URLSearchParams({ event: eventId, ...(raceId ? { race: raceId } : {}) }).toString()}`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Heats of up to 8 · 2 by place + 2 by time", "Final A · one heat". */
export const roundPlanText = (plan: RoundPlan): string => {
  const size = plan.heats !== undefined ? plural(plan.heats, 'heat') : `heats of up to ${plan.heatSize ?? 0}`;
  const through = plan.byPlace + plan.byTime > 0 ? ` · ${plan.byPlace} by place + ${plan.byTime} by time go through` : '';
  return `${ROUND_NAMES[plan.kind]}: ${size}${through}`;
};

export const formatText = (setup: { format: string; distance: number }): string =>
  `${setup.distance} m, ${RACE_FORMAT_NAMES[setup.format as RaceFormat] ?? setup.format}`;

export const raceDayAdminTexts = {
  title: 'Race day',
  intro:
    'Choose a championship, set its races’ formats, number the bibs, then open a race to seed its heats, enter or import each heat’s results and confirm who goes through.',
  championship: 'Championship',
  chooseChampionship: 'Choose a championship',
  noChampionships: 'There is no championship yet. Next: set one up.',
  setUpLink: 'Set up a championship',
  loadFailed: 'The races could not be loaded. Please reload the page.',
  fromChampionship: 'Race day: formats, heats and results',

  // The grid
  gridHeading: 'Races and their formats',
  noRaces: 'This championship has no races yet. Next: add them on the championship’s races screen.',
  addRacesLink: 'Add races',
  columns: {
    choose: 'Choose',
    race: 'Race',
    format: 'Format',
    eventNumber: 'Event no.',
    rounds: 'Rounds seeded',
    open: 'Heats and results',
  },
  chooseRace: (name: string) => `Choose ${name}`,
  noFormat: 'Not set',
  template: 'Template',
  chooseTemplate: 'Choose a template',
  setFormats: (count: number) => (count === 0 ? 'Choose races to set their format' : `Set the format of ${plural(count, 'race')}`),
  formatsFailed: 'The formats could not be saved.',
  chooseAll: 'Choose every race without a format',
  openRace: 'Open',
  openRaceLabel: (name: string) => `Open ${name}`,
  formatFirst: 'Set its format first',
  nextBibs: 'Number the bibs',

  // Bibs and the timing system
  bibsHeading: 'Bibs',
  bibsIntro: 'Every skater entered who has no bib yet gets one; bibs given stay. The start lists and heat sheets print them.',
  bibMode: 'Numbering',
  bibModes: { sequence: 'One sequence from 1', 'by-age-category': 'A hundred per age category (100, 200 …)' } as Record<string, string>,
  numberBibs: 'Number the bibs',
  bibsFailed: 'The bibs could not be numbered.',
  timingHeading: 'Timing system files (FinishLynx)',
  timingIntro: 'Export them after seeding: every seeded heat is in them, with event numbers that never change.',
  lynxFiles: {
    'lynx.ppl': 'Skaters (lynx.ppl)',
    'lynx.evt': 'Heats and start positions (lynx.evt)',
    'lynx.sch': 'Schedule (lynx.sch)',
  } as const,

  // One race
  backToGrid: 'All races of this championship',
  raceFailed: 'This race could not be loaded.',
  notSetUp: 'This race has no format yet. Next: choose its format on the races list.',
  eventNumber: (number: number) => `Event ${number} for the timing system`,
  roundHeading: (plan: RoundPlan) => roundPlanText(plan),
  notSeeded: 'Not seeded yet. Next: seed it from the entries.',
  seededLater: (previous: RoundKind) => `Seeded when who goes through from ${ROUND_NAMES[previous]} is confirmed.`,
  drawNumber: 'Draw number (leave empty for a new draw)',
  seed: 'Seed the round',
  seedAgain: 'Draw again',
  seedFailed: 'The round could not be seeded.',
  drawnWith: (seed: number) => `Drawn with draw number ${seed}`,
  heatSheets: 'Heat sheets (PDF)',
  nextHeatSheets: 'Download the heat sheets',

  // A heat
  heatHeading: (heat: number, of: number) => (of === 1 ? 'One heat' : `Heat ${heat} of ${of}`),
  status: { none: 'No results yet', provisional: 'Provisional', official: 'Official' } as Record<string, string>,
  heatColumns: { position: 'Pos.', bib: 'Bib', name: 'Skater', place: 'Place', time: 'Time', outcome: 'Outcome' },
  placeLabel: (name: string) => `Place of ${name}`,
  timeLabel: (name: string) => `Time of ${name}`,
  outcomeLabel: (name: string) => `Outcome of ${name}`,
  finished: 'Finished',
  reason: 'Reason for the correction',
  saveResults: 'Save results',
  saveFailed: 'The results could not be saved.',
  correctionChanges: 'Apply the correction and seed the next round again',
  markOfficial: 'Mark official',
  backToProvisional: 'Back to provisional',
  statusFailed: 'The heat’s status could not be changed.',
  nothingEntered: 'Enter a place or an outcome for at least one skater.',
  nextOfficial: 'Mark it official',
  nextQualifiers: 'See who goes through',

  // Import
  importHeading: 'Import a timing file',
  importFormat: 'File',
  importFormats: { lif: 'FinishLynx result (.lif)', chip: 'Chip timing (tag,time)' } as Record<string, string>,
  file: 'Result file',
  tags: 'Tag list (tag,bib lines)',
  minLap: 'Minimum lap time (seconds)',
  offset: 'Clock offset (seconds)',
  importButton: 'Import',
  importFailed: 'The file could not be imported.',
  chooseFile: 'Choose the file first.',
  unmatchedHeading: 'Lines not imported',
  unmatchedLine: (line: number, text: string, reason: string) => `Line ${line} (${text}): ${reason}`,

  // Who goes through
  qualifiersHeading: 'Who goes through',
  qualifierColumns: { mark: 'Mark', name: 'Skater', why: 'Why' },
  proposalFailed: 'Who goes through could not be worked out.',
  proposalWaits: 'Next: mark every heat of this round official; the proposal appears here.',
  proposalIntro: (count: number, next: RoundKind) => `${plural(count, 'skater')} go through to ${ROUND_NAMES[next]}.`,
  tieLegend: (reason: string) => `Tie at the cut-off: ${reason} Tick the referee’s choice.`,
  confirm: 'Confirm and seed the next round',
  confirmFailed: 'Who goes through could not be confirmed.',
  confirmedOn: (next: RoundKind) => `Confirmed: ${ROUND_NAMES[next]} seeded below.`,
  nextRound: (next: RoundKind) => `Go to ${ROUND_NAMES[next]}`,
  lastRound: 'This is the last round: once its heats are official they are the race’s result.',
  resultsLink: 'See the public rounds and results',
} as const;
