/**
 * A points race: at each sprint lap the first skaters score (by default 2 and 1), at the last lap
 * more (3, 2 and 1). The total ranks; equal totals are parted by the place in the last sprint, and
 * a skater who scored nothing ranks by that place too. A skater out of the race (DNF, DQ) ranks
 * after every finisher, whatever they scored.
 */
import { DEFAULT_POINTS, type PointsScheme } from './race-format.ts';

export interface PointsStanding {
  entryId: string;
  points: number;
  /** The place across the line at the last lap; none for a skater who did not reach it. */
  finish?: number | undefined;
  place: number;
}

/**
 * `sprints`: per sprint lap, in order, the skaters across the line first, second… (the last
 * entry is the last lap, its whole order). `finishers`: the skaters still in the race at the end.
 */
export const scorePointsRace = (
  sprints: readonly (readonly string[])[],
  finishers: readonly string[],
  scheme: PointsScheme = DEFAULT_POINTS,
): PointsStanding[] => {
  const points = new Map<string, number>(finishers.map((id) => [id, 0]));
  sprints.forEach((order, index) => {
    const scale = index === sprints.length - 1 ? scheme.lastLap : scheme.perSprint;
    order.forEach((id, place) => {
      if (points.has(id)) points.set(id, (points.get(id) ?? 0) + (scale[place] ?? 0));
    });
  });
  const finish = new Map((sprints.at(-1) ?? []).map((id, index) => [id, index + 1]));
  const ranked = finishers
    .map((entryId) => ({ entryId, points: points.get(entryId) ?? 0, finish: finish.get(entryId) }))
    .sort((a, b) => b.points - a.points || (a.finish ?? Infinity) - (b.finish ?? Infinity));
  return ranked.map((standing, index) => ({ ...standing, place: index + 1 }));
};
