import type { Locale } from '@rezervo/shared'
import { withLanguage } from '@rezervo/shared/public-pages/language-link'
import type { DatabaseOrTransaction } from '../../db/client'
import type { SqlFragment } from '../../db/sql-fragment'
import { reservationIcsAttachment } from '../calendar-file'
import { deleteQueuedMessages } from '../outbox-repository'
import {
  type EmailAttachment,
  type EmailMessage,
  emailOutboxRows,
  type OutboxInsert,
  queueEmail,
  queueEmails,
} from '../queue-email'
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
  reservationDashboardUrl,
  summaryOf,
} from '../reservation-facts'
import { findNotificationSettings, type NotificationSettingsRow } from '../settings-repository'
import { bookingConfirmationEmail } from '../templates/booking-confirmation'
import { businessCancellationEmail } from '../templates/business-cancellation'
import { cancellationConfirmedEmail } from '../templates/cancellation-confirmed'
import { customerCancellationEmail } from '../templates/customer-cancellation'
import { customerRescheduleEmail } from '../templates/customer-reschedule'
import type { RenderedEmail } from '../templates/layout'
import { newBookingEmail } from '../templates/new-booking'
import { reservationChangedEmail } from '../templates/reservation-changed'
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
  /** The company's notification settings when the caller has read them already (else they are read here). */
  settings?: NotificationSettingsRow
  /**
   * Writes of the caller's to send in the same statement as the emails (one round trip), as CTEs: they
   * see the statement's snapshot, not the emails. Sent alone when no email is due.
   */
  alongside?: readonly SqlFragment[]
}

/**
 * The customer cancelled through their link: a record of it with the cancelled calendar event (when
 * confirmations are on), and the business's notice (when that message is on).
 */
export interface BookingCancelledByCustomerMessage {
  kind: 'booking-cancelled-by-customer'
  reservation: ReservationFacts
}

/**
 * The customer moved their reservation through their link: their updated confirmation with the calendar event
 * (same UID, raised SEQUENCE) when confirmations are on, and always the business's notice: a visit that moves
 * without the business knowing is exactly what must not happen.
 */
