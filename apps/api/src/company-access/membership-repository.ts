import { type CompanyRole, companyRoleSchema } from '@rezervo/shared'
import { and, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { companyMembers } from '../db/schema'

export async function findMembership(
  db: DatabaseOrTransaction,
  companyId: number,
  userId: number,
): Promise<{ role: CompanyRole; workerId: number | null } | undefined> {
  const [row] = await db
    .select({ role: companyMembers.role, workerId: companyMembers.workerId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  if (!row) return undefined
  // The column's check constraint allows only the four roles; anything else would be a broken row: no access.
  const role = companyRoleSchema.safeParse(row.role)
  return role.success ? { role: role.data, workerId: row.workerId } : undefined
}
