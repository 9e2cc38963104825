/**
 * `npm run scheduled -- <name>`: runs one scheduled function of netlify/functions/ now, against
 * the local store of `npm start` (.netlify/blobs-serve, or LOCAL_DATA_DIR), instead of waiting
 * for its schedule. Without a name it lists them.
 */
import { resolve } from 'node:path';
import { bootstrap } from './lib/bootstrap.ts';
import { loadFunctions } from './local-server/functions.ts';
import { runScheduled } from './local-server/scheduler.ts';

const root = process.cwd();
const name = process.argv[2];
const scheduled = (await loadFunctions(resolve(root, 'netlify/functions'))).filter((route) => route.scheduled);
const route = scheduled.find((candidate) => candidate.name === name);
if (!route) {
  console.error(`${name ? `No scheduled function named "${name}". ` : ''}Scheduled functions:`);
  for (const candidate of scheduled) console.error(`  ${candidate.name} (${candidate.schedule ?? ''})`);
  process.exit(1);
}

const { blobs } = await bootstrap(root);
try {
  const res = await runScheduled(route);
  console.log(`${route.name} answered ${res.status}`);
  if (res.status >= 400) process.exitCode = 1;
} finally {
  await blobs.stop();
}
