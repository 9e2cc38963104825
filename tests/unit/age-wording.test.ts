import { describe, expect, it } from 'vitest';
import {
  AGE_CATEGORIES,
  ageCategory,
  ageInYears,
  ageOnText,
  categoryAges,
  championshipAgeDay,
  dayAsDate,
  explainCategory,
} from '../../src/domain/registry/age-category.ts';
import { ageDayOf } from '../../src/domain/championships/championship.ts';

describe('age categories explained', () => {
  it('says in words which ages a federation category takes ("9-11" is 9 or 10)', () => {
    expect(explainCategory('Cadet (9-11)', '2027-01-01')).toBe('Cadet (9-11): 9 or 10 on 1 January 2027');
    expect(categoryAges('Sub Junior')).toBe('11, 12 or 13');
    expect(categoryAges('Senior')).toBe('17 or older');
    expect(categoryAges('Not Categorized')).toBe('under 5');
    expect(explainCategory('Open', '2027-01-01')).toBe('Open');
  });

  it('agrees with the category the rules give for every age from 0 to 20', () => {
    const day = '2027-01-01';
    for (let age = 0; age <= 20; age += 1) {
      const dob = `${2027 - age}-01-01`;
      const category = ageCategory(dob, dayAsDate(day));
      const words = categoryAges(category);
      const listed = words.startsWith('under')
        ? age < Number(words.split(' ')[1])
        : words.endsWith('or older')
          ? age >= Number(words.split(' ')[0])
          : words.replace(' or ', ', ').split(', ').map(Number).includes(age);
      expect(listed, `${age}: ${category} (${words})`).toBe(true);
    }
    expect(AGE_CATEGORIES).toHaveLength(7);
  });

  it('shows an age with the day it is counted on', () => {
    // 11 today (21 November 2026), but 10 on 1 January 2026.
    expect(ageInYears('2015-03-10', dayAsDate('2026-01-01'))).toBe(10);
    expect(ageOnText(10, '2026-01-01', 'Cadet (9-11)')).toBe('Age 10 on 1 January 2026 (Cadet (9-11))');
  });
});

describe('a championship’s day for ages', () => {
  it('is 1 January of the season its event falls in unless the championship fixes one', () => {
    expect(championshipAgeDay('2027-01-10')).toBe('2027-01-01');
    expect(championshipAgeDay('2026-12-20')).toBe('2026-01-01');
    expect(championshipAgeDay('2027-01-10', '2026-12-31')).toBe('2026-12-31');
  });

  it('is one day whatever the day an entry is made', () => {
    const championship = { ageDate: '2027-01-01', entriesClose: '2027-01-05T18:29:00.000Z' };
    expect(ageDayOf(championship)).toBe('2027-01-01');
    expect(ageDayOf({ entriesClose: '2027-01-05T18:29:00.000Z' })).toBe('2027-01-01');
  });
});
