/**
 * `npm run dev`: the same site with hot reload. Astro's dev server renders the pages (with HMR);
 * the API runs in a child process under `node --watch`, which restarts it whenever a function or
 * anything it imports changes, and which forwards page requests to Astro. Open
 * http://localhost:8888 (PORT overrides).
 */
import { spawn } from 'node:child_process';
import { bootstrap } from './lib/bootstrap.ts';
import { exportContent } from '#shared/publish/content-export.ts';

const root = process.cwd();
const port = process.env['PORT'] ?? '8888';
const astroPort = process.env['ASTRO_PORT'] ?? '4321';

const { blobs, adminNotice } = await bootstrap(root);
await exportContent();

const children = [
  spawn('astro', ['dev', '--port', astroPort], { stdio: 'inherit', env: { ...process.env, ASTRO_HMR_CLIENT_PORT: astroPort } }),
  spawn('node', ['--watch', '--watch-preserve-output', 'scripts/dev-api.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, DEV_SERVER_ORIGIN: `http://localhost:${astroPort}` },
  }),
];
console.log(`\n${adminNotice}\nDevelopment server: http://localhost:${port}\n`);

const shutdown = async () => {
  for (const child of children) child.kill('SIGTERM');
  await blobs.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
for (const child of children) child.on('exit', (code) => code && code !== 0 && void shutdown());
