/**
 * A route's path is written once: in its declaration (src/domain/<feature>/*.routes.ts), and in the
 * `config.path` of the function file that serves it (Netlify reads that literally, without running
 * the file; tests/api/roles.test.ts keeps the two in step). Any other literal of a path of the
 * OpenAPI document in src/, netlify/ or scripts/, a quoted string or a template literal that
 * builds one (`/api/news/${id}`), is a second copy to keep in step: code takes it from the
 * declaration (`routeUrl(route, params)`, `route.path`). Comments and the declarations' summaries
 * may name paths; tests may write them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CODE = /\.(ts|tsx|mts|astro|js|mjs)$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? filesUnder(path) : CODE.test(name) ? [path] : [];
  });

/** The code without its comments (block comments, and line comments that start a line or follow a space). */
export const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[ \t])\/\/[^\n]*/gm, '$1');

/**
 * Files that call the API from outside as the tests do, and whose addresses are what they measure:
 * the benchmarks, the load test and the Lighthouse run.
 */
const MEASURING = /^scripts\/(bench\/|bench\.ts$|load-test\.ts$|lighthouse\.ts$)/;

/**
 * Copies kept on purpose, each with its reason (a schema-free module of paths would remove them):
 * the public pages' small plain scripts must not load the schema library the declarations bring,
 * and the skater's proof address is built by the module the declaration's schemas import.
 */
const KEPT: Readonly<Record<string, string>> = {
  'src/components/public/about/BreakingNews.astro': "'/api/breaking-news'",
  'src/components/public/registry/skater-page-dom.ts': '`/api/skaterprofiles/${encodeURIComponent(id)}/public`',
  'src/domain/registry/skater.ts': '`/api/skaterprofiles/${id}/proof`',
};

/** Where a file may write paths: a declaration, or a function file's `config` (its literal `path`). */
const allowedText = (file: string, text: string): string => {
  if (/^src\/domain\/[^/]+\/[^/]+\.routes\.ts$/.test(file) || MEASURING.test(file)) return '';
  const kept = KEPT[file];
  const rest = kept === undefined ? text : text.split(kept).join("''");
  if (/^netlify\/functions\/[^/_][^/]*\.m?ts$/.test(file)) return rest.replace(/export const config\b[\s\S]*?\};/, '');
  return rest;
};

const openApi = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8')) as { paths: Record<string, unknown> };

/** A literal of `path`: in quotes or backticks, its `{param}`s written out or interpolated, a query after it allowed. */
export const literalOf = (path: string): RegExp => {
  const parts = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`['"\`]${parts.join('(?:\\$\\{[^}\\n]{1,80}\\}|[^/\'"\`\\s{}]{1,80})')}(?:\\?[^'"\`\\n]{0,200})?['"\`]`, 'g');
};

describe('route paths', () => {
  it('finds a quoted path, a built one and one with a query, and not a comment or a longer path', () => {
    const news = literalOf('/api/news/{id}');
    expect("get('/api/news/abc')".match(news)).toHaveLength(1);
    expect('fetch(`/api/news/${id}`)'.match(news)).toHaveLength(1);
    expect("'/api/news/:id'".match(news)).toHaveLength(1);
    expect("'/api/news/abc/more'".match(news)).toBeNull();
    expect(withoutComments("/** GET '/api/news/x' */ const a = 1; // '/api/news/y'").match(news)).toBeNull();
    expect("'/api/news?page=2'".match(literalOf('/api/news'))).toHaveLength(1);
  });

  it('are written once: in their declaration and their function file, nowhere else outside the tests', () => {
    const files = ['src', 'netlify', 'scripts'].flatMap((dir) => filesUnder(join(root, dir)));
    const paths = Object.keys(openApi.paths);
    expect(paths.length).toBeGreaterThan(50);
    const patterns = paths.map((path) => [path, literalOf(path)] as const);
    const copies: string[] = [];
    for (const path of files) {
      const file = relative(root, path).split('\\').join('/');
      const text = allowedText(file, withoutComments(readFileSync(path, 'utf8')));
      for (const [route, pattern] of patterns) for (const match of text.matchAll(pattern)) copies.push(`${file}: ${match[0]} (${route})`);
    }
    expect(copies).toEqual([]);
  });
});
