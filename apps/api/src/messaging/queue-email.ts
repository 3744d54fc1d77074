import type { DatabaseOrTransaction } from '../db/client'
import type { SqlFragment } from '../db/sql-fragment'
import {
  type AboutReservation,
  insertOutboxMessage,
  insertOutboxMessages,
  type OutboxRow,
} from './outbox-repository'

export type EmailAttachment = OutboxRow['attachments'][number]

export interface EmailMessage {
  /** What the email is about ('verify-email', 'reset-password'), for the outbox and the mailbox. */
  kind: string
  to: string
  subject: string
  text: string
  html: string
  /** The company the email is sent for, when there is one (business emails). */
  companyId?: number | null
  /** Text files to attach (an .ics event, say). */
  attachments?: EmailAttachment[]
  /** Names the email so it can be withdrawn while still queued (a change notice in its undo window). */
  dedupeKey?: string
  /** Not sent before this time (a change notice waits out the undo window); at once when absent. */
  dueAt?: Date
  /** The reservation the email is about: a resend checks its state, an erasure finds the copy. */
  reservation?: AboutReservation | null
}

/**
 * The one way features send an email: it becomes a queued outbox row, inside the caller's transaction
 * when one is passed, so an email exists exactly when the change that caused it was committed. Without
 * SMTP_URL it is delivered to the development mailbox. Call `app.mailDelivery.deliverSoon()`
 * after the commit.
 */
export async function queueEmail(db: DatabaseOrTransaction, message: EmailMessage): Promise<number> {
  return insertOutboxMessage(db, outboxValues(message))
}

/** queueEmail for several emails, in one statement (with the caller's `alongside` write, see insertOutboxMessages). */
export async function queueEmails(
  db: DatabaseOrTransaction,
  messages: readonly EmailMessage[],
  alongside?: readonly SqlFragment[],
) {
  await insertOutboxMessages(db, messages.map(outboxValues), alongside)
}

/**
 * These emails as the outbox rows queueEmail would store, for a statement that inserts them itself (the
 * public booking's reservation statement, decision 070).
 */
export function emailOutboxRows(messages: readonly EmailMessage[]): OutboxInsert[] {
  return messages.map(outboxValues)
}

/** An outbox row as a caller's statement inserts it (emailOutboxRows). */
export type OutboxInsert = ReturnType<typeof outboxValues>

function outboxValues(message: EmailMessage) {
  return {
    companyId: message.companyId ?? null,
    channel: 'email' as const,
    kind: message.kind,
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    attachments: message.attachments ?? [],
    ...(message.dedupeKey ? { dedupeKey: message.dedupeKey } : {}),
    ...(message.dueAt ? { nextAttemptAt: message.dueAt, notBefore: message.dueAt } : {}),
    reservationId: message.reservation?.id ?? null,
    reservationSequence: message.reservation?.icsSequence ?? null,
  }
}
