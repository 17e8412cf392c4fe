import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker more than the CPUs: vitest's default leaves one CPU free, which on two CPUs ran
    // every file one after another, and the browser tests spend much of their time waiting on the
    // page. Measured on two CPUs: one worker 17 min, two 7.6 min, three 6.1 min.
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      { extends: false, test: { name: 'contracts', root: 'packages/contracts', environment: 'node', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      {
        extends: false,
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'migrations/**/*.test.ts'],
          exclude: ['src/**/*.timing.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own app on its own database, and no test mocks a module, so the
          // files share one module graph per worker: importing the server afresh for each of the
          // hundred files cost more than half of the project's time.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Tests with a time bound the issue fixes (the event loop under attack): alone, after every
        // other project, so they measure the server and not a machine busy with the rest of the suite.
        // Vitest orders groups only when every project names its group, so each one does (web too).
        extends: false,
        test: {
          name: 'server-timing',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.timing.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      'packages/web',
      {
        extends: false,
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.e2e.ts', 'support/**/*.test.ts'],
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One module graph per worker, like the server's: each describe block still starts its
          // own server on its own database and port, with its own Chromium, so files may run side
          // by side; the seed's avatar pool is rendered once per worker.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
