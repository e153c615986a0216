import { defineConfig } from 'vitest/config';

// One runner, several projects: `npm test` names them in order (unit, API on each database,
// browser). The PostgreSQL leg exists when TEST_DATABASE_URL points at a server.
const apiTests = {
  include: ['apps/api/test/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  // A file's app starts on a copy of the template: seconds when idle, more than a minute when
  // the 2 cores run a load of 20.
  hookTimeout: 180_000,
  // Two files at a time: a file spends much of its time waiting on its database, so the second
  // worker fills the cores (the default for two cores is one worker).
  maxWorkers: 2,
  // A worker keeps the modules it imported for its next file: the app's whole module graph is
  // imported once per worker instead of once per file. Each file still builds its own app on its
  // own database copy, and no file changes a module's state.
  isolate: false,
} as const;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // Checks over the whole repository: message catalogues, architecture boundaries.
      {
        test: {
          name: 'quality',
          include: ['quality/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      // Each API leg migrates and seeds one template database per run; each file gets a copy.
      {
        test: {
          ...apiTests,
          name: 'api-pglite',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/api/test/support/global-setup-pglite.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...apiTests,
                name: 'api-postgres',
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/api/test/support/global-setup-postgres.ts'],
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 360_000,
          // A poll waits for the page to reach a state and ends as soon as it does; the ceiling
          // only bounds a wait for a screen that two files at a time keep the cores busy with.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, each worker on a shared server of its own (global-setup.ts):
          // a file still never meets another file's changes half-done.
          maxWorkers: 2,
          // As in the API legs: a worker keeps what it imported (Playwright, ExcelJS, the
          // catalogues) for its next file; each file opens its own browser.
          isolate: false,
        },
      },
    ],
  },
});
