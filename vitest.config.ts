import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One project per test level, named in the file: `.unit.spec.ts` (pure: deciders, parsers),
// `.int.spec.ts` (one piece against the real PostgreSQL and Redis the global setup finds),
// `.api.spec.ts` (the whole backend over HTTP), `.test.tsx` (web components in jsdom) and
// `.browser.spec.ts` (the built client in Chromium against the whole backend).
/** Integration files that need the PostgreSQL server to themselves (see the int-alone project). */
const ALONE = [
  'backend/src/projection-engine/projection-engine.int.spec.ts',
  'backend/src/cluster/cluster.int.spec.ts',
];

/** The web component tests that replace a module with vi.mock (see the web-mocks project). */
const root = fileURLToPath(new URL('.', import.meta.url));
const WEB_MODULE_MOCKS = globSync('web/src/**/*.test.{ts,tsx}', { cwd: root }).filter((file) =>
  /\bvi\.mock\(/.test(readFileSync(`${root}${file}`, 'utf8')),
);

/**
 * A component test takes well under a second on an idle machine; the ceiling is for a loaded
 * one (a two-core runner with browser and API files beside it), where vitest's 5 s ran out.
 */
const WEB_TEST_TIMEOUT_MS = 20_000;

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Files run three at a time whatever the machine: vitest's default (one fewer than the
    // cores) runs them one by one on a two-core machine, where most of an API or browser test's
    // time is spent waiting for PostgreSQL, Redis or Chromium. Each file has its own database,
    // Redis prefix and app, so files never share state.
    maxWorkers: 3,
    // A poll waits for what arrives asynchronously (a socket message, a projection): on a busy
    // two-core CI runner that may take more than the default second.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{modules,projections,backend}/**/*.unit.spec.ts', 'scripts/**/*.unit.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['{modules,projections,backend,test-support}/**/*.int.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', ...ALONE],
          globalSetup: ['backend/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The files that wait for the PostgreSQL event store to show what they appended: it shows
        // an event once every older transaction of the whole server has ended, so another file's
        // long write transaction holds them back. They run after every other file, on their own.
        extends: true,
        test: {
          name: 'int-alone',
          include: ALONE,
          globalSetup: ['backend/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['{backend,modules}/**/*.{api,e2e}.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          globalSetup: ['backend/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Component tests of the web client (Testing Library in jsdom). The files share their
        // worker's jsdom and module graph (isolate: false): a fresh one per file cost more than
        // the tests themselves. web/src/test/setup.ts puts back what a test changes (the DOM,
        // notices, session, language, stubs) after each test.
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_MODULE_MOCKS,
          environment: 'jsdom',
          isolate: false,
          // Worker threads start faster than processes.
          pool: 'threads',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: WEB_TEST_TIMEOUT_MS,
        },
      },
      {
        // The component tests that replace a module (vi.mock): a shared module graph would hand
        // them the real module another file imported first, so each gets its own.
        extends: true,
        plugins: [react()],
        test: {
          name: 'web-mocks',
          include: WEB_MODULE_MOCKS,
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: WEB_TEST_TIMEOUT_MS,
        },
      },
      {
        // The built client in Debian's Chromium (Playwright) against the whole backend, as
        // `npm start` serves it; each file boots its own app on a fresh database.
        extends: true,
        test: {
          name: 'browser',
          include: ['web/browser/**/*.browser.spec.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'web/src/**'],
          globalSetup: ['backend/test/global-setup.ts', 'web/browser/support/global-setup.ts'],
          // A ceiling, not a wait: a walk of a few sign-ins took 50 to 60 s on a two-core runner
          // half as fast as usual, where 60 s failed tests that were only slow.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
