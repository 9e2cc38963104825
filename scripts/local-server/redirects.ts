/**
 * The `[[redirects]]` of netlify.toml (and a `_redirects` file in the publish folder), parsed by
 * Netlify's own parser and matched as Netlify does: first match wins, `:name` placeholders and a
 * trailing `*` splat, trailing slashes ignored, non-forced rules only where no file exists.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  matcher: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

const compile = (from: string): { matcher: RegExp; names: string[] } => {
  const names: string[] = [];
  // Only a run's first slash may start the match: trying every slash of a long run is quadratic.
  const trimmed = from.length > 1 ? from.replace(/(?<!\/)\/+$/, '') : from;
  const source = trimmed
    .split('/')
    .map((segment) => {
      if (segment === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return escapeRegExp(segment);
    })
    .join('/')
    // "/events/*" also matches "/events" itself.
    .replace(/\/\(\.\*\)$/, '(?:/(.*))?');
  return { matcher: new RegExp(`^${source}/?$`), names };
};

export const loadRedirects = async (netlifyConfigPath: string, publishDir: string): Promise<RedirectRule[]> => {
  const redirectsFile = join(publishDir, '_redirects');
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: existsSync(redirectsFile) ? [redirectsFile] : [],
    netlifyConfigPath,
    configRedirects: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`netlify.toml redirects: ${errors.map(String).join('; ')}`);
  return (redirects as { from: string; to: string; status?: number; force?: boolean }[]).map((rule) => ({
    from: rule.from,
    to: rule.to,
    status: rule.status ?? 301,
    force: rule.force === true,
    ...compile(rule.from),
  }));
};

export interface RedirectMatch {
  rule: RedirectRule;
  /** The target with placeholders filled in. */
  target: string;
}

export const matchRedirect = (rules: RedirectRule[], pathname: string, forced: boolean): RedirectMatch | undefined => {
  for (const rule of rules) {
    if (rule.force !== forced) continue;
    const found = rule.matcher.exec(pathname);
    if (!found) continue;
    let target = rule.to;
    rule.names.forEach((name, index) => {
      target = target.replaceAll(`:${name}`, found[index + 1] ?? '');
    });
    return { rule, target };
  }
  return undefined;
};
