import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAvailabilityCache } from '../booking/availability-cache'
import { createPublicBranchCache } from '../branches/public-branch-cache'
import { type CutProxy, startCutProxy } from '../testing/cut-proxy'
import { freePort } from '../testing/server-process'
import { createTestDatabase } from '../testing/test-database'
import type { DatabaseHandle } from './client'
import { listenOnConnection, notificationHub, PUBLIC_BRANCH_CHANNEL } from './listen'
import { poolOf } from './pool-of'

/** Polls `condition` until it holds; fails after `ms`. */
async function until(condition: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/**
 * The LISTEN connection of either engine, through a proxy the test cuts (decision 072): PostgreSQL by TCP,
 * PGlite by a Unix socket of the proxy's beside its own.
 */
async function proxiedConnection(database: DatabaseHandle) {
  const options = poolOf(database.db).options as pg.ClientConfig
  if (options.connectionString) {
    const url = new URL(options.connectionString)
    const port = await freePort()
    const proxy = await startCutProxy({ port }, { port: Number(url.port || 5432) })
    url.port = String(port)
    return { proxy, connection: { ...options, connectionString: url.toString() }, cleanup: () => {} }
  }
  const folder = mkdtempSync(join(tmpdir(), 'rezervo-cut-'))
  const proxy = await startCutProxy(
    { path: join(folder, `.s.PGSQL.${options.port}`) },
    { path: join(String(options.host), `.s.PGSQL.${options.port}`) },
  )
  return {
    proxy,
    connection: { ...options, host: folder },
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  }
}

describe('the caches after the LISTEN connection is lost and regained (decision 072)', () => {
  let database: DatabaseHandle
  let proxy: CutProxy
  let cleanup = () => {}
  let connection: pg.ClientConfig

  beforeAll(async () => {
    database = await createTestDatabase()
    ;({ proxy, connection, cleanup } = await proxiedConnection(database))
  }, 60_000)

  afterAll(async () => {
    await proxy?.close()
    cleanup()
    await database?.close()
  })

  it('forgets what was loaded while nobody listened, once LISTEN is back: a notice may have been missed', async () => {
    const branches = createPublicBranchCache({ maxAgeMs: 60_000 })
    const availability = createAvailabilityCache({ maxAgeMs: 60_000 })
    const states: boolean[] = []
    const stop = await listenOnConnection(
      connection,
      notificationHub(),
      PUBLIC_BRANCH_CHANNEL,
      () => {},
      (listening) => {
        states.push(listening)
        branches.setListening(listening)
        availability.setListening(listening)
      },
    )
    try {
      expect(states).toEqual([true])
      await branches.get('json:salon', 1, async () => ({ body: 'before' }))
      await availability.get('q', 'salon', 1, async () => ({ body: 'before', workerIds: [1] }))

      proxy.refuse(true)
      await until(() => states.at(-1) === false, 10_000, 'the lost connection noticed')
      expect(branches.size).toBe(0)
      expect(availability.size).toBe(0)
      // Loaded during the outage: kept for maxAgeMs only, since no notice would forget it.
      await branches.get('json:salon', 1, async () => ({ body: 'during' }))
      await availability.get('q', 'salon', 1, async () => ({ body: 'during', workerIds: [1] }))
      expect(branches.size).toBe(1)

      proxy.refuse(false)
      await until(() => states.at(-1) === true, 10_000, 'LISTEN again')
      // What a missed notice would have forgotten is gone: the next call reads the database.
      expect(branches.size).toBe(0)
      expect(availability.size).toBe(0)
      expect((await branches.get('json:salon', 1, async () => ({ body: 'after' }))).body).toBe('after')
    } finally {
      await stop()
    }
  }, 30_000)
})
