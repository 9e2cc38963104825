/**
 * `npm run size`: the JavaScript each built page ships, gzipped (after `npm run build`).
 *
 * For every page of dist/ it follows what the browser would load: inline module scripts, module
 * scripts and preloads, the islands' component and renderer modules, and every module those import
 * (static and dynamic imports alike, so the figure is an upper bound). It fails when a text-only
 * page (home, about, team, contact, membership, privacy, a skater's page) ships framework JavaScript, or when any public
 * page ships more than the budget. Admin screens are listed for information only.
 *
 *   node scripts/size-budget.ts [--dir dist] [--budget-kb 100]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { publicNavigation } from '#config/navigation.ts';
import { splitLangPath } from '#domain/i18n/paths.ts';
import { gzipSize, pageWeight } from './lib/page-weight.ts';

const argument = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};

const distDir = resolve(argument('dir', 'dist'));
const budgetKb = Number(argument('budget-kb', '100'));

/**
 * Pages that are text only and must ship no framework JavaScript (docs/rules.md#navigation); a
 * skater's page fills its frame with a small plain script (docs/rules.md#skater-and-club-pages).
 */
const TEXT_ONLY = new Set(['/', '/newabout', '/team', '/contactus', '/membership', '/privacy', '/skater']);
/** Public routes: the navigation (with level pages), detail pages, fallbacks and the 404 page. */
const PUBLIC_PREFIXES = ['/events/', '/achievement/', '/club/', '/fallback/'];
const publicPaths = new Set([
  ...publicNavigation.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]),
  '/newabout',
  '/privacy',
  '/records',
  '/verify',
  '/skater',
  '/404',
]);
const isPublic = (route: string) => publicPaths.has(route) || PUBLIC_PREFIXES.some((prefix) => route.startsWith(prefix));
/** A page in the second language (/ta/News) is held to the same rules as the same page in the default one. */
const inDefault = (route: string) => splitLangPath(route).path.replace(/(.)\/$/, '$1');

if (!existsSync(distDir)) {
  console.error(`No build at ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

const routeOf = (file: string): string => {
  const path = `/${relative(distDir, file).split('\\').join('/')}`;
  if (path === '/index.html') return '/';
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
};

const gzipCache = new Map<string, number>();
const fileSize = (url: string): number => {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const size = gzipSize(readFileSync(join(distDir, url)));
  gzipCache.set(url, size);
  return size;
};

const FRAMEWORK = /react-dom|__reactContainer|react\.dev\/errors/;

interface Row {
  route: string;
  modules: number;
  gzipBytes: number;
  framework: boolean;
  publicPage: boolean;
  problems: string[];
}

const rows: Row[] = htmlFiles(distDir).map((file) => {
  const html = readFileSync(file, 'utf8');
  const route = routeOf(file);
  const { modules, jsGzip: gzipBytes, inlineScripts } = pageWeight(distDir, route, html, fileSize);
  const framework = html.includes('<astro-island') || [...modules].some((url) => FRAMEWORK.test(readFileSync(join(distDir, url), 'utf8')));
  const publicPage = isPublic(inDefault(route));
  const problems: string[] = [];
  if (TEXT_ONLY.has(inDefault(route)) && framework) problems.push('text-only page ships framework JavaScript');
  if (publicPage && gzipBytes > budgetKb * 1024) problems.push(`over the ${budgetKb} KB budget`);
  return { route, modules: modules.size + inlineScripts, gzipBytes, framework, publicPage, problems };
});

rows.sort((a, b) => Number(b.publicPage) - Number(a.publicPage) || a.route.localeCompare(b.route));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const table = rows.map((row) => ({
  page: row.route,
  kind: row.publicPage ? (TEXT_ONLY.has(inDefault(row.route)) ? 'text' : 'public') : 'admin',
  scripts: row.modules,
  'JS gzip KB': kb(row.gzipBytes),
  framework: row.framework ? 'React' : '-',
  check: row.problems.length > 0 ? `FAIL: ${row.problems.join('; ')}` : row.publicPage ? 'ok' : '(not budgeted)',
}));
console.table(table);

const publicRows = rows.filter((row) => row.publicPage);
if (publicRows.length === 0) {
  console.error(`No public pages found in ${distDir}: run \`npm run build\` first (or wait for a build in progress).`);
  process.exit(1);
}
const largest = publicRows.reduce((max, row) => (row.gzipBytes > max.gzipBytes ? row : max), publicRows[0]!);
console.log(`Public pages: ${publicRows.length}; largest ${largest.route} at ${kb(largest.gzipBytes)} KB gzipped (budget ${budgetKb} KB).`);
console.log(
  `Text-only pages without framework JavaScript: ${[...TEXT_ONLY].filter((route) => rows.some((row) => row.route === route && !row.framework)).join(', ')}`,
);
const failed = rows.filter((row) => row.problems.length > 0);
if (failed.length > 0) {
  console.error(`\nSize budget failed for: ${failed.map((row) => `${row.route} (${row.problems.join('; ')})`).join(', ')}`);
  process.exitCode = 1;
}
