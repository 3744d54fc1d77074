import { and, eq, gt, gte, lt } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { payments, reservations } from '../db/schema'

/** Reservations of the branch overlapping the range, cancelled ones included (the sums skip them). */
export async function findBranchReservationsIn(
  db: DatabaseOrTransaction,
  branchId: number,
  range: { from: Date; to: Date },
  workerId?: number,
) {
  return db
    .select({
      workerId: reservations.workerId,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      priceCzk: reservations.priceCzk,
      cancelledAt: reservations.cancelledAt,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.branchId, branchId),
        workerId === undefined ? undefined : eq(reservations.workerId, workerId),
        lt(reservations.startsAt, range.to),
        gt(reservations.endsAt, range.from),
      ),
    )
}

/** Payments received in the range for reservations of the branch (of one worker's, when given). */
export async function findBranchPaymentsIn(
  db: DatabaseOrTransaction,
  branchId: number,
  range: { from: Date; to: Date },
  workerId?: number,
) {
  return db
    .select({ paidAt: payments.paidAt, amountCzk: payments.amountCzk })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(
      and(
        eq(reservations.branchId, branchId),
        workerId === undefined ? undefined : eq(reservations.workerId, workerId),
        gte(payments.paidAt, range.from),
        lt(payments.paidAt, range.to),
      ),
    )
}