export interface BookingRescheduledByCustomerMessage {
  kind: 'booking-rescheduled-by-customer'
  /** As moved, read after the UPDATE. */
  reservation: ReservationFacts
  previousStartsAt: Date
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

/**
 * The business moved the reservation, gave it to another worker or changed its services: the customer gets the
 * new details and the updated calendar event, by email and by SMS as the company's settings allow. The
 * message waits until `dueAt` (after the calendar's undo window), so `withdrawReservationChangeNotice` can
 * take it back when the change is undone or replaced meanwhile (decision 029).
 */
export interface ReservationChangedByBusinessMessage {
  kind: 'reservation-changed-by-business'
  /** As changed, read after the UPDATE (its raised ics_sequence updates the calendar event). */
  reservation: ReservationFacts
  /** What the customer knew before the change. */
  previous: { startsAt: Date; endsAt: Date; workerName: string; services: string[] }
  /** Names this notice's outbox rows, so they can be withdrawn while still queued. */
  noticeKey: string
  dueAt: Date
}

/**
 * Reservation emails are about one company's reservation, so the outbox row names the company and the
 * reservation with its calendar version (a resend checks it is still true, an erasure finds the copy).
 */
async function queueCompanyEmail(
  db: DatabaseOrTransaction,
  kind: string,
  to: string,
  email: RenderedEmail,
  details: ReservationFacts,
  attachments: EmailAttachment[] = [],
  timing: { dedupeKey?: string; dueAt?: Date } = {},
) {
  const { reservation } = details
  await queueEmail(db, {
    kind,
    to,
    ...email,
    companyId: reservation.companyId,
    attachments,
    reservation,
    ...timing,
  })
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

/** Whether a booking's confirmation email goes to its customer: the company sends them, the customer has an email. */
export function sendsCustomerConfirmation(
  settings: Pick<NotificationSettingsRow, 'bookingConfirmationEmail'>,
  details: Pick<ReservationFacts, 'customer'>,
): boolean {
  return settings.bookingConfirmationEmail && Boolean(details.customer.email)
}

/** The booking's emails, rendered (the business's recipients may be read), not yet stored. */
async function bookingConfirmedEmails(
  context: MessageContext,
  { reservation: details, settings: known }: BookingConfirmedMessage,
): Promise<{ emails: EmailMessage[]; queued: QueuedChannels }> {
  const { db } = context
  const summary = summaryOf(details)
  const settings = known ?? (await findNotificationSettings(db, details.branch.companyId))
  const queued = { email: false, sms: false }
  const companyId = details.branch.companyId
  // Collected, then stored in one statement.
  const emails: EmailMessage[] = []
  const customerEmail = details.customer.email
  if (customerEmail && sendsCustomerConfirmation(settings, details)) {
    const locale = customerLocale(details)
    const confirmation = bookingConfirmationEmail({
      locale,
      summary,
      manageUrl: confirmationUrl(context.config, details),
      cancellableUntil: cancellableUntil(details),
      offer: customerOfferAt(details, context.now),
    })
    emails.push({
      kind: 'booking-confirmation',
      to: customerEmail,
      ...confirmation,
      companyId,
      attachments: [calendarAttachment(context, details, locale)],
      reservation: details.reservation,
    })
    queued.email = true
  }
  if (settings.newBookingToBusiness) {
    for (const recipient of await businessRecipients(db, details)) {
      const email = newBookingEmail({
        locale: recipient.locale,
        summary,
        customer: customerContact(details),
        dashboardUrl: reservationDashboardUrl(context.config, details, recipient.locale),
      })
      emails.push({
        kind: 'booking-new-for-business',
        to: recipient.email,
        ...email,
        companyId,
        reservation: details.reservation,
      })
    }
  }
  return { emails, queued }
}

export async function queueBookingConfirmed(
  context: MessageContext,
  message: BookingConfirmedMessage,
): Promise<QueuedChannels> {
  const { emails, queued } = await bookingConfirmedEmails(context, message)
  await queueEmails(context.db, emails, message.alongside)
  return queued
}

/**
 * The booking's emails rendered now and answered as outbox rows (facts, not SQL), which the booking inserts in
 * its reservation's statement, within the transaction that stores the reservation (so the emails cost no
 * round trip under the diary locks: decisions 051 and 070). `context.db` is only read from (the business's
 * recipients when the branch has no email). `message.alongside` is not used: the caller has its statement.
 */
export async function bookingConfirmedOutboxRows(
  context: MessageContext,
  message: BookingConfirmedMessage,
): Promise<{ rows: OutboxInsert[]; queued: QueuedChannels }> {
  const { emails, queued } = await bookingConfirmedEmails(context, message)
  return { rows: emailOutboxRows(emails), queued }
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
    await queueCompanyEmail(db, 'booking-cancellation-confirmed', customerEmail, email, details, [
      calendarAttachment(context, details, locale),
    ])
    queued.email = true
  }
  if (!settings.customerCancellationToBusiness) return queued
  for (const recipient of await businessRecipients(db, details)) {
    const email = customerCancellationEmail({
      locale: recipient.locale,
      summary,
      customer: customerContact(details),
      dashboardUrl: reservationDashboardUrl(context.config, details, recipient.locale),
    })
    await queueCompanyEmail(db, 'booking-cancelled-by-customer', recipient.email, email, details)
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
  const branchUrl = withLanguage(`${config.appUrl}/${branch.slug}`, locale)
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
      reservation: details.reservation,
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
    await queueCompanyEmail(db, BUSINESS_CANCELLATION_KIND, customer.email, email, details, [
      calendarAttachment(context, details, locale),
    ])
    queued.email = true
  }
  return queued
}

/** The kind under which a change notice's SMS and email are stored. */
export const RESERVATION_CHANGE_KIND = 'reservation-changed'

const noticeKeys = (noticeKey: string) => ({ email: `${noticeKey}:email`, sms: `${noticeKey}:sms` })

/** Queues the change notice on the channels the settings allow and the customer can receive. */
export async function queueReservationChangedByBusiness(
  context: MessageContext,
  message: ReservationChangedByBusinessMessage,
): Promise<QueuedChannels> {
  const { db, config } = context
  const { reservation: details, dueAt } = message
  const { customer, reservation, branch } = details
  const locale = customerLocale(details)
  const companyId = reservation.companyId
  const settings = await findNotificationSettings(db, companyId)
  const keys = noticeKeys(message.noticeKey)
  const manageUrl = confirmationUrl(config, details)
  const queued = { sms: false, email: false }
  if (settings.reservationChangeSms && customer.phone) {
    const text = smsText(
      'change',
      null,
      {
        customerName: `${customer.firstName} ${customer.surname}`,
        startsAt: reservation.startsAt,
        timeZone: branch.timeZone,
        branchName: branch.name,
        services: details.items.map((item) => item.name),
        link: manageUrl,
      },
      locale,
    )
    const id = await queueSms(db, {
      kind: RESERVATION_CHANGE_KIND,
      reservation: details.reservation,
      companyId,
      to: customer.phone,
      text,
      stripDiacritics: settings.smsStripDiacritics,
      dedupeKey: keys.sms,
      dueAt,
    })
    queued.sms = id !== null
  }
  if (settings.reservationChangeEmail && customer.email) {
    const summary = summaryOf(details)
    const email = reservationChangedEmail({
      locale,
      summary,
      previous: { ...message.previous, timeZone: branch.timeZone },
      manageUrl,
    })
    await queueCompanyEmail(
      db,
      RESERVATION_CHANGE_KIND,
      customer.email,
      email,
      details,
      [calendarAttachment(context, details, locale)],
      { dedupeKey: keys.email, dueAt },
    )
    queued.email = true
  }
  return queued
}

/**
 * Takes back a change notice that no worker has picked up yet; answers whether anything was withdrawn (false:
 * it was sent, is being sent, or never existed).
 */
export async function withdrawReservationChangeNotice(
  db: DatabaseOrTransaction,
  noticeKey: string,
): Promise<boolean> {
  const keys = noticeKeys(noticeKey)
  return (await deleteQueuedMessages(db, [keys.email, keys.sms])) > 0
}

export async function queueBookingRescheduledByCustomer(
  context: MessageContext,
  { reservation: details, previousStartsAt }: BookingRescheduledByCustomerMessage,
): Promise<QueuedChannels> {
  const { db } = context
  const summary = summaryOf(details)
  const settings = await findNotificationSettings(db, details.branch.companyId)
  const queued = { email: false, sms: false }
  const customerEmail = details.customer.email
  if (customerEmail && sendsCustomerConfirmation(settings, details)) {
    const locale = customerLocale(details)
    const confirmation = bookingConfirmationEmail({
      locale,
      summary,
      manageUrl: confirmationUrl(context.config, details),
      cancellableUntil: cancellableUntil(details),
      offer: customerOfferAt(details, context.now),
      rescheduledFrom: previousStartsAt,
    })
    await queueCompanyEmail(db, 'booking-rescheduled-confirmation', customerEmail, confirmation, details, [
      calendarAttachment(context, details, locale),
    ])
    queued.email = true
  }
  for (const recipient of await businessRecipients(db, details)) {
    const email = customerRescheduleEmail({
      locale: recipient.locale,
      summary,
      previousStartsAt,
      customer: customerContact(details),
      dashboardUrl: reservationDashboardUrl(context.config, details, recipient.locale),
    })
    await queueCompanyEmail(db, 'booking-rescheduled-by-customer', recipient.email, email, details)
  }
  return queued
}
