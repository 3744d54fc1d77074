import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { executeNamed } from '../db/prepared'
import { outboxMessages } from '../db/schema'

export type OutboxRow = typeof outboxMessages.$inferSelect

/** The reservation a message is about, as it was when the message was written (its calendar version). */
export interface AboutReservation {
  id: number
  icsSequence: number
}

export async function insertOutboxMessage(
  db: DatabaseOrTransaction,
  values: typeof outboxMessages.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id })
  if (!row) throw new Error('outbox insert returned no row')
  return row.id
}

/**
 * Several messages in one statement (one round trip); nothing when there are none. `alongside`, writes of
 * the caller's (data-modifying statements), go into the same statement as CTEs, or alone without messages.
 */
export async function insertOutboxMessages(
  db: DatabaseOrTransaction,
  values: (typeof outboxMessages.$inferInsert)[],
  alongside: readonly SQL[] = [],
): Promise<void> {
  const ctes = sql.join(
    alongside.map((write, index) => sql`${sql.raw(`alongside_${index}`)} as (${write})`),
    sql`, `,
  )
  if (values.length === 0) {
    if (alongside.length > 0) await db.execute(sql`with ${ctes} select 1`)
    return
  }
  const insert = db.insert(outboxMessages).values(values)
  // Named: the booking's emails and key answer run on every booking (db/prepared.ts, decision 047).
  if (alongside.length > 0) await executeNamed(db, 'outbox_alongside', sql`with ${ctes} ${insert.getSQL()}`)
  else await insert
}

/**
 * Inserts a message that must exist once at most (values.dedupeKey set); answers null when it already
 * exists, so two processes queueing the same reminder cannot both succeed.
 */
export async function insertOutboxMessageOnce(
  db: DatabaseOrTransaction,
  values: typeof outboxMessages.$inferInsert & { dedupeKey: string },
): Promise<number | null> {
  const [row] = await db
    .insert(outboxMessages)
    .values(values)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id })
  return row?.id ?? null
}

/** Every stored message to one recipient, oldest first (tests read their emails with it). */
export async function findOutboxMessagesTo(db: DatabaseOrTransaction, recipient: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(asc(outboxMessages.id))
}

/**
 * Deletes the messages with these dedupe keys that no worker has claimed yet; answers how many. One the worker
 * already claims (state sending) or has sent stays: it reached, or is reaching, its recipient.
 */
export async function deleteQueuedMessages(db: DatabaseOrTransaction, dedupeKeys: string[]): Promise<number> {
  if (dedupeKeys.length === 0) return 0
  const deleted = await db
    .delete(outboxMessages)
    .where(and(inArray(outboxMessages.dedupeKey, dedupeKeys), eq(outboxMessages.state, 'queued')))
    .returning({ id: outboxMessages.id })
  return deleted.length
}

/** The customer's confirmation emails (of the booking, of their own move), the kinds the outbox stores. */
const CUSTOMER_CONFIRMATION_KINDS = ['booking-confirmation', 'booking-rescheduled-confirmation']

/**
 * Whether a confirmation email of this reservation was queued for its customer (sent or still on its way), so
 * the confirmation page says "we emailed you" only when it is true: the company may send none.
 */
export async function hasCustomerConfirmationEmail(
  db: DatabaseOrTransaction,
  reservationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.reservationId, reservationId),
        eq(outboxMessages.channel, 'email'),
        inArray(outboxMessages.kind, CUSTOMER_CONFIRMATION_KINDS),
      ),
    )
    .limit(1)
  return row !== undefined
}
