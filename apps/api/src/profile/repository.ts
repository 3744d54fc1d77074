import { and, eq, ne } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { personalAccessTokens, sessions, users } from '../db/schema'

export async function updateProfileRow(
  db: DatabaseOrTransaction,
  userId: number,
  values: Pick<typeof users.$inferInsert, 'firstName' | 'surname' | 'phone' | 'locale'>,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
    .returning()
  return row!
}

/**
 * A new address is unverified until its owner follows the new link; the link's email is queued in the same
 * transaction, so there is never a changed address without its email, nor an email for an unchanged one.
 */
export async function changeEmailRow(
  db: DatabaseOrTransaction,
  userId: number,
  email: string,
  now: Date,
  queueVerification: (tx: DatabaseOrTransaction, user: typeof users.$inferSelect) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ email, emailVerifiedAt: null, updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
    await queueVerification(tx, row!)
    return row!
  })
}

/**
 * Signs the user out everywhere but here: every other session and every access token except the one this
 * request holds (each session signs in with its own token, so a session's token would outlive it).
 */
export async function endOtherSessions(
  db: DatabaseOrTransaction,
  userId: number,
  keep: { sessionIdHash: string | null; tokenHash: string | null },
) {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keep.sessionIdHash ? ne(sessions.id, keep.sessionIdHash) : undefined),
    )
  await db
    .delete(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.userId, userId),
        keep.tokenHash ? ne(personalAccessTokens.tokenHash, keep.tokenHash) : undefined,
      ),
    )
}
