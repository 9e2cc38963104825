/**
 * docs/architecture.md answers "where does X live" with a table: one row per feature, naming its
 * pages, islands, functions, server files and domain files. A table like that goes stale two
 * ways: a file it names moves (the path check of scripts/lib/doc-paths.ts sees that), and a new
 * feature folder never gets a row (nothing saw that). This check holds the table to the tree:
 *
 * - every row names at least one file, and every path in a row resolves to one file or folder;
 * - every feature folder (each folder directly under src/domain/, netlify/functions/_shared/,
 *   src/components/public/, src/components/admin/, src/pages/ and src/pages/admin/) holds a file
 *   some row names, or is listed (as `folder/`) in the paragraph below the table that starts with
 *   "Not features:" (folders every feature shares, such as the store library);
 * - that paragraph lists only folders that exist and that no row covers, so it can only shrink.
 */
import type { Problem } from './citations.ts';
import { resolvePath } from './doc-paths.ts';

export const WHERE_HEADING = '## Where does X live';
const EXEMPTIONS = /^\*{0,2}Not features:?\*{0,2}/;
const INLINE_CODE = /`([^`\n]+)`/g;
const FEATURE_PARENTS = [
  'src/domain',
  'netlify/functions/_shared',
  'src/components/public',
  'src/components/admin',
  'src/pages',
  'src/pages/admin',
];

export interface WhereRow {
  line: number;
  feature: string;
  paths: string[];
}

/** The section's lines: the table's rows and the "Not features" line. */
export const parseWhereSection = (markdown: string): { rows: WhereRow[]; exemptions: string[]; exemptionsLine: number } => {
  const rows: WhereRow[] = [];
  const exemptions: string[] = [];
  let exemptionsLine = 0;
  let inSection = false;
  let inExemptions = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^## /.test(line)) inSection = line.trim() === WHERE_HEADING;
    if (!inSection) return;
    const codes = [...line.matchAll(INLINE_CODE)].map(([, code = '']) => code.trim());
    if (EXEMPTIONS.test(line.trim())) {
      inExemptions = true;
      exemptionsLine = index + 1;
    }
    if (inExemptions && line.trim() === '') inExemptions = false;
    if (inExemptions) {
      // The paragraph's folders: its other code (`npm run check`) names no folder.
      exemptions.push(...codes.filter((code) => code.endsWith('/')).map((code) => code.slice(0, -1)));
      return;
    }
    if (!line.startsWith('|') || /^\|[\s|:-]+\|$/.test(line.trim())) return;
    const feature = (line.split('|')[1] ?? '').trim();
    if (feature === 'Feature') return;
    // Collections (`news()`) name factories and addresses (`/verify/{code}`) routes, not files.
    const paths = codes.filter((code) => (code.includes('/') || /\.\w+$/.test(code)) && !code.endsWith('()') && !code.startsWith('/'));
    rows.push({ line: index + 1, feature, paths });
  });
  return { rows, exemptions, exemptionsLine };
};

/** Every folder directly under one of the feature parents. */
export const featureFolders = (files: readonly string[]): string[] => {
  const folders = new Set<string>();
  for (const file of files) {
    for (const parent of FEATURE_PARENTS) {
      if (!file.startsWith(`${parent}/`)) continue;
      const rest = file.slice(parent.length + 1).split('/');
      if (rest.length > 1 && !FEATURE_PARENTS.includes(`${parent}/${rest[0]}`)) folders.add(`${parent}/${rest[0]}`);
    }
  }
  return [...folders].sort();
};

/** The problems of the "where does X live" section of `doc`. */
export const checkWhereTable = (doc: string, markdown: string, files: readonly string[]): Problem[] => {
  const { rows, exemptions, exemptionsLine } = parseWhereSection(markdown);
  const fileSet = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, end, parts) => parts.slice(0, end + 1).join('/')),
    ),
  );
  const topLevel = new Set(files.map((file) => file.split('/')[0] ?? ''));
  const tree = { files: fileSet, folders, topLevel };
  const problems: Problem[] = [];
  if (rows.length === 0) return [{ file: doc, line: 1, reason: `has no table under "${WHERE_HEADING}"`, text: WHERE_HEADING }];
  const named: string[] = [];
  for (const row of rows) {
    if (row.paths.length === 0)
      problems.push({ file: doc, line: row.line, reason: `the row "${row.feature}" names no file`, text: row.feature });
    for (const path of row.paths) {
      const { found } = resolvePath(doc, path, tree);
      if (found.length === 1) named.push(found[0] ?? '');
      else
        problems.push({
          file: doc,
          line: row.line,
          reason: `the row "${row.feature}" names ${path}, which is not one file or folder`,
          text: path,
        });
    }
  }
  const covered = (folder: string) => named.some((path) => path === folder || path.startsWith(`${folder}/`));
  const exempt = new Set(exemptions.map((path) => resolvePath(doc, `${path}/`, tree).found[0] ?? path));
  for (const folder of featureFolders(files)) {
    if (!covered(folder) && !exempt.has(folder)) {
      problems.push({
        file: doc,
        line: rows[0]?.line ?? 1,
        reason: `has no row naming a file of ${folder}/ (add one, or list the folder under "Not features")`,
        text: folder,
      });
    }
  }
  for (const folder of exempt) {
    if (!folders.has(folder))
      problems.push({
        file: doc,
        line: exemptionsLine,
        reason: `lists ${folder}/ under "Not features", which is not a folder`,
        text: folder,
      });
    else if (covered(folder))
      problems.push({
        file: doc,
        line: exemptionsLine,
        reason: `lists ${folder}/ under "Not features", yet a row names its files: take it off the list`,
        text: folder,
      });
  }
  return problems;
};
