import type { Locale } from '@rezervo/shared'
import { findOwnerEmails } from '../booking/booking-repository'
import type { AppConfig } from '../config'
import type { DatabaseOrTransaction } from '../db/client'
import type { ReservationDetails } from '../reservations/details-repository'
import { reservationIcsAttachment } from './calendar-file'
import { type EmailAttachment, queueEmail } from './queue-email'
import {
  bookingUrl,
  cancellableUntil,
  confirmationUrl,
  customerLocale,
  formatAddress,
  visitTimes,
} from './reservation-facts'
import { findNotificationSettings } from './settings-repository'
import { bookingConfirmationEmail } from './templates/booking-confirmation'
import { cancellationConfirmedEmail } from './templates/cancellation-confirmed'
import { customerCancellationEmail } from './templates/customer-cancellation'
import type { RenderedEmail } from './templates/layout'
import { newBookingEmail } from './templates/new-booking'
import type { ReservationSummary } from './templates/reservation-summary'

/** Booking emails are about one company's reservation, so the outbox row names the company. */
async function queueCompanyEmail(
  db: DatabaseOrTransaction,
  kind: string,
  to: string,
  email: RenderedEmail,
  companyId: number,
  attachments: EmailAttachment[] = [],
) {
  await queueEmail(db, { kind, to, ...email, companyId, attachments })
}

export function summaryOf(details: ReservationDetails): ReservationSummary {
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
  }
}

function customerContact(details: ReservationDetails) {
  return {
    name: `${details.customer.firstName} ${details.customer.surname}`,
    email: details.customer.email,
    phone: details.customer.phone,
    note: details.reservation.note,
  }
}

/** The branch's own address in Czech, else every owner of the company in their language. */
async function businessRecipients(db: DatabaseOrTransaction, details: ReservationDetails) {
  if (details.branch.email) return [{ email: details.branch.email, locale: 'cs' as Locale }]
  const owners = await findOwnerEmails(db, details.branch.companyId)
  return owners.map((owner) => ({
    email: owner.email,
    locale: (owner.locale === 'en' ? 'en' : 'cs') as Locale,
  }))
}

/**
 * A new online booking: the confirmation goes to the reservation's customer as stored (their email, their
 * language), and the business is told (each when the company's settings say so).
 */
export async function queueBookingEmails(
  db: DatabaseOrTransaction,
  config: AppConfig,
  details: ReservationDetails,
  now: Date,
) {
  const summary = summaryOf(details)
  const settings = await findNotificationSettings(db, details.branch.companyId)
  const customerEmail = details.customer.email
  if (settings.bookingConfirmationEmail && customerEmail)
    await queueConfirmation(db, config, details, customerEmail, customerLocale(details), now)
  if (!settings.newBookingToBusiness) return
  for (const recipient of await businessRecipients(db, details)) {
    const email = newBookingEmail({
      locale: recipient.locale,
      summary,
      customer: customerContact(details),
      dashboardUrl: `${config.appUrl}/dashboard/reservations`,
    })
    await queueCompanyEmail(db, 'booking-new-for-business', recipient.email, email, details.branch.companyId)
  }
}

async function queueConfirmation(
  db: DatabaseOrTransaction,
  config: AppConfig,
  details: ReservationDetails,
  to: string,
  locale: Locale,
  now: Date,
) {
  const summary = summaryOf(details)
  const confirmation = bookingConfirmationEmail({
    locale,
    summary,
    manageUrl: confirmationUrl(config, details),
    cancellableUntil: cancellableUntil(details),
  })
  await queueCompanyEmail(db, 'booking-confirmation', to, confirmation, details.branch.companyId, [
    reservationIcsAttachment(config, details, locale, now),
  ])
}

/**
 * The customer cancelled through their link: they get a record of it with the cancelled calendar event
 * (when booking confirmations are on), and the business is told (when that message is on).
 */
export async function queueCustomerCancellationEmails(
  db: DatabaseOrTransaction,
  config: AppConfig,
  details: ReservationDetails,
  now: Date,
) {
  const summary = summaryOf(details)
  const settings = await findNotificationSettings(db, details.branch.companyId)
  const customerEmail = details.customer.email
  if (settings.bookingConfirmationEmail && customerEmail) {
    const locale = customerLocale(details)
    const email = cancellationConfirmedEmail({ locale, summary, bookingUrl: bookingUrl(config, details) })
    await queueCompanyEmail(
      db,
      'booking-cancellation-confirmed',
      customerEmail,
      email,
      details.branch.companyId,
      [reservationIcsAttachment(config, details, locale, now)],
    )
  }
  if (!settings.customerCancellationToBusiness) return
  for (const recipient of await businessRecipients(db, details)) {
    const email = customerCancellationEmail({
      locale: recipient.locale,
      summary,
      customer: customerContact(details),
      dashboardUrl: `${config.appUrl}/dashboard/reservations`,
    })
    await queueCompanyEmail(
      db,
      'booking-cancelled-by-customer',
      recipient.email,
      email,
      details.branch.companyId,
    )
  }
}
