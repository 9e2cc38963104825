/**
 * `npm start`: the whole site, production-like and offline. Starts the local Blobs store, makes
 * a local admin if none is configured, loads sample content into an empty store, exports the
 * content and builds the site (unless --no-build), then serves dist/, the functions, and the
 * redirects and headers of netlify.toml on http://localhost:8888 (PORT overrides).
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { exportContent } from './lib/content-export.ts';
import { startLocalBlobs } from './lib/local-blobs.ts';
import { ensureLocalAdmin } from './lib/local-admin.ts';
import { run } from './lib/run.ts';
import { isStoreEmpty, loadSampleData } from './lib/sample-data.ts';
import { createLocalServer } from './local-server/server.ts';

const started = performance.now();
const root = process.cwd();
const port = Number(process.env['PORT'] ?? 8888);
const dataDir = resolve(root, process.env['LOCAL_DATA_DIR'] ?? '.netlify/blobs-serve');
const skipBuild = process.argv.includes('--no-build');

// RESET_DATA=1 starts from an empty store (the browser tests use a throwaway one).
if (process.env['RESET_DATA'] === '1') await rm(dataDir, { recursive: true, force: true });

const blobs = await startLocalBlobs({ directory: dataDir });
process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;

let adminNotice: string;
if (process.env['ADMIN_USERS']) {
  adminNotice = 'Admin accounts: from ADMIN_USERS.';
} else {
  const admin = await ensureLocalAdmin(resolve(dataDir, '..', 'local-admin.json'));
  process.env['ADMIN_USERS'] = admin.adminUsers;
  adminNotice = admin.password
    ? `Local admin created. Name: ${admin.name}  Password: ${admin.password}  (shown once; delete ${resolve(dataDir, '..', 'local-admin.json')} to make a new one)`
    : `Local admin: ${admin.name} (its password was printed when it was created; delete .netlify/local-admin.json to make a new one).`;
}

if (process.env['SAMPLE_DATA'] !== 'off' && (await isStoreEmpty())) {
  await loadSampleData();
  console.log('Loaded sample content into the empty local store.');
}

if (!skipBuild) {
  await exportContent();
  await run('astro', ['build', '--silent'], { ...process.env });
}

const server = await createLocalServer({ root });
const { port: actualPort, close } = await server.listen(port);
console.log(`\n${adminNotice}`);
console.log(`Site and API ready in ${((performance.now() - started) / 1000).toFixed(1)} s at http://localhost:${actualPort}\n`);

const shutdown = async () => {
  await close();
  await blobs.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
