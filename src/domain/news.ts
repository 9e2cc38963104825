/** News items (seed §3, §5, §8; decisions 11 and 18). */
import { z } from 'zod';
import { idSchema, imageInput, optionalText, requiredText } from './fields.ts';

export const NEWS_TITLE_MAX = 45;
export const NEWS_DESCRIPTION_MAX = 300;

export const newsSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
export type News = z.infer<typeof newsSchema>;

export const newsInputSchema = z.object({
  title: requiredText('Title', NEWS_TITLE_MAX, 'Please enter a title'),
  description: optionalText('Description', NEWS_DESCRIPTION_MAX),
  image: imageInput('Image'),
});
export type NewsInput = z.input<typeof newsInputSchema>;

export const newsMessages = {
  heading: 'Latest News',
  loading: 'Loading news...',
  close: 'Close',
  titleEmpty: 'Please enter a title',
  added: 'News added successfully!',
  saveFailed: 'Failed to save the news. Please try again.',
  saveError: 'Error saving the news. Please try again.',
  deleted: 'News deleted successfully!',
  deleteFailed: (detail: string) => `Failed to delete news. Error: ${detail}`,
  publicLoadFailed: (message: string) => `Failed to load news: ${message}`,
  adminLoadFailed: (detail: string) => `Failed to load news. Error: ${detail}`,
  empty: 'No news found',
  confirmDelete: 'Are you sure you want to delete this news item?',
} as const;
