/**
 * touchLiveSession is a statement built once (decision 058) that reads its row back through rowFromJson: the
 * row must be the one Drizzle reads (instants as Dates, the data as an object), slide by the right lifetime,
 * and never revive an ended session.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions } from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { insertSession, touchLiveSession } from './session-repository'

const now = new Date('2026-11-23T08:00:00.000Z')
const expiry = {
  idle: new Date('2026-11-23T10:00:00.000Z'),
  remembered: new Date('2026-12-23T08:00:00.000Z'),
}

describe('touchLiveSession', () => {
  const t = useTestApp()

  const stored = async (id: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]

  it('slides a live session by its own lifetime and answers its row as Drizzle reads it', async () => {
    const { db } = t.database
    for (const [id, remember] of [
      ['touch-guest', false],
      ['touch-remembered', true],
    ] as const) {
      await insertSession(db, {
        id,
        userId: null,
        csrfToken: `csrf-${id}`,
        remember,
        data: { flash: 'Přihlášeno ✓', nested: { n: 1 } },
        lastActivityAt: new Date('2026-11-23T07:30:00.000Z'),
        expiresAt: new Date('2026-11-23T09:30:00.000Z'),
      })
      const touched = await touchLiveSession(db, id, now, expiry)
      expect(touched?.expiresAt).toEqual(remember ? expiry.remembered : expiry.idle)
      expect(touched?.lastActivityAt).toEqual(now)
      expect(touched).toEqual(await stored(id))
      expect(touched?.data).toEqual({ flash: 'Přihlášeno ✓', nested: { n: 1 } })
    }
  })

  it('does not revive a session that has ended, nor find an unknown one', async () => {
    const { db } = t.database
    await insertSession(db, {
      id: 'touch-ended',
      userId: null,
      csrfToken: 'csrf-ended',
      remember: false,
      data: {},
      lastActivityAt: new Date('2026-11-23T05:00:00.000Z'),
      expiresAt: now,
    })
    expect(await touchLiveSession(db, 'touch-ended', now, expiry)).toBeUndefined()
    expect((await stored('touch-ended'))?.expiresAt).toEqual(now)
    expect(await touchLiveSession(db, 'touch-unknown', now, expiry)).toBeUndefined()
  })
})
