/**
 * Writes `_headers` into the build output: the Content-Security-Policy of every page, and
 * "never cache" for the admin pages.
 *
 * The CSP allows no inline script except the exact ones Astro put into the built pages (island
 * bootstraps, small page scripts), by their sha256 hashes, so it has to be computed after each
 * build: a hand-kept list in netlify.toml would break the first time a page script changes. Netlify
 * reads `_headers` from the publish folder and merges it with the `[[headers]]` of netlify.toml
 * (which hold the static security headers); the local server does the same
 * (scripts/local-server/headers.ts). No header is set in both places, so nothing is concatenated.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** The policy, given the hashes of the inline scripts it allows. */
export const contentSecurityPolicy = (scriptHashes: readonly string[]): string =>
  [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    // Tailwind's and Astro's inline styles, and style attributes React sets.
    "style-src 'self' 'unsafe-inline'",
    // Club members' pictures may be links to other sites; previews of chosen photos are blob: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Script types the browser runs (an inline script of any other type is a data block). */
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript', 'importmap']);

// Linear on any text: a tag's attributes stop at the next "<", and a script never closed runs to
// the end of the page (as in a browser), so the search does not start over from each "<script".
const SCRIPT = /<script\b([^<>]*)>([\s\S]*?)(?:<\/script\s*>|$)/gi;
const EVENT_HANDLER = /<[a-z][^<>]*\son[a-z]+\s*=/i;

export interface PageScan {
  hashes: Set<string>;
  /** Pages with inline event handlers (`onclick="…"`), which the policy blocks. */
  handlers: string[];
}

/** The sha256 of each executable inline script in one page, as CSP source expressions. */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = (/\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE.has(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
};

const htmlFiles = async (root: string): Promise<string[]> =>
  (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html')).map((file) => join(root, file));

/** The URL paths a built page answers: `/addnews/index.html` is `/addnews` and `/addnews/`. */
const pagePaths = (root: string, file: string): string[] => {
  const path = `/${relative(root, file).split(sep).join('/')}`;
  if (!path.endsWith('/index.html')) return [path];
  const directory = path.slice(0, -'index.html'.length);
  return directory === '/' ? ['/'] : [directory.slice(0, -1), directory, path];
};

/** Admin pages are built with AdminLayout, whose content is marked `data-admin-only`. */
const isAdminPage = (html: string) => html.includes('data-admin-only');

export const headersFile = async (root: string): Promise<{ text: string; scan: PageScan; adminPaths: string[] }> => {
  const scan: PageScan = { hashes: new Set(), handlers: [] };
  const adminPaths: string[] = [];
  for (const file of (await htmlFiles(root)).sort()) {
    const html = await readFile(file, 'utf8');
    for (const hash of inlineScriptHashes(html)) scan.hashes.add(hash);
    if (EVENT_HANDLER.test(html.replace(SCRIPT, ''))) scan.handlers.push(relative(root, file));
    if (isAdminPage(html)) adminPaths.push(...pagePaths(root, file));
  }
  const lines = [
    '# Written by src/integrations/security-headers.ts after each build. Do not edit.',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy([...scan.hashes].sort())}`,
    // Admin pages are shells without data, but nothing of the admin area is kept by any cache.
    ...adminPaths.flatMap((path) => [path, '  Cache-Control: private, no-store']),
  ];
  return { text: `${lines.join('\n')}\n`, scan, adminPaths };
};

/**
 * zod probes whether it may compile parsers with `new Function` (and falls back when it may not).
 * Under this CSP the probe is refused, harmlessly, but the browser still reports a violation on
 * every page with a form. Switching zod to its jitless mode (which skips the probe) before it
 * loads, in the browser bundles only, keeps the console clean; the server keeps the fast path.
 */
const ZOD_CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const zodWithoutEval = (): Plugin => ({
  name: 'zod-without-eval',
  enforce: 'pre',
  transform(code, id, options) {
    if (options?.ssr || this.environment?.config.consumer === 'server') return null;
    if (!ZOD_CORE.test(id.split('?')[0] ?? '')) return null;
    return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null };
  },
});

export const securityHeaders = (): AstroIntegration => ({
  name: 'security-headers',
  hooks: {
    'astro:config:setup': ({ updateConfig }) => {
      updateConfig({ vite: { plugins: [zodWithoutEval()] } });
    },
    'astro:build:done': async ({ dir, logger }) => {
      const root = fileURLToPath(dir);
      const { text, scan, adminPaths } = await headersFile(root);
      await writeFile(join(root, '_headers'), text);
      logger.info(`_headers: CSP with ${scan.hashes.size} inline script hashes; no-store for ${adminPaths.length} admin paths`);
      if (scan.handlers.length > 0) {
        logger.warn(
          `Inline event handlers are blocked by the Content-Security-Policy; move them into scripts: ${scan.handlers.join(', ')}`,
        );
      }
    },
  },
});
