/**
 * GET /api/not-found: the last rule of netlify.toml rewrites every address that no function, file
 * or other rule answers here, with the address as `?path=`. A case variant of a page's address
 * ("/EVENTS", "/Team", "/news/{id}") is sent on to the page (301); anything else gets the 404 page.
 * Any other method gets the 404 too: the rewrite catches every method, and an address that answers
 * nothing must say so (404), not that a method is missing (405).
 */
import { publicRoute } from './_shared/security/access.ts';
import { byMethod, describe, handle } from './_shared/platform/router.ts';
import { notFound } from './_shared/publish/not-found.ts';

const pages = byMethod({ GET: publicRoute(notFound) });

export default handle(
  describe((req, context) => (req.method === 'GET' || req.method === 'HEAD' ? pages(req, context) : notFound(req)), {
    kind: 'wrapper',
    inner: pages,
  }),
);

export const config = { path: '/api/not-found' };
