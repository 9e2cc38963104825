/**
 * "Find a skater" on start lists and results: the races narrowed to the skaters whose name or club
 * holds what was typed. Start numbers are fixed before narrowing, so a skater keeps their number.
 */
import type { EventResultsView, StartLists } from '#domain/championships/championship-views.ts';
import { matchesSearch } from '#domain/common/search.ts';

export type NumberedStartLists = (Omit<StartLists['races'][number], 'entrants'> & {
  entrants: { number: number; name: string; club: string; skaterId?: string }[];
})[];

const searching = (query: string) => query.trim() !== '';

export const findInStartLists = (races: StartLists['races'], query: string): NumberedStartLists =>
  races
    .map((race) => ({
      ...race,
      entrants: race.entrants
        .map((entrant, index) => ({ ...entrant, number: index + 1 }))
        .filter((entrant) => matchesSearch(query, [entrant.name, entrant.club])),
    }))
    .filter((race) => !searching(query) || race.entrants.length > 0);

export const findInResults = (races: EventResultsView['races'], query: string): EventResultsView['races'] =>
  races
    .map((race) => ({ ...race, results: race.results.filter((row) => matchesSearch(query, [row.name, row.club])) }))
    .filter((race) => !searching(query) || race.results.length > 0);
