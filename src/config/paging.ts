/**
 * Page sizes of every paged list, shared by the API routes and the islands: lists are paged and
 * searched on the server so that no answer grows with the collection.
 */
export const PAGE_SIZE_DEFAULT = 24;
/** 100 summaries of at most 2 KB each keep any page far below 1 MB. */
export const PAGE_SIZE_MAX = 100;
