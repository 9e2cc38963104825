/**
 * What the race director's routes answer (the grid of races and one race whole), as the admin
 * screens read them. The public rounds' shape is in public-rounds.ts.
 */
import type { Race } from '#domain/championships/championship.schema.ts';
import type { HeatResultRow, Start } from './race-day.schema.ts';
import type { RaceSetup, RoundKind, RoundPlan } from './race-format.ts';

export interface RaceDaySummary {
  eventNumber: number;
  format: string;
  distance: number;
  roundsSeeded: number;
}

export interface RaceDayGridView {
  eventId: string;
  races: (Race & { raceDay?: RaceDaySummary })[];
}

interface Person {
  name: string;
  club: string;
  bib?: number;
}

export interface AdminHeat {
  number: number;
  starts: (Start & Person)[];
  rows: (HeatResultRow & Person)[];
  status?: 'provisional' | 'official';
  version: number;
  officialAt?: string;
  correctedAt?: string;
  source?: { kind: 'typed' | 'lif' | 'chip'; digest: string };
}

export interface AdminRound {
  number: number;
  kind: RoundKind;
  name: string;
  plan: RoundPlan;
  seed?: number;
  seededAt?: string;
  confirmedAt?: string;
  qualifiers?: { entryId: string; heat: number; mark: 'Q' | 'q'; reason: string }[];
  heats?: AdminHeat[];
}

export interface AdminRaceView {
  race: Race;
  eventNumber: number;
  setup: RaceSetup;
  rounds: AdminRound[];
}
