import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BuildFirstSequencer } from './tests/support/sequencer.ts';

export default defineConfig({
  test: {
    // Test files run in this many processes at once, across the projects. Vitest's default (one
    // fewer than the cores) is a single process on a 2-core machine, which leaves a core idle while
    // API tests wait on their store and server; each file has its own process, store and
    // environment, so two at a time do not meet. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Math.max(2, availableParallelism()),
    // In CI a failed test runs once more, as the browser tests do: a test that fails twice is a
    // failure, one that passes the second time is reported as flaky in the output to be looked at.
    retry: process.env['CI'] ? 1 : 0,
    // The build test (a whole site build) starts first rather than last: tests/support/sequencer.ts.
    sequence: { sequencer: BuildFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Most take milliseconds; those that read every file of the code or every declared path
          // take seconds on a quiet machine, and several times that when CI's two lanes share it
          // (the default 5 s timed one out while its answer was right).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The admin's password hash, made once per run rather than once per file.
          globalSetup: ['tests/api/support/admin-hash.setup.ts'],
          // Each file gets its own process, store and environment variables.
          pool: 'forks',
          // The stores live in the temporary folder; in memory (tmpfs) where the machine has one.
          // A store operation is several file operations (a write: a check, a temporary file, a
          // rename, its metadata, two stats), and on the disk's file system the API project took
          // 591 CPU-seconds against 524 in memory.
          ...(existsSync('/dev/shm') ? { env: { TMPDIR: '/dev/shm' } } : {}),
          // Seconds on a quiet machine; set-ups sign several accounts in, which takes far
          // longer when the machine is shared, and a timeout then is not a fault.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // The islands' states (loading, empty, failure texts) rendered with Testing Library in a
      // simulated DOM, against a fake fetch (tests/component/support/fake-api.ts): milliseconds
      // where a browser test of the same text takes seconds.
      {
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          // Milliseconds each on a quiet machine; the default 5 s is too tight when CI shares it.
          testTimeout: 20_000,
          environmentOptions: { happyDOM: { url: 'http://localhost:8888/' } },
        },
      },
      // Tests that build the whole site (in a copy of the repository): slow, so kept apart.
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 300_000 } },
    ],
  },
});
