import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAvailabilityCache } from '../booking/availability-cache'
import { createPublicBranchCache } from '../branches/public-branch-cache'
import { type CutProxy, type ProxiedConnection, proxyInFrontOf } from '../testing/cut-proxy'
import { createTestDatabase } from '../testing/test-database'
import type { DatabaseHandle } from './client'
import { listenOnConnection, notificationHub, PUBLIC_BRANCH_CHANNEL } from './listen'

/** Polls `condition` until it holds; fails after `ms`. */
async function until(condition: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('the caches after the LISTEN connection is lost and regained (decision 072)', () => {
  let database: DatabaseHandle
  let proxied: ProxiedConnection
  let proxy: CutProxy
  let connection: pg.ClientConfig

  beforeAll(async () => {
    database = await createTestDatabase()
    proxied = await proxyInFrontOf(database)
    ;({ proxy, connection } = proxied)
  }, 60_000)

  afterAll(async () => {
    await proxied?.close()
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
