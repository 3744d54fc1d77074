import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import {
  branches,
  categories,
  categoryGroups,
  customers,
  reservationHistory,
  reservationItems,
  reservations,
  workers,
} from '../db/schema'

/** Everything the customer's view, the ICS file and the emails of one reservation need, in one place. */
export async function findReservationDetails(db: DatabaseOrTransaction, reservationId: number) {
  const [row] = await db
    .select({
      reservation: reservations,
      branch: branches,
      groupSlug: categoryGroups.slug,
      categorySlug: categories.slug,
      worker: { id: workers.id, name: workers.name },
      customer: {
        id: customers.id,
        firstName: customers.firstName,
        surname: customers.surname,
        email: customers.email,
        phone: customers.phone,
        locale: customers.locale,
      },
    })
    .from(reservations)
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .innerJoin(workers, eq(workers.id, reservations.workerId))
    .innerJoin(customers, eq(customers.id, reservations.customerId))
    .leftJoin(categories, eq(categories.id, branches.categoryId))
    .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(eq(reservations.id, reservationId))
  if (!row) return undefined
  const bookedItems = await db
    .select()
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, reservationId))
    .orderBy(asc(reservationItems.position), asc(reservationItems.id))
  return { ...row, items: bookedItems }
}
export type ReservationDetails = NonNullable<Awaited<ReturnType<typeof findReservationDetails>>>

/**
 * Marks the reservation cancelled by its customer and records it in the history; false when it was already
 * cancelled (by anyone) a moment before, so two clicks cannot both succeed.
 */
export async function cancelReservationByCustomer(
  db: DatabaseOrTransaction,
  reservationId: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(reservations)
    // The cancelled event must outrank the one in the customer's calendar (see reservations.icsSequence).
    .set({
      cancelledAt: now,
      cancelledBy: 'customer',
      icsSequence: sql`${reservations.icsSequence} + 1`,
      updatedAt: now,
    })
    .where(and(eq(reservations.id, reservationId), isNull(reservations.cancelledAt)))
    .returning({ id: reservations.id })
  if (updated.length === 0) return false
  await db.insert(reservationHistory).values({
    reservationId,
    actor: 'customer',
    action: 'cancelled',
    changes: { cancelled_by: 'customer', cancelled_at: now.toISOString() },
  })
  return true
}

/**
 * Moves the reservation to the slot its customer chose (start, end and worker; the services stay), raising the
 * calendar event's SEQUENCE and re-arming the reminder, with an 'updated' history row by the customer; false when it
 * was cancelled a moment before. Call it inside withClashDetection with the new slot: the exclusion constraint is
 * what keeps the worker from being booked twice.
 */
export async function moveReservationByCustomer(
  tx: DatabaseOrTransaction,
  reservationId: number,
  previous: { startsAt: Date; endsAt: Date; workerId: number },
  next: { startsAt: Date; endsAt: Date; workerId: number },
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(reservations)
    .set({
      startsAt: next.startsAt,
      endsAt: next.endsAt,
      workerId: next.workerId,
      icsSequence: sql`${reservations.icsSequence} + 1`,
      reminderSentAt: null,
      updatedAt: now,
    })
    .where(and(eq(reservations.id, reservationId), isNull(reservations.cancelledAt)))
    .returning({ id: reservations.id })
  if (updated.length === 0) return false
  await tx.insert(reservationHistory).values({
    reservationId,
    actor: 'customer',
    // The same shape as the business's edits ('updated', field: {from, to}), so the history reads alike.
    action: 'updated',
    changes: {
      starts_at: { from: previous.startsAt.toISOString(), to: next.startsAt.toISOString() },
      ends_at: { from: previous.endsAt.toISOString(), to: next.endsAt.toISOString() },
      ...(previous.workerId === next.workerId
        ? {}
        : { worker_id: { from: previous.workerId, to: next.workerId } }),
    },
    createdAt: now,
  })
  return true
}
