import type { Locale } from '@rezervo/shared'
import type { DatabaseOrTransaction } from '../../db/client'
import { reservationIcsAttachment } from '../calendar-file'
import { type EmailAttachment, queueEmail } from '../queue-email'
import { queueSms } from '../queue-sms'
import { findOwnerEmails } from '../recipient-repository'
import {
  bookingUrl,
  branchPhoneText,
  cancellableUntil,
  confirmationUrl,
  customerContact,
  customerLocale,
  customerOfferAt,
  type ReservationFacts,
  summaryOf,
} from '../reservation-facts'
import { findNotificationSettings } from '../settings-repository'
import { bookingConfirmationEmail } from '../templates/booking-confirmation'
import { businessCancellationEmail } from '../templates/business-cancellation'
import { cancellationConfirmedEmail } from '../templates/cancellation-confirmed'
import { customerCancellationEmail } from '../templates/customer-cancellation'
import type { RenderedEmail } from '../templates/layout'
import { newBookingEmail } from '../templates/new-booking'
import { smsText } from '../templates/sms-text'
import type { MessageContext, QueuedChannels } from './message-context'

/**
 * A customer booked online: their confirmation with the calendar event, to the reservation's customer as
 * stored (their email, their language), when the company sends confirmations; and the business's notice of a
 * new booking, when it wants one.
 */
export interface BookingConfirmedMessage {
  kind: 'booking-confirmed'
  reservation: ReservationFacts
}

/**
 * The customer cancelled through their link: a record of it with the cancelled calendar event (when
 * confirmations are on), and the business's notice (when that message is on).
 */
export interface BookingCancelledByCustomerMessage {
  kind: 'booking-cancelled-by-customer'
  reservation: ReservationFacts
}

/** The business cancelled: the customer is told by SMS and/or email, as asked and as the settings allow. */
export interface ReservationCancelledByBusinessMessage {
  kind: 'reservation-cancelled-by-business'
  /** As cancelled, read after the cancel's UPDATE (its raised ics_sequence withdraws the calendar event). */
  reservation: ReservationFacts
  reason: string | null
  sms: boolean
  email: boolean
}

/** Reservation emails are about one company's reservation, so the outbox row names the company. */
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

/** The branch's own address in Czech, else every owner of the company in their language. */
async function businessRecipients(db: DatabaseOrTransaction, details: ReservationFacts) {
  if (details.branch.email) return [{ email: details.branch.email, locale: 'cs' as Locale }]
  const owners = await findOwnerEmails(db, details.branch.companyId)
  return owners.map((owner) => ({
    email: owner.email,
    locale: (owner.locale === 'en' ? 'en' : 'cs') as Locale,
  }))
}

/** The reservation's calendar event as an iMIP attachment: REQUEST while it stands, CANCEL once cancelled. */
const calendarAttachment = (context: MessageContext, details: ReservationFacts, locale: Locale) =>
  reservationIcsAttachment(context.config, details, locale, context.now)

const dashboardUrl = (context: MessageContext) => `${context.config.appUrl}/dashboard/reservations`

export async function queueBookingConfirmed(
  context: MessageContext,
  { reservation: details }: BookingConfirmedMessage,
): Promise<QueuedChannels> {
  const { db } = context
  const summary = summaryOf(details)
  const settings = await findNotificationSettings(db, details.branch.companyId)
  const queued = { email: false, sms: false }
  const customerEmail = details.customer.email
  if (settings.bookingConfirmationEmail && customerEmail) {
    const locale = customerLocale(details)
    const confirmation = bookingConfirmationEmail({
      locale,
      summary,
      manageUrl: confirmationUrl(context.config, details),
      cancellableUntil: cancellableUntil(details),
      offer: customerOfferAt(details, context.now),
    })
    await queueCompanyEmail(
      db,
      'booking-confirmation',
      customerEmail,
      confirmation,
      details.branch.companyId,
      [calendarAttachment(context, details, locale)],
    )
    queued.email = true
  }
  if (!settings.newBookingToBusiness) return queued
  for (const recipient of await businessRecipients(db, details)) {
    const email = newBookingEmail({
      locale: recipient.locale,
      summary,
      customer: customerContact(details),
      dashboardUrl: dashboardUrl(context),
    })
    await queueCompanyEmail(db, 'booking-new-for-business', recipient.email, email, details.branch.companyId)
  }
  return queued
}

