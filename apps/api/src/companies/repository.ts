import { and, asc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { nameOrder } from '../db/name-order'
import { archivedOrLive, pagedList, rowCount } from '../db/paged-list'
import {
  branches,
  companies,
  companyMembers,
  customers,
  itemCategories,
  items,
  outboxMessages,
  users,
  workers,
} from '../db/schema'

export type CompanyRow = typeof companies.$inferSelect
export type CompanyColumns = Omit<
  typeof companies.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'archivedAt'
>

export async function listCompaniesOfUser(
  db: DatabaseOrTransaction,
  userId: number,
  options: { archived: boolean; limit: number; offset: number },
) {
  const where = and(eq(companyMembers.userId, userId), archivedOrLive(companies.archivedAt, options.archived))
  return pagedList(
    db
      .select({
        company: companies,
        role: companyMembers.role,
        workerId: companyMembers.workerId,
        workerName: workers.name,
      })
      .from(companies)
      .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
      .leftJoin(workers, eq(workers.id, companyMembers.workerId))
      .where(where)
      .orderBy(nameOrder(companies.name), asc(companies.id)),
    db
      .select(rowCount)
      .from(companies)
      .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
      .where(where),
    options,
  )
}

/** The name of a worker member's worker record, or null when it is gone. */
export async function findWorkerName(db: DatabaseOrTransaction, workerId: number): Promise<string | null> {
  const [row] = await db.select({ name: workers.name }).from(workers).where(eq(workers.id, workerId))
  return row?.name ?? null
}

export async function insertCompanyWithOwner(
  db: DatabaseOrTransaction,
  values: CompanyColumns,
  userId: number,
  /** Runs in the same transaction once the company exists (its subscription's trial). */
  afterInsert: (tx: DatabaseOrTransaction, companyId: number) => Promise<void> = async () => {},
) {
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(values).returning()
    await tx.insert(companyMembers).values({ companyId: company!.id, userId, role: 'owner' })
    await afterInsert(tx, company!.id)
    return company!
  })
}

export async function findCompany(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId))
  return row
}

export async function updateCompanyRow(
  db: DatabaseOrTransaction,
  companyId: number,
  values: CompanyColumns,
  now: Date,
) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: now })
    .where(eq(companies.id, companyId))
    .returning()
  return row!
}

export async function archiveCompanyRow(db: DatabaseOrTransaction, companyId: number, now: Date) {
  await db.update(companies).set({ archivedAt: now, updatedAt: now }).where(eq(companies.id, companyId))
}

/**
 * Removes a company with everything it owns. Children whose foreign keys do not cascade go first; anything
 * that reservations refer to makes a foreign key fail, and the caller archives instead.
 */
export async function deleteCompanyTree(tx: DatabaseOrTransaction, companyId: number) {
  await tx.delete(workers).where(eq(workers.companyId, companyId))
  await tx.delete(items).where(eq(items.companyId, companyId))
  await tx.delete(itemCategories).where(eq(itemCategories.companyId, companyId))
  await tx.delete(branches).where(eq(branches.companyId, companyId))
  await tx.delete(customers).where(eq(customers.companyId, companyId))
  await tx.delete(outboxMessages).where(eq(outboxMessages.companyId, companyId))
  await tx.delete(companies).where(eq(companies.id, companyId))
}

/** The company the user worked in last (any device opens it first after signing in). */
export async function rememberLastCompany(db: DatabaseOrTransaction, userId: number, companyId: number) {
  await db.update(users).set({ lastCompanyId: companyId }).where(eq(users.id, userId))
}
