/**
 * The API as an island sees it, for component tests: `fetch` answers from a table of routes
 * ("POST /api/news") instead of a server, so a screen's loading, empty and failure states can be
 * shown in milliseconds. What the real handlers answer is tested in tests/api; that the built
 * pages talk to them, in tests/e2e.
 */
import { expect, onTestFinished, vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  /** What the client sent with it (If-Match, say). */
  headers: Headers;
  body: unknown;
}

/** An answer, or `networkError` for a request that never reaches the server. */
export type FakeAnswer = Response | typeof networkError;
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export const networkError = Symbol('network error');

/** A JSON answer; list answers carry their paging in headers as the API's do. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A page of a list route: the items, and the paging headers for them. */
export const listPage = (items: unknown[], total = items.length): Response =>
  json(items, 200, { 'x-total-count': String(total), 'x-page': '1', 'x-page-size': '20' });

/** The session of a signed-in owner (GET /api/session), unless a test names another answer. */
export const SIGNED_IN_OWNER = json({ authenticated: true, admin: 'admin', role: 'owner' });

/**
 * Routes `fetch` to `routes` for the rest of the test and answers every call it saw. A call no
 * route answers fails the test (a screen asking for more than the test expects is a finding).
 */
export const fakeApi = (routes: Record<string, FakeRoute>) => {
  const calls: FakeRequest[] = [];
  const unexpected: string[] = [];
  const table: Record<string, FakeRoute> = { 'GET /api/session': () => SIGNED_IN_OWNER.clone(), ...routes };
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(request);
    const route = table[`${method} ${url.pathname}`];
    if (route === undefined) {
      unexpected.push(`${method} ${url.pathname}${url.search}`);
      return json({ message: 'no such route in this test' }, 404);
    }
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer === networkError) throw new TypeError('Failed to fetch');
    // A Response's body is read once: every call gets its own copy.
    return answer.clone();
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
    expect(unexpected, 'calls no route of the test answers').toEqual([]);
  });
  return { calls };
};
