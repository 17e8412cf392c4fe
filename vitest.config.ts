import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { extends: false, test: { name: 'contracts', root: 'packages/contracts', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        extends: false,
        test: { name: 'server', root: 'packages/server', environment: 'node', include: ['src/**/*.test.ts', 'migrations/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      'packages/web',
      { extends: false, test: { name: 'e2e', root: 'e2e', environment: 'node', include: ['**/*.e2e.ts', 'support/**/*.test.ts'], globalSetup: ['support/global-setup.ts'], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false } },
    ],
  },
});
