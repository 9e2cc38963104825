/**
 * Page sizes of every paged list, shared by the API routes and the islands: lists are paged and
 * searched on the server so that no answer grows with the collection.
 */
export const PAGE_SIZE_DEFAULT = 24;
/** 100 summaries of at most 2 KB each keep any page far below 1 MB. */
export const PAGE_SIZE_MAX = 100;

/**
 * How many items of each collection with detail pages (achievements, events, clubs, news) get a
 * prerendered page: the first ones of each public list (the newest achievements, the coming
 * events, clubs by name). The others are served by the fallback pages, which load the item from
 * the API, so the build's time and size stay the same however large the collections grow.
 */
export const PRERENDERED_DETAILS = 100;
