/**
 * Every route of reservations, payments and the overview, walked by a signed-in, verified user of another
 * company: 404 exactly like an unknown id, nothing of the victim's data in the answer, and nothing changed.
 */
import { describe, expect, it } from 'vitest'
import { createBody, type OwnerOfCompany, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

const context = useTestApp({ now: '2026-11-20T08:00:00.000Z' })

const MY_PATHS = /\/(reservations|payments|overview)(\/|$)/

/** A body that passes validation for each mutating route, so only authorisation can refuse it. */
function validBody(method: string, url: string, victim: OwnerOfCompany): unknown {
  if (method === 'POST' && url.endsWith('/reservations')) {
    return createBody(victim.fixture, '2026-11-24T09:00:00Z')
  }
  if (url.endsWith('/cancel')) return { reason: 'x', notify_customer_sms: true }
  if (url.endsWith('/attendance')) return { attendance: 'no_show' }
  if (url.endsWith('/payments')) return { amount_czk: 1, method: 'cash' }
  if (method === 'PATCH') return { starts_at: '2026-11-25T09:00:00Z' }
  return undefined
}

function concreteUrl(url: string, ids: { companyId: number; reservationId: number; paymentId: number }) {
  const query = url.endsWith('/calendar')
    ? '?branch_id=1&from=2026-11-23&to=2026-11-29'
    : url.endsWith('/payments') || url.endsWith('/payments/export.csv')
      ? '?from=2026-11-01&to=2026-11-30'
      : ''
  return (
    url
      .replace(':companyId', String(ids.companyId))
      .replace(':reservationId', String(ids.reservationId))
      .replace(':paymentId', String(ids.paymentId)) + query
  )
}

describe('authorisation of the reservation routes', () => {
  it('registers every route behind the company access check', () => {
    const mine = context.app.companyScopedRoutes.filter((route) => MY_PATHS.test(route.url))
    expect(
      mine.map((route) => `${route.method} ${route.url.replace('/api/v1/companies/:companyId', '')}`).sort(),
    ).toEqual([
      'DELETE /reservations/:reservationId/payments/:paymentId',
      'GET /overview',
      'GET /overview/setup',
      'GET /payments',
      'GET /payments/export.csv',
      'GET /reservations',
      'GET /reservations/:reservationId',
      'GET /reservations/:reservationId/history',
      'GET /reservations/:reservationId/qr-payment',
      'GET /reservations/calendar',
      'GET /reservations/export.csv',
      'PATCH /reservations/:reservationId',
      'POST /reservations',
      'POST /reservations/:reservationId/cancel',
      'POST /reservations/:reservationId/payments',
      'POST /reservations/:reservationId/restore',
      'PUT /reservations/:reservationId/attendance',
    ])
  })

  it("gives a user of another company 404 on every route, like an unknown id, by the victim's company or its ids", async () => {
    const victim = await ownerOfNewCompany(context.app, context.database, {
      iban: 'CZ6508000000192000145399',
    })
    const stranger = await ownerOfNewCompany(context.app, context.database)
    const created = await victim.session.post(
      `${victim.base}/reservations`,
      createBody(victim.fixture, '2026-11-23T09:00:00Z', { note: 'TAJNÁ POZNÁMKA' }),
    )
    const reservationId = created.json().data.id as number
    const payment = await victim.session.post(`${victim.base}/reservations/${reservationId}/payments`, {
      amount_czk: 100,
      method: 'cash',
    })
    const paymentId = payment.json().data.id as number
    const before = (await victim.session.get(`${victim.base}/reservations/${reservationId}`)).body

    const routes = context.app.companyScopedRoutes.filter((route) => MY_PATHS.test(route.url))
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
      // The victim's company in the path: the access check refuses before anything else.
      const foreignCompany = concreteUrl(route.url, {
        companyId: victim.fixture.companyId,
        reservationId,
        paymentId,
      })
      const payload = validBody(method, route.url, victim)
      const response = await stranger.session.request({ method, url: foreignCompany, payload })
      expect(response.statusCode, `${method} ${foreignCompany}`).toBe(404)
      expect(response.json()).toEqual({ message: 'Not Found.' })
      expect(response.body).not.toContain('TAJNÁ')
      expect(response.body).not.toContain('Šťastný')

      // The stranger's own company with the victim's reservation id: someone else's reservation.
      if (route.url.includes(':reservationId')) {
        const foreignRecord = concreteUrl(route.url, {
          companyId: stranger.fixture.companyId,
          reservationId,
          paymentId,
        })
        const own = await stranger.session.request({ method, url: foreignRecord, payload })
        const unknown = concreteUrl(route.url, {
          companyId: stranger.fixture.companyId,
          reservationId: 2_000_000_000,
          paymentId: 2_000_000_000,
        })
        const missing = await stranger.session.request({ method, url: unknown, payload })
        expect(own.statusCode, `${method} ${foreignRecord}`).toBe(404)
        expect(own.body, `${method} ${foreignRecord}`).toBe(missing.body)
        expect(own.body).not.toContain('TAJNÁ')
      }
      // Nobody signed in: 401.
      const anonymous = await context.app.inject({
        method,
        url: foreignCompany,
        headers: { accept: 'application/json' },
      })
      expect([401, 419], `${method} ${foreignCompany}`).toContain(anonymous.statusCode)
    }

    const strangersList = await stranger.session.get(`${stranger.base}/reservations`)
    expect(strangersList.json().meta.total).toBe(0)
    expect((await victim.session.get(`${victim.base}/reservations/${reservationId}`)).body).toBe(before)
  })
})
