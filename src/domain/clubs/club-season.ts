/**
 * A club's season on its prerendered page: its club points in each championship of the newest
 * season that has championship results (so the page keeps last season's table until this season's
 * first results), and their sum. Read from the same public sheets as the results pages.
 */
import { seasonOf } from '#config/rules.ts';
import type { ChampionshipSheets } from '#domain/championships/championship.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { clubStandings, seasonStandings } from './standings.ts';

export interface ClubSeason {
  season: number;
  total: number;
  championships: { eventId: string; title: string; date: string; points: number }[];
}

/** An event's season, from its day (noon, so no time zone moves it to another day). */
const seasonOfDay = (day: string): number => seasonOf(new Date(`${day}T12:00:00Z`));

export const clubSeasonOf = (club: string, sheets: readonly ChampionshipSheets[], events: readonly Event[]): ClubSeason | undefined => {
  const eventOf = new Map(events.map((event) => [event._id, event]));
  const scored = sheets.flatMap((sheet) => {
    const event = eventOf.get(sheet.eventId);
    if (!event || !sheet.results.races.some((race) => race.results.length > 0)) return [];
    // Sheets built before club points existed: counted from their results with the default points.
    const standings = sheet.results.clubPoints ?? clubStandings(sheet.results.races);
    return [{ eventId: event._id, title: event.title, date: event.date, season: seasonOfDay(event.date), standings }];
  });
  if (scored.length === 0 || club.trim() === '') return undefined;
  const season = Math.max(...scored.map((entry) => entry.season));
  const ofSeason = scored.filter((entry) => entry.season === season).sort((a, b) => a.date.localeCompare(b.date));
  const { total, championships } = seasonStandings(ofSeason, club);
  const dateOf = new Map(ofSeason.map((entry) => [entry.eventId, entry.date]));
  return { season, total, championships: championships.map((entry) => ({ ...entry, date: dateOf.get(entry.eventId) ?? '' })) };
};
