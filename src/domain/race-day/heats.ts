/**
 * Splitting a round's skaters into heats and giving each a start position: heats whose sizes differ
 * by at most one, filled serpentine from the seeding order (1-2-3, 3-2-1, …) so every heat gets a
 * fair share of the fast and the slow, and the fastest seed of each heat inside.
 */
import type { LaneRule } from './race-format.ts';
import { drawn } from './seeded-draw.ts';

/** How many heats a round of `count` skaters runs: the number asked for, or as few as the heat size allows. */
export const heatCountOf = (count: number, plan: { heatSize?: number | undefined; heats?: number | undefined }): number => {
  if (count === 0) return 0;
  const wanted = plan.heats ?? Math.ceil(count / Math.max(1, plan.heatSize ?? count));
  return Math.max(1, Math.min(wanted, count));
};

/**
 * Deals skaters in seeding order (the best first) into `heats` heats, serpentine: seeds 1, 2, 3
 * into heats 1, 2, 3, seeds 4, 5, 6 into heats 3, 2, 1, and so on. Each heat keeps its skaters in
 * seeding order; sizes differ by at most one.
 */
export const serpentine = <T>(ordered: readonly T[], heats: number): T[][] => {
  const dealt: T[][] = Array.from({ length: heats }, () => []);
  ordered.forEach((item, index) => {
    const row = Math.floor(index / heats);
    const column = index % heats;
    dealt[row % 2 === 0 ? column : heats - 1 - column]?.push(item);
  });
  return dealt;
};

export interface Seeded {
  id: string;
  /** The best time the seeding used, in thousandths; none ranks after every time. */
  best?: number | undefined;
}

/**
 * The seeding order: best time first; skaters without one after them, in the draw of its number (so the
 * order among them is fair and can be checked). With `drawn`, the whole order is that draw.
 */
export const seedingOrder = <T extends Seeded>(skaters: readonly T[], seed: number, byDraw = false): T[] => {
  const shuffled = drawn(
    [...skaters].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    seed,
  );
  if (byDraw) return shuffled;
  const timed = shuffled.filter((skater) => skater.best !== undefined);
  const untimed = shuffled.filter((skater) => skater.best === undefined);
  // A stable sort: equal bests keep the draw's order.
  return [...timed.sort((a, b) => (a.best ?? 0) - (b.best ?? 0)), ...untimed];
};

export interface Placed<T> {
  skater: T;
  /** 1 is the inside. */
  position: number;
}

/** Start positions within one heat given in seeding order: the fastest inside, or drawn with the heat's own seed. */
export const startPositions = <T>(heatInSeedOrder: readonly T[], rule: LaneRule, seed: number, heatNumber: number): Placed<T>[] => {
  const order = rule === 'drawn' ? drawn(heatInSeedOrder, seed + heatNumber) : heatInSeedOrder;
  return order.map((skater, index) => ({ skater, position: index + 1 }));
};

/** Heats of a round from its skaters in seeding order: serpentine, then start positions. */
export const seedHeats = <T>(
  ordered: readonly T[],
  plan: { heatSize?: number | undefined; heats?: number | undefined },
  rule: LaneRule,
  seed: number,
): Placed<T>[][] =>
  serpentine(ordered, heatCountOf(ordered.length, plan)).map((heat, index) => startPositions(heat, rule, seed, index + 1));
