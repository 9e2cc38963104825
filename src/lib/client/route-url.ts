/** A declared route's address: its path with the parameters filled in, and the query that is set. */
import type { ApiRoute } from '#domain/common/api-route.ts';
import { PAGE_SIZE_DEFAULT } from '#config/paging.ts';
import { fillPath } from '#domain/common/route-path.ts';
import type { ParamNames } from './route-types.ts';

type Values = Readonly<Record<string, string | number | undefined>>;

/**
 * `query` as text; empty values and defaults (the first page, the default size) are left out, so
 * that the same list always has the same address for caches.
 */
export const queryText = (query: Values = {}): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const isDefault = (name === 'page' && value === 1) || (name === 'pageSize' && value === PAGE_SIZE_DEFAULT);
    if (value === undefined || value === '' || isDefault) continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** The route's path with each `:name` replaced by its parameter, encoded. */
export const routePath = <R extends ApiRoute>(route: R, params: Readonly<Record<ParamNames<R['path']>, string>> | undefined): string =>
  fillPath(route.path, params);

/** The whole address: the path filled in, and the query (a download's link, a list's page). */
export const routeUrl = <R extends ApiRoute>(route: R, params?: Readonly<Record<ParamNames<R['path']>, string>>, query?: Values): string =>
  `${routePath(route, params)}${queryText(query)}`;
