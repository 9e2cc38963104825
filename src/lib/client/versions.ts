/*
 * Optimistic concurrency, for every admin form at once: the version of each item this page has
 * read (the ETag of its GET, the `version` of an admin list's items, the ETag of a write's answer)
 * is kept by the item's address, and every PUT, PATCH and DELETE of that address (or of a part
 * of it: a club's member, a championship's race) sends it as If-Match, as does a POST that adds a
 * part (a club's member): it changes the item too, so it is checked against the version the form
 * was opened on, and the version its answer gives is kept for the next write of the same save.
 * The server refuses a stale one with StaleItemError; the version is not moved on then, so only a
 * reload clears it.
 */
import type { RouteMethod } from '#domain/common/api-route.ts';
import { entryRoutes } from '#domain/championships/entry.routes.ts';

const versions = new Map<string, string>();

const WRITES = new Set<RouteMethod>(['PUT', 'PATCH', 'DELETE']);

/** Parts edited under their item, which the server checks against the item's version: a club's members, a championship's races. */
const PARTS: readonly RegExp[] = [
  /^(\/api\/associative-club\/[^/]+)\/members(?:\/[^/]+)?$/,
  /^(\/api\/events\/[^/]+\/championship)\/races\/[^/]+$/,
];

/** Lists of parts a POST adds to, which the server checks against the item's version too: a club's members. */
const ADDED_PARTS: readonly RegExp[] = [/^(\/api\/associative-club\/[^/]+)\/members$/];

/** Lists whose items are written at another address than the list's own (an event's entries are `/api/entries/{id}`). */
const ITEM_ADDRESSES: readonly [RegExp, string][] = [
  [/^\/api\/events\/[^/]+\/entries$/, entryRoutes.enter.path],
  [/^\/api\/events\/[^/]+\/certificates$/, '/api/certificates'],
];

export const bareOf = (path: string): string => path.split('?')[0] ?? path;

const itemOf = (patterns: readonly RegExp[], bare: string): string | undefined =>
  patterns.map((pattern) => pattern.exec(bare)?.[1]).find((item) => item !== undefined);

/**
 * The item a request to `path` changes, whose version it carries and keeps: the item it is a part
 * of, or itself. A POST changes one only when it adds a part (other POSTs make new items, which
 * have no version yet); a read changes none.
 */
export const changedItemOf = (method: RouteMethod, path: string): string | undefined => {
  const bare = bareOf(path);
  if (method === 'POST') return itemOf(ADDED_PARTS, bare);
  return WRITES.has(method) ? (itemOf(PARTS, bare) ?? bare) : undefined;
};

const itemAddress = (listPath: string, id: string): string => {
  const base = bareOf(listPath);
  const mapped = ITEM_ADDRESSES.find(([pattern]) => pattern.test(base))?.[1] ?? base;
  return `${mapped}/${encodeURIComponent(id)}`;
};

/** The version this page holds of the item at `address`, to send as If-Match. */
export const versionOf = (address: string): string | undefined => versions.get(address);

/** Keeps an answer's ETag as the version of the item at `address`. */
export const keepVersion = (address: string, etag: string): void => {
  versions.set(address, etag);
};

/** Keeps the versions a list's items carry. */
export const rememberVersions = (listPath: string, items: readonly unknown[]): void => {
  for (const item of items) {
    const { _id, version } = (item ?? {}) as { _id?: unknown; version?: unknown };
    if (typeof _id === 'string' && typeof version === 'string') versions.set(itemAddress(listPath, _id), `"${version}"`);
  }
};
