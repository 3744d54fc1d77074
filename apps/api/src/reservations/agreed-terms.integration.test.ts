import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { branches, items } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { HttpSession } from '../testing/http-session'
import { createBody, ownerOfNewCompany, patch } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// The clock: Monday 2026-11-23 09:00 in Prague.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'

describe('a reservation keeps what was agreed when it was made', () => {
  const t = useTestApp()

  it('keeps the first service’s price and duration when the catalogue changes and a second is added', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [haircut, beard] = owner.fixture.itemIds
    const created = await owner.session.post(
      `${owner.base}/reservations`,
      createBody(owner.fixture, TUESDAY_10, { item_ids: [haircut] }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().data.id as number
    await t.database.db.update(items).set({ priceCzk: 550, durationMinutes: 60 }).where(eq(items.id, haircut))

    const changed = await patch(owner.session, `${owner.base}/reservations/${id}`, {
      item_ids: [haircut, beard],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const reservation = changed.json().data
    expect(reservation.items.map((item: { price_czk: number }) => item.price_czk)).toEqual([450, 300])
    expect(reservation.items[0].duration_minutes).toBe(45)
    expect(reservation.price_czk).toBe(750)
    // 45 min as agreed + 30 min beard + its 15 min buffer.
    expect(reservation.ends_at).toBe('2026-11-24T10:30:00.000Z')
  })

  it('re-prices only on the owner’s purpose, and the history says who did it', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [haircut] = owner.fixture.itemIds
    const created = await owner.session.post(
      `${owner.base}/reservations`,
      createBody(owner.fixture, TUESDAY_10, { item_ids: [haircut] }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const url = `${owner.base}/reservations/${created.json().data.id}`
    await t.database.db.update(items).set({ priceCzk: 550, durationMinutes: 60 }).where(eq(items.id, haircut))

    // An ordinary edit (a note) keeps the agreed line.
    const noted = await patch(owner.session, url, { note: 'Bez přecenění' })
    expect(noted.statusCode, noted.body).toBe(200)
    expect(noted.json().data).toMatchObject({ price_czk: 450, ends_at: '2026-11-24T09:45:00.000Z' })

    const repriced = await patch(owner.session, url, { reprice: true })
    expect(repriced.statusCode, repriced.body).toBe(200)
    const data = repriced.json().data
    expect(data.price_czk).toBe(550)
    expect(data.items[0]).toMatchObject({ price_czk: 550, duration_minutes: 60 })
    expect(data.ends_at).toBe('2026-11-24T10:00:00.000Z')
    const entry = data.history.find((row: { changes: Record<string, unknown> }) => 'repriced' in row.changes)
    expect(entry).toMatchObject({
      action: 'updated',
      actor: 'business',
      user: { id: owner.userId },
      changes: { price_czk: { from: 450, to: 550 }, repriced: { from: 'agreed', to: 'catalogue' } },
    })

    // Re-pricing what already matches the catalogue changes nothing and records nothing.
    const again = await patch(owner.session, url, { reprice: true })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.history).toHaveLength(data.history.length)
  })

  it('lets a customer cancel by the deadline they were promised after the branch raises it', async () => {
    const fixture = await createBookingFixture(t.database)
    const booked = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({
        item_ids: [fixture.items.cut],
        worker_id: fixture.workers.alice,
        starts_at: WEDNESDAY_10,
      }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    const { id, cancel_token: token } = booked.json().reservation as { id: number; cancel_token: string }
    // Promised: cancel until Tuesday 10:00 (24 h). The branch then asks for three days.
    await t.database.db
      .update(branches)
      .set({ cancellationDeadlineHours: 72 })
      .where(eq(branches.id, fixture.branchId))

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/reservations/${id}?token=${token}`,
    })
    expect(shown.json().reservation).toMatchObject({ cancellable_until: TUESDAY_10, cancellable: true })
    const cancelled = await new HttpSession(t.app, { locale: 'cs' }).post(
      `/api/v1/public/reservations/${id}/cancel`,
      { token },
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)

    // A booking made after the change is held to the new deadline.
    const later = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({
        item_ids: [fixture.items.cut],
        worker_id: fixture.workers.alice,
        starts_at: WEDNESDAY_10,
      }),
    )
    expect(later.statusCode, later.body).toBe(201)
    expect(later.json().reservation.cancellable_until).toBe('2026-11-22T09:00:00.000Z')
  })
})
