import { describe, expect, it } from 'vitest';
import { ageCategory, ageInYears, referenceDate } from '../../src/domain/registry/age-category.ts';

const on = new Date(Date.UTC(2026, 10, 21));

describe('ageInYears', () => {
  it('counts whole years, turning over on the birthday', () => {
    expect(ageInYears('2016-11-21', on)).toBe(10);
    expect(ageInYears('2016-11-22', on)).toBe(9);
    expect(ageInYears('2026-11-22', on)).toBeNull();
    expect(ageInYears('not a date', on)).toBeNull();
  });
});

describe('ageCategory', () => {
  it.each([
    ['2022-11-22', 'Not Categorized'], // 3
    ['2021-11-21', 'Cadet (5-7)'], // 5
    ['2019-11-22', 'Cadet (5-7)'], // 6
    ['2019-11-21', 'Cadet (7-9)'], // 7
    ['2017-11-21', 'Cadet (9-11)'], // 9
    ['2015-11-21', 'Sub Junior'], // 11
    ['2012-11-22', 'Sub Junior'], // 13
    ['2012-11-21', 'Junior'], // 14
    ['2009-11-22', 'Junior'], // 16
    ['2009-11-21', 'Senior'], // 17
    ['1980-01-01', 'Senior'],
  ])('born %s is %s', (dob, category) => {
    expect(ageCategory(dob, on)).toBe(category);
  });

  it('can use 1 January of the current year as the reference', () => {
    const jan1 = referenceDate(on, 'jan1');
    expect(jan1.toISOString().slice(0, 10)).toBe('2026-01-01');
    // 14 on 21 November, but still 13 on 1 January.
    expect(ageCategory('2012-06-01', on)).toBe('Junior');
    expect(ageCategory('2012-06-01', jan1)).toBe('Sub Junior');
  });
});
