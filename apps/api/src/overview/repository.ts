import { and, eq, gte, lt } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { reservationDuring } from '../db/during'
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
        reservationDuring(range),
      ),
    )
}

/**
 * Payments received in the range for reservations of the branch (of one worker's, when given). The company's
 * payments of the range first (its index), each one's reservation then by key: a branch alone has no index
 * to the payments, and the planner read every reservation of the branch for the join.
 */
export async function findBranchPaymentsIn(
  db: DatabaseOrTransaction,
  branch: { id: number; companyId: number },
  range: { from: Date; to: Date },
  workerId?: number,
) {
  return db
    .select({ paidAt: payments.paidAt, amountCzk: payments.amountCzk })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(
      and(
        eq(payments.companyId, branch.companyId),
        eq(reservations.branchId, branch.id),
        workerId === undefined ? undefined : eq(reservations.workerId, workerId),
        gte(payments.paidAt, range.from),
        lt(payments.paidAt, range.to),
      ),
    )
}
