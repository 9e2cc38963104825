/**
 * `npm run check` runs this: the README and docs/ may name only files and folders that exist
 * (scripts/lib/doc-paths.ts), and the README's API table must list exactly the hand-routed routes
 * of the functions, each with the access it declares (scripts/lib/api-table.ts). Routes declared
 * with their schemas (platform/hono/app.ts) are listed instead in docs/openapi.json and
 * docs/api-reference.md, which must be what `npm run openapi` makes of the declarations. Prints
 * each offending file:line and fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointsOf } from '../netlify/functions/_shared/platform/router.ts';
import { compareApiTable, parseApiTable, type DeclaredRoute } from './lib/api-table.ts';
import type { Problem } from './lib/citations.ts';
import { documentsOf, findPathProblems, GENERATED_FOLDERS } from './lib/doc-paths.ts';
import { loadFunctions } from './local-server/functions.ts';
import { declaredRoutesOf, generatedApiFiles } from './lib/openapi-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set(['.git', 'blob-report', 'coverage', ...GENERATED_FOLDERS]);

const filesUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() ? [relative(root, path).split(sep).join('/')] : [];
  });

const functions = await loadFunctions(join(root, 'netlify', 'functions'));
const declared = declaredRoutesOf(functions);
const isDeclared = new Set(declared.map((route) => `${route.method} ${route.path}`));

/** Every method and path the hand-routed functions serve, with the access each declares (as tests/api/roles.test.ts reads them). */
const handRoutes = (): DeclaredRoute[] =>
  functions
    .filter((route) => !route.scheduled)
    .flatMap((route) =>
      endpointsOf(route.handler).map((endpoint) => ({
        method: endpoint.method,
        path: endpoint.path ?? route.patterns[0]?.pathname ?? `/.netlify/functions/${route.name}`,
        access: endpoint.access,
      })),
    )
    .filter((route) => !isDeclared.has(`${route.method} ${route.path}`));

/** The README rows of routes now declared with their schemas: their reference is generated. */
const rowsOfDeclared = (rows: ReturnType<typeof parseApiTable>): Problem[] =>
  rows
    .filter((row) => isDeclared.has(`${row.method} ${row.path}`))
    .map((row) => ({
      file: 'README.md',
      line: row.line,
      reason: `lists ${row.method} ${row.path}, which is declared with its schemas: docs/api-reference.md lists it`,
      text: row.text,
    }));

/** The generated API files that are not what the declarations make. */
const staleApiFiles = async (): Promise<Problem[]> =>
  Object.entries(await generatedApiFiles(declared, root))
    .filter(([file, text]) => !existsSync(join(root, file)) || readFileSync(join(root, file), 'utf8') !== text)
    .map(([file]) => ({ file, line: 1, reason: 'is not what the route declarations make: run `npm run openapi`', text: file }));

const files = filesUnder(root);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const problems: Problem[] = [
  ...documentsOf(files).flatMap((doc) => findPathProblems(doc, read(doc), { files })),
  ...compareApiTable(
    'README.md',
    parseApiTable(read('README.md')).filter((row) => !isDeclared.has(`${row.method} ${row.path}`)),
    handRoutes(),
  ),
  ...rowsOfDeclared(parseApiTable(read('README.md'))),
  ...(await staleApiFiles()),
];
for (const { file, line, reason, text } of problems) console.error(`${file}:${line}: ${reason}\n    ${text}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} problem(s) in the docs: name files as they are now (a short form must end exactly one path), and keep the README's API table in step with the routes.`,
  );
  process.exit(1);
}
console.log(
  "Docs: every path they name exists, the README's API table matches the hand-routed routes, and the API reference the declared ones.",
);
