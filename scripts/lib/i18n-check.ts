/**
 * The catalogue check over the repository (scripts/check-i18n.ts prints it): each language's
 * catalogue against the default one, and literal sentences in the components and pages the public
 * reads. A component still on the pending list (scripts/lib/i18n-pending.ts) may hold sentences until
 * its words are moved; one that has none left must leave the list, so the list only shrinks.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogue, englishImports, literalSentences, type CatalogueReport, type LiteralSentence } from '#domain/i18n/check.ts';
import type { Catalogue } from '#domain/i18n/catalogue.ts';
import { translations } from '#domain/i18n/catalogues.ts';
import { en } from '#domain/i18n/messages-en.ts';
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
  catalogues: Record<string, CatalogueReport>;
  /** Files not on the pending list that hold literal sentences: the check fails. */
  sentences: Record<string, LiteralSentence[]>;
  /** Files on the pending list that hold none any more: take them off (the check fails). */
  cleared: string[];
  /** Files still pending. */
  pending: string[];
}

export const checkRepository = (
  root: string,
  catalogues: Readonly<Record<string, Readonly<Record<string, unknown>>>> = translations,
  pending: readonly string[] = pendingComponents,
): RepositoryReport => {
  const report: RepositoryReport = { catalogues: {}, sentences: {}, cleared: [], pending: [...pending] };
  for (const [lang, catalogue] of Object.entries(catalogues)) report.catalogues[lang] = checkCatalogue(en as Catalogue, catalogue);
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
  Object.keys(report.sentences).length +
  report.cleared.length;
