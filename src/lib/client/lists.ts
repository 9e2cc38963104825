/** Lists a page at a time: what a screen may ask of one, and every item of one (an export, "select all"). */
import type { PagedList } from '#domain/common/list-query.ts';
import { PAGE_SIZE_MAX } from '#config/paging.ts';

/** What a list may be asked for: a page, its size, a search, and the route's own filters. */
export interface ListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  [filter: string]: string | number | undefined;
}

/**
 * Every item a list route answers for `params`, a page of the largest size at a time (an export,
 * a choice of every event, "select all"): pages stay small however long the list is.
 */
export const everyItem = async <T>(
  load: (params: ListParams) => Promise<PagedList<T>>,
  params: ListParams = {},
  onProgress?: (done: number, total: number) => void,
): Promise<T[]> => {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await load({ ...params, page, pageSize: PAGE_SIZE_MAX });
    items.push(...answer.items);
    onProgress?.(items.length, answer.total);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
};
