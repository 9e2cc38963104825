/** robots.txt: everything public may be crawled; admin screens, fallbacks and the API may not. */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';

// '/admin' covers every admin screen (all live under /admin/); the original site's admin addresses
// only redirect there.
const DISALLOWED = ['/api/', '/fallback/', '/admin', '/login'];

export const GET: APIRoute = ({ site: configured }) => {
  const base = configured ?? new URL(site.url);
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', base).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
