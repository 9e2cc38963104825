/**
 * Netlify's path syntax (`/api/news/:id`, URLPattern's pathname syntax) matched without a
 * URLPattern where the path is plain: literal segments and whole-segment `:name` parameters, which
 * is every path the API declares. Node's URLPattern costs several microseconds and a few kilobytes
 * of garbage per test, and a request was tested against many of them (the local server against
 * every function's paths, a function against its declared paths); comparing segments costs a
 * fraction of that and answers the same. Any other path (wildcards, groups, modifiers, a segment
 * URL encoding would change) keeps its URLPattern.
 *
 * The pathname matched is a URL's `pathname` (already percent-encoded and without dot segments), as
 * URLPattern sees it: a literal segment is compared as written, a parameter takes one non-empty
 * segment as it is, not decoded (URLPattern's groups are not decoded either).
 */

export interface PathPattern {
  /** The path as URLPattern writes it (for a plain path, as declared). */
  pathname: string;
  /** The path's parameters if `pathname` matches it, else undefined. */
  exec: (pathname: string) => Record<string, string> | undefined;
  test: (pathname: string) => boolean;
}

/** A segment that no URL encoding changes and that is not a dot segment. */
const LITERAL = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;
/** A whole-segment parameter: `:` and a name as URLPattern reads one (ASCII names only here). */
const PARAMETER = /^:[A-Za-z_$][A-Za-z0-9_$]*$/;

type Segment = { literal: string } | { parameter: string };

/** The segments of a plain path, or undefined when the path uses more of URLPattern's syntax. */
const plainSegments = (path: string): Segment[] | undefined => {
  if (!path.startsWith('/')) return undefined;
  const segments: Segment[] = [];
  for (const part of path.slice(1).split('/')) {
    if (PARAMETER.test(part)) segments.push({ parameter: part.slice(1) });
    else if (part === '' || LITERAL.test(part)) segments.push({ literal: part });
    else return undefined;
  }
  return segments;
};

const fromUrlPattern = (path: string): PathPattern => {
  const pattern = new URLPattern({ pathname: path });
  return {
    pathname: pattern.pathname,
    exec: (pathname) => {
      const result = pattern.exec({ pathname });
      if (!result) return undefined;
      return Object.fromEntries(
        Object.entries(result.pathname.groups).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    },
    test: (pathname) => pattern.test({ pathname }),
  };
};

export const pathPattern = (path: string): PathPattern => {
  const segments = plainSegments(path);
  if (!segments) return fromUrlPattern(path);
  const parameters = segments.some((segment) => 'parameter' in segment);
  if (!parameters) {
    // A literal path is the pathname itself.
    return { pathname: path, exec: (pathname) => (pathname === path ? {} : undefined), test: (pathname) => pathname === path };
  }
  // The literal segments before the first parameter: most paths a pathname is tested against differ there, found without splitting it.
  const firstParameter = segments.findIndex((segment) => 'parameter' in segment);
  const prefix = `/${segments
    .slice(0, firstParameter)
    .map((segment) => `${'literal' in segment ? segment.literal : ''}/`)
    .join('')}`;
  const matches = (parts: string[]): boolean =>
    parts.length === segments.length &&
    segments.every((segment, index) => ('literal' in segment ? parts[index] === segment.literal : parts[index] !== ''));
  const split = (pathname: string): string[] | undefined => (pathname.startsWith(prefix) ? pathname.slice(1).split('/') : undefined);
  return {
    pathname: path,
    exec: (pathname) => {
      const parts = split(pathname);
      if (!parts || !matches(parts)) return undefined;
      const params: Record<string, string> = {};
      segments.forEach((segment, index) => {
        if ('parameter' in segment) params[segment.parameter] = parts[index] ?? '';
      });
      return params;
    },
    test: (pathname) => {
      const parts = split(pathname);
      return parts !== undefined && matches(parts);
    },
  };
};
