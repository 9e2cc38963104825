/** What race day's routes and screens say: refusals in plain words, each with what to do next. */
import { ROUND_NAMES, type RoundKind } from './race-format.ts';

export const raceDayTexts = {
  noFormat: 'This race has no format yet: set its distance and format first.',
  unknownTemplate: 'There is no such template: choose one of the list.',
  alreadySeeded: (race: string) => `${race} has been seeded: its format can no longer change.`,
  formatsSaved: (count: number) => `${count === 1 ? 'One race' : `${count} races`} set up. Next: number the bibs and seed the first round.`,
  noEntrants: 'Nobody is entered in this race yet: seed it once the entries are in.',
  seedFirstOnly: 'Only the first round is seeded from the entries; later rounds are seeded by confirming who goes through.',
  roundHasResults: (round: RoundKind) => `${ROUND_NAMES[round]} already have results: the heats can no longer be drawn again.`,
  seeded: (round: RoundKind, heats: number) =>
    `${ROUND_NAMES[round]} seeded: ${heats} ${heats === 1 ? 'heat' : 'heats'}. Next: print the heat sheets.`,
  notSeeded: 'This round has not been seeded yet.',
  noSuchHeat: 'Heat',
  notInHeat: (row: number) => `Row ${row}: this skater is not in this heat.`,
  twice: (row: number) => `Row ${row}: this skater is already in the results.`,
  badTime: (row: number, message: string) => `Row ${row}: ${message}`,
  placeOrOutcome: (row: number) => `Row ${row}: give a place or an outcome (DNS, DNF, DQ).`,
  staleHeat: 'These results were changed meanwhile: open the heat again to see the latest before saving.',
  reasonNeeded: 'This heat is official: give the reason for the correction.',
  correctionChanges: (round: RoundKind) =>
    `This correction changes who goes through to the ${ROUND_NAMES[round].toLowerCase()}: check the changes below and send it again with "confirm" to apply it.`,
  nextRoundRaced: (round: RoundKind) => `The ${ROUND_NAMES[round].toLowerCase()} already have results: correct them first.`,
  wouldGoThrough: (name: string) => `${name} would go through`,
  wouldDropOut: (name: string) => `${name} would no longer go through`,
  resultsSaved: 'Results saved as provisional. Next: check them and mark the heat official.',
  correctionSaved: 'Correction saved.',
  unchanged: 'These results were already saved: nothing changed.',
  nothingToMark: 'This heat has no results to mark official.',
  markedOfficial: 'Heat marked official. Next: when every heat of the round is official, confirm who goes through.',
  markedProvisional: 'Heat set back to provisional.',
  alreadyStatus: (status: string) => `This heat is already ${status}.`,
  backAfterConfirm: 'Who goes through from this round has been confirmed: correct the heat instead of setting it back.',
  notAllOfficial: (heats: number[]) => `Heats not yet official: ${heats.join(', ')}. Mark them official first.`,
  lastRound: 'This is the last round: its results are the race\u2019s.',
  confirmed: (round: RoundKind) => `Qualifiers confirmed; ${ROUND_NAMES[round].toLowerCase()} seeded. Next: print their heat sheets.`,
  nextRoundStarted: (round: RoundKind) =>
    `The ${ROUND_NAMES[round].toLowerCase()} already have results: who goes through can no longer change.`,
  bibsNumbered: (count: number) => `${count} ${count === 1 ? 'bib' : 'bibs'} numbered. Next: export the start lists to the timing system.`,
  importSaved: (rows: number, unmatched: number) =>
    `${rows} ${rows === 1 ? 'result' : 'results'} imported as provisional${unmatched ? `; ${unmatched} ${unmatched === 1 ? 'line' : 'lines'} not matched (listed below)` : ''}. Next: check them and mark the heat official.`,
  importUnchanged: 'This file was imported already: nothing changed.',
  importOfficial: 'This heat is official: an import cannot change it. Correct it by hand, with the reason.',
  nothingImported: 'No line of this file matches a skater of this heat: nothing was imported.',
} as const;
