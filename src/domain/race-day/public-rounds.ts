/**
 * The public rounds of a championship as `GET /api/events/{id}/rounds` answers them, and what the
 * public page says of them. Types only, and no schema library: the public island imports it cheaply.
 */
import type { ResultOutcome } from '#domain/championships/championship.ts';
import { RACE_FORMAT_NAMES, type RaceFormat, type RoundKind } from './race-format.ts';

export interface PublicStart {
  position: number;
  bib?: number;
  name: string;
  club: string;
}

export interface PublicHeatResult {
  place?: number;
  time?: string;
  points?: number;
  eliminated?: number;
  outcome?: ResultOutcome;
  qualified?: 'Q' | 'q';
  /** The time was the skater's personal (PB) or season best (SB) when it was set. */
  best?: 'PB' | 'SB';
  /** The time is an accepted meet (MR), district (DR) or state record (SR). */
  records?: ('MR' | 'DR' | 'SR')[];
  bib?: number;
  name: string;
  club: string;
}

export interface PublicHeat {
  number: number;
  starts: PublicStart[];
  status?: 'provisional' | 'official' | 'corrected';
  results?: PublicHeatResult[];
}

export interface PublicRace {
  _id: string;
  name: string;
  discipline: string;
  ageCategory: string;
  gender: string;
  distance: number;
  format: RaceFormat;
  rounds: { number: number; kind: RoundKind; name: string; heats: PublicHeat[] }[];
}

export interface PublicRounds {
  eventId: string;
  races: PublicRace[];
}

export const publicRoundsTexts = {
  title: 'Heats and rounds',
  intro: 'Every race run in heats and rounds: start positions and bibs from the moment a round is drawn, results from the race’s day.',
  legend: 'Q: through by place. q: through by time. PB: personal best. SB: season best. MR, DR, SR: meet, district, state record.',
  race: (race: Pick<PublicRace, 'distance' | 'format'>) => `${race.distance.toLocaleString('en-IN')} m, ${RACE_FORMAT_NAMES[race.format]}`,
  heat: (number: number, of: number) => (of === 1 ? 'One heat' : `Heat ${number} of ${of}`),
  status: { provisional: 'Provisional', official: 'Official', corrected: 'Official (corrected)' } as const,
  startList: 'Start list',
  loading: 'Loading the heats…',
  none: 'No race has been drawn into heats yet. The start lists show who is entered:',
  startListsLink: 'see the start lists',
  missing: 'This championship was not found. See the events for the championships there are:',
  eventsLink: 'all events',
  oneRace: 'One race of the championship.',
  allRaces: 'See every race',
  raceNotDrawn: 'This race has not been drawn into heats yet.',
  failed: 'The heats could not be loaded. Check your connection and reload the page.',
  columns: { position: 'Pos.', place: 'Place', bib: 'Bib', skater: 'Skater', time: 'Time', through: 'Through' },
  points: (points: number) => `${points} pts`,
  eliminated: (order: number) => `out ${order}`,
  throughBy: { Q: 'Q (by place)', q: 'q (by time)' } as const,
  bests: { PB: 'personal best', SB: 'season best' } as const,
  records: { MR: 'meet record', DR: 'district record', SR: 'state record' } as const,
  recordsLink: 'Records',
} as const;

/** The public page of one race's rounds (`raceId`), or of every race's. */
export const roundsPagePath = (eventId: string, raceId?: string): string =>
  `/events/${encodeURIComponent(eventId)}/rounds${raceId ? `?race=${encodeURIComponent(raceId)}` : ''}`;
