/**
 * What a built page weighs: its HTML, the JavaScript the browser would load for it (inline module
 * scripts, module scripts and preloads, the islands' component and renderer modules, and every
 * module those import, static and dynamic alike, so an upper bound), its style sheets, each
 * gzipped, and how many elements its markup holds. Used by `npm run size` and `npm run bench`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;

const IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Site-absolute URLs of the modules `code` imports, resolved against `from`. */
const importsOf = (code: string, from: string): string[] =>
  [...code.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((spec) => spec.startsWith('.') || spec.startsWith('/'))
    .map((spec) => (spec.startsWith('/') ? spec : posix.normalize(posix.join(posix.dirname(from), spec))));

const attributeValues = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));

/** Elements of the markup (opening tags), the size of the document a browser builds from it. */
export const elementCount = (html: string): number => html.match(/<[a-zA-Z][a-zA-Z0-9-]*/g)?.length ?? 0;

export interface PageWeight {
  htmlBytes: number;
  htmlGzip: number;
  /** Every module the page may load, and the inline scripts, gzipped. */
  jsGzip: number;
  cssGzip: number;
  elements: number;
  modules: Set<string>;
  inlineScripts: number;
}

/** Measures one built page (`html`, served at `route`) of the build in `distDir`. */
export const pageWeight = (
  distDir: string,
  route: string,
  html: string,
  sizeOf = (url: string) => gzipSize(readFileSync(join(distDir, url))),
): PageWeight => {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '');
  const entries = [
    ...attributeValues(html, /<script[^>]*\bsrc="([^"]+\.m?js)"/g),
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attributeValues(html, /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
    ...inline.flatMap((code) => importsOf(code, route.endsWith('/') ? route : `${route}/`)),
  ].filter((url) => url.startsWith('/'));
  const modules = new Set<string>();
  const queue = [...new Set(entries)];
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (modules.has(url) || !existsSync(join(distDir, url))) continue;
    modules.add(url);
    queue.push(...importsOf(readFileSync(join(distDir, url), 'utf8'), url));
  }
  const styles = attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g).filter(
    (url) => url.startsWith('/') && existsSync(join(distDir, url)),
  );
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    jsGzip: [...modules].reduce((sum, url) => sum + sizeOf(url), 0) + inline.reduce((sum, code) => sum + gzipSize(code), 0),
    cssGzip: styles.reduce((sum, url) => sum + sizeOf(url), 0),
    elements: elementCount(html),
    modules,
    inlineScripts: inline.length,
  };
};
