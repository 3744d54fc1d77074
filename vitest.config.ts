import { defineConfig } from 'vitest/config'

// Unit and integration tests of every workspace; the e2e suite has its own config (e2e/vitest.config.ts).
// Which tests run on both database engines and which once: docs/ci.md.
// `isolate: false` for the pure projects (shared, api-unit, web): their files run one after another in one
// worker instead of a new process (and a new jsdom) each, measured 2.5–7× faster (docs/ci.md). So a test that
// changes global state (fake timers, the document, i18n language) must put it back. The `api` project stays
// isolated: each file opens its own database and app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
          // Property tests run hundreds of cases; a loaded CI machine must not turn them into time-outs.
          testTimeout: 30_000,
        },
      },
      {
        // The API's tests that open a database (`*.integration.test.ts`): the only unit-suite project whose
        // result can depend on the engine, so .ci/run runs it on PGlite and again on PostgreSQL (docs/ci.md).
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.integration.test.ts'],
          env: { TZ: 'UTC' },
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API's pure tests: no database (test-database.ts refuses to open one here), so they run once.
        test: {
          name: 'api-unit',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        // The benches' pure helpers (bench/): their figures are printed by `npm run bench`, never tested, but
        // what reads them (the scale audit's plan reading) is.
        test: {
          name: 'bench',
          root: './bench',
          include: ['**/*.test.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
        },
      },
      {
        // The repository's own scripts (scripts/): the docs checks of `npm run lint`.
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          isolate: false,
        },
      },
    ],
  },
})
