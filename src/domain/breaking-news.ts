/** Breaking news: one text shown in the about page's marquee; posting replaces it (seed §4). */
import { z } from 'zod';
import { requiredText } from './fields.ts';

export const BREAKING_NEWS_MAX = 500;

export const breakingNewsSchema = z.object({
  content: requiredText('Content', BREAKING_NEWS_MAX, 'Content cannot be empty'),
});
export type BreakingNews = z.infer<typeof breakingNewsSchema>;

export const breakingNewsMessages = {
  title: 'Breaking News',
  unavailable: 'No Breaking News',
  updated: 'Breaking News updated successfully!',
  updateFailed: 'Failed to update breaking news. Please try again.',
  empty: 'Content cannot be empty',
  updating: 'Updating...',
} as const;
