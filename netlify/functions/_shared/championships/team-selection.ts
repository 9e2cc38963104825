/**
 * The district team for the state championship: from each race, the top finishers (the number
 * the championship sets, everyone tied at the cut included), then the admins' changes, each with
 * its reason, kept on the event's selection record.
 */
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { championshipMessages, SELECTION_CHANGES_MAX, topFinishers } from '#domain/championships/championship.ts';
import type { Entry, SelectionOverride } from '#domain/championships/championship.schema.ts';
import type { z } from 'zod';
import type { selectionInputSchema } from '#domain/championships/championship.schema.ts';
import { selections } from '#shared/collections/championships.ts';
import { eventResults, officialRows, type NamedRow } from './race-results.ts';
import { statusOf, type ResultStatus } from '#domain/championships/result-status.ts';

export interface TeamMember {
  entryId: string;
  name: string;
  club: string;
  registrationNo: string;
  position?: number | undefined;
  mark?: string | undefined;
  /** 'result': among the top finishers; 'added': by an admin. */
  basis: 'result' | 'added';
  reason?: string;
}

const member = (entry: Entry, row: NamedRow | undefined, basis: TeamMember['basis'], reason?: string): TeamMember => ({
  entryId: entry._id,
  name: entry.name,
  club: entry.club,
  registrationNo: entry.registrationNo,
  ...(row?.position === undefined ? {} : { position: row.position }),
  ...(row?.mark ? { mark: row.mark } : {}),
  basis,
  ...(reason === undefined ? {} : { reason }),
});

const overridesOf = async (eventId: string): Promise<SelectionOverride[]> => (await selections().get(eventId))?.overrides ?? [];

export const districtTeam = async (eventId: string) => {
  const [{ championship, races, people }, overrides] = await Promise.all([eventResults(eventId), overridesOf(eventId)]);
  const entered = (entryId: string) => {
    const entry = people.get(entryId);
    return entry?.status === 'entered' ? entry : undefined;
  };
  return {
    eventId,
    selectPerRace: championship.selectPerRace,
    races: races.map((raceRows) => {
      const { race, result } = raceRows;
      // Only official results select anyone; provisional ones are shown as waiting.
      const rows = officialRows(raceRows);
      const results: ResultStatus | 'none' = result && result.rows.length > 0 ? statusOf(result) : 'none';
      const changes = new Map(overrides.filter((change) => change.raceId === race._id).map((change) => [change.entryId, change]));
      const rowOf = new Map(rows.map((row) => [row.entryId, row]));
      const selected: TeamMember[] = [];
      const removed: TeamMember[] = [];
      const top = topFinishers(
        rows.filter((row) => entered(row.entryId)),
        championship.selectPerRace,
      );
      for (const row of top) {
        const entry = entered(row.entryId) as Entry;
        const change = changes.get(row.entryId);
        if (change && !change.selected) removed.push(member(entry, row, 'result', change.reason));
        else selected.push(member(entry, row, 'result'));
      }
      const fromResults = new Set(top.map((row) => row.entryId));
      for (const change of changes.values()) {
        const entry = entered(change.entryId);
        if (!change.selected || fromResults.has(change.entryId) || !entry?.raceIds.includes(race._id)) continue;
        selected.push(member(entry, rowOf.get(change.entryId), 'added', change.reason));
      }
      const { _id, name, discipline, ageCategory, gender } = race;
      return { _id, name, discipline, ageCategory, gender, results, selected, removed };
    }),
    overrides,
  };
};

/** Adds or removes one skater of one race, with the reason; a later change of the same pair replaces it. */
/** One admin change to the team as the audit log names it: the skater's name, the race, added or removed, the reason. */
export interface SelectionChange {
  name: string;
  race: string;
  selected: boolean;
  reason: string;
}

export const overrideSelection = async (eventId: string, input: z.output<typeof selectionInputSchema>): Promise<SelectionChange> => {
  const { championship, people } = await eventResults(eventId);
  const race = championship.races.find((candidate) => candidate._id === input.raceId);
  if (!race) throw new NotFound('Race', championshipMessages.unknownRaceId);
  const entry = people.get(input.entryId);
  if (!entry || entry.status !== 'entered' || !entry.raceIds.includes(input.raceId)) {
    throw new Refused(championshipMessages.notInRace);
  }
  const change: SelectionOverride = { ...input, at: new Date().toISOString() };
  const changed: SelectionChange = { name: entry.name, race: race.name, selected: input.selected, reason: input.reason };
  const keep = (overrides: readonly SelectionOverride[]) => {
    const next = [...overrides.filter((item) => !(item.entryId === input.entryId && item.raceId === input.raceId)), change];
    if (next.length > SELECTION_CHANGES_MAX) throw new Conflict(championshipMessages.tooManyChanges);
    return next;
  };
  const updated = await selections().update(eventId, (current) => ({
    ...current,
    overrides: keep(current.overrides),
    updatedAt: change.at,
  }));
  if (updated) return changed;
  try {
    await selections().insert({ _id: eventId, overrides: [change], updatedAt: change.at });
  } catch {
    // Another admin's first change came first: add this one to it.
    await selections().update(eventId, (current) => ({ ...current, overrides: keep(current.overrides), updatedAt: change.at }));
  }
  return changed;
};
