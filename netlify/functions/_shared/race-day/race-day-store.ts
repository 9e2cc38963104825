/**
 * Reading race day's records: a race's record by event and race, every race of an event (its
 * partition, then one read per race set up), the race as the championship names it, its entrants.
 */
import { NotFound, Refused } from '#domain/common/errors.ts';
import type { Entry, Race } from '#domain/championships/championship.schema.ts';
import type { Heat, RaceDay } from '#domain/race-day/race-day.schema.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { entries } from '#shared/collections/championships.ts';
import { raceDays } from '#shared/collections/race-day.ts';
import { inParallel } from '#shared/store/index.ts';
import { activeEntries, loadChampionship, raceDayIdFor } from '#shared/championships/championship-store.ts';

/** The championship's race, or 404 naming it. */
export const raceOf = async (eventId: string, raceId: string): Promise<Race> => {
  const championship = await loadChampionship(eventId);
  const race = championship.races.find((candidate) => candidate._id === raceId);
  if (!race) throw new NotFound('Race');
  return race;
};

/** A race's record; refused when the race has no format yet. */
export const loadRaceDay = async (eventId: string, raceId: string): Promise<RaceDay> => {
  const found = await raceDays().get(raceDayIdFor(eventId, raceId));
  if (!found) throw new Refused(raceDayTexts.noFormat);
  return found;
};

/** Every race of the event that has a format, in event-number order. */
export const raceDaysOf = async (eventId: string): Promise<RaceDay[]> => {
  const ids: string[] = [];
  for await (const chunk of raceDays().scan('byEvent', { partition: eventId })) ids.push(...chunk.map((summary) => summary._id));
  const found = await inParallel(ids, 16, (id) => raceDays().get(id));
  return found.filter((day): day is RaceDay => day !== undefined);
};

/** The entries still entered in a race. */
export const raceEntrants = async (eventId: string, raceId: string): Promise<Entry[]> =>
  (await activeEntries(eventId)).filter((entry) => entry.raceIds.includes(raceId));

/** Round and heat numbers of a path: whole numbers from 1; anything else names nothing. */
export const numberOf = (text: string | undefined, what: string): number => {
  if (text === undefined || !/^[1-9]\d{0,2}$/.test(text)) throw new NotFound(what);
  return Number(text);
};

/** Every entry of the event by id, withdrawn ones too (a heat seeded before a withdrawal still names its skater). */
export const entriesOf = async (eventId: string): Promise<Map<string, Entry>> => {
  const found = new Map<string, Entry>();
  for await (const chunk of entries().scan('byEvent', { partition: eventId })) for (const entry of chunk) found.set(entry._id, entry);
  return found;
};

/** Changes one heat of a race's stored day (round and heat numbers from 1), leaving the rest as stored. */
export const updateHeat = (eventId: string, raceId: string, round: number, number: number, change: (heat: Heat) => Heat) =>
  raceDays().update(raceDayIdFor(eventId, raceId), (current) => ({
    ...current,
    rounds: current.rounds.map((item, index) =>
      index === round - 1 ? { ...item, heats: item.heats.map((heat) => (heat.number === number ? change(heat) : heat)) } : item,
    ),
  }));
