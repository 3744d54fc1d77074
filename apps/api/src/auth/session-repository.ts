import { and, eq, gt, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { personalAccessTokens, sessions } from '../db/schema'

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

/**
 * Removes a bounded batch of expired sessions, and with each the access token minted when it signed in (its id
 * is in the session's data), so a token never outlives its session (decision 021).
 */
export async function deleteExpiredSessions(db: DatabaseOrTransaction, now: Date, batch = 100) {
  await db.execute(sql`
    with ended as (
      delete from ${sessions}
      where id in (select id from ${sessions} where expires_at <= ${now.toISOString()}::timestamptz limit ${batch})
      returning data ->> 'accessTokenId' as token_id
    )
    delete from ${personalAccessTokens} where id::text in (select token_id from ended)`)
}
