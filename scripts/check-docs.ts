/**
 * `npm run check` runs this: the README and docs/ may name only files and folders that exist
 * (scripts/lib/doc-paths.ts), and the README's API table must list exactly the routes the
 * functions declare, each with the access it declares (scripts/lib/api-table.ts). Prints each
 * offending file:line and fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointsOf } from '../netlify/functions/_shared/platform/router.ts';
import { compareApiTable, parseApiTable, type DeclaredRoute } from './lib/api-table.ts';
import type { Problem } from './lib/citations.ts';
import { documentsOf, findPathProblems, GENERATED_FOLDERS } from './lib/doc-paths.ts';
import { loadFunctions } from './local-server/functions.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED = new Set(['.git', 'blob-report', 'coverage', ...GENERATED_FOLDERS]);

const filesUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() ? [relative(root, path).split(sep).join('/')] : [];
  });

/** Every method and path the functions serve, with the access each declares (as tests/api/roles.test.ts reads them). */
const declaredRoutes = async (): Promise<DeclaredRoute[]> => {
  const functions = await loadFunctions(join(root, 'netlify', 'functions'));
  return functions
    .filter((route) => !route.scheduled)
    .flatMap((route) =>
      endpointsOf(route.handler).map((endpoint) => ({
        method: endpoint.method,
        path: endpoint.path ?? route.patterns[0]?.pathname ?? `/.netlify/functions/${route.name}`,
        access: endpoint.access,
      })),
    );
};

const files = filesUnder(root);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const problems: Problem[] = [
  ...documentsOf(files).flatMap((doc) => findPathProblems(doc, read(doc), { files })),
  ...compareApiTable('README.md', parseApiTable(read('README.md')), await declaredRoutes()),
];
for (const { file, line, reason, text } of problems) console.error(`${file}:${line}: ${reason}\n    ${text}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} problem(s) in the docs: name files as they are now (a short form must end exactly one path), and keep the README's API table in step with the routes.`,
  );
  process.exit(1);
}
console.log("Docs: every path they name exists, and the README's API table matches the routes.");
