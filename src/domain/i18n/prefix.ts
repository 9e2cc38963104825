/**
 * The two small facts a page's scripts need about languages without loading the site's settings:
 * how an address is written under a language's prefix, and the header requests carry the page's
 * language in.
 */

/** The request header the site's pages send their language in (the server writes letters in it). */
export const PAGE_LANGUAGE_HEADER = 'X-Page-Language';

/** `path` under `prefix` ('/ta'; '' for the default language): '/' becomes '/ta/', other site paths '/ta/…'. */
export const withPrefix = (prefix: string, path: string): string => {
  if (prefix === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
};
