import { and, asc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { companyMembers, users } from '../db/schema'

/** Who hears of a new or cancelled booking when the branch has no email of its own: the company's owners. */
export async function findOwnerEmails(db: DatabaseOrTransaction, companyId: number) {
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
    .orderBy(asc(users.id))
  return rows
}
