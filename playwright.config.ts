import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.ts';
import { E2E_ADMIN_USERS, E2E_PORT } from './tests/e2e/fixtures/constants.ts';

// Browser tests drive the real built site served by `npm start` on a throwaway store, sending its
// mail to a capturing SMTP server started in the same process (tests/e2e/support/serve-with-smtp.ts).
// Run them through `npm run test:e2e`, which finds a Chromium and sets CHROMIUM_PATH.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(process.env['CHROMIUM_PATH'] ? { executablePath: process.env['CHROMIUM_PATH'] } : {}),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node tests/e2e/support/serve-with-smtp.ts',
    url: `http://localhost:${E2E_PORT}/api/session`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      LOCAL_DATA_DIR: '.netlify/e2e-blobs',
      RESET_DATA: '1',
      ADMIN_USERS: E2E_ADMIN_USERS,
    },
  },
});
