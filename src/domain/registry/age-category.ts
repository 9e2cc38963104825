/** Age and age category from the date of birth (docs/rules.md#age-categories): one function for pages and server. */
import { AGE_REFERENCE, seasonOf } from '#config/rules.ts';
import { formatDate, zonedDay } from '#domain/common/dates.ts';

export const AGE_CATEGORIES = ['Not Categorized', 'Cadet (5-7)', 'Cadet (7-9)', 'Cadet (9-11)', 'Sub Junior', 'Junior', 'Senior'] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

/**
 * The day ages are counted on: 1 January of the season's year ('jan1'), or the day of `now` on
 * the association's calendar ('today'), as midnight UTC of that day (what `ageInYears` reads).
 */
export const referenceDate = (now = new Date(), mode: 'today' | 'jan1' = AGE_REFERENCE): Date =>
  mode === 'jan1' ? new Date(Date.UTC(seasonOf(now), 0, 1)) : new Date(`${zonedDay(now)}T00:00:00Z`);

/** Age in whole years on `on`, from an ISO date (YYYY-MM-DD); null when the date is unusable. */
export const ageInYears = (dob: string, on: Date = referenceDate()): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = on.getUTCFullYear() - year;
  const beforeBirthday = on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
};

export const ageCategoryForAge = (age: number): AgeCategory => {
  if (age < 5) return 'Not Categorized';
  if (age < 7) return 'Cadet (5-7)';
  if (age < 9) return 'Cadet (7-9)';
  if (age < 11) return 'Cadet (9-11)';
  if (age < 14) return 'Sub Junior';
  if (age < 17) return 'Junior';
  return 'Senior';
};

export const ageCategory = (dob: string, on: Date = referenceDate()): AgeCategory => {
  const age = ageInYears(dob, on);
  return age === null ? 'Not Categorized' : ageCategoryForAge(age);
};

/**
 * What each category takes, as ages on the day ages are counted. The federation's names stay as
 * they are, but "9-11" means 9 up to (not including) 11: these say it in words.
 */
export const CATEGORY_AGES: Record<AgeCategory, { min: number; below?: number }> = {
  'Not Categorized': { min: 0, below: 5 },
  'Cadet (5-7)': { min: 5, below: 7 },
  'Cadet (7-9)': { min: 7, below: 9 },
  'Cadet (9-11)': { min: 9, below: 11 },
  'Sub Junior': { min: 11, below: 14 },
  Junior: { min: 14, below: 17 },
  Senior: { min: 17 },
};

export const isCategory = (name: string): name is AgeCategory => (AGE_CATEGORIES as readonly string[]).includes(name);

/** "9 or 10", "11, 12 or 13", "17 or older", "under 5". */
export const categoryAges = (category: AgeCategory): string => {
  const { min, below } = CATEGORY_AGES[category];
  if (below === undefined) return `${min} or older`;
  if (min === 0) return `under ${below}`;
  const ages = Array.from({ length: below - min }, (_, index) => String(min + index));
  return ages.length === 1 ? (ages[0] ?? '') : `${ages.slice(0, -1).join(', ')} or ${ages.at(-1) ?? ''}`;
};

/** "Cadet (9-11): 9 or 10 on 1 January 2027": a category explained where a parent meets it. Other names are returned as they are. */
export const explainCategory = (category: string, day: string): string =>
  isCategory(category) ? `${category}: ${categoryAges(category)} on ${formatDate(day)}` : category;

/** "Age 10 on 1 January 2027 (Cadet (9-11))": the age shown with the day it is counted on. */
export const ageOnText = (age: number, day: string, category?: string): string =>
  `Age ${age} on ${formatDate(day)}${category ? ` (${category})` : ''}`;

/** The day (YYYY-MM-DD) ages are counted on for the season a moment falls in. */
export const referenceDay = (now = new Date()): string => referenceDate(now).toISOString().slice(0, 10);

/**
 * The one day a championship's categories are counted on: its own when it set one, otherwise
 * 1 January of the season its event falls in. Every entry is judged on that day, whenever it is made.
 */
export const championshipAgeDay = (eventDate: string, ageDate?: string): string =>
  ageDate ?? `${seasonOf(new Date(`${eventDate.slice(0, 10)}T12:00:00Z`))}-01-01`;

/** A YYYY-MM-DD day as the Date the age functions take. */
export const dayAsDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
