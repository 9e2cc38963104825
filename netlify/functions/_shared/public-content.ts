/** Reads everything the prerendered pages show from the store, in its public form only. */
import { breakingNewsSchema } from '../../../src/domain/breaking-news.ts';
import { emptyPublicContent, type PublicContent } from '../../../src/domain/public-content.ts';
import { singleton } from './store.ts';

// TODO(issue 3): fill every collection through the resource modules' public readers.
export const readPublicContent = async (): Promise<PublicContent> => {
  const breakingNews = await singleton('breaking-news', breakingNewsSchema).get();
  return { ...emptyPublicContent(), exportedAt: new Date().toISOString(), breakingNews: breakingNews?.content ?? '' };
};
