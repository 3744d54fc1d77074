import { and, eq, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { type PreparedPart, preparedPart } from '../db/prepared'
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

/**
 * The answer on the claimed key, kept in the same transaction as its booking, as writes for a caller's statement (CTEs at its top level, so the answer is stored in the same
 * round trip as other work): the answer on the claimed key, and the sweep of a batch of 100 keys created
 * before `sweepBefore`.
 */
export function completeKeySql(
  scope: string,
  key: string,
  statusCode: number,
  stored: StoredAnswer,
  sweepBefore: Date,
): PreparedPart[] {
  return [
    preparedPart(
      'key-answer',
      { keyScope: scope, keyKey: key, keyStatusCode: statusCode, keyResponse: JSON.stringify(stored) },
      (p) => sql`update idempotency_keys set status_code = ${p.keyStatusCode}::int,
        response = ${p.keyResponse}::jsonb
      where scope = ${p.keyScope}::text and key = ${p.keyKey}::text`,
    ),
    preparedPart(
      'key-sweep',
      { keySweepBefore: sweepBefore.toISOString() },
      (p) => sql`delete from idempotency_keys where id in (select id from idempotency_keys
      where created_at < ${p.keySweepBefore}::timestamptz limit 100)`,
    ),
  ]
}
