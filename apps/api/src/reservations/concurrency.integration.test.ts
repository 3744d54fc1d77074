/**
 * No double booking under load: 50 simultaneous requests for one worker and time. PGlite has a single
 * connection and runs them one after another, so only a real PostgreSQL server shows the race.
 */
import { describe, expect, it } from 'vitest'
import { createBody, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

const context = useTestApp({ now: '2026-11-20T08:00:00.000Z' })
const CONCURRENT_REQUESTS = 50

describe('concurrent bookings of one worker and time', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'creates exactly one: 1 × 201, 49 × 409 reservation_clash, no 500 (needs TEST_DATABASE_URL: PostgreSQL)',
    // 50 transactions racing on one constraint, beside the rest of the suite on a 2-core machine. Before
    // writers of one worker took turns (an advisory lock), about one run in three hit a deadlock storm here.
    { timeout: 300_000 },
    async () => {
      const owner = await ownerOfNewCompany(context.app, context.database)
      // Every request carries the same session cookie and CSRF token, as the browser's would.
      await owner.session.csrfCookie()
      const headers = {
        cookie: owner.session.cookieHeader(),
        'x-xsrf-token': encodeURIComponent(owner.session.xsrfToken ?? ''),
        'x-requested-with': 'XMLHttpRequest',
        accept: 'application/json',
        'accept-language': 'en',
      }
      const payload = createBody(owner.fixture, '2026-11-23T09:00:00Z')
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT_REQUESTS }, () =>
          context.app.inject({ method: 'POST', url: `${owner.base}/reservations`, headers, payload }),
        ),
      )
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 201)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT_REQUESTS - 1)
      expect(statuses.some((status) => status >= 500)).toBe(false)
      for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
        expect(response.json()).toEqual({
          message:
            'The worker already has a reservation from 23. 11. 2026 10:00 to 11:30. Please choose another time.',
          code: 'reservation_clash',
        })
      }
      const list = await owner.session.get(`${owner.base}/reservations`)
      expect(list.json().meta.total).toBe(1)
    },
  )
})
