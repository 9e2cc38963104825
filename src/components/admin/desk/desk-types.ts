/** The desk's data on the device: the server's day answer (GET /api/events/{id}/desk) and the outbox's changes. */
import type { ResultOutcome } from '#domain/championships/championship.ts';

export interface DeskRow {
  entryId: string;
  position?: number | undefined;
  mark?: string | undefined;
  outcome?: ResultOutcome | undefined;
}

export interface DeskEntrant {
  entryId: string;
  name: string;
  club: string;
  registrationNo: string;
}

export interface DeskRace {
  raceId: string;
  name: string;
  discipline: string;
  ageCategory: string;
  gender: string;
  entrants: DeskEntrant[];
  results: { rows: DeskRow[]; status: string | null; version: number | null };
  checkin: { present: string[]; callAt: string; version: number | null };
}

export interface DeskDay {
  eventId: string;
  title: string;
  date: string;
  races: DeskRace[];
  /** When the server answered it (ISO). */
  at: string;
}

export type ChangeKind = 'results' | 'checkin';

/** A 409's two values: the race as it is on the site now (with who changed it) and what this desk sent. */
export interface Conflict {
  message: string;
  current: { rows?: DeskRow[]; present?: string[]; callAt?: string; version: number | null; by?: string; at?: string };
  sent: { rows?: DeskRow[]; present?: string[]; callAt?: string };
}

/** One change waiting to be sent, in order (`seq`), with its stable change id. */
export interface OutboxItem {
  seq: number;
  changeId: string;
  kind: ChangeKind;
  eventId: string;
  raceId: string;
  body: {
    raceId: string;
    base: number | null;
    device: string;
    rows?: DeskRow[];
    reason?: string;
    present?: string[];
    callAt?: string;
  };
  madeAt: string;
  /** Set when the server refused it: a stale copy (both values) or another reason. */
  conflict?: Conflict;
  refused?: string;
}
