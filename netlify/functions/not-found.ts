/**
 * GET /api/not-found: the last rule of netlify.toml rewrites every address that no function, file
 * or other rule answers here, with the address as `?path=`. A case variant of a page's address
 * ("/EVENTS", "/Team", "/news/{id}") is sent on to the page (301); anything else gets the 404 page.
 * A write (POST, PUT, PATCH, DELETE) to an address nothing answers gets the 404 too: the rewrite
 * catches every method, and such an address must say so (404), not that a method is missing (405).
 * A write sent to /api/not-found itself is refused like any route's wrong method (405).
 */
import { publicRoute } from './_shared/security/access.ts';
import { byMethod, describe, handle } from './_shared/platform/router.ts';
import { notFound } from './_shared/publish/not-found.ts';

const pages = byMethod({ GET: publicRoute(notFound) });

/** A request the last rule rewrote here carries the address asked for; one sent to this address itself does not. */
const rewritten = (req: Request) => new URL(req.url).searchParams.has('path');

export default handle(
  describe((req, context) => (rewritten(req) && !['GET', 'HEAD', 'OPTIONS'].includes(req.method) ? notFound(req) : pages(req, context)), {
    kind: 'wrapper',
    inner: pages,
  }),
);

export const config = { path: '/api/not-found' };
