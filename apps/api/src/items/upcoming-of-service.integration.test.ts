import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, reservations } from '../db/schema'
import { createReservation, del, ownerOfNewCompany, patch } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// The clock: Monday 2026-11-23 09:00 in Prague.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'
const THURSDAY_10 = '2026-11-26T09:00:00.000Z'

describe('deleting a service that upcoming reservations were booked with (issue 37, finding 6)', () => {
  const t = useTestApp()
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!

  it('refuses with the list of those booked with it, then keeps them as agreed and archives the service', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [haircut, beard] = owner.fixture.itemIds
    const both = await createReservation(owner, TUESDAY_10)
    await createReservation(owner, WEDNESDAY_10, { item_ids: [haircut] })
    const cancelled = await createReservation(owner, THURSDAY_10)
    await owner.session.post(`${owner.base}/reservations/${cancelled}/cancel`, { reason: null })

    const refused = await del(owner.session, `${owner.base}/items/${beard}`)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'upcoming_reservations',
      reservations: [{ id: both, starts_at: TUESDAY_10, services: ['Pánský střih', 'Úprava vousů'] }],
    })
    expect(refused.json().reservations).toHaveLength(1)
    expect((await owner.session.get(`${owner.base}/items/${beard}`)).json().data.archived_at).toBeNull()
    // A service's reservations cannot go to another worker: only cancel or keep.
    const reassign = await del(owner.session, `${owner.base}/items/${beard}?upcoming=reassign&to_worker_id=1`)
    expect(reassign.statusCode).toBe(422)
    expect(Object.keys(reassign.json().errors)).toEqual(['upcoming'])

    const kept = await del(owner.session, `${owner.base}/items/${beard}?upcoming=keep`)
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json().data.outcome).toBe('archived')
    const url = `${owner.base}/reservations/${both}`
    const reservation = (await owner.session.get(url)).json().data
    expect(reservation.state).toBe('upcoming')
    expect(reservation.items.map((line: { item_id: number }) => line.item_id)).toEqual([haircut, beard])
    // Saving the edit form as it opens (both services ticked) keeps the deleted one's agreed line.
    const saved = await patch(owner.session, url, { item_ids: [haircut, beard], note: 'Beze změny služeb' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({ price_czk: 750, note: 'Beze změny služeb' })
    expect(saved.json().data.items.map((line: { name: string }) => line.name)).toEqual([
      'Pánský střih',
      'Úprava vousů',
    ])
  })

  it('cancels them with a notice to each customer when asked, and deletes a service nobody booked at once', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [haircut, beard] = owner.fixture.itemIds
    const first = await createReservation(owner, TUESDAY_10, { item_ids: [haircut] })
    const second = await createReservation(owner, WEDNESDAY_10)
    const deleted = await del(owner.session, `${owner.base}/items/${haircut}?upcoming=cancel`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await rowOf(first)).cancelledAt).not.toBeNull()
    expect((await rowOf(second)).cancelledAt).not.toBeNull()
    const notices = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, `jan.${owner.fixture.companyId}@example.cz`))
    expect(notices.filter((row) => row.kind === 'reservation-cancelled')).toHaveLength(2)
    // Only cancelled reservations refer to the beard trim now: nothing upcoming, no question.
    const beardGone = await del(owner.session, `${owner.base}/items/${beard}`)
    expect(beardGone.statusCode, beardGone.body).toBe(200)
  })
})
