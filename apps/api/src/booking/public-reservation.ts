import { reservationState } from '@rezervo/shared/reservations/index'
import type { PublicReservation } from '@rezervo/shared/schemas/booking'
import type { AppConfig } from '../config'
import { branchRouteSlugs, cancellableUntil, signReservationToken, visitTimes } from '../messaging'
import type { ReservationDetails } from '../reservations'

/**
 * The reservation as its customer sees it on the confirmation page (and in the booking's answer);
 * `confirmationEmailed`: whether a confirmation email was queued for the customer.
 */
export function toPublicReservation(
  config: AppConfig,
  details: ReservationDetails,
  now: Date,
  confirmationEmailed: boolean,
): PublicReservation {
  const { reservation, branch } = details
  const visit = visitTimes(details)
  const until = cancellableUntil(details)
  const state = reservationState(reservation, now)
  const { group, category } = branchRouteSlugs(details)
  return {
    id: reservation.id,
    state,
    starts_at: visit.startsAt.toISOString(),
    ends_at: visit.endsAt.toISOString(),
    time_zone: branch.timeZone,
    duration_minutes: visit.durationMinutes,
    items: details.items.map((item) => ({
      id: item.itemId,
      name: item.name,
      duration_minutes: item.durationMinutes,
      price_czk: item.priceCzk,
    })),
    price_czk: reservation.priceCzk,
    note: reservation.note,
    worker: { id: details.worker.id, name: details.worker.name },
    customer: { first_name: details.customer.firstName, surname: details.customer.surname },
    branch: {
      name: branch.name,
      slug: branch.slug,
      category_group_slug: group,
      category_slug: category,
      address: {
        street: branch.street,
        house_number: branch.houseNumber,
        city: branch.city,
        zip: branch.zip,
        country: branch.country,
      },
      phone: branch.phone,
      email: branch.email,
    },
    cancel_token: signReservationToken(config.appSecret, reservation.id),
    cancellable_until: until.toISOString(),
    cancellable: state === 'upcoming' && now.getTime() < until.getTime(),
    cancelled_at: reservation.cancelledAt?.toISOString() ?? null,
    cancelled_by: reservation.cancelledBy ?? null,
    attendance: reservation.attendance ?? null,
    confirmation_emailed: confirmationEmailed,
  }
}
