import { countSmsSegments, type NotificationLogEntry, type NotificationLogQuery } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { HttpError, notFound } from '../http/errors'
import { isoOrNull, listAnswer, pageWindow } from '../http/records'
import {
  findCompanyMessage,
  findCompanyMessages,
  findMessageReservation,
  type LoggedMessage,
  type OutboxMessage,
  requeueFailedMessage,
} from './log-repository'
import { BUSINESS_CANCELLATION_KIND } from './message-kinds/reservation-messages'
import { insertOutboxMessage } from './outbox-repository'
import { REMINDER_KIND } from './reminders/reminder-job'

const SMS_EXCERPT_LENGTH = 80

/** An email by its subject, an SMS by the start of its text (SMS have no subject). */
export function logSummary(message: Pick<LoggedMessage, 'channel' | 'subject' | 'textBody'>): string {
  if (message.channel === 'email') return message.subject ?? ''
  const text = message.textBody
  return text.length > SMS_EXCERPT_LENGTH ? `${text.slice(0, SMS_EXCERPT_LENGTH - 1)}…` : text
}

function logEntry(message: LoggedMessage): NotificationLogEntry {
  return {
    id: message.id,
    channel: message.channel,
    kind: message.kind,
    recipient: message.recipient,
    summary: logSummary(message),
    state: message.state,
    tries: message.tries,
    last_error: message.lastError,
    sms_segments: message.channel === 'sms' ? countSmsSegments(message.textBody).segments : null,
    created_at: message.createdAt.toISOString(),
    sent_at: isoOrNull(message.sentAt),
    next_attempt_at: message.state === 'queued' ? message.nextAttemptAt.toISOString() : null,
  }
}

export async function listNotificationLog(deps: AppDeps, access: CompanyAccess, query: NotificationLogQuery) {
  const { rows, total } = await findCompanyMessages(
    deps.database.db,
    access.companyId,
    query,
    pageWindow(query),
  )
  return listAnswer(query, { rows, total }, logEntry)
}

/** Messages that tell the customer (or the business) that the reservation stands. */
const STANDING_KINDS = new Set(['booking-confirmation', 'booking-new-for-business', REMINDER_KIND])
/** Messages that tell that the reservation is cancelled. */
const CANCELLED_KINDS = new Set([
  BUSINESS_CANCELLATION_KIND,
  'booking-cancellation-confirmed',
  'booking-cancelled-by-customer',
])

/**
 * A message about a reservation is sent again only while it still tells the truth: never a confirmation or a
 * reminder of a reservation cancelled since or already begun, never a cancellation of one restored since, and
 * nothing about a time, worker or services that changed after the message was written. 409 with a code the
 * delivery log explains.
 */
async function ensureStillTrue(deps: AppDeps, message: OutboxMessage) {
  if (message.reservationId === null) return
  const { db } = deps.database
  const reservation = await findMessageReservation(db, message.reservationId)
  if (!reservation) return
  const refuse = (
    key:
      | 'resendReservationCancelled'
      | 'resendReservationRestored'
      | 'resendReservationPast'
      | 'resendReservationChanged',
    code: string,
  ) => new HttpError(409, key, {}, { code })
  if (STANDING_KINDS.has(message.kind)) {
    if (reservation.cancelledAt) throw refuse('resendReservationCancelled', 'reservation_cancelled')
    if (reservation.startsAt.getTime() <= deps.clock.now().getTime()) {
      throw refuse('resendReservationPast', 'reservation_past')
    }
  }
  if (CANCELLED_KINDS.has(message.kind) && !reservation.cancelledAt) {
    throw refuse('resendReservationRestored', 'reservation_restored')
  }
  if (message.reservationSequence !== null && message.reservationSequence !== reservation.icsSequence) {
    throw refuse('resendReservationChanged', 'reservation_changed')
  }
}

/**
 * Sends a message again: a failed one goes back to the queue with its tries reset; a sent one is copied to a
 * new row (the log keeps both); a queued or sending one is already on its way and is answered as it is.
 */
export async function resendNotification(deps: AppDeps, access: CompanyAccess, id: number) {
  const { db } = deps.database
  const message = await findCompanyMessage(db, access.companyId, id)
  if (!message) throw notFound()
  if (message.state === 'failed' || message.state === 'sent') await ensureStillTrue(deps, message)
  const now = deps.clock.now()
  if (message.state === 'failed') {
    const requeued = await requeueFailedMessage(db, id, now)
    if (requeued) return { data: logEntry(requeued) }
  }
  if (message.state === 'sent') {
    const copyId = await insertOutboxMessage(db, {
      companyId: message.companyId,
      channel: message.channel,
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject,
      textBody: message.textBody,
      htmlBody: message.htmlBody,
      attachments: message.attachments,
      reservationId: message.reservationId,
      reservationSequence: message.reservationSequence,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    const copy = await findCompanyMessage(db, access.companyId, copyId)
    if (copy) return { data: logEntry(copy) }
  }
  const current = await findCompanyMessage(db, access.companyId, id)
  if (!current) throw notFound()
  return { data: logEntry(current) }
}
