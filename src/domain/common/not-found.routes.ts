/** Where an address nothing else answers ends (docs/rules.md#navigation). */
import { apiRoute } from './api-route.ts';

export const notFoundRoutes = {
  page: apiRoute({
    method: 'GET',
    path: '/api/not-found',
    access: 'public',
    summary:
      "The last rule of netlify.toml rewrites every address no function, file or other rule answers here, with the address as `?path=`: a case variant of a page's address is sent on to the page, anything else gets the site's 404 page (status 404), a write to such an address too (after the same-origin rule). A write sent to /api/not-found itself is 405.",
    answers: { 301: { description: "A case variant of a page's address: `Location` is the page." } },
  }),
};
