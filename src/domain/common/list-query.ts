/**
 * Paged lists, as the API answers them and the pages ask for them: the page sizes (src/config/paging.ts),
 * the longest search, the headers that carry the paging of an answer, and the texts of a bad query.
 * Zod-free, so islands import it cheaply.
 */
import { PAGE_SIZE_MAX } from '#config/paging.ts';

/** Longest search text: enough for a name and a club, and every search stays cheap. */
export const SEARCH_MAX = 100;
/** Highest page number accepted (far past the end of any collection). */
export const PAGE_MAX = 100_000;

/** The headers of a paged answer: the matching total, this page, its size, and links to its neighbours. */
export const PAGING_HEADERS = {
  total: 'X-Total-Count',
  page: 'X-Page',
  pageSize: 'X-Page-Size',
  link: 'Link',
} as const;

export const listQueryMessages = {
  page: `page must be a whole number from 1 to ${PAGE_MAX}`,
  pageSize: `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  search: `The search may be at most ${SEARCH_MAX} characters`,
  filter: (name: string, options: readonly string[]) => `${name} must be one of: ${options.join(', ')}`,
} as const;

/** One page of a list with what a pager needs. */
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The texts of paged lists, written once for every page and screen. */
export const listTexts = {
  more: 'Show more',
  loadingMore: 'Loading more…',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  preparing: (done: number, total: number) => `Preparing ${done} of ${total}…`,
} as const;
