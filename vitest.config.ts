import { defineConfig } from 'vitest/config'

// Unit and integration tests of every workspace; the e2e suite has its own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          // Property tests run hundreds of cases; a loaded CI machine must not turn them into time-outs.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
})
