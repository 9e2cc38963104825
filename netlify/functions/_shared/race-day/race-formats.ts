/**
 * Setting races' formats from the grid: one setup (or a template's) for every race chosen. A race
 * keeps its event number for the timing system from the first time it is set up; a race already
 * seeded is refused, and then nothing is changed.
 */
import type { z } from 'zod';
import { Refused } from '#domain/common/errors.ts';
import type { RaceDay, raceFormatsInputSchema } from '#domain/race-day/race-day.schema.ts';
import type { RaceSetup } from '#domain/race-day/race-format.ts';
import { DEFAULT_TEMPLATES } from '#domain/race-day/race-templates.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { raceDayBooks, raceDays } from '#shared/collections/race-day.ts';
import { inParallel } from '#shared/store/index.ts';
import { loadChampionship } from '#shared/championships/championship-store.ts';
import { raceDayIdFor } from '#shared/championships/championship-store.ts';
import { NotFound } from '#domain/common/errors.ts';

export const setRaceFormats = async (eventId: string, input: z.output<typeof raceFormatsInputSchema>): Promise<RaceDay[]> => {
  const championship = await loadChampionship(eventId);
  const setup: RaceSetup | undefined = input.setup ?? DEFAULT_TEMPLATES.find((template) => template.id === input.template)?.setup;
  if (!setup) throw new Refused(raceDayTexts.unknownTemplate);
  const races = input.raceIds.map((raceId) => {
    const race = championship.races.find((candidate) => candidate._id === raceId);
    if (!race) throw new NotFound('Race');
    return race;
  });
  const current = await inParallel(races, 16, (race) => raceDays().get(raceDayIdFor(eventId, race._id)));
  races.forEach((race, index) => {
    if ((current[index]?.rounds.length ?? 0) > 0) throw new Refused(raceDayTexts.alreadySeeded(race.name));
  });
  const now = new Date().toISOString();
  const numbers = await eventNumbersFor(
    eventId,
    races.map((race) => race._id),
  );
  const pairs = races.map((race, index) => ({ race, existing: current[index] }));
  return inParallel(pairs, 8, async ({ race, existing }) => {
    const _id = raceDayIdFor(eventId, race._id);
    const change = (day: RaceDay): RaceDay => {
      // Seeded meanwhile: the seeding wins, as the refusal above would have said.
      if (day.rounds.length > 0) throw new Refused(raceDayTexts.alreadySeeded(race.name));
      return { ...day, setup, updatedAt: now };
    };
    if (existing) {
      const updated = await raceDays().update(_id, change);
      if (updated) return updated;
    }
    const eventNumber = numbers[race._id] ?? 0;
    try {
      return await raceDays().insert({ _id, eventId, raceId: race._id, eventNumber, setup, rounds: [], updatedAt: now });
    } catch (error) {
      // Set up by another request at the same moment: change that one (its number stays).
      const again = await raceDays().update(_id, change);
      if (!again) throw error;
      return again;
    }
  });
};

/**
 * The races' event numbers, giving the next ones of the championship to races that have none, in
 * one write of its book (numbers are never changed or given twice).
 */
const eventNumbersFor = async (eventId: string, raceIds: readonly string[]): Promise<Record<string, number>> => {
  const give = (given: Record<string, number>) => {
    const numbers = { ...given };
    let next = Math.max(0, ...Object.values(given)) + 1;
    for (const raceId of raceIds) if (numbers[raceId] === undefined) numbers[raceId] = next++;
    return numbers;
  };
  const now = new Date().toISOString();
  const updated = await raceDayBooks().update(eventId, (book) => ({ ...book, eventNumbers: give(book.eventNumbers), updatedAt: now }));
  if (updated) return updated.eventNumbers;
  try {
    return (await raceDayBooks().insert({ _id: eventId, bibs: {}, eventNumbers: give({}), updatedAt: now })).eventNumbers;
  } catch {
    // Made by another request at the same moment: number in that one.
    const again = await raceDayBooks().update(eventId, (book) => ({ ...book, eventNumbers: give(book.eventNumbers), updatedAt: now }));
    return again?.eventNumbers ?? {};
  }
};
