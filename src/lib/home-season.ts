/**
 * What the home page leads with, worked out from the build's content: the next championship or
 * event (with whether its entries are open), the latest championship results, the latest news and
 * photos. Pure functions of the content and the moment, so a test can move the clock.
 */
import type { ChampionshipSheets } from '#domain/championships/championship.schema.ts';
import type { PublicContent } from '#domain/content/public-content.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { dayOf } from '#domain/common/dates.ts';

export interface NextUp {
  event: Event;
  /** When entries close (ISO), for a championship. */
  entriesClose?: string;
  /** A championship whose entries are open at `now`. */
  open: boolean;
}

export interface SeasonLead {
  /** The event the page puts first: a championship with open entries, else the next championship, else the next event. */
  featured?: NextUp;
  /** The next few other coming events. */
  others: Event[];
}

/** The coming events (today's included, in the association's time zone), soonest first. */
const coming = (events: readonly Event[], now: Date): Event[] => {
  const today = dayOf(now.toISOString());
  return events.filter((event) => event.date >= today).sort((a, b) => a.date.localeCompare(b.date));
};

export const seasonLead = (
  events: readonly Event[],
  entriesClose: Readonly<Record<string, string>>,
  now: Date,
  othersCount = 2,
): SeasonLead => {
  const upcoming = coming(events, now).map((event): NextUp => {
    const close = entriesClose[event._id];
    return close === undefined ? { event, open: false } : { event, entriesClose: close, open: Date.parse(close) > now.getTime() };
  });
  const featured =
    upcoming.find((item) => item.open) ?? upcoming.find((item) => item.entriesClose !== undefined) ?? upcoming[0] ?? undefined;
  const others = upcoming.filter((item) => item !== featured).map((item) => item.event);
  return { ...(featured ? { featured } : {}), others: others.slice(0, othersCount) };
};

export interface LatestResults {
  event: Event;
  /** The clubs with the most medals, best first (gold, then silver, then bronze). */
  medals: ChampionshipSheets['results']['medals'];
  /** Winners of the first races with results. */
  winners: { race: string; name: string; club: string }[];
  /** How many races have results. */
  racesWithResults: number;
}

/** The championship whose results are the newest: the most recent one already held, else any with results. */
export const latestResults = (
  sheets: readonly ChampionshipSheets[],
  events: readonly Event[],
  now: Date,
  { clubs = 3, winners = 3 } = {},
): LatestResults | undefined => {
  const today = dayOf(now.toISOString());
  const withResults = sheets
    .map((sheet) => ({ sheet, event: events.find((event) => event._id === sheet.eventId) }))
    .filter((pair): pair is { sheet: ChampionshipSheets; event: Event } => pair.event !== undefined)
    .filter(({ sheet }) => sheet.results.races.some((race) => race.results.length > 0));
  const held = withResults.filter(({ event }) => event.date <= today).sort((a, b) => b.event.date.localeCompare(a.event.date));
  const chosen = held[0] ?? withResults.sort((a, b) => a.event.date.localeCompare(b.event.date))[0];
  if (!chosen) return undefined;
  const { sheet, event } = chosen;
  const races = sheet.results.races.filter((race) => race.results.length > 0);
  const medals = [...sheet.results.medals]
    .sort((a, b) => b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.club.localeCompare(b.club))
    .slice(0, clubs);
  return {
    event,
    medals,
    winners: races
      .flatMap((race) => {
        const first = race.results.find((row) => row.position === 1);
        return first ? [{ race: race.name, name: first.name, club: first.club }] : [];
      })
      .slice(0, winners),
    racesWithResults: races.length,
  };
};

/** The home page's content in one call. */
export const homeSeason = (content: PublicContent, now: Date) => ({
  lead: seasonLead(content.events.items, content.entriesClose, now),
  results: latestResults(content.championships, content.details.events, now),
  news: content.news.items.slice(0, 3),
  photos: content.gallery.items.slice(0, 6),
});
