import { eq, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { rowFromJson } from '../db/json-rows'
import { definePreparedStatement, placeholdersOf } from '../db/prepared'
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
  const { rows } = await touchSessionStatement.run(
    db,
    {
      idHash,
      now: now.toISOString(),
      idle: expiry.idle.toISOString(),
      remembered: expiry.remembered.toISOString(),
    },
    undefined,
  )
  const row = rows[0]
  return row && rowFromJson(sessions, row.session)
}

/**
 * Every request with a session cookie runs it (a booking's first round trip): built once, named on PostgreSQL,
 * so neither Node nor the database renders, parses and plans its text per request (decisions 053, 058).
 */
const touchSessionStatement = definePreparedStatement<{ session: Record<string, unknown> }>(
  'session_touch',
  () => {
    const p = placeholdersOf({ idHash: '', now: '', idle: '', remembered: '' })
    return sql`update sessions set last_activity_at = ${p.now}::timestamptz,
      expires_at = case when remember then ${p.remembered}::timestamptz else ${p.idle}::timestamptz end
      where id = ${p.idHash}::text and expires_at > ${p.now}::timestamptz
      returning to_jsonb(sessions.*) as "session"`
  },
)

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