export async function queueBookingCancelledByCustomer(
  context: MessageContext,
  { reservation: details }: BookingCancelledByCustomerMessage,
): Promise<QueuedChannels> {
  const { db } = context
  const summary = summaryOf(details)
  const settings = await findNotificationSettings(db, details.branch.companyId)
  const customerEmail = details.customer.email
  const queued = { email: false, sms: false }
  if (settings.bookingConfirmationEmail && customerEmail) {
    const locale = customerLocale(details)
    const email = cancellationConfirmedEmail({
      locale,
      summary,
      bookingUrl: bookingUrl(context.config, details),
    })
    await queueCompanyEmail(
      db,
      'booking-cancellation-confirmed',
      customerEmail,
      email,
      details.branch.companyId,
      [calendarAttachment(context, details, locale)],
    )
    queued.email = true
  }
  if (!settings.customerCancellationToBusiness) return queued
  for (const recipient of await businessRecipients(db, details)) {
    const email = customerCancellationEmail({
      locale: recipient.locale,
      summary,
      customer: customerContact(details),
      dashboardUrl: dashboardUrl(context),
    })
    await queueCompanyEmail(
      db,
      'booking-cancelled-by-customer',
      recipient.email,
      email,
      details.branch.companyId,
    )
  }
  return queued
}

/** The kind under which a business cancellation's SMS and email are stored. */
export const BUSINESS_CANCELLATION_KIND = 'reservation-cancelled'

/** Queues what was asked for and the customer can receive; answers what was queued, for the history. */
export async function queueReservationCancelledByBusiness(
  context: MessageContext,
  message: ReservationCancelledByBusinessMessage,
): Promise<QueuedChannels> {
  const { db, config } = context
  const { reservation: details, reason } = message
  const { customer, reservation, branch } = details
  const locale = customerLocale(details)
  const companyId = reservation.companyId
  const branchUrl = `${config.appUrl}/${branch.slug}`
  const settings = await findNotificationSettings(db, companyId)
  const queued = { sms: false, email: false }
  if (message.sms && settings.cancellationSms && customer.phone) {
    const text = smsText(
      'cancellation',
      settings.cancellationSmsText,
      {
        customerName: `${customer.firstName} ${customer.surname}`,
        startsAt: reservation.startsAt,
        timeZone: branch.timeZone,
        branchName: branch.name,
        services: details.items.map((item) => item.name),
        link: branchUrl,
        phone: branchPhoneText(details),
        reason,
      },
      locale,
    )
    const id = await queueSms(db, {
      kind: BUSINESS_CANCELLATION_KIND,
      companyId,
      to: customer.phone,
      text,
      stripDiacritics: settings.smsStripDiacritics,
    })
    queued.sms = id !== null
  }
  if (message.email && settings.businessCancellationEmail && customer.email) {
    const email = businessCancellationEmail({
      locale,
      customerFirstName: customer.firstName,
      startsAt: reservation.startsAt,
      timeZone: branch.timeZone,
      branchName: branch.name,
      reason,
      branchUrl,
    })
    // The reservation as cancelled (read after the cancel's UPDATE): its METHOD:CANCEL event removes the one
    // the confirmation put in the customer's calendar.
    await queueCompanyEmail(db, BUSINESS_CANCELLATION_KIND, customer.email, email, companyId, [
      calendarAttachment(context, details, locale),
    ])
    queued.email = true
  }
  return queued
}
