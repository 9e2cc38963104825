/**
 * `npm run test:e2e`: builds the site once, then runs the browser tests (Playwright) in parallel
 * workers over that one build.
 *
 * The build: a throwaway store (tests/e2e/fixtures/constants.ts E2E_TEMPLATE_STORE) loaded with the
 * sample content, its public content exported, `astro build` into dist/. Each worker's server
 * (tests/e2e/support/serve-with-smtp.ts) then serves that dist/ over a fresh copy of that store,
 * so the prerendered pages and every worker's API agree and no worker rebuilds.
 *
 * E2E_PREBUILT=1 skips the build when dist/ and the template store are fresh (CI builds once and
 * passes the build to the browser tests, the size budget and the benches).
 * Resolves a Chromium, the packed headless shell first (see lib/chromium.ts), and hands it to
 * Playwright as CHROMIUM_PATH.
 */
import { existsSync } from 'node:fs';
import { exportContent } from '#shared/publish/content-export.ts';
// The browser tests' fixed names, shared with the tests (tests/ has no alias: nothing in the site imports it).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { E2E_ADMIN_USERS, E2E_TEMPLATE_STORE } from '../tests/e2e/fixtures/constants.ts';
import { bootstrap } from './lib/bootstrap.ts';
import { resolveChromium } from './lib/chromium.ts';
import { run } from './lib/run.ts';

/** Playwright and its servers get the environment this script was given, not the build's. */
const environment = { ...process.env };

const buildSite = async () => {
  const started = performance.now();
  Object.assign(process.env, { LOCAL_DATA_DIR: E2E_TEMPLATE_STORE, RESET_DATA: '1', ADMIN_USERS: E2E_ADMIN_USERS });
  delete process.env['SAMPLE_DATA'];
  const { blobs } = await bootstrap(process.cwd());
  try {
    await exportContent();
    await run('astro', ['build', '--silent']);
  } finally {
    await blobs.stop();
  }
  console.log(`Browser tests: site built from ${E2E_TEMPLATE_STORE} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

if (process.env['E2E_PREBUILT'] === '1') {
  if (!existsSync('dist/index.html') || !existsSync(E2E_TEMPLATE_STORE)) {
    console.error(`E2E_PREBUILT=1 but there is no dist/ or ${E2E_TEMPLATE_STORE}: run without it to build.`);
    process.exit(1);
  }
  console.log(`Browser tests: using the prebuilt dist/ and ${E2E_TEMPLATE_STORE} (E2E_PREBUILT=1).`);
} else await buildSite();

const chromium = await resolveChromium({ prefer: 'packed' });
console.log(`Browser tests use Chromium from ${chromium.source}: ${chromium.executablePath}`);
try {
  await run('playwright', ['test', ...process.argv.slice(2)], { ...environment, ...chromium.env, CHROMIUM_PATH: chromium.executablePath });
} catch {
  process.exitCode = 1;
}
