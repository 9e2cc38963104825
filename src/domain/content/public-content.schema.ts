/**
 * The public content exported from the store before each build (docs/rules.md#fresh-content), read by the pages
 * while prerendering. Only public fields ever enter it: the built site is public by nature. It
 * holds what the build needs and no more, so its size does not grow with the collections: the
 * first page of each public list with the list's total (the pages page and search the rest
 * through the API), and the records whose detail pages are prerendered (src/config/paging.ts).
 */
import { z } from 'zod';
import { ACHIEVEMENT_LEVELS } from '#config/rules.ts';
import { achievementSchema } from './achievement.schema.ts';
import { championshipSheetsSchema } from '#domain/championships/championship.schema.ts';
import { clubSchema, clubSummarySchema } from './club.schema.ts';
import { eventSchema } from '#domain/events/event.schema.ts';
import { galleryImageSchema } from './gallery.schema.ts';
import { newsSchema } from './news.schema.ts';
import { publicSkaterSchema } from '#domain/registry/skater-views.schema.ts';
import { updateSchema } from './update.schema.ts';
import { emptyPublicRecords, publicRecordsSchema } from '#domain/race-day/public-records.ts';

const firstPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });
export type FirstPage<T> = { items: T[]; total: number };

export const publicContentSchema = z.object({
  exportedAt: z.string(),
  breakingNews: z.string(),
  /** Where the ticker leads, if anywhere. */
  breakingNewsLink: z.string().default(''),
  /** Achievements' list items carry the description's preview (the cards show no more). */
  achievements: firstPage(achievementSchema),
  /** Each level's first page and count: the level pages and the counts beside the achievements. */
  achievementsByLevel: z.record(z.enum(ACHIEVEMENT_LEVELS), firstPage(achievementSchema)),
  updates: firstPage(updateSchema),
  events: firstPage(eventSchema),
  news: firstPage(newsSchema),
  gallery: firstPage(galleryImageSchema),
  clubs: firstPage(clubSummarySchema),
  skaters: firstPage(publicSkaterSchema),
  /** Whole records of the items whose detail pages are prerendered; the others use the fallback pages. */
  details: z.object({
    achievements: z.array(achievementSchema),
    events: z.array(eventSchema),
    clubs: z.array(clubSchema),
    /** The newest news items, whole: each has a page of its own (/News/{id}). */
    news: z.array(newsSchema).default([]),
  }),
  /**
   * When entries close for each championship among the coming events of the first page (event id
   * to ISO time): the home page's "Enter" and countdown.
   */
  entriesClose: z.record(z.string(), z.string()).default({}),
  /** Start lists and results of the championships among those events: their pages are prerendered too. */
  championships: z.array(championshipSheetsSchema).default([]),
  /** The season's registration and renewal fees as the treasurer set them (the membership page); none before they are set. */
  seasonFees: z.object({ season: z.number(), newFee: z.number(), renewalFee: z.number() }).optional(),
  /** The district's and the state's records, and the meet records of the championships above (the records page). */
  records: publicRecordsSchema.default(emptyPublicRecords),
});
export type PublicContent = z.infer<typeof publicContentSchema>;

const none = () => ({ items: [], total: 0 });

export const emptyPublicContent = (): PublicContent => ({
  exportedAt: new Date(0).toISOString(),
  breakingNews: '',
  breakingNewsLink: '',
  achievements: none(),
  achievementsByLevel: { International: none(), National: none(), State: none(), District: none() },
  updates: none(),
  events: none(),
  news: none(),
  gallery: none(),
  clubs: none(),
  skaters: none(),
  details: { achievements: [], events: [], clubs: [], news: [] },
  entriesClose: {},
  championships: [],
  records: emptyPublicRecords(),
});
