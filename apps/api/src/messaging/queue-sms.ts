import { normalizePhone, prepareSms } from '@rezervo/shared'
import type { DatabaseOrTransaction } from '../db/client'
import type { AboutReservation } from './outbox-repository'
import { insertOutboxMessage, insertOutboxMessageOnce } from './outbox-repository'

export interface SmsMessage {
  kind: string
  companyId: number
  /** As stored on the customer; national numbers are taken as Czech (+420). */
  to: string
  text: string
  stripDiacritics: boolean
  /** Makes the SMS exist once at most (a reminder), or names it to withdraw it while queued. */
  dedupeKey?: string
  /** Not sent before this time; at once when absent. */
  dueAt?: Date
  /** The reservation the SMS is about: a resend checks its state, an erasure finds the copy. */
  reservation?: AboutReservation | null
}

/**
 * Queues an SMS as an outbox row in the caller's transaction, with the number in E.164 and the text as it
 * will be sent. Answers the row id, or null when the number is not a phone number (nothing to send to) or a
 * message with the same dedupe key exists.
 */
export async function queueSms(db: DatabaseOrTransaction, message: SmsMessage): Promise<number | null> {
  const phone = normalizePhone(message.to)
  if (!phone) return null
  const values = {
    companyId: message.companyId,
    channel: 'sms' as const,
    kind: message.kind,
    recipient: phone,
    textBody: prepareSms(message.text, { stripDiacritics: message.stripDiacritics }).text,
    ...(message.dueAt ? { nextAttemptAt: message.dueAt, notBefore: message.dueAt } : {}),
    reservationId: message.reservation?.id ?? null,
    reservationSequence: message.reservation?.icsSequence ?? null,
  }
  if (message.dedupeKey) return insertOutboxMessageOnce(db, { ...values, dedupeKey: message.dedupeKey })
  return insertOutboxMessage(db, values)
}
