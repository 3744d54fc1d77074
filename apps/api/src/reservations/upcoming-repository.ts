import { and, asc, eq, gt, inArray, isNull, lt, notInArray, type SQL } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { branches, customers, reservationItems, reservations } from '../db/schema'

/**
 * Which upcoming reservations: a worker's (at some branches only, or outside some), a branch's, a company's, or
 * those booked with a service.
 */
export interface UpcomingScope {
  companyId: number
  workerId?: number
  branchId?: number
  /** Only those at branches other than these (a worker's branches after an edit unticks some). */
  branchIdsNotIn?: readonly number[]
  /** Only those booked with this service (a service being deleted). */
  itemId?: number
  /** Only those that overlap this interval (a worker's holiday or sickness). */
  overlapping?: { startsAt: Date; endsAt: Date }
}

/**
 * Not cancelled and not yet begun, soonest first, with the customer's name, the branch's time zone and the
 * names of the services (as agreed on the reservation), so the owner recognises each one.
 */
export async function findUpcomingReservations(db: DatabaseOrTransaction, scope: UpcomingScope, now: Date) {
  const conditions: SQL[] = [
    eq(reservations.companyId, scope.companyId),
    isNull(reservations.cancelledAt),
    gt(reservations.startsAt, now),
  ]
  if (scope.workerId !== undefined) conditions.push(eq(reservations.workerId, scope.workerId))
  if (scope.branchId !== undefined) conditions.push(eq(reservations.branchId, scope.branchId))
  if (scope.branchIdsNotIn && scope.branchIdsNotIn.length > 0) {
    conditions.push(notInArray(reservations.branchId, [...scope.branchIdsNotIn]))
  }
  if (scope.itemId !== undefined) {
    const bookedWithItem = db
      .select({ id: reservationItems.reservationId })
      .from(reservationItems)
      .where(eq(reservationItems.itemId, scope.itemId))
    conditions.push(inArray(reservations.id, bookedWithItem))
  }
  if (scope.overlapping) {
    conditions.push(lt(reservations.startsAt, scope.overlapping.endsAt))
    conditions.push(gt(reservations.endsAt, scope.overlapping.startsAt))
  }
  const rows = await db
    .select({
      id: reservations.id,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      branchId: reservations.branchId,
      workerId: reservations.workerId,
      timeZone: branches.timeZone,
      firstName: customers.firstName,
      surname: customers.surname,
    })
    .from(reservations)
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .innerJoin(customers, eq(customers.id, reservations.customerId))
    .where(and(...conditions))
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
  if (rows.length === 0) return []
  const lines = await db
    .select({ reservationId: reservationItems.reservationId, name: reservationItems.name })
    .from(reservationItems)
    .where(
      inArray(
        reservationItems.reservationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(reservationItems.reservationId), asc(reservationItems.position), asc(reservationItems.id))
  return rows.map((row) => ({
    ...row,
    services: lines.filter((line) => line.reservationId === row.id).map((line) => line.name),
  }))
}
