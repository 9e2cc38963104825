/**
 * `npm run openapi`: writes docs/openapi.json and docs/api-reference.md from the route
 * declarations of the functions (scripts/lib/openapi-files.ts). Run it after declaring or changing
 * a route; `npm run check:docs` fails until the files are current.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredRoutesOf, generatedApiFiles } from './lib/openapi-files.ts';
import { loadFunctions } from './local-server/functions.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const routes = declaredRoutesOf(await loadFunctions(join(root, 'netlify', 'functions')));
for (const [file, text] of Object.entries(await generatedApiFiles(routes, root))) {
  await writeFile(join(root, file), text);
  console.log(`Wrote ${file}`);
}
console.log(`${routes.length} declared routes.`);
