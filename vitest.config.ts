import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own app on SQLite (and PostgreSQL where DATABASE_URL is set); keep the
          // 2-core machine from thrashing by running files one at a time.
          fileParallelism: false,
          testTimeout: 30000,
          hookTimeout: 120000,
        },
      },
      {
        test: {
          // The fault-injection topology test (issue #15): compiled server, PostgreSQL and nginx as processes.
          name: 'topology',
          include: ['tests/topology/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
