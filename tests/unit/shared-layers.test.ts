/**
 * The folders of netlify/functions/_shared are layered: when one folder imports another, the other
 * never imports it back, so each can be read, tested and moved knowing what it stands on. This
 * reads every import of every file there (relative, `#shared/…`, `import()` and `export … from`,
 * found with the TypeScript compiler) and fails on a pair of folders that import each other.
 *
 * The pairs that still do are listed below, each with the files that make it, so the list can only
 * shrink: a new pair fails, and so does a listed pair that no longer imports both ways (take it
 * off the list).
 *
 * The store is the bottom: a library of records and indexes that imports no other folder here
 * and declares no collection (each feature's are declared in collections/<feature>.ts, above it).
 */
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parsedCode } from './support/code-files.ts';

const base = join(import.meta.dirname, '..', '..');
const SHARED = 'netlify/functions/_shared';

/**
 * Pairs still importing each other, alphabetical within a pair. Each names why, so the move that
 * ends it is plain.
 */
const STILL_ALLOWED = [
  // registry/skater-deletion.ts clears a child's family requests; family-links.ts reads registry keys.
  'family <-> registry',
  // platform/hono/app.ts composes every route's middleware (audit, versions, roles, form limits),
  // and those import the HTTP vocabulary of platform/http.ts: the app is above them, http.ts below.
  'audit <-> platform',
  'platform <-> records',
  'platform <-> security',
  // security/throttle.ts sweeps the registry's birth-date counters; the registry takes tokens and client keys from security.
  'registry <-> security',
];

const folderOf = (path: string): string | undefined => {
  if (!path.startsWith(`${SHARED}/`)) return undefined;
  const [folder, ...rest] = path.slice(SHARED.length + 1).split('/');
  return rest.length > 0 ? folder : undefined;
};

/** The file an import names, relative to the repository, or undefined when it is a package. */
const targetOf = (importer: string, specifier: string): string | undefined => {
  if (specifier.startsWith('#shared/')) return `${SHARED}/${specifier.slice('#shared/'.length)}`;
  if (!specifier.startsWith('.')) return undefined;
  return posix.normalize(posix.join(posix.dirname(importer), specifier));
};

/** `from -> to: file` for every import from one _shared folder into another. */
const crossings = (): { from: string; to: string; file: string }[] => {
  const found: { from: string; to: string; file: string }[] = [];
  for (const { name, file } of parsedCode(base, [SHARED])) {
    const importer = name.split(sep).join('/');
    const from = folderOf(importer);
    const visit = (node: ts.Node): void => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : ts.isCallExpression(node) &&
              node.expression.kind === ts.SyntaxKind.ImportKeyword &&
              ts.isStringLiteral(node.arguments[0] ?? node)
            ? (node.arguments[0] as ts.StringLiteral).text
            : undefined;
      const target = specifier === undefined ? undefined : targetOf(importer, specifier);
      const to = target === undefined ? undefined : folderOf(target);
      if (from !== undefined && to !== undefined && to !== from) found.push({ from, to, file: importer });
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
};

const STORE = `${SHARED}/store/`;
const DECLARING_CALLS = new Set(['collection', 'define', 'singleton', 'editedSingleton']);

/**
 * Where a file declares a collection: an object with a name, a schema and indexes (a collection's
 * definition), a `collection(…)` or `define(…)` handed a definition written here or one named
 * `…Definition`, or a singleton named by a literal.
 */
const declarations = (file: ts.SourceFile): string[] => {
  const found: string[] = [];
  const line = (node: ts.Node) => `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const keys = new Set(node.properties.map((property) => (property.name && ts.isIdentifier(property.name) ? property.name.text : '')));
      if (keys.has('name') && keys.has('schema') && keys.has('indexes')) found.push(line(node));
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && DECLARING_CALLS.has(node.expression.text)) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || (ts.isIdentifier(first) && first.text.endsWith('Definition')))) found.push(line(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

describe('the store is a library', () => {
  it('imports no other folder of _shared', () => {
    expect(
      crossings()
        .filter((edge) => edge.from === 'store')
        .map((edge) => `${relative(SHARED, edge.file)} -> ${edge.to}`),
    ).toEqual([]);
  }, 60_000);

  it('declares no collection', () => {
    const found = parsedCode(base, [SHARED])
      .filter(({ name }) => name.split(sep).join('/').startsWith(STORE))
      .flatMap(({ file }) => declarations(file));
    expect(found).toEqual([]);
  }, 60_000);

  it('recognises a declaration when it sees one', () => {
    const parse = (code: string) => ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
    expect(declarations(parse("export const things = define({ name: 'things', schema, indexes: {} });"))).toHaveLength(1);
    expect(declarations(parse('export const things = () => collection(thingsDefinition);'))).toHaveLength(1);
    expect(declarations(parse("export const banner = () => singleton('banner', bannerSchema);"))).toHaveLength(1);
    expect(declarations(parse('export const collection = <T>(definition: Definition<T>) => open(definition);'))).toEqual([]);
  });
});

describe('the folders of _shared are layered', () => {
  it('no two folders import each other, but the pairs still listed; and every listed pair still does', () => {
    const edges = crossings();
    const has = (from: string, to: string) => edges.some((edge) => edge.from === from && edge.to === to);
    const mutual = [
      ...new Set(edges.filter((edge) => has(edge.to, edge.from)).map((edge) => [edge.from, edge.to].sort().join(' <-> '))),
    ].sort();
    const why = (pair: string) => {
      const [a = '', b = ''] = pair.split(' <-> ');
      const files = (from: string, to: string) => [
        ...new Set(edges.filter((edge) => edge.from === from && edge.to === to).map((edge) => relative(SHARED, edge.file))),
      ];
      return `${pair}: ${files(a, b).join(', ')} | ${files(b, a).join(', ')}`;
    };
    expect(mutual.filter((pair) => !STILL_ALLOWED.includes(pair)).map(why), 'folders that import each other').toEqual([]);
    expect(
      STILL_ALLOWED.filter((pair) => !mutual.includes(pair)),
      'listed pairs that no longer import each other: take them off the list',
    ).toEqual([]);
  }, 60_000);

  it('reads the folder of a file and the target of each kind of import', () => {
    expect(folderOf(`${SHARED}/store/blobs.ts`)).toBe('store');
    expect(folderOf(`${SHARED}/index.ts`)).toBeUndefined();
    expect(folderOf('src/domain/common/errors.ts')).toBeUndefined();
    expect(targetOf(`${SHARED}/platform/hono/app.ts`, '../../audit/audited.ts')).toBe(`${SHARED}/audit/audited.ts`);
    expect(targetOf(`${SHARED}/store/blobs.ts`, '#shared/platform/http.ts')).toBe(`${SHARED}/platform/http.ts`);
    expect(targetOf(`${SHARED}/store/blobs.ts`, '#domain/common/errors.ts')).toBeUndefined();
    expect(targetOf(`${SHARED}/store/blobs.ts`, 'zod')).toBeUndefined();
    expect(dirname(`${SHARED}/store/blobs.ts`)).toBe(`${SHARED}/store`);
  });
});
