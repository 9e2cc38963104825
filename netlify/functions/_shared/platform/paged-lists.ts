/**
 * Paged list answers, written once for every list route: read the query (?page, ?pageSize, ?q and
 * the route's filters), take one page from an index, and answer it with its paging in headers
 * (`X-Total-Count`, `X-Page`, `X-Page-Size`, `Link` with rel="next"/"prev").
 *
 * Without a search or filter a page is one read of the index head and of the one to three chunks
 * that hold it, whatever the collection's size. With one, the route's index summaries are scanned
 * (every instance caches the chunks, which never change) and only the page asked for is kept, so
 * the answer stays as small as an unfiltered one.
 */
import type { z } from 'zod';
import { PAGING_HEADERS, type PagedList } from '#domain/common/list-query.ts';
import type { ListQuery } from '#domain/common/list-query.schema.ts';
import { json, parseWith, type CachePolicy } from './http.ts';
import type { Collection, Identified, Indexes, SummaryOf } from '#shared/store/index.ts';

/** Where a list's items come from, in the order the list shows them. */
export interface ListSource<S> {
  page: (offset: number, limit: number) => Promise<{ items: S[]; total: number }>;
  scan: () => AsyncIterable<readonly S[]>;
}

/** One index (partition) of a collection, read forwards or from the end (newest first). */
export const indexSource = <T extends Identified, I extends Indexes<T>, N extends keyof I & string>(
  store: Collection<T, I>,
  index: N,
  options: { partition?: string; reverse?: boolean } = {},
): ListSource<SummaryOf<I[N]>> => ({
  page: (offset, limit) => store.page(index, { ...options, offset, limit }),
  scan: () => store.scan(index, options),
});

/** The route's query, checked: 400 with the reason for anything malformed. */
export const readListQuery = <S extends z.ZodType<ListQuery>>(req: Request, schema: S): z.output<S> =>
  parseWith(schema, Object.fromEntries(new URL(req.url).searchParams));

/** The page of `source` the query asks for; with `match`, of the items it accepts. */
export const listPage = async <S>(
  source: ListSource<S>,
  { page, pageSize }: ListQuery,
  match?: (item: S) => boolean,
): Promise<PagedList<S>> => {
  const offset = (page - 1) * pageSize;
  if (!match) return { ...(await source.page(offset, pageSize)), page, pageSize };
  const items: S[] = [];
  let total = 0;
  for await (const chunk of source.scan()) {
    for (const item of chunk) {
      if (!match(item)) continue;
      if (total >= offset && items.length < pageSize) items.push(item);
      total += 1;
    }
  }
  return { items, total, page, pageSize };
};

/** The address of another page of this list (same filters), as a path: the Link header's target. */
const pageLink = (req: Request, page: number) => {
  const url = new URL(req.url);
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
};

export const pagingHeaders = (req: Request, { total, page, pageSize }: PagedList<unknown>): Record<string, string> => {
  const links: string[] = [];
  if (page * pageSize < total) links.push(`<${pageLink(req, page + 1)}>; rel="next"`);
  if (page > 1) links.push(`<${pageLink(req, Math.min(page - 1, Math.max(1, Math.ceil(total / pageSize))))}>; rel="prev"`);
  return {
    [PAGING_HEADERS.total]: String(total),
    [PAGING_HEADERS.page]: String(page),
    [PAGING_HEADERS.pageSize]: String(pageSize),
    ...(links.length > 0 ? { [PAGING_HEADERS.link]: links.join(', ') } : {}),
  };
};

/**
 * A list answer: the page's items as an array (the list routes' shape since the first release),
 * or, given `wrap`, the object it makes of them with the paging added as fields too.
 */
export const pagedJson = <S>(
  req: Request,
  list: PagedList<S>,
  { cache = 'private', headers = {}, wrap }: { cache?: CachePolicy; headers?: Record<string, string>; wrap?: (items: S[]) => object } = {},
): Response =>
  json(wrap ? { ...wrap(list.items), total: list.total, page: list.page, pageSize: list.pageSize } : list.items, {
    cache,
    headers: { ...pagingHeaders(req, list), ...headers },
  });
