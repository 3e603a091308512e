import { defineConfig } from 'vitest/config';

// Two environments: the web app's unit tests run in jsdom, everything under server/ and tests/server in node.
export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // A screen's first render transforms its area chunk in jsdom; on two busy cores that takes seconds.
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          globalSetup: ['./tests/server/database-templates.setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
          globalSetup: ['./tests/browser/product-data.setup.ts'],
        },
      },
    ],
  },
});
