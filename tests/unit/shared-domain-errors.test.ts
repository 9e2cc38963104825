/**
 * Below the routes the application speaks the product's words, not HTTP: a service under
 * netlify/functions/_shared throws the domain errors of src/domain/common/errors.ts, and only the
 * HTTP platform (_shared/platform/) turns them into statuses. This reads every import of every file
 * there (with the TypeScript compiler) and fails on one that takes `HttpError`, or `notFound` (an
 * HttpError's maker), from platform/http.ts outside platform/.
 */
import { posix, sep } from 'node:path';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsedCode } from './support/code-files.ts';

const base = join(import.meta.dirname, '..', '..');
const SHARED = 'netlify/functions/_shared';
const HTTP = `${SHARED}/platform/http.ts`;
const HTTP_NAMES = new Set(['HttpError', 'notFound']);

/** The file an import names, relative to the repository, or undefined when it is a package. */
const targetOf = (importer: string, specifier: string): string | undefined => {
  if (specifier.startsWith('#shared/')) return `${SHARED}/${specifier.slice('#shared/'.length)}`;
  if (!specifier.startsWith('.')) return undefined;
  return posix.normalize(posix.join(posix.dirname(importer), specifier));
};

/** The names a declaration takes from its module (`import { a as b }` takes `a`); `*` for a namespace. */
const namesTaken = (node: ts.ImportDeclaration | ts.ExportDeclaration): string[] => {
  const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
  if (bindings === undefined) return ts.isExportDeclaration(node) ? ['*'] : [];
  if (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) return ['*'];
  return bindings.elements.map((element) => (element.propertyName ?? element.name).text);
};

/** `file: name` for each file under _shared, outside platform/, that takes an HTTP error from platform/http.ts. */
const importers = (): { file: string; name: string }[] => {
  const found: { file: string; name: string }[] = [];
  for (const { name, file } of parsedCode(base, [SHARED])) {
    const importer = name.split(sep).join('/');
    if (importer.startsWith(`${SHARED}/platform/`)) continue;
    const visit = (node: ts.Node): void => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        if (targetOf(importer, node.moduleSpecifier.text) === HTTP) {
          for (const taken of namesTaken(node)) {
            if (HTTP_NAMES.has(taken) || taken === '*') found.push({ file: importer.slice(SHARED.length + 1), name: taken });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
};

describe('services below the routes throw domain errors, not HTTP', () => {
  it('no file under _shared outside platform/ imports HttpError or notFound', () => {
    expect(
      importers().map((one) => `${one.file}: ${one.name}`),
      'throw a domain error of src/domain/common/errors.ts instead',
    ).toEqual([]);
  }, 60_000);

  it('reads the name an import takes, whatever it is called here', () => {
    const declaration = (code: string) => ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest).statements[0] as ts.ImportDeclaration;
    expect(namesTaken(declaration("import { HttpError as E, json } from '#shared/platform/http.ts';"))).toEqual(['HttpError', 'json']);
    expect(namesTaken(declaration("import * as http from '#shared/platform/http.ts';"))).toEqual(['*']);
    expect(namesTaken(declaration("export * from '#shared/platform/http.ts';") as unknown as ts.ExportDeclaration)).toEqual(['*']);
    expect(targetOf(`${SHARED}/media/clean-pdf.ts`, '../platform/http.ts')).toBe(HTTP);
  });
});
