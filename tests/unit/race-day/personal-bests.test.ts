/** PB and SB: what a time is against the skater's other times, and the time seeding takes. */
import { describe, expect, test } from 'vitest';
import { bestLabel, seedingTime, withHeatTime, type BestTime } from '#domain/race-day/personal-bests.ts';

const time = (heat: string, thousandths: number, season: number): BestTime => ({
  heat,
  thousandths,
  time: String(thousandths / 1000),
  season,
});
const TIMES = [time('a', 50_000, 2025), time('b', 52_000, 2026), time('c', 53_000, 2026)];

describe('bestLabel', () => {
  test('a first time is a PB', () => {
    expect(bestLabel([], 'x', 60_000, 2026)).toBe('PB');
  });
  test('faster than every time before: PB', () => {
    expect(bestLabel(TIMES, 'x', 49_990, 2026)).toBe('PB');
  });
  test('slower than the PB but faster than the season’s: SB', () => {
    expect(bestLabel(TIMES, 'x', 51_000, 2026)).toBe('SB');
  });
  test('the first time of a new season, slower than the PB: SB', () => {
    expect(bestLabel(TIMES, 'x', 55_000, 2027)).toBe('SB');
  });
  test('an equal time is no new best; a slower one neither', () => {
    expect(bestLabel(TIMES, 'x', 50_000, 2025)).toBeUndefined();
    expect(bestLabel(TIMES, 'x', 52_000, 2026)).toBeUndefined();
    expect(bestLabel(TIMES, 'x', 52_500, 2026)).toBeUndefined();
  });
  test('the heat’s own time is not compared with itself (marked official again, or corrected)', () => {
    expect(bestLabel(TIMES, 'b', 52_000, 2026)).toBe('SB');
    expect(bestLabel(TIMES, 'a', 50_000, 2025)).toBe('PB');
  });
});

describe('withHeatTime', () => {
  test('replaces the heat’s time, or takes it away', () => {
    expect(withHeatTime(TIMES, 'b', time('b', 51_000, 2026)).map((item) => item.thousandths)).toEqual([50_000, 53_000, 51_000]);
    expect(withHeatTime(TIMES, 'b', undefined).map((item) => item.heat)).toEqual(['a', 'c']);
    expect(withHeatTime(TIMES, 'new', undefined)).toEqual(TIMES);
  });
});

describe('seedingTime', () => {
  test('season best, else personal best; a personal-best seeding takes the PB', () => {
    expect(seedingTime(TIMES, 'season-best', 2026)).toBe(52_000);
    expect(seedingTime(TIMES, 'season-best', 2027)).toBe(50_000);
    expect(seedingTime(TIMES, 'personal-best', 2026)).toBe(50_000);
    expect(seedingTime([], 'season-best', 2026)).toBeUndefined();
  });
});
