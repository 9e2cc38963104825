/**
 * The public content exported from the store before each build (decision 24), read by the pages
 * while prerendering. Only public fields ever enter it: the built site is public by nature.
 */
import { z } from 'zod';

export const publicContentSchema = z.object({
  exportedAt: z.string(),
  breakingNews: z.string(),
});
export type PublicContent = z.infer<typeof publicContentSchema>;

export const emptyPublicContent = (): PublicContent => ({ exportedAt: new Date(0).toISOString(), breakingNews: '' });
