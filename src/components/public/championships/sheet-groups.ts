/**
 * A sheet's races as a visitor on a phone reads them: the races that hold something (results, or
 * entrants) grouped by age category, then discipline, in the order the championship lists them,
 * each group with an address for the jump list; the other races counted apart, to be collapsed.
 */
import type { RaceView } from '#domain/championships/championship-views.ts';

export interface RaceGroup<R> {
  /** The group's anchor on the page (unique, letters, digits and dashes). */
  id: string;
  ageCategory: string;
  discipline: string;
  races: R[];
}

export interface AgeGroup<R> {
  ageCategory: string;
  groups: RaceGroup<R>[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Groups by age category, then discipline, keeping the order in which each first appears. */
export const groupRaces = <R extends RaceView>(races: readonly R[]): AgeGroup<R>[] => {
  const ages = new Map<string, Map<string, R[]>>();
  for (const race of races) {
    const disciplines = ages.get(race.ageCategory) ?? new Map<string, R[]>();
    ages.set(race.ageCategory, disciplines);
    disciplines.set(race.discipline, [...(disciplines.get(race.discipline) ?? []), race]);
  }
  let index = 0;
  return [...ages].map(([ageCategory, disciplines]) => ({
    ageCategory,
    groups: [...disciplines].map(([discipline, grouped]) => {
      index += 1;
      return { id: `races-${index}-${slug(`${ageCategory} ${discipline}`)}`, ageCategory, discipline, races: grouped };
    }),
  }));
};

/** The races that hold something, and the others. */
export const splitRaces = <R>(races: readonly R[], holds: (race: R) => boolean): { shown: R[]; empty: R[] } => ({
  shown: races.filter(holds),
  empty: races.filter((race) => !holds(race)),
});
