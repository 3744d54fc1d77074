import { describe, expect, it } from 'vitest'
import { countRoundTrips } from '../db/round-trips'
import { createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

/**
 * SQL round trips of the public booking page's calls (issue 16): counts, not times, so they hold on any
 * machine. A failure lists the statements sent, which says what was added.
 */
describe('round trips of the public booking calls', () => {
  const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })

  it('14 days of free times take at most 3 statements', async () => {
    const fixture = await createBookingFixture(t.database)
    const query = new URLSearchParams({
      item_ids: String(fixture.items.cut),
      worker_id: 'any',
      from: '2026-11-23',
      to: '2026-12-06',
    })
    const counted = await countRoundTrips(() =>
      t.app.inject({ url: `/api/v1/branches/slug/${fixture.slug}/availability?${query}` }),
    )
    expect(counted.value.statusCode, counted.value.body).toBe(200)
    expect(counted.statements.length, counted.statements.join('\n')).toBeLessThanOrEqual(3)
  })
})
