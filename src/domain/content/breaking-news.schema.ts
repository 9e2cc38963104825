/** Breaking news: one text shown in the home page's ticker, with an optional link; posting replaces it. */
import { z } from 'zod';
import { optionalLink, requiredText } from '#domain/common/fields.schema.ts';
import { BREAKING_NEWS_MAX } from './breaking-news.ts';

export const breakingNewsSchema = z.object({
  content: requiredText('Content', BREAKING_NEWS_MAX, 'Content cannot be empty'),
  /** Where tapping the ticker leads ("/events/…", an https:// address); none: plain text. */
  link: optionalLink('Link', { sitePaths: true }),
});
export type BreakingNews = z.infer<typeof breakingNewsSchema>;
export type BreakingNewsInput = z.input<typeof breakingNewsSchema>;
