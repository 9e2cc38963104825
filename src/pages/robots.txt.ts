/** robots.txt: everything public may be crawled; admin screens, fallbacks and the API may not. */
import type { APIRoute } from 'astro';
import { site } from '../config/site';

const DISALLOWED = [
  '/api/',
  '/fallback/',
  '/admin',
  '/login',
  '/achievementspost',
  '/deleteachi',
  '/addupdates',
  '/addnews',
  '/deletenews',
  '/addevents',
  '/addskaters',
  '/deleteskaters',
  '/admin-associativeclub',
  '/message',
  '/addimage',
  '/registrations',
  '/admin-add-news',
];

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
