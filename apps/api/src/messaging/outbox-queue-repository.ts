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
