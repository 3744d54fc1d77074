import {
  type CustomerOffer,
  confirmationPageUrl,
  customerOffer,
  formatPhone,
  type Locale,
} from '@rezervo/shared'
import { formatAddress as formatAddressLine } from '@rezervo/shared/format/address'
import { branchRouteSlugs as routeSlugsOf } from '@rezervo/shared/public-pages/branch-address'
import { withLanguage } from '@rezervo/shared/public-pages/language-link'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { AppConfig } from '../config'
import type { DatabaseOrTransaction } from '../db/client'
import type { branches, reservationItems, reservations } from '../db/schema'
import { signReservationToken } from './reservation-token'
import type { ReservationSummary } from './templates/reservation-summary'

/**
 * What messages about one reservation are built from: the reservation with its branch, worker, customer and
 * booked items. The reservations module's `findReservationFacts` answers exactly this; messaging declares
 * it here so that it depends on no feature.
 */
export interface ReservationFacts {
  reservation: typeof reservations.$inferSelect
  branch: typeof branches.$inferSelect
  groupSlug: string | null
  categorySlug: string | null
  worker: { id: number; name: string }
  customer: {
    firstName: string
    surname: string
    email: string | null
    phone: string | null
    locale: string
  }
  items: (typeof reservationItems.$inferSelect)[]
}

/** Loads the facts of one reservation (the reminders' job is given the reservations module's query). */
export type LoadReservationFacts = (
  db: DatabaseOrTransaction,
  reservationId: number,
) => Promise<ReservationFacts | undefined>

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000

/** The slugs of the branch's public route: its own category's, or the neutral ones without a category. */
export function branchRouteSlugs(details: Pick<ReservationFacts, 'groupSlug' | 'categorySlug'>) {
  return routeSlugsOf(details)
}

/**
 * The confirmation page with the signed token: the customer's link to view, download and cancel, in the
 * customer's language (`?lang=`, as every link of a message).
 */
export function confirmationUrl(config: AppConfig, details: ReservationFacts): string {
  const { group, category } = branchRouteSlugs(details)
  const token = signReservationToken(config.appSecret, details.reservation.id)
  const page = confirmationPageUrl(
    `${config.appUrl}/${group}/${category}/${details.branch.slug}`,
    details.reservation.id,
    token,
  )
  return withLanguage(page, customerLocale(details))
}

/**
 * The reservation itself in the business's dashboard: the calendar on its day at its branch, with its detail
 * open (?reservation=), for the business's emails about it.
 */
export function reservationDashboardUrl(
  config: AppConfig,
  details: ReservationFacts,
  locale: Locale,
): string {
  const { reservation, branch } = details
  const query = new URLSearchParams({
    view: 'day',
    date: utcToZonedParts(reservation.startsAt, branch.timeZone).date,
    branch: String(branch.id),
    reservation: String(reservation.id),
  })
  return withLanguage(`${config.appUrl}/dashboard/reservations?${query}`, locale)
}

/** The branch's booking page, where a customer picks another time, in the customer's language. */
export function bookingUrl(config: AppConfig, details: ReservationFacts): string {
  const { group, category } = branchRouteSlugs(details)
  return withLanguage(
    `${config.appUrl}/${group}/${category}/${details.branch.slug}/rezervace`,
    customerLocale(details),
  )
}

/** What the customer sees of the visit: its start and the services' time, without the business's buffers. */
export function visitTimes(details: ReservationFacts) {
  const durationMinutes = details.items.reduce((sum, item) => sum + item.durationMinutes, 0)
  const startsAt = details.reservation.startsAt
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS), durationMinutes }
}

/**
 * Until when the customer may cancel or reschedule online: the deadline the reservation was made with (what the
 * customer was promised), before its current start; a later change of the branch's deadline does not touch it.
 */
export function cancellableUntil(details: ReservationFacts): Date {
  const { startsAt, cancellationDeadlineHours } = details.reservation
  return new Date(startsAt.getTime() - cancellationDeadlineHours * HOUR_MS)
}

/** What a message sent at `now` may offer the customer: cancelling and moving online until the deadline. */
export function customerOfferAt(details: ReservationFacts, now: Date): CustomerOffer {
  // The customer moves their visit online until the same deadline as they cancel (decision 030).
  const until = cancellableUntil(details)
  return customerOffer({
    now,
    cancellableUntil: until,
    changeableUntil: until,
    branchPhone: details.branch.phone,
  })
}

/** The branch's phone for people to read ('731 000 111'), or null. */
export function branchPhoneText(details: ReservationFacts): string | null {
  return details.branch.phone ? formatPhone(details.branch.phone) : null
}

export function formatAddress(details: ReservationFacts): string {
  return formatAddressLine(details.branch)
}

export function customerLocale(details: ReservationFacts): Locale {
  return details.customer.locale === 'en' ? 'en' : 'cs'
}

/** The facts every reservation email repeats, as plain values. */
export function summaryOf(details: ReservationFacts): ReservationSummary {
  const visit = visitTimes(details)
  return {
    branchName: details.branch.name,
    address: formatAddress(details),
    services: details.items.map((item) => item.name),
    workerName: details.worker.name,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    timeZone: details.branch.timeZone,
    priceCzk: details.reservation.priceCzk,
    customerFirstName: details.customer.firstName,
  }
}

/** The customer as the business's emails name them. */
export function customerContact(details: ReservationFacts) {
  return {
    name: `${details.customer.firstName} ${details.customer.surname}`,
    email: details.customer.email,
    phone: details.customer.phone,
    note: details.reservation.note,
  }
}
