/**
 * Championship entries: who may run which race, and one entry per skater per event. The skater is
 * found by registration number and date of birth; an unknown number and a wrong date answer the
 * same 404, so the answers never tell a stranger whether a number exists. Everything else is
 * checked here on the server, rule by rule, whatever the form offered.
 */
import { Conflict, Refused } from '#domain/common/errors.ts';
import { currentSeason } from '#config/rules.ts';
import { ageCategory, dayAsDate } from '#domain/registry/age-category.ts';
import { ageDayOf, championshipMessages, raceRefusal, type EntrantFacts } from '#domain/championships/championship.ts';
import type { Championship, Entry, Race } from '#domain/championships/championship.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { entries } from '#shared/collections/championships.ts';
import { entryIdFor } from './championship-store.ts';
import { findWithBirthDate } from '#shared/registry/birth-date-budget.ts';
import { chargeEntry } from '#shared/fees/charges.ts';

/** Counted against the skater's budget of wrong dates, shared with the registry's look-ups. */
export const findEntrant = (registrationNo: string, dob: string): Promise<Skater> =>
  findWithBirthDate({ kind: 'number', value: registrationNo }, dob, championshipMessages.skaterNotFound);

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

const ALREADY_THERE = /already has a record/;

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
const refuseChange = (current: Entry, raceIds: readonly string[], { replace, byAdmin }: EntryTerms) => {
  if (current.status === 'withdrawn') {
    if (!byAdmin) throw new Conflict(championshipMessages.withdrawnByAdmin);
    return;
  }
  const keeps = current.raceIds.every((race) => raceIds.includes(race));
  if (!keeps && !replace) throw new Conflict(championshipMessages.replaceNeeded);
};

/**
 * Enters the skater, or changes the races of their entry (see `refuseChange`). The entry's id
 * comes from the event and the skater, so two simultaneous first entries meet on one record: one
 * inserts it, the other finds it there and is treated as a change.
 */
export const enterSkater = async (
  championship: Championship,
  skater: Skater,
  raceIds: readonly string[],
  terms: EntryTerms,
  now = new Date(),
): Promise<{ entry: Entry; replaced: boolean }> => {
  const _id = entryIdFor(championship._id, skater._id);
  const at = now.toISOString();
  const fields = {
    registrationNo: skater.registrationNo ?? '',
    name: skater.name,
    club: skater.representativeClub,
    raceIds: [...raceIds],
    status: 'entered' as const,
    updatedAt: at,
  };
  let before: readonly string[] = [];
  const replace = async () => {
    let replaced = false;
    const entry = await entries().update(_id, ({ withdrawnAt: _back, ...current }) => {
      refuseChange(current as Entry, raceIds, terms);
      replaced = current.status === 'entered';
      before = current.status === 'entered' ? current.raceIds : [];
      return { ...current, ...fields };
    });
    return entry ? { entry, replaced } : undefined;
  };
  const charged = async (result: { entry: Entry; replaced: boolean }) => {
    if (terms.chargedToClub) return result;
    const added = raceIds.filter((race) => !before.includes(race)).length;
    await chargeEntry(championship, skater, result.entry, added, now);
    return result;
  };
  const existing = await replace();
  if (existing) return charged(existing);
  try {
    const entry = await entries().insert({ _id, eventId: championship._id, skaterId: skater._id, createdAt: at, ...fields });
    return charged({ entry, replaced: false });
  } catch (error) {
    if (!(error instanceof Error && ALREADY_THERE.test(error.message))) throw error;
    const raced = await replace();
    if (!raced) throw error;
    return charged(raced);
  }
};
