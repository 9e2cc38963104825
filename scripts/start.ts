/**
 * `npm start`: the whole site, production-like and offline. Starts the local Blobs store (data in
 * .netlify/blobs-serve, kept across restarts), makes a local admin if none is configured, loads
 * sample content into an empty store, exports the content and builds the site (unless
 * --no-build), then serves dist/, the functions, and the redirects and headers of netlify.toml
 * on http://localhost:8888 (PORT overrides).
 */
import { bootstrap } from './lib/bootstrap.ts';
import { exportContent } from '../netlify/functions/_shared/publish/content-export.ts';
import { run } from './lib/run.ts';
import { createLocalServer } from './local-server/server.ts';
import { startScheduler } from './local-server/scheduler.ts';

const started = performance.now();
const root = process.cwd();
const port = Number(process.env['PORT'] ?? 8888);

const { blobs, adminNotice } = await bootstrap(root);
if (!process.argv.includes('--no-build')) {
  await exportContent();
  await run('astro', ['build', '--silent']);
}

const server = await createLocalServer({ root });
const { port: actualPort, close } = await server.listen(port);
startScheduler(server.routes);
console.log(`\n${adminNotice}`);
console.log(`Site and API ready in ${((performance.now() - started) / 1000).toFixed(1)} s at http://localhost:${actualPort}\n`);

const shutdown = async () => {
  await close();
  await blobs.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
