/**
 * The path matcher the local server and the declared routes test every request with
 * (netlify/functions/_shared/platform/path-pattern.ts) answers as URLPattern does: the same match
 * and the same parameters, for every path the functions are served on and for paths that use
 * more of URLPattern's syntax, against pathnames that match, nearly match or are odd.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathPattern } from '#shared/platform/path-pattern.ts';

const ID = '0123456789abcdef01234567';

/** What URLPattern answers: the groups of a match, or undefined. */
const byUrlPattern = (path: string, pathname: string): Record<string, string> | undefined => {
  const result = new URLPattern({ pathname: path }).exec({ pathname });
  if (!result) return undefined;
  return Object.fromEntries(
    Object.entries(result.pathname.groups).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** Pathnames near a path: its parameters filled in several ways, one segment more or fewer, a trailing slash, other case. */
const pathnamesNear = (path: string): string[] => {
  const filled = (value: string) => path.replace(/:[A-Za-z_$][A-Za-z0-9_$]*/g, value);
  const variants = [ID, 'x', 'a.b', '%20', 'A-Z_~', 'caf%C3%A9', ':id', ''].map(filled);
  return [
    ...variants,
    ...variants.map((pathname) => `${pathname}/`),
    ...variants.map((pathname) => `${pathname}/more`),
    ...variants.map((pathname) => pathname.replace(/\/[^/]*$/, '')),
    ...variants.map((pathname) => pathname.toUpperCase()),
    ...variants.map((pathname) => pathname.replace('/api/', '/api//')),
    '/',
    '',
    '/api',
    '/api/',
  ];
};

const agrees = (path: string, pathnames: readonly string[]) => {
  const pattern = pathPattern(path);
  for (const pathname of pathnames) {
    const expected = byUrlPattern(path, pathname);
    expect(pattern.exec(pathname), `${path} against ${pathname}`).toEqual(expected);
    expect(pattern.test(pathname), `${path} against ${pathname}`).toBe(expected !== undefined);
  }
  expect(pattern.pathname).toBe(new URLPattern({ pathname: path }).pathname);
};

describe('path patterns', () => {
  it('match every declared path as URLPattern does', () => {
    const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as { paths: Record<string, unknown> };
    // As the declarations and the functions' `config.path` write them: `{id}` is `:id`.
    const paths = Object.keys(document.paths)
      .map((path) => path.replace(/\{([^}]+)\}/g, ':$1'))
      .sort();
    expect(paths.length).toBeGreaterThan(100);
    // Each against pathnames near itself and near its neighbours, which share most of its segments.
    paths.forEach((path, index) => agrees(path, paths.slice(Math.max(0, index - 2), index + 3).flatMap(pathnamesNear)));
  });

  it('match the rest of URLPattern syntax as URLPattern does', () => {
    const paths = [
      '/api/news/:id',
      '/api/news/:id?',
      '/api/files/*',
      '/api/:kind(news|events)/:id',
      '/api/{items/}?:id',
      '/api/x/:id+',
      '/api/./x',
      '/api/a b/:id',
      '/api/news/:id/',
      '/api//x/:id',
      '/:id',
      '/api/café/:id',
      '/api/ne%77s/:id',
    ];
    for (const path of paths)
      agrees(path, [...pathnamesNear(path), '/api/news/x', '/api/events/x', '/api/files/a/b', '/api/items/x', '/api/x/a/b']);
  });
});
