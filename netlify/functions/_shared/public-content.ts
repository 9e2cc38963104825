/** Reads everything the prerendered pages show from the store, in its public form only. */
import { publicContentSchema, type PublicContent } from '../../../src/domain/public-content.schema.ts';
import { breakingNews } from './collections.ts';
import { publicAchievements, publicClubs, publicEvents, publicGallery, publicNews, publicSkaters, publicUpdates } from './public-views.ts';

export const readPublicContent = async (): Promise<PublicContent> => {
  const [breaking, achievements, updates, events, news, gallery, clubs, skaters] = await Promise.all([
    breakingNews().get(),
    publicAchievements(),
    publicUpdates(),
    publicEvents(),
    publicNews(),
    publicGallery(),
    publicClubs(),
    publicSkaters(),
  ]);
  // Parsed on the way out: the export schema keeps only public fields, whatever a reader returned.
  return publicContentSchema.parse({
    exportedAt: new Date().toISOString(),
    breakingNews: breaking?.content ?? '',
    achievements,
    updates,
    events,
    news,
    gallery,
    clubs,
    skaters,
  });
};
