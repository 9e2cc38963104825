/**
 * Who may run which race of a championship, and what an entry already there allows: pure rules
 * (no store), checked on the server rule by rule whatever the form offered, by the public entry
 * form, the family page, a club's batch and the registrars alike.
 */
import { Conflict, Refused } from '#domain/common/errors.ts';
import { currentSeason } from '#config/rules.ts';
import { ageCategory, dayAsDate } from '#domain/registry/age-category.ts';
import { ageDayOf, championshipMessages, raceRefusal, type EntrantFacts } from './championship.ts';
import type { Championship, Entry, Race } from './championship.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';

export const refuseIfClosed = (championship: Championship, now = new Date()): void => {
  if (now >= new Date(championship.entriesClose)) throw new Conflict(championshipMessages.closed);
};

/** The skater may enter at all: approved, and for the season now running. */
const refuseIfNotEntrant = (skater: Skater, now: Date) => {
  if (skater.status !== 'approved') throw new Conflict(championshipMessages.notApproved);
  if (skater.season !== currentSeason(now)) throw new Conflict(championshipMessages.notCurrent);
};

/**
 * What the race rules check, and nothing more: the age category on the championship's one day for
 * ages, so an entry made in December and one made in January are judged alike.
 */
const entrantFacts = (skater: Skater, championship: Championship): EntrantFacts => {
  const day = ageDayOf(championship);
  return {
    eventCategory: skater.eventCategory,
    gender: skater.gender,
    ageCategory: ageCategory(skater.dob, dayAsDate(day)),
    referenceDay: day,
  };
};

export const eligibleRaces = (skater: Skater, championship: Championship, now = new Date()): Race[] => {
  refuseIfNotEntrant(skater, now);
  const facts = entrantFacts(skater, championship);
  return championship.races.filter((race) => raceRefusal(race, facts) === null);
};

/** The races chosen, each checked; the first rule broken is the answer (400, naming it). */
export const checkRaces = (skater: Skater, championship: Championship, raceIds: readonly string[], now = new Date()): Race[] => {
  refuseIfNotEntrant(skater, now);
  const byId = new Map(championship.races.map((race) => [race._id, race]));
  const races = raceIds.map((id) => byId.get(id));
  if (races.some((race) => race === undefined)) throw new Refused(championshipMessages.unknownRace);
  if (races.length > championship.maxRacesPerSkater) {
    throw new Refused(championshipMessages.tooManyForSkater(championship.maxRacesPerSkater));
  }
  const facts = entrantFacts(skater, championship);
  for (const race of races as Race[]) {
    const refusal = raceRefusal(race, facts);
    if (refusal) throw new Refused(refusal);
  }
  return races as Race[];
};

export interface EntryTerms {
  /** The sender said so: the races already entered may be replaced or dropped. */
  replace: boolean;
  /** A registrar or owner: may bring back an entry the association withdrew. */
  byAdmin: boolean;
  /** A club's batch: its fees are the club's payment (fees/club-charges.ts), so no charge is made here. */
  chargedToClub?: boolean;
}

/**
 * What an entry already there allows: a date of birth is all the public form asks for, so it may
 * add races, but replaces or drops the ones entered only when the sender says so (`replace`), and
 * never brings back an entry the association withdrew (409 either way).
 */
export const refuseChange = (current: Entry, raceIds: readonly string[], { replace, byAdmin }: EntryTerms): void => {
  if (current.status === 'withdrawn') {
    if (!byAdmin) throw new Conflict(championshipMessages.withdrawnByAdmin);
    return;
  }
  const keeps = current.raceIds.every((race) => raceIds.includes(race));
  if (!keeps && !replace) throw new Conflict(championshipMessages.replaceNeeded);
};
