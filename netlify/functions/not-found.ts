/**
 * GET /api/not-found: the last rule of netlify.toml rewrites every address that no function, file
 * or other rule answers here, with the address as `?path=` (_shared/publish/not-found.ts). The
 * rewrite catches every method, and a write to an address nothing answers must say so (404), not
 * that a method is missing (405): such a write is answered before the routes, after the
 * same-origin rule. A write sent to /api/not-found itself is refused like any route's wrong method (405).
 */
import { notFoundRoutes } from '#domain/common/not-found.routes.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { notFound } from '#shared/publish/not-found.ts';

/** A request the last rule rewrote here carries the address asked for; one sent to this address itself does not. */
const rewritten = (req: Request) => new URL(req.url).searchParams.has('path');

const app = apiFunction({
  before: (req) => (rewritten(req) && !['GET', 'HEAD', 'OPTIONS'].includes(req.method) ? notFound(req) : undefined),
}).on(notFoundRoutes.page, {}, async (c) => notFound(c.req.raw));

export default serve(app);

export const config = { path: '/api/not-found' };
