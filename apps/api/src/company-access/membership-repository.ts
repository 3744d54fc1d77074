import { and, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { companyMembers } from '../db/schema'

export async function findMembership(db: DatabaseOrTransaction, companyId: number, userId: number) {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  return row
}
