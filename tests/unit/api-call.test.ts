/**
 * The client typed from the route declarations: the address from the declared path, the body as
 * given, the answer checked against the declared schema in tests (a mismatch named on the console).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRoute } from '../../src/domain/common/api-route.ts';
import { newsRoutes } from '../../src/domain/content/news.routes.ts';
import { resultsRoutes } from '../../src/domain/championships/results.routes.ts';
import { call, callPage } from '../../src/lib/client/call.ts';
import { routeUrl } from '../../src/lib/client/route-url.ts';
import { PAGE_SIZE_DEFAULT } from '../../src/config/paging.ts';

const answer = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

const seen: { method: string; url: string; body: unknown }[] = [];
const serve = (reply: () => Response) => {
  seen.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    seen.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return reply();
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the client of the declared routes', () => {
  it("fills the declared path's parameters, encoded, and leaves empty and default query values out", () => {
    expect(routeUrl(resultsRoutes.race, { id: 'a b', raceId: 'r/1' })).toBe('/api/events/a%20b/results/r%2F1');
    expect(routeUrl(newsRoutes.list, undefined, { page: 1, pageSize: PAGE_SIZE_DEFAULT, q: '', year: 2026 })).toBe('/api/news?year=2026');
    expect(() => routeUrl(resultsRoutes.race, { id: 'x' } as never)).toThrow(/needs its raceId/);
  });

  it("sends the route's method and body to its path, and answers the server's answer", async () => {
    const item = { _id: 'a1b2c3d4e5f6a1b2c3d4e5f6' };
    serve(() => answer({ message: 'Deleted.' }));
    expect(await call(newsRoutes.remove, { params: { id: item._id } })).toEqual({ message: 'Deleted.' });
    expect(seen).toEqual([{ method: 'DELETE', url: `/api/news/${item._id}`, body: {} }]);
  });

  it('names an answer outside its declared schema on the console, once per route and problem', async () => {
    const route = apiRoute({
      method: 'GET',
      path: '/api/test-answer',
      access: 'public',
      summary: 'A route of this test.',
      answers: { 200: { description: 'A count.', schema: z.object({ count: z.number() }) } },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => answer({ count: 'three' }));
    expect(await call(route)).toEqual({ count: 'three' });
    await call(route);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('GET /api/test-answer answered outside its declared schema: count:');
    serve(() => answer({ count: 3 }));
    await call(route);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it("reads a list's page and its paging from the headers", async () => {
    serve(() => answer([], { 'x-total-count': '41', 'x-page': '3', 'x-page-size': '20' }));
    const page = await callPage(newsRoutes.list, { query: { page: 3 } });
    expect(page).toEqual({ items: [], total: 41, page: 3, pageSize: 20 });
    expect(seen[0]?.url).toBe('/api/news?page=3');
  });
});
