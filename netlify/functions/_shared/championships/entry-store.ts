/**
 * Championship entries in the store: one per skater per event, its id derived from the two, so
 * "this skater's entry for this event" is one read and a second entry can only ever replace the
 * first. The skater is found by registration number and date of birth; an unknown number and a
 * wrong date answer the same 404, so the answers never tell a stranger whether a number exists.
 * Who may run which race is the pure rules' (src/domain/championships/entry-rules.ts).
 */
import { refuseChange, type EntryTerms } from '#domain/championships/entry-rules.ts';
import { championshipMessages } from '#domain/championships/championship.ts';
import { Conflict } from '#domain/common/errors.ts';
import { formatDate } from '#domain/common/dates.ts';
import type { Championship, Entry } from '#domain/championships/championship.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { derivedId, entries } from '#shared/collections/championships.ts';
import { findWithBirthDate } from '#shared/registry/birth-date-budget.ts';
import { chargeEntry } from '#shared/fees/charges.ts';

export const entryIdFor = (eventId: string, skaterId: string) => derivedId('entry', eventId, skaterId);

/** Counted against the skater's budget of wrong dates, shared with the registry's look-ups. */
export const findEntrant = (registrationNo: string, dob: string): Promise<Skater> =>
  findWithBirthDate({ kind: 'number', value: registrationNo }, dob, championshipMessages.skaterNotFound);

const ALREADY_THERE = /already has a record/;

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
  // Whoever sends it (the family, the registrar, a club): an entry would show the skater on a public start list.
  if (skater.consentWithdrawal) throw new Conflict(championshipMessages.consentWithdrawn(formatDate(skater.consentWithdrawal.at)));
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
