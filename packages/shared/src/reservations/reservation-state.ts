/** The states shown by the spec's labels: upcoming, cancelled, expired. */
export const RESERVATION_STATES = ['upcoming', 'cancelled', 'expired'] as const
export type ReservationState = (typeof RESERVATION_STATES)[number]
/** Whether the customer came, as the business marks it. */
export const ATTENDANCES = ['arrived', 'no_show'] as const
export type Attendance = (typeof ATTENDANCES)[number]

/**
 * Cancelled wins over everything; otherwise a reservation is upcoming until its end has passed.
 * A reservation that is under way is still upcoming: it can be moved, marked arrived or paid.
 */
export function reservationState(
  reservation: { endsAt: Date; cancelledAt: Date | null },
  now: Date,
): ReservationState {
  if (reservation.cancelledAt) return 'cancelled'
  return reservation.endsAt.getTime() <= now.getTime() ? 'expired' : 'upcoming'
}
