/** Texts, limits and small rules of news without the schema library, so browser code can import them cheaply. */
export const NEWS_TITLE_MAX = 45;
export const NEWS_DESCRIPTION_MAX = 300;

export const newsMessages = {
  title: 'News',
  addHeading: 'Add News',
  deleteHeading: 'Delete News',
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
} as const;
