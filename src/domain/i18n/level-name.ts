/**
 * An achievement's level in the page's language ("National" is "தேசிய"): the levels are the
 * association's fixed list, so each has its words; a level outside the list is shown as written.
 */
import { ACHIEVEMENT_LEVELS, type AchievementLevel } from '#config/rules.ts';
import type { Messages } from './messages.ts';

export type LevelKey = `level.${AchievementLevel}`;

const isLevel = (level: string): level is AchievementLevel => (ACHIEVEMENT_LEVELS as readonly string[]).includes(level);

export const levelName = (m: Messages<LevelKey>, level: string): string => (isLevel(level) ? m.t(`level.${level}`) : level);
