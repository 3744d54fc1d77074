import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client'
import { waitUntil } from './wait'

/** A payload the app's listeners never see: the probe's own marker, kept from the caches. */
const MARKER = 'rezervo-test-caught-up:'

/** The payload of the probe's `n`th marker (its own test delivers one by hand). */
export const noticeMarker = (n: number) => `${MARKER}${n}`

export interface NoticeProbe {
  /**
   * Resolves once every listener the app opened on `channel` has heard every notice committed before this
   * call. It NOTIFYs a marker of its own and waits until each listener hears it: PostgreSQL delivers a
   * listener's notices in commit order, so hearing the marker means hearing everything before it.
   */
  caughtUp(channel: string, options?: { timeoutMs?: number }): Promise<void>
}

/**
 * Watches what the app built on `database` hears from LISTEN (db/listen.ts): call it before the app is built.
 * Tests of the caches kept until a database notice (decisions 023, 046) wait for the notices themselves
 * instead of sleeping "long enough for them to arrive".
 */
export function probeNotices(database: DatabaseHandle): NoticeProbe {
  const listeners = new Map<string, Set<{ heardUpTo: number }>>()
  const listen = database.listen
  database.listen = async (channel, onNotice, onState) => {
    const listener = { heardUpTo: 0 }
    const ofChannel = listeners.get(channel) ?? new Set()
    listeners.set(channel, ofChannel.add(listener))
    const stop = await listen(
      channel,
      (payload) => {
        if (!payload.startsWith(MARKER)) return onNotice(payload)
        listener.heardUpTo = Math.max(listener.heardUpTo, Number(payload.slice(MARKER.length)))
      },
      onState,
    )
    return async () => {
      ofChannel.delete(listener)
      await stop()
    }
  }
  let markers = 0
  return {
    async caughtUp(channel, options = {}) {
      const ofChannel = listeners.get(channel)
      if (!ofChannel?.size) throw new Error(`the app does not listen on ${channel}`)
      const marker = ++markers
      await database.db.execute(sql`select pg_notify(${channel}, ${noticeMarker(marker)})`)
      await waitUntil(() => [...ofChannel].every((listener) => listener.heardUpTo >= marker), {
        timeoutMs: options.timeoutMs ?? 10_000,
        what: `the app's listeners on ${channel} to hear the notices committed so far`,
      })
    },
  }
}
