/**
 * Seeding a round: the first from the race's entrants (by personal or season best, or drawn), a
 * later one from the qualifiers of the round before (qualification.ts `nextRoundOrder`). Heats
 * serpentine, start positions by the race's rule; the draw's seed is kept and shown.
 */
import { Refused } from '#domain/common/errors.ts';
import type { Heat, RaceDay, Round } from '#domain/race-day/race-day.schema.ts';
import { roundsOf, type RoundPlan } from '#domain/race-day/race-format.ts';
import { seedHeats, seedingOrder, type Seeded } from '#domain/race-day/heats.ts';
import { newDrawSeed } from '#domain/race-day/seeded-draw.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { raceDays } from '#shared/collections/race-day.ts';
import { loadRaceDay, raceEntrants, raceOf } from './race-day-store.ts';
import { raceDayIdFor } from '#shared/championships/championship-store.ts';
import { seedingBests } from './bests.ts';

/** The heats of a round from its skaters in seeding order. */
export const heatsOf = (ordered: readonly Seeded[], plan: RoundPlan, lanes: RaceDay['setup']['lanes'], seed: number, now: string): Heat[] =>
  seedHeats(ordered, plan, lanes, seed).map((heat, index) => ({
    number: index + 1,
    starts: heat.map(({ skater, position }) => ({
      entryId: skater.id,
      position,
      seed: ordered.indexOf(skater) + 1,
      ...(skater.best === undefined ? {} : { best: skater.best }),
    })),
    rows: [],
    version: 0,
    updatedAt: now,
  }));

const hasResults = (round: Round | undefined) => (round?.heats ?? []).some((heat) => heat.rows.length > 0);

/** Seeds (or draws again, while it has no results) the race's first round from its entrants. */
export const seedFirstRound = async (eventId: string, raceId: string, given?: number): Promise<{ day: RaceDay; round: Round }> => {
  const [race, day] = await Promise.all([raceOf(eventId, raceId), loadRaceDay(eventId, raceId)]);
  const plan = roundsOf(day.setup)[0];
  if (!plan) throw new Refused(raceDayTexts.noFormat);
  const entrants = await raceEntrants(eventId, raceId);
  if (entrants.length === 0) throw new Refused(raceDayTexts.noEntrants);
  const bests = day.setup.seeding === 'drawn' ? new Map<string, number>() : await seedingBests(eventId, race, day.setup, entrants);
  const seed = given ?? newDrawSeed();
  const ordered = seedingOrder(
    entrants.map((entry) => ({ id: entry._id, best: bests.get(entry._id) })),
    seed,
    day.setup.seeding === 'drawn',
  );
  const now = new Date().toISOString();
  const round: Round = { seed, seededAt: now, heats: heatsOf(ordered, plan, day.setup.lanes, seed, now) };
  const saved = await raceDays().update(raceDayIdFor(eventId, raceId), (current) => {
    if (hasResults(current.rounds[0])) throw new Refused(raceDayTexts.roundHasResults(plan.kind));
    if (current.rounds.length > 1) throw new Refused(raceDayTexts.roundHasResults(plan.kind));
    return { ...current, rounds: [round], updatedAt: now };
  });
  if (!saved) throw new Refused(raceDayTexts.noFormat);
  return { day: saved, round };
};
