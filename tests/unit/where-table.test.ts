/**
 * docs/architecture.md's "where does X live" table, held to the tree by `npm run check`
 * (scripts/lib/where-table.ts): every path a row names exists, every feature folder has a row or is
 * listed under "Not features", and that list names only folders that exist and have no row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../../scripts/lib/doc-paths.ts';
import { checkWhereTable, featureFolders } from '../../scripts/lib/where-table.ts';

const files = [
  'docs/architecture.md',
  'src/domain/content/news.ts',
  'src/domain/registry/skater.ts',
  'src/components/public/content/NewsList.tsx',
  'src/components/public/common/useLive.ts',
  'src/pages/News.astro',
  'src/pages/News/[id].astro',
  'src/pages/admin/news/index.astro',
  'netlify/functions/news.ts',
  'netlify/functions/_shared/store/index.ts',
  'netlify/functions/_shared/registry/review.ts',
];

const doc = (rows: string[], exempt = '**Not features:** `_shared/store/` and `public/common/`.') =>
  [
    '# Architecture',
    '',
    '## Where does X live',
    '',
    '| Feature | Pages | Islands | Functions | Server | Domain | Collections |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    exempt,
    '',
    '## Next',
    '| Elsewhere | `src/missing.ts` |',
  ].join('\n');

const news =
  '| News | `pages/News.astro`, `News/[id].astro`, `admin/news/index.astro` | `content/NewsList.tsx` | `functions/news.ts` | | `content/news.ts` | `news()` |';
const registry = '| Skaters | (`/skater/{id}`) | | | `registry/review.ts` | `registry/skater.ts` | `skaters()` |';

const reasons = (markdown: string, tree = files) =>
  checkWhereTable('docs/architecture.md', markdown, tree).map((problem) => problem.reason);

describe('"where does X live"', () => {
  it('finds the feature folders of each tree', () => {
    expect(featureFolders(files)).toEqual([
      'netlify/functions/_shared/registry',
      'netlify/functions/_shared/store',
      'src/components/public/common',
      'src/components/public/content',
      'src/domain/content',
      'src/domain/registry',
      'src/pages/News',
      'src/pages/admin/news',
    ]);
  });

  it('passes when every feature folder has a row or is listed as not a feature', () => {
    expect(reasons(doc([news, registry]))).toEqual([]);
  });

  it('fails on a feature folder with no row: a new feature nobody wrote down', () => {
    expect(reasons(doc([news, registry]), [...files, 'src/domain/coaches/coach.ts'])).toEqual([
      'has no row naming a file of src/domain/coaches/ (add one, or list the folder under "Not features")',
    ]);
    expect(reasons(doc([news]))).toEqual([
      'has no row naming a file of netlify/functions/_shared/registry/ (add one, or list the folder under "Not features")',
      'has no row naming a file of src/domain/registry/ (add one, or list the folder under "Not features")',
    ]);
  });

  it('fails on a row naming a file that moved, and on a row naming no file', () => {
    expect(reasons(doc([news.replace('`content/news.ts`', '`content/news-item.ts`'), registry, '| Empty | none | | | | | |']))).toEqual([
      'the row "News" names content/news-item.ts, which is not one file or folder',
      'the row "Empty" names no file',
      'has no row naming a file of src/domain/content/ (add one, or list the folder under "Not features")',
    ]);
  });

  it('fails on a "Not features" folder that a row covers or that does not exist, so the list only shrinks', () => {
    expect(
      reasons(doc([news, registry], '**Not features:** `_shared/store/`, `public/common/`, `domain/content/`, `_shared/old/`.')),
    ).toEqual([
      'lists src/domain/content/ under "Not features", yet a row names its files: take it off the list',
      'lists _shared/old/ under "Not features", which is not a folder',
    ]);
  });

  it('holds the real docs/architecture.md to the real tree, and fails when a feature folder is planted', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const tree = repositoryFiles(root);
    const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    expect(checkWhereTable('docs/architecture.md', architecture, tree)).toEqual([]);
    expect(reasons(architecture, [...tree, 'netlify/functions/_shared/coaches/coach-store.ts'])).toEqual([
      'has no row naming a file of netlify/functions/_shared/coaches/ (add one, or list the folder under "Not features")',
    ]);
  });
});
