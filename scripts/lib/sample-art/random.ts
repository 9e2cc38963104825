/**
 * A seeded random source (mulberry32): the same seed always draws the same picture, so sample
 * pictures are reproducible and each record still gets a picture of its own.
 */
export interface Random {
  /** A number in [0, 1). */
  next: () => number;
  /** A number in [min, max). */
  between: (min: number, max: number) => number;
  /** A whole number in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
}

export const seeded = (seed: number): Random => {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
};

/** Rounds coordinates so the SVG text stays short. */
export const r1 = (value: number): number => Math.round(value * 10) / 10;
