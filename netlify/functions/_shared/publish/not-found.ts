/**
 * Where an address nothing else answered ends (docs/rules.md#navigation): a case variant of a
 * page's address is sent on to the page (301), like the friendly addresses; anything else gets
 * the site's 404 page, with its headers, and the 404 status.
 */
import { caseVariantTarget, knownPaths } from '#domain/common/known-paths.ts';
import { DEFAULT_LANG } from '#domain/i18n/languages.ts';
import { localePath, splitLangPath } from '#domain/i18n/paths.ts';

const KNOWN = knownPaths();

/**
 * The path the visitor asked for, as the rewrite hands it over (`?path=/:splat`), or the request's
 * own. Leading slashes are folded into one, so the answer never names another host ("//elsewhere").
 */
export const askedPath = (url: URL): string => {
  const raw = url.searchParams.get('path') ?? url.pathname;
  return new URL(`/${raw.replace(/^\/+/, '')}`, url.origin).pathname;
};

/**
 * The 404 page as the site serves it (its own Content-Security-Policy and headers), with the 404
 * status: in the language of the address asked for. The build writes the default language's as
 * /404.html and the other's as a page of its own (/ta/404/).
 */
const notFoundPage = async (origin: string, method: string, path: string): Promise<Response> => {
  const { lang } = splitLangPath(path);
  try {
    const page = await fetch(new URL(lang === DEFAULT_LANG ? '/404.html' : localePath(lang, '/404/'), origin));
    if (page.ok) {
      const headers = new Headers(page.headers);
      // fetch has already decoded the body.
      headers.delete('content-encoding');
      headers.delete('content-length');
      return new Response(method === 'HEAD' ? null : page.body, { status: 404, headers });
    }
  } catch {
    // The page could not be read (no site around the function, as in the API tests): a plain answer.
  }
  return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

export const notFound = async (req: Request): Promise<Response> => {
  const url = new URL(req.url);
  const path = askedPath(url);
  // A 404 page itself must never come back here (a site built without it would loop).
  const target = splitLangPath(path).path === '/404.html' ? undefined : caseVariantTarget(path, KNOWN);
  if (target && (req.method === 'GET' || req.method === 'HEAD')) {
    return new Response(null, { status: 301, headers: { Location: target, 'Cache-Control': 'public, max-age=3600' } });
  }
  return notFoundPage(url.origin, req.method, path);
};
