/**
 * A club's batch of entries (docs/clubs.md#entries-for-the-squad): the reasons a line is refused,
 * the CSV's shape (the letter each parent is sent is club-entry-letter-in.ts). Zod-free.
 */

export const BATCH_CSV_HEADER = 'registrationNo,race';
/** Lines one batch may hold: a big club's squad, three races each, with room to spare. */
export const BATCH_LINES_MAX = 1_000;
export const BATCH_CSV_MAX_CHARS = 60_000;

export const batchReasons = {
  notOnRoster: "Not on your club's roster (approved skaters naming your club).",
  notAllowed: 'The parent has not allowed club entries for this skater.',
  lapsed: 'Not registered for the season now running: the parent renews on the family page first.',
  unknownRace: 'Unknown race: not a race of this championship.',
  alreadyEntered: 'Already entered for this race.',
  quotaReached: (quota: number) => `Your club's quota for this race is reached (${quota} skaters).`,
  malformed: `Not a line of the template: write the registration number, a comma, and the race (${BATCH_CSV_HEADER}).`,
  duplicate: (line: number) => `The same skater and race as line ${line}: skipped.`,
} as const;

export const batchMessages = {
  nothingChosen: 'Choose at least one skater and race, or upload a CSV file.',
  tooMany: `A batch holds at most ${BATCH_LINES_MAX} lines.`,
  closed: 'Entries are closed for this championship.',
  notOpen: 'This championship is not open for entries.',
  entered: (count: number, skaters: number) =>
    `${count} ${count === 1 ? 'race' : 'races'} entered for ${skaters} ${skaters === 1 ? 'skater' : 'skaters'}. Each parent has been sent what the club entered.`,
  changedSinceCheck: 'Some lines are no longer accepted (see each reason). Nothing was entered: check the list again and confirm.',
} as const;
