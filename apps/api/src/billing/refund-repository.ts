import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { cardRefunds } from '../db/schema'

export type CardRefundRow = typeof cardRefunds.$inferSelect

/** How long one refund try may take before another process may repeat it (with the same idempotency key). */
const REFUND_LEASE_MS = 5 * 60 * 1000

const leaseFrom = (now: Date) => new Date(now.getTime() + REFUND_LEASE_MS)

/**
 * Records that a payment is owed back, already claimed for the caller's first try (attempts 1, leased): the
 * request that decided the refund tries it at once, and the job takes it over only if that try fails or its
 * process dies. A payment recorded twice keeps its first row.
 */
export async function insertOwedRefund(
  db: DatabaseOrTransaction,
  values: { companyId: number; paymentIntentId: string; amountHaler: number; now: Date },
) {
  const [row] = await db
    .insert(cardRefunds)
    .values({
      companyId: values.companyId,
      paymentIntentId: values.paymentIntentId,
      amountHaler: values.amountHaler,
      attempts: 1,
      nextAttemptAt: leaseFrom(values.now),
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: cardRefunds.paymentIntentId })
    .returning()
  return row
}

/**
 * Claims up to `limit` due refunds for this process in one UPDATE over rows locked with SKIP LOCKED: each try
 * is counted and leased, so a second process (or a second job in this one) claims other rows or none.
 */
export async function claimDueRefunds(db: DatabaseOrTransaction, now: Date, limit = 20) {
  const due = db
    .select({ id: cardRefunds.id })
    .from(cardRefunds)
    .where(and(isNull(cardRefunds.refundedAt), lte(cardRefunds.nextAttemptAt, now)))
    .orderBy(asc(cardRefunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(cardRefunds)
    .set({ attempts: sql`${cardRefunds.attempts} + 1`, nextAttemptAt: leaseFrom(now) })
    .where(inArray(cardRefunds.id, due))
    .returning()
}

/** Marks the refund done, once: answers the row only to the call that marked it (its email goes out once). */
export async function markRefunded(db: DatabaseOrTransaction, id: number, now: Date) {
  const [row] = await db
    .update(cardRefunds)
    .set({ refundedAt: now, lastError: null })
    .where(and(eq(cardRefunds.id, id), isNull(cardRefunds.refundedAt)))
    .returning()
  return row
}

/** A try failed: the next one is due at `nextAttemptAt`; the error stays on the row for the admin. */
export async function recordRefundFailure(
  db: DatabaseOrTransaction,
  id: number,
  input: { nextAttemptAt: Date; error: string },
) {
  await db
    .update(cardRefunds)
    .set({ nextAttemptAt: input.nextAttemptAt, lastError: input.error.slice(0, 1000) })
    .where(and(eq(cardRefunds.id, id), isNull(cardRefunds.refundedAt)))
}

/** Marks the "still pending" notice as sent, once: answers true only to the call that marked it. */
export async function markOverdueNoticeSent(db: DatabaseOrTransaction, id: number, now: Date) {
  const rows = await db
    .update(cardRefunds)
    .set({ overdueNoticeAt: now })
    .where(and(eq(cardRefunds.id, id), isNull(cardRefunds.refundedAt), isNull(cardRefunds.overdueNoticeAt)))
    .returning({ id: cardRefunds.id })
  return rows.length > 0
}

/** The company's refunds not yet done, oldest first: the subscription screen shows them. */
export async function listPendingRefunds(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({ amountHaler: cardRefunds.amountHaler, createdAt: cardRefunds.createdAt })
    .from(cardRefunds)
    .where(and(eq(cardRefunds.companyId, companyId), isNull(cardRefunds.refundedAt)))
    .orderBy(asc(cardRefunds.createdAt))
}
