import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companyMembers, outboxMessages } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// The clock: Monday 2026-11-23 09:00 in Prague; the visit is on Wednesday 10:00.
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'

describe('"Poslat znovu" sends a message again only while it still tells the truth', () => {
  const t = useTestApp()

  it('refuses a confirmation of a cancelled reservation and a cancellation of a restored one', async () => {
    const fixture = await createBookingFixture(t.database)
    const owner = await signUpVerified(t.app, t.database, {}, { locale: 'cs' })
    await t.database.db.insert(companyMembers).values({ companyId: fixture.companyId, userId: owner.id })
    const base = `/api/v1/companies/${fixture.companyId}`
    const body = bookingBody({
      item_ids: [fixture.items.cut],
      worker_id: fixture.workers.alice,
      starts_at: WEDNESDAY_10,
    })
    const booked = await postBooking(t.app, fixture.slug, body)
    expect(booked.statusCode, booked.body).toBe(201)
    const reservationId = booked.json().reservation.id as number
    await t.app.outboxWorker.runOnce()
    const messageOf = async (kind: string) => {
      const [row] = await t.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.recipient, body.email)))
      return row!
    }
    const resend = (id: number) => owner.session.post(`${base}/notification-log/${id}/resend`, {})

    const confirmation = await messageOf('booking-confirmation')
    expect(confirmation).toMatchObject({ state: 'sent', reservationId })
    expect((await resend(confirmation.id)).statusCode).toBe(200)

    const cancel = await owner.session.post(`${base}/reservations/${reservationId}/cancel`, {
      reason: null,
      notify_customer_email: true,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const refused = await resend(confirmation.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      message: 'Rezervace byla mezitím zrušena, proto její potvrzení ani připomínku znovu neposíláme.',
      code: 'reservation_cancelled',
    })
    const copies = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'booking-confirmation'))
    expect(copies.filter((row) => row.recipient === body.email)).toHaveLength(2)

    await t.app.outboxWorker.runOnce()
    const cancellation = await messageOf('reservation-cancelled')
    expect((await resend(cancellation.id)).statusCode).toBe(200)
    const restored = await owner.session.post(`${base}/reservations/${reservationId}/restore`, {})
    expect(restored.statusCode, restored.body).toBe(200)
    const refusedCancellation = await resend(cancellation.id)
    expect(refusedCancellation.statusCode).toBe(409)
    expect(refusedCancellation.json().code).toBe('reservation_restored')
    // Standing again, but a cancel and a restore later: the first confirmation's event is out of date.
    expect((await resend(confirmation.id)).json().code).toBe('reservation_changed')
  })
})
