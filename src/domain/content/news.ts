/** Texts, limits and small rules of news without the schema library, so browser code can import them cheaply. */
export const NEWS_TITLE_MAX = 100;
export const NEWS_DESCRIPTION_MAX = 3_000;

/** A news item's own address: shareable, prerendered for the newest items, served by a fallback page for the others. */
export const newsPath = (id: string): string => `/News/${encodeURIComponent(id)}`;

/**
 * A text's paragraphs: separated by a blank line (spaces on it allowed). Single line breaks stay
 * inside their paragraph, where the page keeps them.
 */
export const paragraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

export const newsMessages = {
  title: 'News',
  addHeading: 'Add News',
  listHeading: 'All News',
  heading: 'Latest News',
  loading: 'Loading news...',
  close: 'Close',
  titleEmpty: 'Please enter a title',
  added: 'News added successfully!',
  saveFailed: 'Failed to save the news. Please try again.',
  saveError: 'Error saving the news. Please try again.',
  deleted: 'News deleted successfully!',
  editHeading: (title: string) => `Edit ${title}`,
  updated: 'News updated successfully!',
  updateFailed: 'Failed to update the news. Please try again.',
  updateError: 'Error updating the news. Please try again.',
  openFailed: 'Failed to open the news item for editing. Please try again.',
  deleteFailed: (detail: string) => `Failed to delete news. Error: ${detail}`,
  publicLoadFailed: (message: string) => `Failed to load news: ${message}`,
  adminLoadFailed: (detail: string) => `Failed to load news. Error: ${detail}`,
  empty: 'No news found',
  confirmDelete: 'Are you sure you want to delete this news item?',
  published: 'Published',
  openPage: 'Open as a page to share',
  share: 'Share on WhatsApp',
  all: 'All news',
  detailFailed: 'Failed to load the news item.',
  detailEmpty: 'This news item does not exist (any more).',
} as const;
