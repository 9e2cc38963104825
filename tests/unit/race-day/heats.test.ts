/** Heats of a round: sizes within one of each other, serpentine seeding by best time, start positions. */
import { describe, expect, it } from 'vitest';
import { heatCountOf, seedHeats, seedingOrder, serpentine } from '../../../src/domain/race-day/heats.ts';
import { drawn } from '../../../src/domain/race-day/seeded-draw.ts';

/** Skater `sNN` with best 40 + NN seconds: seed NN. Listed out of order, so the sort is tested. */
const skaters = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const seed = ((index * 7) % count) + 1;
    return { id: `s${String(seed).padStart(2, '0')}`, best: (40 + seed) * 1000 };
  });

const ids = (heat: { skater: { id: string } }[]) => heat.map(({ skater }) => skater.id);

describe('heatCountOf', () => {
  it.each([
    [33, { heats: 5 }, 5],
    [40, { heatSize: 8 }, 5],
    [41, { heatSize: 8 }, 6],
    [3, { heats: 5 }, 3],
    [0, { heatSize: 8 }, 0],
  ])('%i skaters, %o → %i heats', (count, plan, heats) => {
    expect(heatCountOf(count, plan)).toBe(heats);
  });
});

describe('serpentine', () => {
  it('gives heats whose sizes differ by at most one, for every count', () => {
    for (let count = 1; count <= 60; count += 1)
      for (let heats = 1; heats <= Math.min(count, 9); heats += 1) {
        const sizes = serpentine(
          Array.from({ length: count }, (_, index) => index),
          heats,
        ).map((heat) => heat.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
      }
  });

  it('33 skaters in five heats: 7, 7, 7, 6, 6', () => {
    expect(
      serpentine(
        Array.from({ length: 33 }, (_, index) => index),
        5,
      )
        .map((heat) => heat.length)
        .sort()
        .reverse(),
    ).toEqual([7, 7, 7, 6, 6]);
  });
});

describe('seeding 24 skaters with known bests into 3 heats', () => {
  const heats = seedHeats(seedingOrder(skaters(24), 7), { heats: 3 }, 'fastest-inside', 7);

  it('deals them serpentine: 1-2-3, 6-5-4, 7-8-9 …', () => {
    expect(heats.map(ids)).toEqual([
      ['s01', 's06', 's07', 's12', 's13', 's18', 's19', 's24'],
      ['s02', 's05', 's08', 's11', 's14', 's17', 's20', 's23'],
      ['s03', 's04', 's09', 's10', 's15', 's16', 's21', 's22'],
    ]);
  });

  it('puts the fastest of each heat inside', () => {
    expect(heats[0]?.map(({ skater, position }) => [skater.id, position])).toEqual([
      ['s01', 1],
      ['s06', 2],
      ['s07', 3],
      ['s12', 4],
      ['s13', 5],
      ['s18', 6],
      ['s19', 7],
      ['s24', 8],
    ]);
    expect(heats[2]?.[0]).toEqual({ skater: { id: 's03', best: 43_000 }, position: 1 });
  });

  it('draws start positions from a draw number: the same number, the same lanes; each heat a permutation', () => {
    const once = seedHeats(seedingOrder(skaters(24), 7), { heats: 3 }, 'drawn', 1234);
    const again = seedHeats(seedingOrder(skaters(24), 7), { heats: 3 }, 'drawn', 1234);
    expect(once).toEqual(again);
    expect(once.map((heat) => ids(heat).sort())).toEqual(heats.map((heat) => ids(heat).sort()));
    expect(once.map(ids)).not.toEqual(heats.map(ids));
    for (const heat of once) expect(heat.map(({ position }) => position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('seedingOrder', () => {
  it('puts skaters without a best after every time, in the draw of a number', () => {
    const field = [{ id: 'a', best: 50_000 }, { id: 'b' }, { id: 'c', best: 45_000 }, { id: 'd' }, { id: 'e' }];
    const order = seedingOrder(field, 99).map((skater) => skater.id);
    expect(order.slice(0, 2)).toEqual(['c', 'a']);
    expect(order.slice(2).sort()).toEqual(['b', 'd', 'e']);
    expect(seedingOrder(field, 99).map((skater) => skater.id)).toEqual(order);
  });

  it("drawn: the whole order is the draw's, whatever the bests", () => {
    const field = skaters(12);
    const order = seedingOrder(field, 5, true).map((skater) => skater.id);
    expect(order).toEqual(seedingOrder([...field].reverse(), 5, true).map((skater) => skater.id));
    expect(order).not.toEqual(seedingOrder(field, 5).map((skater) => skater.id));
    expect(seedingOrder(field, 6, true).map((skater) => skater.id)).not.toEqual(order);
  });

  it('a draw keeps every item once', () => {
    const items = Array.from({ length: 100 }, (_, index) => index);
    expect(drawn(items, 42).sort((a, b) => a - b)).toEqual(items);
  });
});
