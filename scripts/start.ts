/**
 * `npm start`: the whole site, production-like and offline. Starts the local Blobs store (data in
 * .netlify/blobs-serve, kept across restarts), makes a local admin if none is configured, loads
 * sample content into an empty store, exports the content and builds the site (unless
 * --no-build), then serves dist/, the functions, and the redirects and headers of netlify.toml
 * on http://localhost:8888 (PORT overrides). Without a `BUILD_HOOK_URL`, a change to public
 * content builds the pages again (local-server/local-rebuild.ts), as Netlify's build hook does.
 */
import { bootstrap } from './lib/bootstrap.ts';
import { exportContent } from '#shared/publish/content-export.ts';
import { run } from './lib/run.ts';
import { createLocalServer } from './local-server/server.ts';
import { startScheduler } from './local-server/scheduler.ts';
import { localRebuild } from './local-server/local-rebuild.ts';

const started = performance.now();
const root = process.cwd();
const port = Number(process.env['PORT'] ?? 8888);

const { blobs, adminNotice } = await bootstrap(root);
if (!process.argv.includes('--no-build')) {
  await exportContent();
  await run('astro', ['build', '--silent']);
}

// Without a build hook of the deployment's, a change to public content builds the pages again here.
const rebuild =
  process.env['BUILD_HOOK_URL'] || process.argv.includes('--no-build')
    ? undefined
    : localRebuild(root, {
        exportContent: async () => {
          await exportContent();
        },
        build: (outDir) => run('astro', ['build', '--silent', '--outDir', outDir]),
        swapped: () => server.reloadConfig(),
      });
const server = await createLocalServer({ root, ...(rebuild ? { buildHook: rebuild } : {}) });
const { port: actualPort, close } = await server.listen(port);
if (rebuild) process.env['BUILD_HOOK_URL'] = `http://127.0.0.1:${actualPort}${rebuild.path}`;
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
