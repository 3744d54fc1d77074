import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, reservationHistory, reservations } from '../db/schema'
import { getAvailability, postBooking, timesOf } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

// Monday 2026-11-23 09:00 in Prague. The booking is on Wednesday 10:00 (09:00Z); the deadline is 24 h before.
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'

describe('the customer’s own reservation: view, ICS and cancel', () => {
  const t = useTestApp()

  async function book() {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({
      item_ids: [fixture.items.cut],
      worker_id: fixture.workers.alice,
      starts_at: WEDNESDAY_10,
    })
    const response = await postBooking(t.app, fixture.slug, body)
    expect(response.statusCode, response.body).toBe(201)
    const { id, cancel_token: token } = response.json().reservation as { id: number; cancel_token: string }
    return { fixture, id, token, bookedBy: body.email }
  }

  const cancel = (id: number, token: string, locale = 'en') =>
    new HttpSession(t.app, { locale }).post(`/api/v1/public/reservations/${id}/cancel`, { token })

  it('shows the reservation to the holder of the token and 404 to anyone else', async () => {
    const { id, token, fixture } = await book()
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/reservations/${id}?token=${token}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().reservation).toMatchObject({
      id,
      starts_at: WEDNESDAY_10,
      worker: { name: 'Alice' },
      branch: { slug: fixture.slug },
      cancellable: true,
    })
    for (const url of [
      `/api/v1/public/reservations/${id}?token=${token.slice(1)}x`,
      `/api/v1/public/reservations/${id + 1}?token=${token}`,
      `/api/v1/public/reservations/999999?token=${token}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/reservations/${id}` })).statusCode).toBe(
      422,
    )
  })

  it('tells a past visit as it went: expired with the attendance the business recorded, not confirmed', async () => {
    const { id, token } = await book()
    const view = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/public/reservations/${id}?token=${token}` })).json()
        .reservation
    expect(await view()).toMatchObject({ state: 'upcoming', attendance: null, cancellable: true })
    t.clock.set('2026-11-25T12:00:00.000Z')
    expect(await view()).toMatchObject({ state: 'expired', attendance: null, cancellable: false })
    await t.database.db.update(reservations).set({ attendance: 'no_show' }).where(eq(reservations.id, id))
    expect(await view()).toMatchObject({ state: 'expired', attendance: 'no_show', cancellable: false })
    t.clock.set('2026-11-23T08:00:00.000Z')
  })

  it('downloads the reservation as an ICS file', async () => {
    const { id, token } = await book()
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/reservations/${id}/ics?token=${token}`,
      headers: { 'accept-language': 'en' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="rezervace-${id}.ics"`)
    const unfolded = response.body.replace(/\r\n /g, '')
    expect(unfolded).toContain('DTSTART:20261125T090000Z\r\nDTEND:20261125T094500Z')
    expect(unfolded).toContain('STATUS:CONFIRMED')
    expect(unfolded).toContain('With: Alice')
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/reservations/${id}/ics?token=nope`,
    })
    expect(wrong.statusCode).toBe(404)
  })

  it('cancels before the deadline: by the customer, in the history, the business told, the time free again', async () => {
    const { id, token, fixture, bookedBy } = await book()
    const response = await cancel(id, token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().reservation).toMatchObject({
      state: 'cancelled',
      cancelled_by: 'customer',
      cancelled_at: '2026-11-23T08:00:00.000Z',
      cancellable: false,
    })
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id))
    expect(row).toMatchObject({ cancelledBy: 'customer' })
    const history = await t.database.db
      .select()
      .from(reservationHistory)
      .where(and(eq(reservationHistory.reservationId, id), eq(reservationHistory.action, 'cancelled')))
    expect(history).toMatchObject([{ actor: 'customer' }])
    const told = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'booking-cancelled-by-customer'),
          eq(outboxMessages.companyId, fixture.companyId),
        ),
      )
    expect(told).toHaveLength(1)
    expect(told[0]!.recipient).toBe('pobocka@example.cz')
    expect(told[0]!.subject).toContain('Zrušená rezervace')
    // The business's notice greets no one by name and opens the reservation itself in the dashboard.
    expect(told[0]!.textBody).toMatch(/^Dobrý den,\n/)
    expect(told[0]!.textBody).toContain(
      `Zobrazit rezervaci: http://localhost:3000/dashboard/reservations?view=day&date=2026-11-25&branch=${fixture.branchId}&reservation=${id}&lang=cs\n`,
    )
    // The customer gets a record of the cancel, with the cancelled event for their calendar app.
    const confirmed = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'booking-cancellation-confirmed'),
          eq(outboxMessages.companyId, fixture.companyId),
        ),
      )
    expect(confirmed).toHaveLength(1)
    expect(confirmed[0]!.recipient).toBe(bookedBy)
    expect(confirmed[0]!.textBody).toMatch(/^Dobrý den, Jane,\n/)
    expect(confirmed[0]!.textBody).toContain(`/${fixture.slug}/rezervace`)
    expect(confirmed[0]!.attachments).toHaveLength(1)
    expect(confirmed[0]!.attachments[0]!.content).toContain('STATUS:CANCELLED')

    const free = await getAvailability(t.app, fixture.slug, {
      item_ids: String(fixture.items.cut),
      worker_id: String(fixture.workers.alice),
      from: '2026-11-25',
      to: '2026-11-25',
    })
    expect(timesOf(free.json().days[0])).toContain('10:00')

    const again = await cancel(id, token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'The reservation has already been cancelled.' })
    const ics = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/reservations/${id}/ics?token=${token}`,
    })
    expect(ics.body).toContain('STATUS:CANCELLED')
  })

  it('refuses after the cancellation deadline with a clear message, and with a wrong token', async () => {
    const { id, token } = await book()
    expect((await cancel(id, 'forged-token')).statusCode).toBe(404)
    // The deadline is Tuesday 10:00 in Prague (09:00Z); one minute later is too late.
    t.clock.set('2026-11-24T09:01:00.000Z')
    try {
      const late = await cancel(id, token, 'cs')
      expect(late.statusCode).toBe(422)
      expect(late.json().message).toBe(
        'Rezervaci už nelze zrušit online, lhůta pro zrušení vypršela 24. 11. 2026 10:00. Kontaktujte prosím provozovnu.',
      )
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/v1/public/reservations/${id}?token=${token}`,
      })
      expect(view.json().reservation).toMatchObject({ state: 'upcoming', cancellable: false })
    } finally {
      t.clock.set('2026-11-23T08:00:00.000Z')
    }
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id))
    expect(row!.cancelledAt).toBeNull()
  })
})
