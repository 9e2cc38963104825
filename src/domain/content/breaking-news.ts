/** Texts, limits and small rules of breaking-news without the schema library, so browser code can import them cheaply. */
export const BREAKING_NEWS_MAX = 500;

export const breakingNewsMessages = {
  title: 'Breaking News',
  unavailable: 'No Breaking News',
  updated: 'Breaking News updated successfully!',
  updateFailed: 'Failed to update breaking news. Please try again.',
  empty: 'Content cannot be empty',
  updating: 'Updating...',
} as const;
