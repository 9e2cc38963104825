/*
 * Optimistic concurrency, for every admin form at once: the version of each item this page has
 * read (the ETag of its GET, the `version` of an admin list's items, the ETag of a write's answer)
 * is kept by the item's address, and every PUT, PATCH and DELETE of that address sends it as
 * If-Match. Which item a write changes is its route's declaration's to say: a part edited under its
 * item (a club's member, a championship's race) names the item in `partOf`, and a POST that adds a
 * part changes that item too; a list whose items live at another address names it in `itemsAt`.
 * So this file knows no route. The version a write's answer gives is kept for the next write of the
 * same save. The server refuses a stale one with StaleItemError; the version is not moved on then,
 * so only a reload clears it.
 */
import type { ApiRoute, RouteMethod } from '#domain/common/api-route.ts';
import { fillPath } from '#domain/common/route-path.ts';

const versions = new Map<string, string>();

const WRITES = new Set<RouteMethod>(['PUT', 'PATCH', 'DELETE']);

export const bareOf = (path: string): string => path.split('?')[0] ?? path;

/**
 * The item a request to `address` changes, whose version it carries and keeps: the item its route
 * declares it a part of, or itself. A POST changes one only when it adds a part (other POSTs make
 * new items, which have no version yet); a read changes none.
 */
export const changedItemOf = (
  route: Pick<ApiRoute, 'method' | 'partOf'>,
  address: string,
  params?: Readonly<Record<string, string>>,
): string | undefined => {
  if (route.partOf !== undefined && route.method !== 'GET') return fillPath(route.partOf, params);
  return WRITES.has(route.method) ? bareOf(address) : undefined;
};

/** The version this page holds of the item at `address`, to send as If-Match. */
export const versionOf = (address: string): string | undefined => versions.get(address);

/** Keeps an answer's ETag as the version of the item at `address`. */
export const keepVersion = (address: string, etag: string): void => {
  versions.set(address, etag);
};

/** Keeps the versions a list's items carry, each under `{itemsAt}/{its _id}` (the list's own path unless its route says). */
export const rememberVersions = (itemsAt: string, items: readonly unknown[]): void => {
  const base = bareOf(itemsAt);
  for (const item of items) {
    const { _id, version } = (item ?? {}) as { _id?: unknown; version?: unknown };
    if (typeof _id === 'string' && typeof version === 'string') versions.set(`${base}/${encodeURIComponent(_id)}`, `"${version}"`);
  }
};
