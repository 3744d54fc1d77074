import { and, eq, isNull } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { users } from '../db/schema'

export type UserRow = typeof users.$inferSelect

export async function findUserById(db: DatabaseOrTransaction, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** Emails are stored trimmed and lower-cased (the shared email field does it), so equality suffices. */
export async function findUserByEmail(
  db: DatabaseOrTransaction,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row
}

export async function insertUser(
  db: DatabaseOrTransaction,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  if (!row) throw new Error('user insert returned no row')
  return row
}

export async function updateUserPassword(
  db: DatabaseOrTransaction,
  userId: number,
  passwordHash: string,
  now: Date,
) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
}

/** Marks the email verified unless it already is; false when another request got there first. */
export async function markEmailVerified(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id })
  return rows.length > 0
}
