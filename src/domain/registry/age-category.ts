/** Age and age category from the date of birth (docs/rules.md#age-categories): one function for pages and server. */
import { AGE_REFERENCE, seasonOf } from '../../config/rules.ts';

export const AGE_CATEGORIES = ['Not Categorized', 'Cadet (5-7)', 'Cadet (7-9)', 'Cadet (9-11)', 'Sub Junior', 'Junior', 'Senior'] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

/** The day ages are counted on: 1 January of the season's year ('jan1'), or `now` itself ('today'). */
export const referenceDate = (now = new Date(), mode: 'today' | 'jan1' = AGE_REFERENCE): Date =>
  mode === 'jan1' ? new Date(Date.UTC(seasonOf(now), 0, 1)) : now;

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
