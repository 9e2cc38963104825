import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own process, store and environment variables.
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      // Tests that build the whole site (in a copy of the repository): slow, so kept apart.
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 300_000 } },
    ],
  },
});
