/**
 * A club's results for its prerendered page: its skaters' rows in the championships the build
 * knows (the newest first, at most `limit` of them), with the club's medals there. Read from the
 * same public sheets as the results pages, so nothing else of a skater can appear.
 */
import type { ChampionshipSheets } from '#domain/championships/championship.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';

export interface ClubResultRow {
  race: string;
  discipline: string;
  name: string;
  skaterId?: string | undefined;
  position?: number | undefined;
  mark?: string | undefined;
  outcome?: 'DNF' | 'DQ' | 'DNS' | undefined;
}

export interface ClubChampionshipResults {
  eventId: string;
  eventTitle: string;
  eventDate: string;
  medals: { gold: number; silver: number; bronze: number };
  /** The best places first, at most `CLUB_ROWS_SHOWN`; the championship's results page has them all. */
  rows: ClubResultRow[];
  /** How many rows of the club's are left out. */
  more: number;
}

/** A big club's rows in one championship would fill the page: the best places show, the results page has the rest. */
export const CLUB_ROWS_SHOWN = 30;

/** Placed rows by place, then the outcomes (DNF, DQ, DNS). */
const byPlace = (a: { position?: number | undefined }, b: { position?: number | undefined }) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const clubResultsOf = (
  club: string,
  sheets: readonly ChampionshipSheets[],
  events: readonly Event[],
  limit = 3,
): ClubChampionshipResults[] => {
  if (club.trim() === '') return [];
  const eventOf = new Map(events.map((event) => [event._id, event]));
  return sheets
    .flatMap((sheet) => {
      const event = eventOf.get(sheet.eventId);
      if (!event) return [];
      const rows = sheet.results.races.flatMap((race) =>
        race.results.filter((row) => same(row.club, club)).map((row) => ({ race: race.name, discipline: race.discipline, ...row })),
      );
      if (rows.length === 0) return [];
      const medal = sheet.results.medals.find((entry) => same(entry.club, club));
      const shown = [...rows].sort(byPlace).slice(0, CLUB_ROWS_SHOWN);
      return [
        {
          eventId: event._id,
          eventTitle: event.title,
          eventDate: event.date,
          medals: { gold: medal?.gold ?? 0, silver: medal?.silver ?? 0, bronze: medal?.bronze ?? 0 },
          more: rows.length - shown.length,
          rows: shown.map(({ race, discipline, name, skaterId, position, mark, outcome }) => ({
            race,
            discipline,
            name,
            ...(skaterId ? { skaterId } : {}),
            ...(position === undefined ? {} : { position }),
            ...(mark ? { mark } : {}),
            ...(outcome ? { outcome } : {}),
          })),
        },
      ];
    })
    .sort((a, b) => b.eventDate.localeCompare(a.eventDate))
    .slice(0, limit);
};
