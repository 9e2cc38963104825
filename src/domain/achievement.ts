/** Achievements (seed §3, §5, §8): the stored record, the create input and the texts. */
import { z } from 'zod';
import { ACHIEVEMENT_LEVELS, type AchievementLevel } from '../config/rules.ts';
import { idSchema, imageInput, optionalText, requiredText } from './fields.ts';

export const ACHIEVEMENT_TITLE_MAX = 45;
export const ACHIEVEMENT_DESCRIPTION_MAX = 1500;

/** Levels are compared case-insensitively (seed §3) and stored in their canonical spelling. */
export const normalizeLevel = (raw: string): AchievementLevel | undefined =>
  ACHIEVEMENT_LEVELS.find((level) => level.toLowerCase() === raw.trim().toLowerCase());

export const levelField = z
  .string({ error: 'Level is required' })
  .transform((value, ctx) => {
    const level = normalizeLevel(value);
    if (!level) {
      ctx.addIssue({ code: 'custom', message: `Level must be one of ${ACHIEVEMENT_LEVELS.join(', ')}` });
      return z.NEVER;
    }
    return level;
  });

export const achievementSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  year: z.string(),
  level: z.enum(ACHIEVEMENT_LEVELS),
  image: z.string(),
  image2: z.string(),
  createdAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementInputSchema = z.object({
  title: requiredText('Title', ACHIEVEMENT_TITLE_MAX),
  description: optionalText('Description', ACHIEVEMENT_DESCRIPTION_MAX),
  year: optionalText('Year', 20),
  level: levelField,
  image: imageInput('Image'),
  image2: imageInput('Second image'),
});
export type AchievementInput = z.input<typeof achievementInputSchema>;

export const achievementMessages = {
  postHeading: 'Post Your Achievement',
  deleteHeading: 'Delete Achievement',
  posted: 'Achievement successfully posted!!!',
  saveFailed: 'Failed to save the achievement. Please try again.',
  saveError: 'Error saving the achievement. Please try again.',
  fetchFailed: (status: number) => `Failed to fetch achievements. Status: ${status}`,
  unexpectedFormat: 'Unexpected data format',
  loadFailed: (detail: string) => `Failed to load achievements. Error: ${detail}`,
  detailFailed: 'Failed to load achievement details.',
  deleteFailed: (detail: string) => `Failed to delete achievement. Error: ${detail}`,
  empty: 'No achievements found',
  levelEmpty: (level: string) => `No ${level.toLowerCase()} level achievements found`,
  related: 'Related Achievements',
  ourAchievement: 'Our Achievement',
  showFilters: 'Show Filters',
  hideFilters: 'Hide Filters',
  retry: 'Retry',
} as const;
