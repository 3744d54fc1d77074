import { and, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { passwordResetTokens } from '../db/schema'

export type PasswordResetRow = typeof passwordResetTokens.$inferSelect

/** One token per email: a new request replaces the previous token. */
export async function saveResetToken(db: DatabaseOrTransaction, row: PasswordResetRow) {
  await db
    .insert(passwordResetTokens)
    .values(row)
    .onConflictDoUpdate({
      target: passwordResetTokens.email,
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt },
    })
}

export async function findResetToken(
  db: DatabaseOrTransaction,
  email: string,
): Promise<PasswordResetRow | undefined> {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.email, email))
  return row
}

/** Deletes the token if it is still this one; false when a concurrent reset already used it. */
export async function consumeResetToken(
  db: DatabaseOrTransaction,
  email: string,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.email, email), eq(passwordResetTokens.tokenHash, tokenHash)))
    .returning({ email: passwordResetTokens.email })
  return rows.length > 0
}
