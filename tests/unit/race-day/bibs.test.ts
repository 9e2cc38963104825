/** Bibs: one sequence or a hundred per age category, in name order; a bib once given stays. */
import { describe, expect, it } from 'vitest';
import { numberBibs, rangeStartOf } from '../../../src/domain/race-day/bibs.ts';

const entrant = (entryId: string, name: string, ageCategory = 'Sub Junior') => ({ entryId, name, ageCategory });

describe('numberBibs', () => {
  it('numbers one sequence in name order', () => {
    expect(numberBibs([entrant('c', 'Chaya'), entrant('a', 'Anya'), entrant('b', 'Bina')], {}, 'sequence')).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('keeps the bibs given and gives newcomers the next free numbers', () => {
    expect(numberBibs([entrant('a', 'Anya'), entrant('b', 'Bina'), entrant('z', 'Aarav')], { a: 1, b: 2 }, 'sequence')).toEqual({
      a: 1,
      b: 2,
      z: 3,
    });
    expect(numberBibs([entrant('a', 'Anya'), entrant('n', 'Bina')], { a: 2 }, 'sequence')).toEqual({ a: 2, n: 1 });
  });

  it('a hundred per age category', () => {
    const bibs = numberBibs(
      [entrant('s1', 'Sia', 'Senior'), entrant('c1', 'Cam', 'Cadet (5-7)'), entrant('c2', 'Ada', 'Cadet (5-7)')],
      {},
      'by-age-category',
    );
    expect(bibs).toEqual({ c2: rangeStartOf('Cadet (5-7)'), c1: rangeStartOf('Cadet (5-7)') + 1, s1: rangeStartOf('Senior') });
    expect(rangeStartOf('Cadet (5-7)')).toBe(200);
    expect(rangeStartOf('Senior')).toBe(700);
  });
});
