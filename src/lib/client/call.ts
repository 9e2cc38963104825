/// <reference types="vite/client" />
/**
 * The browser's one way to the API: a call of a route declared in src/domain/<feature>/*.routes.ts,
 * on the site's own origin. Its address comes from the declaration's path, its body and query are
 * typed by the declaration's schemas and its answer by the declared answer's schema; in development
 * and tests the answer is checked against that schema, in production builds it is not (the server
 * validated what it stored). Failures throw ApiError with the server's `{message, errors}`.
 */
import type { ZodType } from 'zod';
import type { ApiRoute } from '#domain/common/api-route.ts';
import { PAGING_HEADERS, type PagedList } from '#domain/common/list-query.ts';
import { PAGE_SIZE_DEFAULT } from '#config/paging.ts';
import { PAGE_LANGUAGE_HEADER } from '#domain/i18n/prefix.ts';
import { AnswerMismatchError, ApiError, StaleItemError, UnexpectedFormatError } from './errors.ts';
import type { AnswerOf, CallInput, NeedsNothing } from './route-types.ts';
import { routePath, queryText } from './route-url.ts';
import { bareOf, changedItemOf, keepVersion, rememberVersions, versionOf } from './versions.ts';

/**
 * A 401 on any call but one that signs in (its declaration's `signsIn`: the 401 refuses the
 * password sent) means the session has ended (expired, or logged out in another tab): the admin
 * area listens (admin/session.ts) and shows the login form again.
 */
const signedOutListeners = new Set<() => void>();
export const onSignedOut = (listener: () => void): (() => void) => {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
};

/** Development and tests check every answer; a production build leaves the check out. */
const CHECK_ANSWERS: boolean = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** Admin screens ask lists for their items' versions (visitors' lists stay as they are, and cached). */
export const onAdminPage = (): boolean => typeof location !== 'undefined' && location.pathname.startsWith('/admin');

/** What a request needs of its route: the method, and what the client reads of the declaration (`signsIn`, `partOf`). */
type Sent = Pick<ApiRoute, 'method' | 'signsIn' | 'partOf'>;

const READ: Sent = { method: 'GET' };

/**
 * The language of the page the request comes from (`<html lang>`), when there is a page. A header
 * of its own rather than Accept-Language, which a browser may fill in with its own settings.
 */
const pageLanguageHeader = (): Record<string, string> => {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { [PAGE_LANGUAGE_HEADER]: lang } : {};
};

