/**
 * GET /api/not-found: the last rule of netlify.toml rewrites every address that no function, file
 * or other rule answers here, with the address as `?path=`. A case variant of a page's address
 * ("/EVENTS", "/Team", "/news/{id}") is sent on to the page (301); anything else gets the 404 page.
 */
import { publicRoute } from './_shared/security/access.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { notFound } from './_shared/publish/not-found.ts';

export default handle(byMethod({ GET: publicRoute(notFound) }));

export const config = { path: '/api/not-found' };
