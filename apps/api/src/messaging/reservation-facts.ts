import { DEMO_CATEGORY_GROUP_SLUG, DEMO_CATEGORY_SLUG, type Locale } from '@rezervo/shared'
import { reservationState } from '@rezervo/shared/reservations/index'
import type { PublicReservation } from '@rezervo/shared/schemas/booking'
import type { AppConfig } from '../config'
import type { ReservationDetails } from '../reservations/details-repository'
import { signReservationToken } from './reservation-token'

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000

/** The slugs of the branch's public route; a branch outside the taxonomy uses the Home route's fixed ones. */
export function branchRouteSlugs(details: Pick<ReservationDetails, 'groupSlug' | 'categorySlug'>) {
  return {
    group: details.groupSlug ?? DEMO_CATEGORY_GROUP_SLUG,
    category: details.categorySlug ?? DEMO_CATEGORY_SLUG,
  }
}

/** The confirmation page with the signed token: the customer's link to view, download and cancel. */
export function confirmationUrl(config: AppConfig, details: ReservationDetails): string {
  const { group, category } = branchRouteSlugs(details)
  const token = signReservationToken(config.appSecret, details.reservation.id)
  const query = new URLSearchParams({ reservation: String(details.reservation.id), token })
  return `${config.appUrl}/${group}/${category}/${details.branch.slug}/potvrzeni-rezervace?${query}`
}

/** The branch's booking page, where a customer picks another time. */
export function bookingUrl(config: AppConfig, details: ReservationDetails): string {
  const { group, category } = branchRouteSlugs(details)
  return `${config.appUrl}/${group}/${category}/${details.branch.slug}/rezervace`
}

/** What the customer sees of the visit: its start and the services' time, without the business's buffers. */
export function visitTimes(details: ReservationDetails) {
  const durationMinutes = details.items.reduce((sum, item) => sum + item.durationMinutes, 0)
  const startsAt = details.reservation.startsAt
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS), durationMinutes }
}

export function cancellableUntil(details: ReservationDetails): Date {
  return new Date(details.reservation.startsAt.getTime() - details.branch.cancellationDeadlineHours * HOUR_MS)
}

export function formatAddress(details: ReservationDetails): string {
  const { branch } = details
  const street = [branch.street, branch.houseNumber].filter(Boolean).join(' ')
  const city = [branch.zip, branch.city].filter(Boolean).join(' ')
  return [street, city].filter(Boolean).join(', ')
}

export function customerLocale(details: ReservationDetails): Locale {
  return details.customer.locale === 'en' ? 'en' : 'cs'
}

export function toPublicReservation(
  config: AppConfig,
  details: ReservationDetails,
  now: Date,
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
  }
}
