/**
 * Saving a race's results as the registrar's screen does: the rows, what the audit entry says (a
 * correction of official results keeps its reason) and the message, which warns of results typed
 * in before the race's day (allowed, but usually the wrong race).
 */
import { championshipMessages } from '#domain/championships/championship.ts';
import type { z } from 'zod';
import type { RaceResult, raceResultInputSchema } from '#domain/championships/championship.schema.ts';
import { resultsPublicOn, resultStatusTexts } from '#domain/championships/result-status.ts';
import { today } from '#domain/common/dates.ts';
import { loadChampionship } from './championship-store.ts';
import { raceDayOf, saveRaceResults } from './race-results.ts';

export interface SavedResults {
  message: string;
  result: RaceResult;
  /** The audit entry's detail: the race's name, or the correction with its reason. */
  detail: string | undefined;
}

export const saveResults = async (
  eventId: string,
  raceId: string,
  input: z.output<typeof raceResultInputSchema>,
): Promise<SavedResults> => {
  const result = await saveRaceResults(eventId, raceId, input);
  const [championship, raceDay] = await Promise.all([loadChampionship(eventId), raceDayOf(eventId)]);
  const race = championship.races.find((candidate) => candidate._id === raceId);
  const corrected = result.correctedAt !== undefined && result.correctedAt === result.updatedAt;
  const detail = corrected ? resultStatusTexts.correctedAudit(race?.name ?? raceId, result.correctionReason ?? '') : race?.name;
  const early = raceDay !== undefined && !resultsPublicOn(raceDay, today());
  return { message: early ? championshipMessages.resultsSavedEarly(raceDay) : championshipMessages.resultsSaved, result, detail };
};
