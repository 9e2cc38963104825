/**
 * The association's published content: achievements, news, the gallery, the short updates and the
 * breaking-news banner. Lists of dated things are kept by creation time and read from the end
 * (newest first).
 */
import { type Achievement, achievementSchema } from '#domain/content/achievement.schema.ts';
import { ACHIEVEMENT_PREVIEW_LENGTH } from '#config/rules.ts';
import { breakingNewsSchema } from '#domain/content/breaking-news.schema.ts';
import { type GalleryImage, galleryImageSchema } from '#domain/content/gallery.schema.ts';
import { type News, newsSchema } from '#domain/content/news.schema.ts';
import { preview } from '#domain/common/text.ts';
import { updateSchema } from '#domain/content/update.schema.ts';
import { collection, define, fitted, singleton, whole } from '#shared/store/index.ts';
import { byCreation, byRank, byYear } from '#shared/store/sort-keys.ts';

/** Achievement cards show a preview of the description; the detail page reads the record. */
const achievementSummary = (achievement: Achievement) =>
  fitted({ ...achievement, description: preview(achievement.description, ACHIEVEMENT_PREVIEW_LENGTH) });

export const achievementsDefinition = define({
  name: 'achievements',
  schema: achievementSchema,
  indexes: {
    newest: { key: byCreation, summary: achievementSummary },
    /** The public list: highest level first, then newest. */
    byRank: { key: byRank, summary: achievementSummary },
    /** The level pages, and the count of each level on the achievements page; version 2 orders them by year. */
    byLevel: { key: byYear, summary: achievementSummary, partition: (achievement: Achievement) => achievement.level, version: 2 },
  },
});

export const newsDefinition = define({
  name: 'news',
  schema: newsSchema,
  indexes: { newest: { key: byCreation, summary: (item: News) => whole(item) } },
});

export const galleryDefinition = define({
  name: 'gallery',
  schema: galleryImageSchema,
  // Version 2 lists each image's alt text and caption; images stored before them get the defaults.
  indexes: { newest: { key: byCreation, summary: (image: GalleryImage) => whole(image), version: 2 } },
});

export const updatesDefinition = define({
  name: 'updates',
  schema: updateSchema,
  indexes: { newest: { key: byCreation, summary: (update: { _id: string; text: string; createdAt: string }) => whole(update) } },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const achievements = () => collection(achievementsDefinition);
export const updates = () => collection(updatesDefinition);
export const news = () => collection(newsDefinition);
export const gallery = () => collection(galleryDefinition);
export const breakingNews = () => singleton('breaking-news', breakingNewsSchema);
