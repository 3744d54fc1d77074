import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { countRoundTrips } from '../db/round-trips'
import { idempotencyKeys, rateLimits, reservations } from '../db/schema'
import { HttpError } from '../http/errors'
import { freshAddress, postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'
import { waitUntil } from '../testing/wait'
import { beginIdempotentRequest } from './idempotency'

// Monday 2026-11-23 09:00 in Prague; Tuesday 10:00 CET is 09:00Z.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const SHORT_WAIT = { timeoutMs: 400, pollMs: 20 }

describe('Idempotency-Key while the first request is in flight (decision 021)', () => {
  const t = useTestApp()

  it('answers ten concurrent submits with one key by one booking and nine replays, counting one attempt', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_10 })
    const remoteAddress = freshAddress()
    // Ten browsers of one person (a double click repeated, retries): same address, email and key.
    const browsers = Array.from({ length: 10 }, () => new HttpSession(t.app, { remoteAddress, locale: 'en' }))
    await Promise.all(browsers.map((browser) => browser.csrfCookie()))
    const answers = await Promise.all(
      browsers.map((session) =>
        postBooking(t.app, fixture.slug, body, { idempotencyKey: 'double-click-0001', session }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201))
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9)
    const ids = new Set(answers.map((answer) => answer.json().reservation.id))
    expect(ids.size).toBe(1)
    expect(
      await t.database.db.select().from(reservations).where(eq(reservations.branchId, fixture.branchId)),
    ).toHaveLength(1)
    // Only the first submit was counted against the limits per address, email and phone.
    const counters = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'booking:%'))
    expect(counters.find((row) => row.key === `booking:ip:${remoteAddress}`)?.hits).toBe(1)
    expect(counters.filter((row) => row.key.startsWith('booking:email:')).map((row) => row.hits)).toEqual([1])
  })

  it('frees the key when the first submit fails, so a retry with it runs afresh', async () => {
    const fixture = await createBookingFixture(t.database)
    // 18:00 on Tuesday is after closing: 409.
    const closed = bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T17:00:00.000Z' })
    const first = await postBooking(t.app, fixture.slug, closed, { idempotencyKey: 'retry-after-409' })
    expect(first.statusCode).toBe(409)
    const again = await postBooking(t.app, fixture.slug, closed, { idempotencyKey: 'retry-after-409' })
    expect(again.statusCode).toBe(409)
    expect(again.headers['idempotent-replayed']).toBeUndefined()
    const stored = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'retry-after-409'))
    expect(stored).toHaveLength(0)
  })
})

describe('beginIdempotentRequest', () => {
  const t = useTestApp()
  let counter = 0
  const request = (hash = 'hash-a') => {
    counter++
    return { scope: 'test', key: `key-${counter}`, hash }
  }
  const complete = (key: string, body: unknown) =>
    t.database.db
      .update(idempotencyKeys)
      .set({ statusCode: 201, response: { requestHash: 'hash-a', body } })
      .where(and(eq(idempotencyKeys.scope, 'test'), eq(idempotencyKeys.key, key)))

  it('lets the first request run, and makes a duplicate wait for its answer and replay it', async () => {
    const first = request()
    expect(await beginIdempotentRequest(t.database.db, first, t.clock.now(), SHORT_WAIT)).toBeUndefined()
    const sent: string[] = []
    const duplicate = countRoundTrips(
      () => beginIdempotentRequest(t.database.db, first, t.clock.now(), { timeoutMs: 5000, pollMs: 20 }),
      sent,
    )
    // Its claim and its read of the stored answer: it has found the first in flight and waits.
    await waitUntil(() => sent.length >= 2, { what: 'the duplicate to find the first request in flight' })
    await complete(first.key, { booked: 7 })
    expect((await duplicate).value).toEqual({ statusCode: 201, body: { booked: 7 } })
  })

  it('answers 409 with Retry-After when the first is still running after the wait', async () => {
    const first = request()
    await beginIdempotentRequest(t.database.db, first, t.clock.now(), SHORT_WAIT)
    const error = await beginIdempotentRequest(t.database.db, first, t.clock.now(), SHORT_WAIT).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      status: 409,
      messageKey: 'idempotencyKeyInFlight',
      headers: { 'retry-after': '1' },
    })
  })

  it('refuses the same key with another body at once, even while the first is in flight', async () => {
    const first = request()
    await beginIdempotentRequest(t.database.db, first, t.clock.now(), SHORT_WAIT)
    const other = beginIdempotentRequest(
      t.database.db,
      { ...first, hash: 'hash-b' },
      t.clock.now(),
      SHORT_WAIT,
    )
    await expect(other).rejects.toMatchObject({ status: 422 })
  })

  it('takes over a claim abandoned for over a minute by a process that died', async () => {
    const first = request()
    await beginIdempotentRequest(t.database.db, first, t.clock.now(), SHORT_WAIT)
    t.clock.advance(61_000)
    expect(await beginIdempotentRequest(t.database.db, first, t.clock.now(), SHORT_WAIT)).toBeUndefined()
  })
})
