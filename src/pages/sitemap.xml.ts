/**
 * sitemap.xml: every public page and every prerendered detail page, in both languages, each with
 * its alternates (`xhtml:link hreflang`) so search engines pair the two versions.
 */
import type { APIRoute } from 'astro';
import { site } from '#config/site.ts';
import { LANGS, tagOf } from '#domain/i18n/languages.ts';
import { localePath } from '#domain/i18n/paths.ts';
import { buildContent } from '#lib/build-content.ts';
import { detailPaths, staticPublicPaths } from '#lib/public-routes.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = ({ site: configured }) => {
  const base = configured ?? new URL(site.url);
  const content = buildContent();
  const href = (path: string) => escapeXml(new URL(path, base).href);
  const urls = [...staticPublicPaths(), ...detailPaths(content)].flatMap((path) => {
    const alternates = LANGS.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${tagOf(lang)}" href="${href(localePath(lang, path))}"/>`,
    ).join('\n');
    return LANGS.map((lang) => `  <url>\n    <loc>${href(localePath(lang, path))}</loc>\n${alternates}\n  </url>`);
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
