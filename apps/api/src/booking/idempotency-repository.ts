import { and, eq, lt } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { deleteBatchWhere } from '../db/delete-in-batches'
import { idempotencyKeys } from '../db/schema'

/** What is kept for a key: the answer, and a hash of the request that earned it. */
export interface StoredAnswer {
  requestHash: string
  body: unknown
}

export const IDEMPOTENCY_UNIQUE_CONSTRAINT = 'idempotency_scope_key_unique'

export async function findStoredAnswer(db: DatabaseOrTransaction, scope: string, key: string) {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  return row ? { statusCode: row.statusCode, stored: row.response as StoredAnswer } : undefined
}

/**
 * Claims the key at the start of the booking transaction. A second submit with the same key waits on the
 * unique index until the first transaction ends: after a commit its insert fails with 23505 and it answers
 * the stored result; after a rollback it goes ahead as if it were first.
 */
export async function claimKey(
  db: DatabaseOrTransaction,
  scope: string,
  key: string,
  requestHash: string,
  now: Date,
) {
  const pending: StoredAnswer = { requestHash, body: null }
  // The app's clock, not the database's, so the sweep below measures age on the same clock.
  await db.insert(idempotencyKeys).values({ scope, key, statusCode: 0, response: pending, createdAt: now })
}

/** Keeps the answer on the claimed key, in the same transaction, so a key is stored exactly with its booking. */
export async function completeKey(
  db: DatabaseOrTransaction,
  scope: string,
  key: string,
  statusCode: number,
  stored: StoredAnswer,
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response: stored })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
}

/**
 * Drops a bounded batch of keys older than `before`. A replay only matters while a client may still retry
 * its submit, so old keys are dead weight; a batch at a time.
 */
export async function deleteKeysCreatedBefore(db: DatabaseOrTransaction, before: Date, batch = 100) {
  await deleteBatchWhere(
    db,
    idempotencyKeys,
    idempotencyKeys.id,
    lt(idempotencyKeys.createdAt, before),
    batch,
  )
}
