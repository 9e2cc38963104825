/** A sheet on a phone: races grouped by age category then discipline, each group with its own anchor; the empty ones apart. */
import { expect, test } from 'vitest';
import { groupRaces, splitRaces } from '../../src/components/public/championships/sheet-groups.ts';
import { linksSkaters } from '../../netlify/functions/_shared/championships/race-results.ts';

const race = (name: string, ageCategory: string, discipline: string, held: number) => ({
  _id: name,
  name,
  ageCategory,
  discipline,
  gender: 'Open' as const,
  results: Array.from({ length: held }, () => ({ name: 'A', club: 'C' })),
});

test('groups keep the championship order, and every anchor is unique and plain', () => {
  const races = [
    race('1', 'Cadet (5-7)', 'Speed Quad', 1),
    race('2', 'Junior', 'Speed Quad', 1),
    race('3', 'Cadet (5-7)', 'Fancy Inline', 1),
    race('4', 'Cadet (5-7)', 'Speed Quad', 1),
  ];
  const ages = groupRaces(races);
  expect(ages.map((age) => age.ageCategory)).toEqual(['Cadet (5-7)', 'Junior']);
  expect(ages[0]!.groups.map((group) => [group.discipline, group.races.map((item) => item.name)])).toEqual([
    ['Speed Quad', ['1', '4']],
    ['Fancy Inline', ['3']],
  ]);
  const ids = ages.flatMap((age) => age.groups.map((group) => group.id));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
});

test('races holding nothing are set apart', () => {
  const { shown, empty } = splitRaces(
    [race('1', 'Junior', 'Speed Quad', 2), race('2', 'Junior', 'Speed Quad', 0)],
    (item) => item.results.length > 0,
  );
  expect(shown.map((item) => item.name)).toEqual(['1']);
  expect(empty.map((item) => item.name)).toEqual(['2']);
});

test('a sheet links skaters only for a championship of the season now running', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  expect(linksSkaters('2026-05-30', now)).toBe(true);
  expect(linksSkaters('2025-12-20', now)).toBe(false);
  expect(linksSkaters(undefined, now)).toBe(false);
});
