import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client'
import { type NoticeProbe, probeNotices } from './notices'
import { createTestDatabase } from './test-database'

// The probe the cache tests wait with (decision 074): it must hold until the app's listeners heard what was
// committed before, and keep its own marker from them.
describe('the notice probe', () => {
  let database: DatabaseHandle
  let notices: NoticeProbe
  const heard: string[] = []
  let stop: () => Promise<void>
  beforeAll(async () => {
    database = await createTestDatabase()
    notices = probeNotices(database)
    // As an app's cache listens (booking/routes.ts).
    stop = await database.listen(
      'probe_channel',
      (payload) => heard.push(payload),
      () => {},
    )
  })
  afterAll(async () => {
    await stop?.()
    await database?.close()
  })

  it('resolves once the listeners heard every notice committed before it, and hides its marker', async () => {
    await database.db.transaction(async (tx) => {
      for (const payload of ['1', '2', 'items'])
        await tx.execute(sql`select pg_notify('probe_channel', ${payload})`)
    })
    await notices.caughtUp('probe_channel')
    expect(heard).toEqual(['1', '2', 'items'])
  })

  it('refuses a channel nobody listens on, instead of passing at once', async () => {
    await expect(notices.caughtUp('nobody_listens')).rejects.toThrow('does not listen on nobody_listens')
  })
})
