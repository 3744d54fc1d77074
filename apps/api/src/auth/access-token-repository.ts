import { eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { personalAccessTokens } from '../db/schema'

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

/** The owner of a token, recording its use (Sanctum's last_used_at); undefined for an unknown token. */
export async function useAccessToken(
  db: DatabaseOrTransaction,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: now })
    .where(eq(personalAccessTokens.tokenHash, tokenHash))
    .returning({ userId: personalAccessTokens.userId })
  return row?.userId
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
