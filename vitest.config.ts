import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer.ts';

const cpus = os.availableParallelism();

export default defineConfig({
  test: {
    // The API tests mostly wait (on PostgreSQL, on the processes they start), so twice as many
    // workers as CPUs, plus one: on two busy CPUs the server's tests took 560 s with three workers,
    // 467 s with five. The browser tests run as a group of their own after them, with fewer (below).
    maxWorkers: cpus * 2 + 1,
    sequence: { sequencer: LongestFirstSequencer },
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
          globalSetup: ['src/testing/global-setup.ts'],
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
        // Vitest orders groups only when every project names its group, so each one does (web too):
        // the API, web and contract tests first, then the browser tests, then these.
        extends: false,
        test: {
          name: 'server-timing',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.timing.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
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
          // A group of its own, with the one worker more than the CPUs the whole suite had before
          // (measured then: one worker 17 min, two 7.6 min, three 6.1 min): each browser file runs
          // its own server and Chromium, so more of them side by side would fight over the CPUs.
          maxWorkers: cpus + 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
