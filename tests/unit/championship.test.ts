/** The championship's pure rules: race eligibility, results order, the medal table and the cut of the team. */
import { describe, expect, test } from 'vitest';
import {
  compareResults,
  gridRaceName,
  medalTable,
  raceRefusal,
  topFinishers,
  type EntrantFacts,
  type RaceRules,
} from '../../src/domain/championships/championship.ts';

const race = (overrides: Partial<RaceRules> = {}): RaceRules => ({
  _id: 'r1',
  name: '500 m',
  discipline: 'Speed Quad',
  ageCategory: 'Sub Junior',
  gender: 'Female',
  ...overrides,
});
const girl: EntrantFacts = { eventCategory: 'Speed Quad', gender: 'Female', ageCategory: 'Sub Junior', referenceDay: '2026-01-01' };

describe('raceRefusal', () => {
  test.each([
    ['a matching race', race(), null],
    ['an Open race, any gender', race({ gender: 'Open' }), null],
    [
      'another discipline',
      race({ discipline: 'Fancy Inline' }),
      'Race "500 m" is for Fancy Inline; this skater is registered for Speed Quad.',
    ],
    [
      'another age category',
      race({ ageCategory: 'Junior' }),
      'Race "500 m" is for the Junior age category; on 1 January 2026 this skater is in Sub Junior.',
    ],
    ['another gender', race({ gender: 'Male' }), 'Race "500 m" is for Male skaters only.'],
  ])('%s', (_label, rules, expected) => {
    expect(raceRefusal(rules, girl)).toBe(expected);
  });

  test('a skater of no stated gender may run Open races only', () => {
    const unstated = { ...girl, gender: '' };
    expect(raceRefusal(race({ gender: 'Open' }), unstated)).toBeNull();
    expect(raceRefusal(race({ gender: 'Female' }), unstated)).not.toBeNull();
  });
});

test('grid race names', () => {
  expect(gridRaceName('Speed Quad', 'Junior', 'Male')).toBe('Speed Quad Junior Male');
  expect(gridRaceName('Speed Quad', 'Junior', 'Male', '500 m')).toBe('500 m · Speed Quad Junior Male');
});

describe('results order', () => {
  test('positions ascending with ties together by name, then DNF, DQ, DNS', () => {
    const rows = [
      { name: 'Gita', outcome: 'DNS' as const },
      { name: 'Fara', outcome: 'DQ' as const },
      { name: 'Esha', outcome: 'DNF' as const },
      { name: 'Dia', position: 3 },
      { name: 'Chaya', position: 2 },
      { name: 'Bina', position: 2 },
      { name: 'Anya', position: 1 },
    ];
    expect([...rows].sort(compareResults).map((row) => row.name)).toEqual(['Anya', 'Bina', 'Chaya', 'Dia', 'Esha', 'Fara', 'Gita']);
  });
});

describe('medal table', () => {
  test('positions 1 to 3 by club; a tie gives each tied skater the medal', () => {
    expect(
      medalTable([
        { position: 1, club: 'B' },
        { position: 1, club: 'A' },
        { position: 3, club: 'A' },
        { position: 4, club: 'C' },
        { club: 'C' },
        { position: 2, club: 'B' },
      ]),
    ).toEqual([
      { club: 'B', gold: 1, silver: 1, bronze: 0 },
      { club: 'A', gold: 1, silver: 0, bronze: 1 },
    ]);
  });
});

describe('topFinishers', () => {
  const rows = [{ position: 3 }, { position: 1 }, { position: 2 }, { position: 2 }, {}, { position: 5 }];
  test.each([
    [0, []],
    [1, [1]],
    [2, [1, 2, 2]],
    [3, [1, 2, 2]],
    [4, [1, 2, 2, 3]],
    [10, [1, 2, 2, 3, 5]],
  ])('top %i, ties at the cut included, unplaced never', (count, positions) => {
    expect(topFinishers(rows, count).map((row) => row.position)).toEqual(positions);
  });
});
