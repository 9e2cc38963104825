/**
 * `npm run check` runs this: the README and docs/ may name only files and folders that exist, in
 * their text and their code blocks (scripts/lib/doc-paths.ts), and only functions, types and
 * constants the code has (scripts/lib/doc-symbols.ts); docs/architecture.md's "where does X live"
 * table must give every feature folder a row (scripts/lib/where-table.ts); and docs/openapi.json and
 * docs/api-reference.md, the API's reference, must be what `npm run openapi` makes of the route
 * declarations (platform/hono/app.ts). Prints each offending file:line and fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Problem } from './lib/citations.ts';
import { aliasesOf, documentsOf, findPathProblems, repositoryFiles } from './lib/doc-paths.ts';
import { codeWordsOf, findSymbolProblems } from './lib/doc-symbols.ts';
import { checkWhereTable } from './lib/where-table.ts';
import { loadFunctions } from './local-server/functions.ts';
import { declaredRoutesOf, generatedApiFiles } from './lib/openapi-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const functions = await loadFunctions(join(root, 'netlify', 'functions'));
const declared = declaredRoutesOf(functions);
/** The generated API files that are not what the declarations make. */
const staleApiFiles = async (): Promise<Problem[]> =>
  Object.entries(await generatedApiFiles(declared, root))
    .filter(([file, text]) => !existsSync(join(root, file)) || readFileSync(join(root, file), 'utf8') !== text)
    .map(([file]) => ({ file, line: 1, reason: 'is not what the route declarations make: run `npm run openapi`', text: file }));

const files = repositoryFiles(root);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const aliases = aliasesOf((JSON.parse(read('package.json')) as { imports: Record<string, string> }).imports);
const codeWords = codeWordsOf(files, read);
const problems: Problem[] = [
  ...documentsOf(files).flatMap((doc) => findPathProblems(doc, read(doc), { files, aliases })),
  ...documentsOf(files).flatMap((doc) => findSymbolProblems(doc, read(doc), codeWords)),
  ...checkWhereTable('docs/architecture.md', read('docs/architecture.md'), files),
  ...(await staleApiFiles()),
];
for (const { file, line, reason, text } of problems) console.error(`${file}:${line}: ${reason}\n    ${text}`);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} problem(s) in the docs: name files and code as they are now (a short form must end exactly one path), and run \`npm run openapi\` after changing a route.`,
  );
  process.exit(1);
}
console.log('Docs: every path and code name they give exists, and the API reference is what the route declarations make.');
