import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.ts';
import { E2E_ADMIN_USERS, E2E_WORKERS, e2eWorker } from './tests/e2e/fixtures/constants.ts';

// Browser tests drive the real built site in E2E_WORKERS parallel workers. Worker n talks to its
// own server (`npm start --no-build` over the one prebuilt dist/, on its own copy of the store, with
// its own capturing SMTP server: tests/e2e/support/serve-with-smtp.ts); the `baseURL` fixture
// (tests/e2e/fixtures/worker.ts) points each test at its worker's server. Run them through
// `npm run test:e2e`, which builds the site once and finds a Chromium (CHROMIUM_PATH).
const workers = Array.from({ length: E2E_WORKERS }, (_, index) => ({ index, ...e2eWorker(index) }));

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order on one worker; files are spread over the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // A trace records every step of a test (snapshots of the page at each action), which costs the
    // browser and the runner CPU in every test. In CI a failed test runs again (retries) and only
    // that second run is traced, so a test that fails twice leaves its trace; elsewhere every
    // failure keeps one.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      ...(process.env['CHROMIUM_PATH'] ? { executablePath: process.env['CHROMIUM_PATH'] } : {}),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: workers.map((worker) => ({
    command: 'node tests/e2e/support/serve-with-smtp.ts',
    url: `${worker.baseURL}/api/session`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: { E2E_WORKER: String(worker.index), ADMIN_USERS: E2E_ADMIN_USERS },
  })),
});
