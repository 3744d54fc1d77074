import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { outboxMessages } from '../db/schema'

export type ClaimedMessage = typeof outboxMessages.$inferSelect

/**
 * Moves a batch of due messages to 'sending' under a lease and returns them, in one statement (its own short
 * transaction). Due means queued and never tried (queued rows take the database's time, which an injected
 * clock may not share), queued and past next_attempt_at (a retry), or left in 'sending' by a process that
 * died before its lease ran out. SKIP LOCKED lets several processes claim at once: each row goes to exactly one of them.
 */
export async function claimDueMessages(
  db: DatabaseOrTransaction,
  now: Date,
  leaseMs: number,
  batch: number,
): Promise<ClaimedMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(
          eq(outboxMessages.state, 'queued'),
          or(eq(outboxMessages.tries, 0), lte(outboxMessages.nextAttemptAt, now)),
          or(isNull(outboxMessages.notBefore), lte(outboxMessages.notBefore, now)),
        ),
        and(eq(outboxMessages.state, 'sending'), lt(outboxMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(batch)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(outboxMessages)
    .set({
      state: 'sending',
      tries: sql`${outboxMessages.tries} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(inArray(outboxMessages.id, due))
    .returning()
  return claimed.sort((a, b) => a.id - b.id)
}

/**
 * The outcome is recorded only while the claim is still this worker's: `tries` is the claim's token, since
 * a process that reclaims an expired lease raises it. A late outcome of a lost lease changes nothing.
 */
const stillClaimed = (message: Pick<ClaimedMessage, 'id' | 'tries'>) =>
  and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.state, 'sending'),
    eq(outboxMessages.tries, message.tries),
  )

/** The messages with these ids as they are now (the worker's check of sends it could not record). */
export async function findMessagesById(db: DatabaseOrTransaction, ids: number[]): Promise<ClaimedMessage[]> {
  if (ids.length === 0) return []
  return db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids))
}

export async function markMessageSent(db: DatabaseOrTransaction, message: ClaimedMessage, now: Date) {
  await db
    .update(outboxMessages)
    .set({ state: 'sent', sentAt: now, lockedUntil: null, lastError: null, updatedAt: now })
    .where(stillClaimed(message))
}

export async function scheduleMessageRetry(
  db: DatabaseOrTransaction,
  message: ClaimedMessage,
  error: string,
  nextAttemptAt: Date,
  now: Date,
) {
  await db
    .update(outboxMessages)
    .set({
      state: 'queued',
      nextAttemptAt,
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      updatedAt: now,
    })
    .where(stillClaimed(message))
}

export async function markMessageFailed(
  db: DatabaseOrTransaction,
  message: ClaimedMessage,
  error: string,
  now: Date,
) {
  await db
    .update(outboxMessages)
    .set({ state: 'failed', lockedUntil: null, lastError: error.slice(0, 2000), updatedAt: now })
    .where(stillClaimed(message))
}

/**
 * Hands claims back at shutdown: queued again and due at once, so another process sends them now instead of
 * after the lease. A claim whose send had started (`tried`) keeps the try it counted, since the message may
 * have reached the provider, and a late outcome of this process then changes nothing (the row is no longer
 * 'sending' under its token). A claim never sent gets its try back.
 */
export async function releaseClaims(
  db: DatabaseOrTransaction,
  messages: ClaimedMessage[],
  now: Date,
  { tried }: { tried: boolean },
) {
  if (messages.length === 0) return
  await db
    .update(outboxMessages)
    .set({
      state: 'queued',
      nextAttemptAt: now,
      lockedUntil: null,
      updatedAt: now,
      ...(tried ? {} : { tries: sql`${outboxMessages.tries} - 1` }),
    })
    .where(or(...messages.map(stillClaimed)))
}

export interface OutboxBacklog {
  /** Messages not yet sent or failed for good: queued, or being sent. */
  pending: number
  /** Of them, those a worker could claim now (claimDueMessages' rule). */
  due: number
  /** How long the oldest due message has waited since it became due; 0 when none is. */
  oldestDueSeconds: number
}

/**
 * The queue as an operator watches it (metrics, decision 066): a growing `oldestDueSeconds` means nothing
 * delivers. Reads only the queued and sending rows, through the index on state.
 */
export async function readOutboxBacklog(db: DatabaseOrTransaction, now: Date): Promise<OutboxBacklog> {
  const m = outboxMessages
  const notHeldBack = sql`(${m.notBefore} IS NULL OR ${m.notBefore} <= ${now})`
  // claimDueMessages' rule: a queued message never tried is due at once (its time is the database's).
  const isDue = sql`CASE
      WHEN ${m.state} = 'sending' THEN ${m.lockedUntil} < ${now}
      WHEN ${m.tries} = 0 THEN ${notHeldBack}
      ELSE ${m.nextAttemptAt} <= ${now} AND ${notHeldBack} END`
  const dueSince = sql`CASE
      WHEN ${m.state} = 'sending' THEN ${m.lockedUntil}
      WHEN ${m.tries} = 0 THEN greatest(${m.createdAt}, ${m.notBefore})
      ELSE greatest(${m.nextAttemptAt}, ${m.notBefore}) END`
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) FILTER (WHERE is_due))::int`,
      oldestEpoch: sql<number | null>`extract(epoch FROM min(due_since) FILTER (WHERE is_due))::float8`,
    })
    .from(
      db
        .select({ isDue: sql`${isDue}`.as('is_due'), dueSince: sql`${dueSince}`.as('due_since') })
        .from(m)
        .where(inArray(m.state, ['queued', 'sending']))
        .as('pending'),
    )
  const oldestEpoch = row?.oldestEpoch
  return {
    pending: row?.pending ?? 0,
    due: row?.due ?? 0,
    oldestDueSeconds: oldestEpoch == null ? 0 : Math.max(0, now.getTime() / 1000 - Number(oldestEpoch)),
  }
}