/** The answer's data and headers (list answers carry their paging in headers); `params` fill the path of the item a part belongs to. */
export const exchange = async (
  route: Sent,
  address: string,
  body?: unknown,
  params?: Readonly<Record<string, string>>,
): Promise<{ data: unknown; headers: Headers }> => {
  const { method } = route;
  const changed = changedItemOf(route, address, params);
  const ifMatch = changed === undefined ? undefined : versionOf(changed);
  const res = await fetch(address, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // The page's language: letters the server sends from this request are written in it, and it
      // is remembered with the address (docs/languages.md#messages-from-the-api).
      ...pageLanguageHeader(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(ifMatch === undefined ? {} : { 'If-Match': ifMatch }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const etag = res.headers.get('ETag');
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    if (res.status === 401 && route.signsIn !== true) for (const listener of signedOutListeners) listener();
    const payload = (data ?? {}) as { message?: unknown; errors?: unknown };
    const message = typeof payload.message === 'string' ? payload.message : res.statusText || `HTTP ${res.status}`;
    const errors = Array.isArray(payload.errors) ? payload.errors.filter((item): item is string => typeof item === 'string') : [];
    // Only a stale version's 409 carries the item's ETag (others: a duplicate, a request already answered).
    if (res.status === 409 && etag && changed !== undefined) throw new StaleItemError(res.status, message, data, changed);
    throw new ApiError(res.status, message, errors, data);
  }
  if (etag) {
    if (method === 'GET') keepVersion(bareOf(address), etag);
    else if (changed !== undefined) keepVersion(changed, etag);
  }
  return { data, headers: res.headers };
};

/** An item read again after a stale save (its version is kept with it): `path` from StaleItemError. */
export const readAgain = async (path: string): Promise<unknown> => (await exchange(READ, path)).data;

/** The declared answer's schema for `status` (or the route's first, for a status it does not list). */
const answerSchema = (route: ApiRoute, status = 0) => {
  const answers = route.answers as Partial<Record<number, { schema?: ZodType }>>;
  return (answers[status] ?? answers[200] ?? answers[201] ?? answers[202])?.schema;
};

/** Routes whose mismatch was reported already: each is said once a page, not once a call. */
const reported = new Set<string>();

/**
 * In development and tests: the answer must be what the route declares. A mismatch is reported on
 * the console, naming the route and each field outside the schema, and the screen goes on with the
 * answer (a stored record older than its schema must not blank an admin screen while developing).
 */
export const checkAnswer = (route: ApiRoute, data: unknown): AnswerMismatchError | undefined => {
  if (!CHECK_ANSWERS) return undefined;
  const schema = answerSchema(route);
  if (schema === undefined) return undefined;
  const checked = schema.safeParse(data);
  if (checked.success) return undefined;
  const mismatch = new AnswerMismatchError(
    `${route.method} ${route.path}`,
    checked.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; '),
  );
  if (!reported.has(mismatch.message)) {
    reported.add(mismatch.message);
    console.error(mismatch);
  }
  return mismatch;
};

type Args<R extends ApiRoute> = NeedsNothing<R> extends true ? [input?: CallInput<R>] : [input: CallInput<R>];

/** Calls `route` and answers what its declaration says it answers. */
export const call = async <R extends ApiRoute>(route: R, ...[input]: Args<R>): Promise<AnswerOf<R>> => {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
    body?: unknown;
  };
  const sent = body === undefined && route.method !== 'GET' ? {} : body;
  const { data } = await exchange(route, `${routePath(route, params as never)}${queryText(query)}`, sent, params);
  checkAnswer(route, data);
  return data as AnswerOf<R>;
};

type ItemOf<R extends ApiRoute> = AnswerOf<R> extends readonly (infer T)[] ? T : never;

/**
 * One page of the list at `path`: its items (the answer itself, or `pick` of it) and the paging from
 * its headers. On an admin screen the items carry their versions, which are kept for the next write
 * of each, at `itemsAt` (the list's route's, when its items are written elsewhere).
 */
export const readPage = async <T>(
  path: string,
  query: Readonly<Record<string, string | number | undefined>> = {},
  pick: (answer: unknown) => unknown = (answer) => answer,
  check: (answer: unknown) => void = () => undefined,
  itemsAt: string = path,
): Promise<PagedList<T>> => {
  const { data, headers } = await exchange(READ, `${path}${queryText(onAdminPage() ? { ...query, versions: '1' } : query)}`);
  const items = pick(data);
  if (!Array.isArray(items)) throw new UnexpectedFormatError();
  check(data);
  rememberVersions(itemsAt, items);
  const number = (name: string, fallback: number) => {
    const value = Number(headers.get(name));
    return Number.isFinite(value) && headers.has(name) ? value : fallback;
  };
  const asked = (name: string) => (query[name] === undefined ? undefined : Number(query[name]));
  return {
    items: items as T[],
    total: number(PAGING_HEADERS.total, items.length),
    page: number(PAGING_HEADERS.page, asked('page') ?? 1),
    pageSize: number(PAGING_HEADERS.pageSize, asked('pageSize') ?? PAGE_SIZE_DEFAULT),
  };
};

/** One page of a declared list route, its items typed by the declared answer (or by `pick` of it). */
export const callPage = <R extends ApiRoute, T = ItemOf<R>>(
  route: R,
  input: CallInput<R>,
  pick?: (answer: AnswerOf<R>) => readonly T[] | undefined,
): Promise<PagedList<T>> => {
  const { params, query } = input as { params?: Record<string, string>; query?: Record<string, string | number | undefined> };
  const path = routePath(route, params as never);
  return readPage<T>(
    path,
    query,
    pick === undefined ? undefined : (answer) => (answer == null ? undefined : pick(answer as AnswerOf<R>)),
    (answer) => checkAnswer(route, answer),
    route.itemsAt ?? path,
  );
};

/**
 * A GET of a declared route with a query its declaration does not list, which the server reads
 * beside the declared input (`versions=1`, the list option of `versions`, or a filter).
 */
export const callWithQuery = async <R extends ApiRoute>(
  route: R,
  query: Readonly<Record<string, string | number | undefined>>,
): Promise<AnswerOf<R>> => {
  const { data } = await exchange(route, `${routePath(route, undefined as never)}${queryText(query)}`);
  checkAnswer(route, data);
  return data as AnswerOf<R>;
};

/**
 * An answer whose declaration has no schema yet, or only a loose one (`z.object({}).loose()`):
 * typed by the domain's view of it until its schema is declared. Every use is a schema to write.
 */
export const undeclaredAnswer = <T>(answer: Promise<unknown>): Promise<T> => answer as Promise<T>;
