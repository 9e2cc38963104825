/** sitemap.xml: every public page and every prerendered detail page. */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { buildContent } from '#lib/build-content.ts';
import { detailPaths, staticPublicPaths } from '#lib/public-routes.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = ({ site: configured }) => {
  const base = configured ?? new URL(site.url);
  const content = buildContent();
  const urls = [...staticPublicPaths(), ...detailPaths(content)].map(
    (path) => `  <url><loc>${escapeXml(new URL(path, base).href)}</loc></url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
