import { describe, expect, it, vi } from 'vitest'
import { countRoundTrips } from '../db/round-trips'
import { freshAddress, postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

/**
 * SQL round trips of the public booking page's calls (issue 16): counts, not times, so they hold on any
 * machine. A failure lists the statements sent, which says what was added.
 */
describe('round trips of the public booking calls', () => {
  const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })

  // Issue 16's 7 (34 before it, 17 before the booking's statements were merged, 8 before decision 051): the
  // session; one statement for the branch, the key's claim, the rate limits, the chosen items with their
  // workers and the notification settings; the day's schedule; then BEGIN, the customer (found and locked,
  // or inserted) with the reservation's ids drawn, the diary locks with the reservation, its items and
  // history, the customer's checks (issue 22's "Na tento čas už u nás rezervaci máte" and the cap), the
  // emails and the key's answer, COMMIT.
  it('a booking takes at most 7 statements', async () => {
    const fixture = await createBookingFixture(t.database)
    const session = new HttpSession(t.app, { remoteAddress: freshAddress() })
    await session.csrfCookie()
    const body = bookingBody({
      item_ids: [fixture.items.cut],
      worker_id: 'any',
      starts_at: '2026-11-24T10:00:00.000Z',
    })
    const counted = await countRoundTrips(() =>
      postBooking(t.app, fixture.slug, body, { session, idempotencyKey: crypto.randomUUID() }),
    )
    expect(counted.value.statusCode, counted.value.body).toBe(201)
    expect(counted.statements.length, counted.statements.join('\n')).toBeLessThanOrEqual(7)
  })

  it('14 days of free times take at most 3 statements, and none when asked again', async () => {
    const fixture = await createBookingFixture(t.database)
    const query = new URLSearchParams({
      item_ids: String(fixture.items.cut),
      worker_id: 'any',
      from: '2026-11-23',
      to: '2026-12-06',
    })
    const ask = () =>
      countRoundTrips(() =>
        t.app.inject({ url: `/api/v1/branches/slug/${fixture.slug}/availability?${query}` }),
      )
    // The fixture's own writes are notices too, heard on PostgreSQL's listening connection a moment after
    // their commits, however long a busy machine makes that moment: one arriving between the two calls
    // rightly forgets the answer. So the pair is asked until no notice falls between; every computed answer
    // must still take at most 3 statements, and an answer kept with nothing changed since must take none.
    await vi.waitFor(
      async () => {
        const counted = await ask()
        expect(counted.value.statusCode, counted.value.body).toBe(200)
        expect(counted.statements.length, counted.statements.join('\n')).toBeLessThanOrEqual(3)
        // Decision 046: the same question again, nothing changed since, is answered from memory.
        const cached = await ask()
        expect(cached.value.body).toBe(counted.value.body)
        expect(cached.statements, cached.statements.join('\n')).toEqual([])
      },
      { timeout: 10_000, interval: 50 },
    )
  })
})
