import { describe, expect, it } from 'vitest'
import { freshAddress } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// Tuesday 10:00 in Prague, a free time of the fixture; the clock stands on Monday 2026-11-23 09:00.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'

/** The booking widget in a frame on another site: no cookies at all, only what the embed page fetched. */
describe('the booking widget’s X-Embed-Token (decision 040)', () => {
  const t = useTestApp()

  const tokenFor = async (slug: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${slug}/embed-token` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['set-cookie']).toBeUndefined()
    return response.json() as { token: string; expires_at: string }
  }

  const book = (slug: string, headers: Record<string, string>, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/branches/slug/${slug}/reservations`,
      headers: { accept: 'application/json', 'accept-language': 'en', ...headers },
      remoteAddress: freshAddress(),
      payload: body as Record<string, unknown>,
    })

  it('books without any cookie, and sets none', async () => {
    const fixture = await createBookingFixture(t.database)
    const { token, expires_at } = await tokenFor(fixture.slug)
    expect(new Date(expires_at).getTime() - t.clock.now().getTime()).toBe(2 * 60 * 60 * 1000)
    const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_10 })
    const without = await book(fixture.slug, {}, body)
    expect(without.statusCode).toBe(419)
    const response = await book(fixture.slug, { 'x-embed-token': token }, body)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.headers['set-cookie']).toBeUndefined()
  })

  it('refuses a forged, expired or other branch’s token with 419 and books nothing', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_10 })
    const { token } = await tokenFor(fixture.slug)
    const [expires] = token.split('.')
    const forged = [
      `${Number(expires) + 3600}.${token.split('.')[1]}`, // a longer life under the same signature
      `${expires}.${'A'.repeat(43)}`,
      'nonsense',
      (await tokenFor('another-branch')).token,
    ]
    for (const candidate of forged) {
      const response = await book(fixture.slug, { 'x-embed-token': candidate }, body)
      expect(response.statusCode, candidate).toBe(419)
    }
    t.clock.advance(2 * 60 * 60 * 1000 + 1000)
    const expired = await book(fixture.slug, { 'x-embed-token': token }, body)
    expect(expired.statusCode).toBe(419)
    const fresh = await book(fixture.slug, { 'x-embed-token': (await tokenFor(fixture.slug)).token }, body)
    expect(fresh.statusCode, fresh.body).toBe(201)
  })

  it('opens no other door: a dashboard or account call with the token is still refused with 419', async () => {
    const fixture = await createBookingFixture(t.database)
    const { token } = await tokenFor(fixture.slug)
    for (const [method, url] of [
      ['POST', '/api/v1/companies'],
      ['POST', '/logout'],
      ['POST', `/api/v1/public/reservations/1/cancel?token=x`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { accept: 'application/json', 'x-embed-token': token },
        payload: {},
      })
      expect(response.statusCode, url).toBe(419)
    }
  })
})
