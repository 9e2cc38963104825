/** Achievements: the stored record and the create input. */
import { z } from 'zod';
import { ACHIEVEMENT_LEVELS } from '#config/rules.ts';
import { editedImageInput, idSchema, imageInput, optionalText, requiredText } from '#domain/common/fields.schema.ts';
import { listQueryMessages } from '#domain/common/list-query.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { ACHIEVEMENT_DESCRIPTION_MAX, ACHIEVEMENT_TITLE_MAX, achievementMessages, normalizeLevel } from './achievement.ts';

export const levelField = z.string({ error: 'Level is required' }).transform((value, ctx) => {
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
  image: imageInput(achievementMessages.imageLabel),
  image2: imageInput(achievementMessages.image2Label),
});
export type AchievementInput = z.input<typeof achievementInputSchema>;

/** An edit: the same fields and checks as adding; an image left out keeps the current one. */
export const achievementEditSchema = achievementInputSchema.extend({
  image: editedImageInput(achievementMessages.imageLabel),
  image2: editedImageInput(achievementMessages.image2Label),
});
export type AchievementEdit = z.input<typeof achievementEditSchema>;

const levelsMessage = listQueryMessages.filter('level', ACHIEVEMENT_LEVELS);

/**
 * The public list's filters: `level` names one or more levels separated by commas (any case), and
 * `year` a year the achievement's year text must name.
 */
export const achievementListQuerySchema = listQuerySchema.extend({
  level: z
    .string()
    .max(100, { error: levelsMessage, abort: true })
    .optional()
    .transform((value, ctx) => {
      const names = (value ?? '').split(',').filter((name) => name.trim() !== '');
      const levels = names.map(normalizeLevel);
      if (levels.some((level) => level === undefined)) {
        ctx.addIssue({ code: 'custom', message: levelsMessage });
        return z.NEVER;
      }
      return [...new Set(levels)] as (typeof ACHIEVEMENT_LEVELS)[number][];
    }),
  year: z
    .string()
    .max(4, { error: 'year must be a year such as 2024', abort: true })
    .regex(/^(\d{4})?$/, 'year must be a year such as 2024')
    .optional()
    .transform((value) => value ?? ''),
});
