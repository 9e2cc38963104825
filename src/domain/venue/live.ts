/**
 * Live results (docs/venue.md): what the public pages and the projector poll while a championship
 * runs. The answer is small (each race's status and row count, and which race is on now), so an
 * unchanged championship costs a 304; a page that sees a race change fetches that sheet again.
 * No schema library, so the public pages import it cheaply.
 */
import type { PublicResultStatus } from '#domain/championships/result-status.ts';

export interface LiveRace {
  raceId: string;
  name: string;
  /** Null while the race has no results. */
  status: PublicResultStatus | null;
  rows: number;
  entrants: number;
}

export interface LiveAnswer {
  eventId: string;
  title: string;
  date: string;
  /** The championship's day is today (in the association's time zone): pages poll only then. */
  inProgress: boolean;
  now: { raceId: string; name: string } | null;
  next: { raceId: string; name: string } | null;
  races: LiveRace[];
}

/** How often a page asks while the championship runs; with the CDN's few seconds, a saved result shows within 15 s. */
export const LIVE_POLL_MS = 5_000;

/** How many of the latest official results the projector rotates through. */
export const PROJECTOR_LATEST = 5;

const done = (race: LiveRace) => race.status === 'official' || race.status === 'corrected';

/**
 * The race on now and the one after, in the championship's order: the first race with entrants
 * whose results are not official yet is being run (or called); the next such race is next up.
 */
export const nowAndNext = (races: readonly LiveRace[]): Pick<LiveAnswer, 'now' | 'next'> => {
  const open = races.filter((race) => race.entrants > 0 && !done(race));
  const named = (race: LiveRace | undefined) => (race ? { raceId: race.raceId, name: race.name } : null);
  return { now: named(open[0]), next: named(open[1]) };
};

/** The latest official results, newest first: the races later in the day's order ran later. */
export const latestOfficial = (races: readonly LiveRace[], count = PROJECTOR_LATEST): LiveRace[] =>
  races
    .filter((race) => done(race) && race.rows > 0)
    .slice(-count)
    .reverse();
