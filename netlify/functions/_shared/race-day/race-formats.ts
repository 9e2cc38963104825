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
import { raceDays } from '../store/collections.ts';
import { inParallel } from '../store/index.ts';
import { loadChampionship } from '../championships/championship-store.ts';
import { raceDayIdFor } from './race-day-store.ts';
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
    const eventNumber = await raceDays().next(`event-number-${eventId}`);
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
