/**
 * Personal and season bests: per skater, the times of their official heats, kept apart by
 * discipline, distance and surface. A personal best (PB) is the fastest ever; a season best (SB)
 * the fastest of one season. Each time remembers its heat, so a heat set back to provisional takes
 * away exactly what it added, and a heat marked official again replaces its time instead of
 * adding a second one.
 */
import { z } from 'zod';
import { idSchema } from '#domain/common/fields.schema.ts';

export const bestTimeSchema = z.object({
  /** The heat the time was set in: event, race, round and heat. */
  heat: z.string(),
  thousandths: z.number().int(),
  /** As shown: "52.31". */
  time: z.string(),
  season: z.number().int(),
});
export type BestTime = z.infer<typeof bestTimeSchema>;

/** One per skater, its id the skater's: the whole of their bests in one read. */
export const skaterBestsSchema = z.object({
  _id: idSchema,
  /** By `bestsKey`: every official time of the skater in that kind of race. */
  times: z.record(z.string(), z.array(bestTimeSchema)),
  updatedAt: z.string(),
});
export type SkaterBests = z.infer<typeof skaterBestsSchema>;

export type BestLabel = 'PB' | 'SB';

/** What a best is kept apart by: a 500 m on the road is not a 500 m on a track. */
export const bestsKey = (discipline: string, distance: number, surface: string): string => `${discipline}|${distance}|${surface}`;

/** The heat a time came from, as a best remembers it. */
export const heatKey = (eventId: string, raceId: string, round: number, heat: number): string => `${eventId}|${raceId}|${round}|${heat}`;

const fastest = (times: readonly BestTime[]): BestTime | undefined =>
  times.reduce<BestTime | undefined>((best, time) => (best === undefined || time.thousandths < best.thousandths ? time : best), undefined);

export const personalBest = (times: readonly BestTime[]): BestTime | undefined => fastest(times);

export const seasonBest = (times: readonly BestTime[], season: number): BestTime | undefined =>
  fastest(times.filter((time) => time.season === season));

/**
 * The time seeding uses: a season-best seeding takes the season best, else the personal best; a
 * personal-best seeding the personal best. None: the skater is drawn after those with one.
 */
export const seedingTime = (times: readonly BestTime[], seeding: 'personal-best' | 'season-best', season: number): number | undefined =>
  (seeding === 'season-best' ? (seasonBest(times, season) ?? personalBest(times)) : personalBest(times))?.thousandths;

/**
 * What a time set in `heat` is, against the skater's other times: PB when faster than every one
 * before (a first time is a PB), else SB when faster than every other of its season. An equal time
 * is no new best.
 */
export const bestLabel = (times: readonly BestTime[], heat: string, thousandths: number, season: number): BestLabel | undefined => {
  const others = times.filter((time) => time.heat !== heat);
  const pb = personalBest(others);
  if (pb === undefined || thousandths < pb.thousandths) return 'PB';
  const sb = seasonBest(others, season);
  if (sb === undefined || thousandths < sb.thousandths) return 'SB';
  return undefined;
};

/** The skater's times with `heat`'s replaced by `time` (or taken away when none). */
export const withHeatTime = (times: readonly BestTime[], heat: string, time: BestTime | undefined): BestTime[] => [
  ...times.filter((item) => item.heat !== heat),
  ...(time ? [time] : []),
];
