import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
// In CI a test that fails is run once more; scripts/test.mjs names every test that passed only on its second run.
const retry = process.env.CI ? 1 : 0

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(root, 'payload.config.ts'),
      '@contract': path.resolve(root, 'cms/contract'),
      '@': path.resolve(root, 'storefront/src'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'cms/**/*.test.ts',
            'seed/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'storefront/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          retry,
          include: ['tests/int/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The database boundary's conformance suite: SQLite always; MongoDB with DATABASE_UNDER_TEST=mongodb.
          name: 'db',
          retry,
          include: ['tests/db/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          retry,
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
