import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers, payments, reservationItems } from '../db/schema'
import { insertReservation } from '../testing/back-office-fixtures'
import { createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'
import { findReservationVersions } from './version-repository'

/**
 * Decision 027's version is a hash of the reservation's row, its payments and its service lines. The scale
 * audit (issue 39) found the payments and lines compared with their own ids instead of the reservation's: a
 * payment or a line changed nothing, and each version read every payment and line of the database.
 */
describe("a reservation's version", () => {
  const t = useTestApp()

  async function reservationWithLine() {
    const fixture = await createBookingFixture(t.database)
    const [customer] = await t.database.db
      .insert(customers)
      .values({ companyId: fixture.companyId, firstName: 'Eva', surname: 'Malá' })
      .returning()
    const refs = {
      companyId: fixture.companyId,
      branchId: fixture.branchId,
      workerId: fixture.workers.alice,
      customerId: customer!.id,
      itemId: fixture.items.cut,
    }
    // Another reservation first, with three payments and no line, so the ids of the tested reservation, of its
    // line and of its payment all differ (equal ids hid the fault).
    const { itemId: _noLine, ...withoutLine } = refs
    const other = await insertReservation(t.database, withoutLine, { startsAt: '2026-12-02T09:00:00Z' })
    await t.database.db.insert(payments).values(
      [1, 2, 3].map(() => ({
        companyId: refs.companyId,
        reservationId: other,
        amountCzk: 100,
        method: 'cash' as const,
        paidAt: new Date('2026-12-02T10:00:00Z'),
      })),
    )
    return { refs, reservationId: await insertReservation(t.database, refs) }
  }

  const versionOf = async (companyId: number, reservationId: number) =>
    (await findReservationVersions(t.database.db, companyId, [reservationId])).get(reservationId)

  it('changes when a payment of the reservation is recorded', async () => {
    const { refs, reservationId } = await reservationWithLine()
    const before = await versionOf(refs.companyId, reservationId)
    await t.database.db.insert(payments).values({
      companyId: refs.companyId,
      reservationId,
      amountCzk: 450,
      method: 'cash',
      paidAt: new Date('2026-12-01T10:00:00Z'),
    })
    expect(await versionOf(refs.companyId, reservationId)).not.toBe(before)
  })

  it('changes when a service line of the reservation changes', async () => {
    const { refs, reservationId } = await reservationWithLine()
    const before = await versionOf(refs.companyId, reservationId)
    await t.database.db
      .update(reservationItems)
      .set({ priceCzk: 500 })
      .where(eq(reservationItems.reservationId, reservationId))
    expect(await versionOf(refs.companyId, reservationId)).not.toBe(before)
  })
})
