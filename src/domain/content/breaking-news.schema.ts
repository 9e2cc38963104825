/** Breaking news: one text shown in the about page's marquee; posting replaces it. */
import { z } from 'zod';
import { requiredText } from '../common/fields.schema.ts';
import { BREAKING_NEWS_MAX } from './breaking-news.ts';

export const breakingNewsSchema = z.object({
  content: requiredText('Content', BREAKING_NEWS_MAX, 'Content cannot be empty'),
});
export type BreakingNews = z.infer<typeof breakingNewsSchema>;
