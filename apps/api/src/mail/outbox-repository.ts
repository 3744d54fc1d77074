import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { outboxMessages } from '../db/schema'

export type OutboxRow = typeof outboxMessages.$inferSelect

export async function insertOutboxMessage(
  db: DatabaseOrTransaction,
  values: typeof outboxMessages.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id })
  if (!row) throw new Error('outbox insert returned no row')
  return row.id
}

/**
 * Moves due queued emails to 'sending' and returns them. SKIP LOCKED lets several processes claim batches
 * at once without sending one message twice.
 */
export async function claimDueEmails(db: DatabaseOrTransaction, now: Date, batch: number) {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, 'email'),
        eq(outboxMessages.state, 'queued'),
        lte(outboxMessages.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(outboxMessages.id))
    .limit(batch)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(outboxMessages)
    .set({ state: 'sending', tries: sql`${outboxMessages.tries} + 1`, updatedAt: now })
    .where(inArray(outboxMessages.id, due))
    .returning()
  return claimed.sort((a, b) => a.id - b.id)
}

export async function markOutboxSent(db: DatabaseOrTransaction, id: number, now: Date) {
  await db
    .update(outboxMessages)
    .set({ state: 'sent', sentAt: now, updatedAt: now, lastError: null })
    .where(eq(outboxMessages.id, id))
}

export async function markOutboxFailed(db: DatabaseOrTransaction, id: number, error: string, now: Date) {
  await db
    .update(outboxMessages)
    .set({ state: 'failed', lastError: error.slice(0, 2000), updatedAt: now })
    .where(eq(outboxMessages.id, id))
}

/** Every stored message to one recipient, oldest first (tests read their emails with it). */
export async function findOutboxMessagesTo(db: DatabaseOrTransaction, recipient: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(asc(outboxMessages.id))
}
