import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { deleteBatchWhere } from '../db/delete-in-batches'
import { sessions } from '../db/schema'

export type SessionRow = typeof sessions.$inferSelect

/**
 * Loads a live session and slides its expiry in one statement, so a request costs one round trip. A
 * remembered session slides by the longer lifetime.
 */
export async function touchLiveSession(
  db: DatabaseOrTransaction,
  idHash: string,
  now: Date,
  expiry: { idle: Date; remembered: Date },
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({
      lastActivityAt: now,
      expiresAt: sql`case when ${sessions.remember} then ${expiry.remembered.toISOString()}::timestamptz
        else ${expiry.idle.toISOString()}::timestamptz end`,
    })
    .where(and(eq(sessions.id, idHash), gt(sessions.expiresAt, now)))
    .returning()
  return row
}

export async function insertSession(db: DatabaseOrTransaction, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row)
}

export async function deleteSession(db: DatabaseOrTransaction, idHash: string) {
  await db.delete(sessions).where(eq(sessions.id, idHash))
}

export async function deleteSessionsOfUser(db: DatabaseOrTransaction, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

/** Removes a bounded batch of expired sessions. */
export async function deleteExpiredSessions(db: DatabaseOrTransaction, now: Date, batch = 100) {
  await deleteBatchWhere(db, sessions, sessions.id, lte(sessions.expiresAt, now), batch)
}
