/**
 * `npm run lighthouse` audits one of every kind of public page (scripts/lib/lighthouse-pages.ts):
 * every page file under src/pages is audited, or named as left out with a reason.
 */
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETAIL_PAGES, NOT_AUDITED, NOT_AUDITED_FOLDERS, NOT_FOUND, PAGE_FILES, PAGES } from '../../scripts/lib/lighthouse-pages.ts';

const PAGES_DIR = join(process.cwd(), 'src', 'pages');

/** The .astro page files below src/pages, as paths without the extension ("club/[id]"). */
const pageFiles = (): string[] =>
  readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => file.split(sep).join('/').slice(0, -'.astro'.length));

describe('the pages Lighthouse audits', () => {
  it('cover every public page file, or name it as left out', () => {
    const files = pageFiles();
    expect(files.length).toBeGreaterThan(20);
    const uncovered = files.filter(
      (file) =>
        !(file in PAGE_FILES) &&
        !(file in NOT_AUDITED) &&
        !Object.keys(NOT_AUDITED_FOLDERS).some((folder) => file.startsWith(`${folder}/`)),
    );
    expect(uncovered).toEqual([]);
  });

  it('audit what each page file stands for, and nothing no page file needs', () => {
    expect(Object.values(PAGE_FILES).filter((page) => !PAGES.includes(page))).toEqual([]);
    expect(PAGES.filter((page) => !Object.values(PAGE_FILES).includes(page))).toEqual([]);
  });

  it('name only page files that exist', () => {
    const files = new Set(pageFiles());
    expect([...Object.keys(PAGE_FILES), ...Object.keys(NOT_AUDITED)].filter((file) => !files.has(file))).toEqual([]);
  });

  it('include a page of every detail kind and the 404 page', () => {
    for (const detail of DETAIL_PAGES) expect(PAGES).toContain(detail);
    expect(PAGES).toContain(NOT_FOUND);
    expect(PAGE_FILES['404']).toBe(NOT_FOUND);
  });
});
