import { describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client'
import { noticeMarker, probeNotices } from './notices'

/** A handle whose notices the test hands to the listeners itself, when it chooses (no database). */
function handleWithManualNotices() {
  const listeners: ((payload: string) => void)[] = []
  const handle = {
    listen: async (_channel: string, onNotice: (payload: string) => void, onState: (on: boolean) => void) => {
      listeners.push(onNotice)
      onState(true)
      return async () => {}
    },
    db: { execute: async () => ({ rows: [] }) },
  } as unknown as DatabaseHandle
  const deliver = (payload: string) => {
    for (const onNotice of listeners) onNotice(payload)
  }
  return { handle, deliver }
}

/** Lets every callback queued so far run: a few turns of the event loop (not a time). */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
}

describe('the notice probe (testing/notices.ts)', () => {
  it('holds until the listener hears its marker, and keeps the marker from the app', async () => {
    const { handle, deliver } = handleWithManualNotices()
    const probe = probeNotices(handle)
    const appHeard: string[] = []
    await handle.listen(
      'channel',
      (payload) => appHeard.push(payload),
      () => {},
    )
    let caughtUp = false
    const waiting = probe.caughtUp('channel', { timeoutMs: 5000 }).then(() => {
      caughtUp = true
    })
    deliver('7')
    await settle()
    expect(caughtUp, 'resolved before the marker was heard').toBe(false)
    deliver(noticeMarker(1))
    await waiting
    expect(appHeard).toEqual(['7'])
  })

  it('fails after its deadline when the marker never arrives', async () => {
    const { handle } = handleWithManualNotices()
    const probe = probeNotices(handle)
    await handle.listen(
      'channel',
      () => {},
      () => {},
    )
    await expect(probe.caughtUp('channel', { timeoutMs: 50 })).rejects.toThrow(/timed out after 50 ms/)
  })
})
