import { and, eq, gt, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { personalAccessTokens, sessions } from '../db/schema'

export async function insertAccessToken(
  db: DatabaseOrTransaction,
  userId: number,
  tokenHash: string,
): Promise<number> {
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ userId, tokenHash })
    .returning({ id: personalAccessTokens.id })
  if (!row) throw new Error('access token insert returned no row')
  return row.id
}

/**
 * The owner of a token whose session is still live, or undefined. A token lives as long as the session that
 * minted it (its id is in the session's data): the use slides that session's expiry like a cookie request
 * does, and records the token's use (Sanctum's last_used_at). Once the session has expired, been signed out
 * or ended by a password change, the token is refused (decision 021).
 */
export async function useAccessToken(
  db: DatabaseOrTransaction,
  tokenHash: string,
  now: Date,
  sessionExpiry: { idle: Date; remembered: Date },
): Promise<number | undefined> {
  const [live] = await db
    .update(sessions)
    .set({
      lastActivityAt: now,
      expiresAt: sql`case when ${sessions.remember} then ${sessionExpiry.remembered.toISOString()}::timestamptz
        else ${sessionExpiry.idle.toISOString()}::timestamptz end`,
    })
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.tokenHash, tokenHash),
        eq(sessions.userId, personalAccessTokens.userId),
        sql`${sessions.data} ->> 'accessTokenId' = ${personalAccessTokens.id}::text`,
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ tokenId: personalAccessTokens.id, userId: personalAccessTokens.userId })
  if (!live) return undefined
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: now })
    .where(eq(personalAccessTokens.id, live.tokenId))
  return live.userId
}

export async function deleteAccessTokenById(db: DatabaseOrTransaction, id: number) {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, id))
}

export async function deleteAccessTokenByHash(db: DatabaseOrTransaction, tokenHash: string) {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.tokenHash, tokenHash))
}

export async function deleteAccessTokensOfUser(db: DatabaseOrTransaction, userId: number) {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId))
}
