/**
 * The public content exported from the store before each build (docs/rules.md#fresh-content), read by the pages
 * while prerendering. Only public fields ever enter it: the built site is public by nature.
 */
import { z } from 'zod';
import { achievementSchema } from './achievement.schema.ts';
import { clubSchema } from './club.schema.ts';
import { eventSchema } from './event.schema.ts';
import { galleryImageSchema } from './gallery.schema.ts';
import { newsSchema } from './news.schema.ts';
import { publicSkaterSchema } from './skater.schema.ts';
import { updateSchema } from './update.schema.ts';

export const publicContentSchema = z.object({
  exportedAt: z.string(),
  breakingNews: z.string(),
  achievements: z.array(achievementSchema),
  updates: z.array(updateSchema),
  events: z.array(eventSchema),
  news: z.array(newsSchema),
  gallery: z.array(galleryImageSchema),
  clubs: z.array(clubSchema),
  skaters: z.array(publicSkaterSchema),
});
export type PublicContent = z.infer<typeof publicContentSchema>;

export const emptyPublicContent = (): PublicContent => ({
  exportedAt: new Date(0).toISOString(),
  breakingNews: '',
  achievements: [],
  updates: [],
  events: [],
  news: [],
  gallery: [],
  clubs: [],
  skaters: [],
});
