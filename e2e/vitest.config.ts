import { defineConfig } from 'vitest/config'

// End-to-end tests: the real built server, driven through the system Chromium by playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/server-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { TZ: 'Europe/Prague' },
  },
})
