import { and, eq, lt, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { deleteBatchByAddress } from '../db/delete-in-batches'
import { idempotencyKeys } from '../db/schema'

/** What is kept for a key: the answer, and a hash of the request that earned it. */
export interface StoredAnswer {
  requestHash: string
  body: unknown
}

export async function findStoredAnswer(db: DatabaseOrTransaction, scope: string, key: string) {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  return row ? { statusCode: row.statusCode, stored: row.response as StoredAnswer } : undefined
}

/** An answer not yet stored: the key is claimed by a request still in flight. */
export const PENDING_STATUS = 0

/**
 * Claims the key for a request about to run, in its own statement (committed at once, so every API process
 * sees it): true when this request is the first with the key. A claim left pending since before
 * `abandonedBefore` belongs to a request that died with its process, and is taken over.
 */
export async function claimKey(
  db: DatabaseOrTransaction,
  scope: string,
  key: string,
  requestHash: string,
  now: Date,
  abandonedBefore: Date,
): Promise<boolean> {
  const pending: StoredAnswer = { requestHash, body: null }
  // The app's clock, not the database's, so the sweep below measures age on the same clock.
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, statusCode: PENDING_STATUS, response: pending, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { response: pending, createdAt: now },
      setWhere: sql`${idempotencyKeys.statusCode} = ${PENDING_STATUS}
        and ${idempotencyKeys.createdAt} < ${abandonedBefore.toISOString()}::timestamptz`,
    })
    .returning({ id: idempotencyKeys.id })
  return claimed.length > 0
}

/** Gives a claimed key up when its request failed, so a retry with the same key runs afresh. */
export async function releaseKey(db: DatabaseOrTransaction, scope: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.statusCode, PENDING_STATUS),
      ),
    )
}

/** How long a submit can be replayed by its Idempotency-Key: a day covers any retry of a hurried customer. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

/**
 * Deletes at most `batch` keys older than their lifetime, read off `idempotency_keys_created_at_idx`: the
 * housekeeping job's batch (decision 071). Answers how many went.
 */
export async function sweepOldIdempotencyKeys(db: DatabaseOrTransaction, now: Date, batch: number) {
  const createdBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)
  return deleteBatchByAddress(db, idempotencyKeys, lt(idempotencyKeys.createdAt, createdBefore), batch)
}
