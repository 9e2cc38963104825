/**
 * Bibs: numbered per championship, either one sequence (1, 2, 3 … in name order) or a range of a
 * hundred per age category (Cadet 100–199, …). A skater keeps their bib in every race of the
 * championship, and a bib once given stays when more skaters are numbered later.
 */
import { AGE_CATEGORIES } from '#domain/registry/age-category.ts';

export const BIB_MODES = ['sequence', 'by-age-category'] as const;
export type BibMode = (typeof BIB_MODES)[number];

/** The first bib of an age category's range: 100 for the first, 200 for the next … */
export const rangeStartOf = (ageCategory: string): number => 100 * (Math.max(0, AGE_CATEGORIES.indexOf(ageCategory as never)) + 1);

export interface Bibbed {
  entryId: string;
  name: string;
  ageCategory: string;
}

/**
 * The bibs after numbering `entrants`: those given stay, the others get the next free number of
 * their sequence (or their category's range), in name order.
 */
export const numberBibs = (entrants: readonly Bibbed[], given: Readonly<Record<string, number>>, mode: BibMode): Record<string, number> => {
  const bibs: Record<string, number> = { ...given };
  const taken = new Set(Object.values(given));
  const next = new Map<string, number>();
  const sorted = [...entrants].sort((a, b) => a.name.localeCompare(b.name) || (a.entryId < b.entryId ? -1 : 1));
  for (const entrant of sorted) {
    if (bibs[entrant.entryId] !== undefined) continue;
    const key = mode === 'sequence' ? '' : entrant.ageCategory;
    let bib = next.get(key) ?? (mode === 'sequence' ? 1 : rangeStartOf(entrant.ageCategory));
    while (taken.has(bib)) bib += 1;
    bibs[entrant.entryId] = bib;
    taken.add(bib);
    next.set(key, bib + 1);
  }
  return bibs;
};
