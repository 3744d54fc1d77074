import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { pagedList, rowCount } from '../db/paged-list'
import { outboxMessages, reservations } from '../db/schema'

export interface LogFilter {
  channel?: 'email' | 'sms' | undefined
  state?: 'queued' | 'sending' | 'sent' | 'failed' | undefined
}

function logConditions(companyId: number, filter: LogFilter) {
  const conditions: SQL[] = [eq(outboxMessages.companyId, companyId)]
  if (filter.channel) conditions.push(eq(outboxMessages.channel, filter.channel))
  if (filter.state) conditions.push(eq(outboxMessages.state, filter.state))
  return and(...conditions)
}

/** One company's messages, newest first; the bodies stay out (they can hold sign-in links). */
export async function findCompanyMessages(
  db: DatabaseOrTransaction,
  companyId: number,
  filter: LogFilter,
  window: { limit: number; offset: number },
) {
  const where = logConditions(companyId, filter)
  return pagedList(
    db
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        kind: outboxMessages.kind,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        textBody: outboxMessages.textBody,
        state: outboxMessages.state,
        tries: outboxMessages.tries,
        lastError: outboxMessages.lastError,
        createdAt: outboxMessages.createdAt,
        sentAt: outboxMessages.sentAt,
        nextAttemptAt: outboxMessages.nextAttemptAt,
      })
      .from(outboxMessages)
      .where(where)
      // Newest queued first: ids follow the order of queueing, which created_at from two clocks may not.
      .orderBy(desc(outboxMessages.id)),
    db.select(rowCount).from(outboxMessages).where(where),
    window,
  )
}

export type LoggedMessage = Awaited<ReturnType<typeof findCompanyMessages>>['rows'][number]

export type OutboxMessage = typeof outboxMessages.$inferSelect

export async function findCompanyMessage(db: DatabaseOrTransaction, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.companyId, companyId)))
  return row
}

/** A failed message goes back to the queue as it was, with its tries counted anew. */
export async function requeueFailedMessage(db: DatabaseOrTransaction, id: number, now: Date) {
  const [row] = await db
    .update(outboxMessages)
    .set({ state: 'queued', tries: 0, nextAttemptAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'failed')))
    .returning()
  return row
}

/** The state of the reservation a message is about, as a resend must judge it now. */
export async function findMessageReservation(db: DatabaseOrTransaction, reservationId: number) {
  const [row] = await db
    .select({
      startsAt: reservations.startsAt,
      cancelledAt: reservations.cancelledAt,
      icsSequence: reservations.icsSequence,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
  return row
}
