/**
 * The sort keys the collections' indexes share (the declarations in collections/).
 */
import { ACHIEVEMENT_LEVELS } from '#config/rules.ts';
import type { Achievement } from '#domain/content/achievement.schema.ts';

/** Dated lists are kept by creation time (ISO strings sort as times). */
export const byCreation = (record: { createdAt: string }) => record.createdAt;

/** Names sort without regard to case (plain code-unit order after folding; accents sort after z). */
export const byName = (name: string) => name.trim().toLowerCase();

/** An achievement's year as a sort key: four digits, or "0000" when the year is not one (it is free text). */
const yearKey = (year: string) => (/^\d{4}$/.test(year.trim()) ? year.trim() : '0000');

/** Newest first within a level when read from the end: the year, then when it was added. */
export const byYear = (achievement: Achievement) => `${yearKey(achievement.year)}|${achievement.createdAt}`;

/**
 * The public order of achievements when read from the end: the highest level first
 * (International, National, State, District), newest first within it. A level's rank is a digit,
 * International's the largest; levels are matched without regard to case, as everywhere.
 */
export const byRank = (achievement: Achievement) => {
  const index = ACHIEVEMENT_LEVELS.findIndex((level) => level.toLowerCase() === achievement.level.toLowerCase());
  return `${index < 0 ? 0 : ACHIEVEMENT_LEVELS.length - index}|${byYear(achievement)}`;
};
