/**
 * What the customer is sent when the business cancels (spec §1: "SMS to customer on cancellation"). The
 * messages are queued in the cancel's transaction, as far as the company's notification settings allow;
 * the outbox worker delivers them.
 */
import { formatDate, formatTime, type Locale } from '@rezervo/shared'
import type { AppConfig } from '../config'
import type { DatabaseOrTransaction } from '../db/client'
import type { ReservationDetails } from '../reservations/details-repository'
import type { FullReservationRow } from '../reservations/repository'
import { reservationIcsAttachment } from './calendar-file'
import { queueEmail } from './queue-email'
import { queueSms } from './queue-sms'
import { findNotificationSettings } from './settings-repository'
import { renderEmail } from './templates/layout'
import { smsText } from './templates/sms-text'

export const CANCELLATION_KIND = 'reservation-cancelled'

export interface CancellationNotice {
  row: FullReservationRow
  companyId: number
  branch: { name: string; slug: string }
  reason: string | null
  /** The branch page, where the customer can book another time. */
  branchUrl: string
  sms: boolean
  email: boolean
  /**
   * The reservation as cancelled (read after the cancel's UPDATE, so with its raised ics_sequence): the email
   * carries it as METHOD:CANCEL, which removes the event the confirmation put in the customer's calendar.
   */
  calendarEvent: { config: AppConfig; details: ReservationDetails; now: Date } | null
}

function texts(notice: CancellationNotice, locale: Locale) {
  const { reservation } = notice.row
  const date = formatDate(reservation.startsAt, notice.row.timeZone, locale)
  const time = formatTime(reservation.startsAt, notice.row.timeZone, locale)
  const branch = notice.branch.name
  if (locale === 'cs') {
    return {
      subject: `Rezervace ${date} v ${time} byla zrušena`,
      paragraphs: [
        `vaši rezervaci ${date} v ${time} v provozovně ${branch} jsme museli zrušit.`,
        ...(notice.reason ? [`Důvod: ${notice.reason}`] : []),
        'Omlouváme se a budeme rádi, když si vyberete jiný termín.',
      ],
      greeting: `Dobrý den, ${notice.row.customer.firstName},`,
      action: 'Vybrat nový termín',
    }
  }
  return {
    subject: `Your reservation on ${date} at ${time} has been cancelled`,
    paragraphs: [
      `we had to cancel your reservation on ${date} at ${time} at ${branch}.`,
      ...(notice.reason ? [`Reason: ${notice.reason}`] : []),
      'We are sorry and will be glad if you choose another time.',
    ],
    greeting: `Hello ${notice.row.customer.firstName},`,
    action: 'Choose another time',
  }
}

/** Queues what was asked for and the customer can receive; returns what was queued, for the history. */
export async function queueCancellationNotice(tx: DatabaseOrTransaction, notice: CancellationNotice) {
  const { customer } = notice.row
  const locale: Locale = customer.locale === 'en' ? 'en' : 'cs'
  const content = texts(notice, locale)
  const settings = await findNotificationSettings(tx, notice.companyId)
  const queued = { sms: false, email: false }
  if (notice.sms && settings.cancellationSms && customer.phone) {
    const { reservation } = notice.row
    const text = smsText(
      'cancellation',
      settings.cancellationSmsText,
      {
        customerName: `${customer.firstName} ${customer.surname}`,
        startsAt: reservation.startsAt,
        timeZone: notice.row.timeZone,
        branchName: notice.branch.name,
        services: notice.row.items.map((item) => item.name),
        link: notice.branchUrl,
        reason: notice.reason,
      },
      locale,
    )
    const id = await queueSms(tx, {
      kind: CANCELLATION_KIND,
      companyId: notice.companyId,
      to: customer.phone,
      text,
      stripDiacritics: settings.smsStripDiacritics,
    })
    queued.sms = id !== null
  }
  if (notice.email && settings.businessCancellationEmail && customer.email) {
    const email = renderEmail({
      locale,
      subject: content.subject,
      greeting: content.greeting,
      paragraphs: content.paragraphs,
      action: { label: content.action, url: notice.branchUrl },
      notes: [],
    })
    const event = notice.calendarEvent
    await queueEmail(tx, {
      kind: CANCELLATION_KIND,
      to: customer.email,
      ...email,
      companyId: notice.companyId,
      attachments: event ? [reservationIcsAttachment(event.config, event.details, locale, event.now)] : [],
    })
    queued.email = true
  }
  return queued
}
