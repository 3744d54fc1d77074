import { defineConfig } from 'vitest/config'

/**
 * The files whose every assertion is about the page itself (accessibility, layout at 360 and 1366 px, script
 * budgets, headers, language, routes) over the demo data the server seeds: what they check is the same on
 * either database engine, so .ci/run runs them on PGlite only (decision 049, docs/ci.md). A file that saves
 * through the app and checks what was kept (a booking, an edit, a conflict, a message sent) stays off this list
 * and runs on PostgreSQL too; a new file is off the list until someone decides otherwise.
 */
export const engineIndependentFiles = [
  'every-screen-accessibility.e2e.ts',
  'account-accessibility.e2e.ts',
  'calendar-accessibility.e2e.ts',
  'first-load-budget.e2e.ts',
  'branch-page-bundle.e2e.ts',
  'phone-controls.e2e.ts',
  'content-security-policy.e2e.ts',
  'language-switch.e2e.ts',
  'language-and-navigation.e2e.ts',
  'navigation.e2e.ts',
  'home.e2e.ts',
  'bad-links.e2e.ts',
  'login-redirect.e2e.ts',
]

// End-to-end tests: the real built server, driven through the system Chromium by playwright-core.
// `--mode engine` (npm run test:e2e:engine) leaves out the engine-independent files above.
export default defineConfig(({ mode }) => ({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', ...(mode === 'engine' ? engineIndependentFiles : [])],
    globalSetup: ['./support/server-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The files run one after another against one server anyway; without a new process per file each saves
    // its module loading (≈7 s per file measured under load, docs/ci.md). Module state is then shared:
    // support/browser.ts counts visitor addresses across files.
    isolate: false,
    env: { TZ: 'Europe/Prague' },
  },
}))
