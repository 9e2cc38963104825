/**
 * The catalogue check over the repository (scripts/check-i18n.ts prints it): each language's
 * catalogue against the default one, and literal sentences in the components and pages the public
 * reads. A component still on the pending list (scripts/lib/i18n-pending.ts) may hold sentences until
 * its words are moved; one that has none left must leave the list, so the list only shrinks.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogue, englishImports, literalSentences, type CatalogueReport, type LiteralSentence } from '#domain/i18n/check.ts';
import type { Words } from '#domain/i18n/catalogue.ts';
import { LANGS, DEFAULT_LANG } from '#domain/i18n/languages.ts';
import { wordAreas } from '#domain/i18n/words-all.ts';
import { pendingComponents } from './i18n-pending.ts';

/** Where public words are written: the public islands and pages (the admin area's are checked when it is translated). */
const PUBLIC_ROOTS = ['src/components/public', 'src/components/shell', 'src/components/ui', 'src/layouts/BaseLayout.astro', 'src/pages'];
const isPublicFile = (path: string) => /\.(tsx|astro)$/.test(path) && !path.startsWith('src/pages/admin/');

const walk = (root: string, path: string): string[] => {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => walk(root, `${path}/${name}`));
};

export const publicFiles = (root: string): string[] =>
  PUBLIC_ROOTS.flatMap((path) => walk(root, path))
    .filter(isPublicFile)
    .sort();

export interface RepositoryReport {
  /** By area and language ("news (ta)"): each other language's words against the default one's. */
  catalogues: Record<string, CatalogueReport>;
  /** Keys written in more than one area: the check fails (a key has one home). */
  duplicates: string[];
  /** Files not on the pending list that hold literal sentences: the check fails. */
  sentences: Record<string, LiteralSentence[]>;
  /** Files on the pending list that hold none any more: take them off (the check fails). */
  cleared: string[];
  /** Files still pending. */
  pending: string[];
}

/** Every area's words in every language of the site but the default one (a language an area lacks misses every key). */
const checkAreas = (areas: Readonly<Record<string, Words<string>>>, report: RepositoryReport) => {
  const seen = new Set<string>();
  for (const [name, area] of Object.entries(areas)) {
    for (const key of Object.keys(area.base)) {
      if (seen.has(key)) report.duplicates.push(key);
      seen.add(key);
    }
    for (const lang of LANGS.filter((code) => code !== DEFAULT_LANG))
      report.catalogues[`${name} (${lang})`] = checkCatalogue(area.base, area.translations[lang] ?? {});
  }
};

export const checkRepository = (
  root: string,
  areas: Readonly<Record<string, Words<string>>> = wordAreas,
  pending: readonly string[] = pendingComponents,
): RepositoryReport => {
  const report: RepositoryReport = { catalogues: {}, duplicates: [], sentences: {}, cleared: [], pending: [...pending] };
  checkAreas(areas, report);
  for (const file of publicFiles(root)) {
    const source = readFileSync(join(root, file), 'utf8');
    const found = [...literalSentences(source, file), ...englishImports(source)];
    const isPending = pending.includes(file);
    if (found.length > 0 && !isPending) report.sentences[file] = found;
    if (found.length === 0 && isPending) report.cleared.push(file);
  }
  return report;
};

export const failures = (report: RepositoryReport): number =>
  Object.values(report.catalogues).reduce((sum, one) => sum + one.missing.length + one.unknown.length + one.mismatched.length, 0) +
  report.duplicates.length +
  Object.keys(report.sentences).length +
  report.cleared.length;
