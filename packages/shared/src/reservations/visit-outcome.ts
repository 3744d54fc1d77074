import type { ReservationState } from './reservation-state'

/**
 * What the customer's page says about their reservation: still ahead (confirmed), cancelled by whom, or, once
 * the time has passed, how it went as far as the business recorded it.
 */
export type VisitOutcome =
  | 'confirmed'
  | 'cancelledByCustomer'
  | 'cancelledByBusiness'
  | 'visited'
  | 'noShow'
  | 'past'

export function visitOutcome(reservation: {
  state: ReservationState
  attendance: 'arrived' | 'no_show' | null
  cancelled_by: 'business' | 'customer' | null
}): VisitOutcome {
  if (reservation.state === 'cancelled') {
    return reservation.cancelled_by === 'customer' ? 'cancelledByCustomer' : 'cancelledByBusiness'
  }
  // A no-show is recorded once the time has come; it is the truth even before the visit's end.
  if (reservation.attendance === 'no_show') return 'noShow'
  if (reservation.state === 'upcoming') return 'confirmed'
  return reservation.attendance === 'arrived' ? 'visited' : 'past'
}
