/**
 * What the customer is sent when the business cancels (spec §1: "SMS to customer on cancellation"). The
 * messages are queued in the cancel's transaction; the Notifications issue delivers the SMS rows, the mail
 * worker the emails.
 */
import { formatDate, formatTime, type Locale, toGsmFriendlyText } from '@rezervo/shared'
import type { DatabaseOrTransaction } from '../db/client'
import { insertOutboxMessage } from '../mail/outbox-repository'
import { queueEmail } from '../mail/queue-email'
import { renderEmail } from '../mail/templates/layout'
import type { FullReservationRow } from './repository'

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
}

function texts(notice: CancellationNotice, locale: Locale) {
  const { reservation } = notice.row
  const date = formatDate(reservation.startsAt, notice.row.timeZone, locale)
  const time = formatTime(reservation.startsAt, notice.row.timeZone, locale)
  const branch = notice.branch.name
  if (locale === 'cs') {
    return {
      sms: `Vaše rezervace ${date} v ${time} (${branch}) byla zrušena.${notice.reason ? ` Důvod: ${notice.reason}.` : ''} Nový termín: ${notice.branchUrl}`,
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
    sms: `Your reservation on ${date} at ${time} (${branch}) has been cancelled.${notice.reason ? ` Reason: ${notice.reason}.` : ''} Book again: ${notice.branchUrl}`,
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
  const queued = { sms: false, email: false }
  if (notice.sms && customer.phone) {
    await insertOutboxMessage(tx, {
      companyId: notice.companyId,
      channel: 'sms',
      kind: CANCELLATION_KIND,
      recipient: customer.phone,
      // Plain GSM characters keep a Czech SMS at 160 characters a part instead of 70.
      textBody: toGsmFriendlyText(content.sms),
    })
    queued.sms = true
  }
  if (notice.email && customer.email) {
    const email = renderEmail({
      locale,
      subject: content.subject,
      greeting: content.greeting,
      paragraphs: content.paragraphs,
      action: { label: content.action, url: notice.branchUrl },
      notes: [],
    })
    await queueEmail(tx, { kind: CANCELLATION_KIND, to: customer.email, ...email })
    queued.email = true
  }
  return queued
}
