import type { Payment } from '@rezervo/shared'
import type { findReservationPayments } from './repository'

type PaymentRow = Awaited<ReturnType<typeof findReservationPayments>>[number]

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
