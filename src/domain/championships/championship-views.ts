/**
 * What the championship routes answer, as the screens read them: the public views (names and
 * clubs only) and the admins' team. Types only, so islands import them for free.
 */
import type { RaceGender, ResultOutcome, MedalCount } from './championship.ts';
import type { ClubPointsRow } from '#domain/clubs/standings.ts';
import type { PublicResultStatus, ResultStatus } from './result-status.ts';

export interface RaceView {
  _id: string;
  name: string;
  discipline: string;
  ageCategory: string;
  gender: RaceGender;
}

/** GET /api/events/{id}/championship */
export interface PublicChampionship {
  eventId: string;
  entriesClose: string;
  /** The day (YYYY-MM-DD) the races' age categories are counted on, for every entry. */
  ageDate: string;
  open: boolean;
  maxRacesPerSkater: number;
  selectPerRace: number;
  /** The most skaters one club may enter per race; none: no limit. */
  clubQuotaPerRace?: number;
  /** Club points for 1st, 2nd, 3rd … place; none: 5, 3 and 1. */
  clubPoints?: number[];
  races: RaceView[];
}

/** GET /api/events/{id}/startlists */
export interface StartLists {
  eventId: string;
  /** `skaterId` only for a skater who has a public page (approved for the season now running). */
  races: (RaceView & { entrants: { name: string; club: string; skaterId?: string }[] })[];
}

export interface PublicResultRow {
  position?: number;
  mark?: string;
  outcome?: ResultOutcome;
  name: string;
  club: string;
  /** Only for a skater who has a public page (approved for the season now running). */
  skaterId?: string;
}

/** GET /api/events/{id}/results */
export interface EventResultsView {
  eventId: string;
  /** `status` only for a race whose results are public (from the race's day on, with rows). */
  races: (RaceView & { status?: PublicResultStatus; results: PublicResultRow[] })[];
  medals: MedalCount[];
  /** Club points by final place (docs/clubs.md#club-standings), most first. */
  clubPoints?: ClubPointsRow[];
}

/** Where a skater raced and how they finished, as a profile's results and a certificate state it. */
export interface RaceFinish {
  eventTitle: string;
  eventDate: string;
  race: string;
  discipline: string;
  ageCategory: string;
  /** Absent when the skater has no position (an outcome, or a participation certificate). */
  position?: number;
}

/** GET /api/skaterprofiles/{id}/results */
export interface SkaterResult extends RaceFinish {
  eventId: string;
  status: PublicResultStatus;
  mark?: string;
  outcome?: ResultOutcome;
}

/** One race in the results screen's picker: who is entered, what is saved and how final it is. */
export interface RaceSummary {
  raceId: string;
  /** Entries still entered in the race. */
  entrants: number;
  /** Result rows saved (0: none yet). */
  results: number;
  /** null: no results saved yet. */
  status: PublicResultStatus | null;
}

/** GET /api/events/{id}/race-summaries (admins) */
export interface RaceSummariesView {
  eventId: string;
  /** The championship's day (YYYY-MM-DD), on the association's calendar. */
  raceDay: string;
  /** Whether that day has come: results may be marked official from then on. */
  raceDayReached: boolean;
  races: RaceSummary[];
}

/** GET /api/events/{id}/results/{raceId} (admins): one race's rows as stored, and how final they are. */
export interface RaceResultsAdminView {
  eventId: string;
  raceId: string;
  rows: { entryId: string; position?: number; mark?: string; outcome?: ResultOutcome }[];
  /** null: no results saved yet. */
  status: ResultStatus | null;
  officialAt?: string;
  correctedAt?: string;
  correctionReason?: string;
  updatedAt: string | null;
}

/** POST /api/entries/eligible */
export interface EligibleRaces {
  name: string;
  maxRacesPerSkater: number;
  raceIds: string[];
}

export interface TeamMember {
  entryId: string;
  name: string;
  club: string;
  registrationNo: string;
  position?: number;
  mark?: string;
  basis: 'result' | 'added';
  reason?: string;
}

/** GET /api/events/{id}/selection (admins) */
export interface DistrictTeamView {
  eventId: string;
  selectPerRace: number;
  /** `results`: whether the race has results and how final they are; only official ones select anyone. */
  races: (RaceView & { results: ResultStatus | 'none'; selected: TeamMember[]; removed: TeamMember[] })[];
  overrides: { entryId: string; raceId: string; selected: boolean; reason: string; at: string }[];
}
