import { defineConfig } from 'vitest/config';

// Unit tests are pure (deciders, parsers); integration and e2e tests talk to the real
// PostgreSQL and Redis that the global setup finds (testcontainers, or the local services).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{modules,projections,backend}/**/*.unit.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['{modules,projections,backend}/**/*.{int,e2e}.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          globalSetup: ['backend/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
