import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { signUp } from '../testing/accounts'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

const PROXY = '10.0.0.1'
const CLIENT = '203.0.113.9'
let forged = 0
/** X-Forwarded-For as a client writes it (a new made-up first entry each time) and our proxy appends to it. */
const forgedChain = (...appended: string[]) => {
  forged++
  return [`198.51.100.${forged % 250}`, ...appended].join(', ')
}

/** Eight wrong passwords for one email from CLIENT, each with a forged first X-Forwarded-For entry. */
async function wrongPasswordsWithForgedEntries(app: FastifyInstance, chain: () => string) {
  const { email } = await signUp(app)
  const statuses: number[] = []
  for (let attempt = 1; attempt <= 8; attempt++) {
    const browser = new HttpSession(app, { remoteAddress: PROXY })
    const answer = await browser.post(
      '/login',
      { email, password: 'Wrong123!' },
      { headers: { 'x-forwarded-for': chain() } },
    )
    statuses.push(answer.statusCode)
  }
  return statuses
}

const FIVE_CHECKED = [422, 422, 422, 422, 422, 429, 429, 429]

describe('TRUST_PROXY=1: one proxy in front, the client is the address it appended', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' } })

  it('locks the client out although every attempt forges a new first X-Forwarded-For entry', async () => {
    expect(await wrongPasswordsWithForgedEntries(t.app, () => forgedChain(CLIENT))).toEqual(FIVE_CHECKED)
  })

  it('limits bookings per client address although every attempt forges a new first entry', async () => {
    const fixture = await createBookingFixture(t.database)
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 11; attempt++) {
      // A new email and phone each time, so only the limit per address (10 in 10 minutes) can bite.
      const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T17:00:00.000Z' })
      const browser = new HttpSession(t.app, { remoteAddress: PROXY })
      const answer = await browser.post(`/api/v1/branches/slug/${fixture.slug}/reservations`, body, {
        headers: { 'x-forwarded-for': forgedChain(CLIENT) },
      })
      statuses.push(answer.statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409))
    expect(statuses[10]).toBe(429)
  })

  it('reads the scheme the proxy reports, for the cookies’ Secure flag', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(answer.cookies.every((cookie) => cookie.secure)).toBe(true)
  })
})

describe('TRUST_PROXY=true means one hop, never every hop', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true' } })

  it('takes the right-most address, not the client’s first entry', async () => {
    expect(await wrongPasswordsWithForgedEntries(t.app, () => forgedChain(CLIENT))).toEqual(FIVE_CHECKED)
  })
})

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp({ env: { TRUST_PROXY: `${PROXY}, 10.0.1.0/24` } })

  it('skips every listed proxy from the right and takes the first address that is not one', async () => {
    // Client → CDN-like proxy 10.0.1.7 → PROXY → app.
    expect(await wrongPasswordsWithForgedEntries(t.app, () => forgedChain(CLIENT, '10.0.1.7'))).toEqual(
      FIVE_CHECKED,
    )
  })

  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    const { email } = await signUp(t.app)
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const browser = new HttpSession(t.app, { remoteAddress: CLIENT })
      const answer = await browser.post(
        '/login',
        { email, password: 'Wrong123!' },
        { headers: { 'x-forwarded-for': forgedChain(), 'x-forwarded-proto': 'https' } },
      )
      statuses.push(answer.statusCode)
      expect(answer.cookies.some((cookie) => cookie.secure)).toBe(false)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
  })
})
