/** The payments of a reservation, which its detail shows; the payments module records and removes them. */
import type { Payment } from '@rezervo/shared'
import { asc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { payments, users } from '../db/schema'

/** Oldest first, with who recorded each. */
export async function findReservationPayments(db: DatabaseOrTransaction, reservationId: number) {
  return db
    .select({
      payment: payments,
      user: { id: users.id, firstName: users.firstName, surname: users.surname },
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.createdByUserId))
    .where(eq(payments.reservationId, reservationId))
    .orderBy(asc(payments.paidAt), asc(payments.id))
}

export type PaymentRow = Awaited<ReturnType<typeof findReservationPayments>>[number]

export function toPaymentJson({ payment, user }: PaymentRow): Payment {
  return {
    id: payment.id,
    reservation_id: payment.reservationId,
    amount_czk: payment.amountCzk,
    method: payment.method,
    paid_at: payment.paidAt.toISOString(),
    recorded_by: user ? { id: user.id, name: `${user.firstName} ${user.surname}` } : null,
    created_at: payment.createdAt.toISOString(),
  }
}
