/**
 * The words of the championship setup screen (/admin/championships/setup): a registrar's one path
 * from a new championship's event and rules to its races and its entry fees. Without the schema
 * library, so the screen imports them cheaply.
 */
import { formatDate, formatDateTime } from '#domain/common/dates.ts';

export const SETUP_STEPS = ['event', 'races', 'fees'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupTexts = {
  title: 'Set up a championship',
  intro: 'Three steps, in order: the event and its rules, then its races, then its entry fees. Each step can be opened again later.',
  stepsLabel: 'Setup steps',
  steps: { event: '1. Event and rules', races: '2. Races', fees: '3. Entry fees' } satisfies Record<SetupStep, string>,
  stepOf: (step: SetupStep) => `Step ${SETUP_STEPS.indexOf(step) + 1} of ${SETUP_STEPS.length}`,
  needsEvent: 'Make the event first (step 1): the races and fees belong to it.',
  // Step 1
  eventHeading: 'The event',
  eventIntro: 'What the public sees on the events page: its title, day, place and description. It becomes a championship at once.',
  rulesHeading: 'The rules',
  create: 'Make the championship',
  creating: 'Making…',
  createFailed: 'Failed to make the championship.',
  saveEvent: 'Save the event',
  eventSaved: 'Event saved.',
  eventSaveFailed: 'Failed to save the event.',
  eventOn: (title: string, date: string) => `${title}, on ${formatDate(date)}`,
  // Step 2
  racesIntro: (count: number) =>
    count === 0
      ? 'No races yet: add them with the race builder.'
      : `${count} ${count === 1 ? 'race' : 'races'} so far. Add more, or go on to the fees.`,
  // Step 3
  feesIntro: 'What each entry costs, in whole rupees: per skater, per race, and an optional late fee after a given day. Leave 0 for none.',
  saveFees: 'Save the entry fees',
  savingFees: 'Saving…',
  feesFailed: 'Failed to save the entry fees.',
  // Links between the steps, and the end
  next: { event: 'Next: the races', races: 'Next: the entry fees', fees: 'Done: see the championship' } satisfies Record<SetupStep, string>,
  back: { event: '', races: 'Back: the event and rules', fees: 'Back: the races' } satisfies Record<SetupStep, string>,
  doneHeading: 'The championship is set up',
  done: (closes: string) =>
    `Parents can enter their skaters from their family page until ${formatDateTime(closes)}. Entries, results and the district team are on the championships screen.`,
  openChampionship: 'Open it on the championships screen',
  publicPage: "See the championship's public page",
  startLink: 'Set up a new championship',
  loadFailed: 'Failed to load the championship. Reload the page to try again.',
} as const;
