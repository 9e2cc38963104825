/**
 * A draw anyone can check: the same number always gives the same order, and the site shows that number
 * beside the heats it drew (a referee who doubts the draw runs it again). Mulberry32: small, fast
 * and evenly spread for a draw of a few hundred names; not for secrets.
 */

/** The sequence of numbers in [0, 1). */
export const drawSequence = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
};

/** The items in the draw's order (Fisher–Yates); the input is left as it was. */
export const drawn = <T>(items: readonly T[], seed: number): T[] => {
  const next = drawSequence(seed);
  const order = [...items];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [order[index], order[other]] = [order[other] as T, order[index] as T];
  }
  return order;
};

/** A new seed for a draw: a whole number people can read out and type back. */
export const newDrawSeed = (random: () => number = Math.random): number => 1 + Math.floor(random() * 999_999);
