import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../app'
import { type AppConfig, loadConfig } from '../config'
import type { DatabaseHandle } from '../db/client'
import { createFixedClock } from '../lib/clock'
import { type NoticeProbe, probeNotices } from './notices'
import { createTestDatabase } from './test-database'

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    OUTBOX_WORKER: 'false',
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  })
}

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  clock: ReturnType<typeof createFixedClock>
  /** What the app hears from LISTEN: `await t.notices.caughtUp(channel)` instead of sleeping for notices. */
  notices: NoticeProbe
}

/**
 * Builds the real app on a fresh database for the current test file; closed after the file.
 * The clock starts at a fixed instant and moves only when a test moves it.
 */
export function useTestApp(
  options: { now?: string; env?: Record<string, string>; configure?: (app: FastifyInstance) => void } = {},
): TestApp {
  const context = {} as TestApp
  beforeAll(async () => {
    context.database = await createTestDatabase()
    context.notices = probeNotices(context.database)
    context.clock = createFixedClock(options.now ?? '2026-11-23T08:00:00.000Z')
    context.app = await buildApp({
      config: testConfig(options.env),
      database: context.database,
      clock: context.clock,
      logger: false,
    })
    options.configure?.(context.app)
    await context.app.ready()
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
  })
  return context
}
