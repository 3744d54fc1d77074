/**
 * Issue 22, "Never lose what a person typed": a customer who books the same time twice (Back after a finished
 * booking) is refused, and a booking of a service deleted meanwhile says which service is gone.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { items, reservations } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// Tuesday 24 November 2026 in Prague, when both Alice and Bob work (from 12:00): 13:00, 13:30, 15:00.
const TUESDAY_13 = '2026-11-24T12:00:00.000Z'
const TUESDAY_13_30 = '2026-11-24T12:30:00.000Z'
const TUESDAY_15 = '2026-11-24T14:00:00.000Z'
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'

describe('a second booking by the same person at the same time', () => {
  const t = useTestApp()
  const reservationsOf = (branchId: number) =>
    t.database.db.select().from(reservations).where(eq(reservations.branchId, branchId))

  it('is refused with 409 booking_overlaps_own, even with the other worker free; the first one stays', async () => {
    const fixture = await createBookingFixture(t.database)
    const person = bookingBody({
      item_ids: [fixture.items.cut],
      starts_at: TUESDAY_13,
      email: 'eva@example.cz',
    })
    const first = await postBooking(t.app, fixture.slug, person)
    expect(first.statusCode, first.body).toBe(201)

    // Back in the browser, the same form again: Alice is taken, Bob is free.
    const again = await postBooking(
      t.app,
      fixture.slug,
      { ...person, email: 'Eva@Example.cz' },
      { locale: 'cs' },
    )
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json()).toEqual({
      message: 'Na tento čas už u nás rezervaci máte',
      code: 'booking_overlaps_own',
    })
    const overlapping = await postBooking(t.app, fixture.slug, { ...person, starts_at: TUESDAY_13_30 })
    expect(overlapping.statusCode).toBe(409)
    expect(overlapping.json().message).toBe('You already have a reservation with us at this time')
    expect(await reservationsOf(fixture.branchId)).toHaveLength(1)

    // Another person at the same time, and the same person later the same day, are welcome.
    const other = await postBooking(t.app, fixture.slug, { ...person, email: 'jana@example.cz' })
    expect(other.statusCode, other.body).toBe(201)
    const later = await postBooking(t.app, fixture.slug, { ...person, starts_at: TUESDAY_15 })
    expect(later.statusCode, later.body).toBe(201)
  })

  it('does not count a cancelled reservation', async () => {
    const fixture = await createBookingFixture(t.database)
    const person = bookingBody({ item_ids: [fixture.items.cut], starts_at: TUESDAY_13 })
    const first = await postBooking(t.app, fixture.slug, person)
    expect(first.statusCode, first.body).toBe(201)
    await t.database.db
      .update(reservations)
      .set({ cancelledAt: new Date(), cancelledBy: 'customer' })
      .where(eq(reservations.branchId, fixture.branchId))
    const again = await postBooking(t.app, fixture.slug, person)
    expect(again.statusCode, again.body).toBe(201)
  })
})

describe('a booking of a service that is no longer offered', () => {
  const t = useTestApp()

  it('names the service taken offline or switched off: 409 item_no_longer_offered', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({ item_ids: [fixture.items.cut, fixture.items.offline], starts_at: TUESDAY_10 })
    const offline = await postBooking(t.app, fixture.slug, body, { locale: 'cs' })
    expect(offline.statusCode, offline.body).toBe(409)
    expect(offline.json()).toEqual({
      message: 'Služba Jen po telefonu už není v nabídce',
      code: 'item_no_longer_offered',
    })
    await t.database.db.update(items).set({ archivedAt: new Date() }).where(eq(items.id, fixture.items.beard))
    const archived = await postBooking(
      t.app,
      fixture.slug,
      { ...body, item_ids: [fixture.items.beard] },
      { locale: 'en' },
    )
    expect(archived.json()).toEqual({
      message: 'The service Úprava vousů is no longer offered',
      code: 'item_no_longer_offered',
    })
  })

  it('says a chosen service is gone when it was deleted outright', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({ item_ids: [fixture.items.inactive], starts_at: TUESDAY_10 })
    await t.database.db.delete(items).where(eq(items.id, fixture.items.inactive))
    const gone = await postBooking(t.app, fixture.slug, body, { locale: 'cs' })
    expect(gone.statusCode, gone.body).toBe(409)
    expect(gone.json()).toEqual({
      message: 'Vybraná služba už není v nabídce',
      code: 'item_no_longer_offered',
    })
  })
})
