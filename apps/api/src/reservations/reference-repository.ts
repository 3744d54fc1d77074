/** Lookups of the records a reservation refers to, each limited to one company. */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { branches, customers, items, workerBranches, workerItems, workers } from '../db/schema'

export async function findLiveBranch(db: DatabaseOrTransaction, companyId: number, branchId: number) {
  const [row] = await db
    .select({
      id: branches.id,
      timeZone: branches.timeZone,
      name: branches.name,
      slug: branches.slug,
      cancellationDeadlineHours: branches.cancellationDeadlineHours,
    })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId), isNull(branches.archivedAt)))
  return row
}

/** The company's first live branch: the overview's default. */
export async function findFirstLiveBranch(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({ id: branches.id, timeZone: branches.timeZone })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), isNull(branches.archivedAt)))
    .orderBy(branches.id)
    .limit(1)
  return row
}

/** A live worker of the company who works at the branch. */
export async function findBranchWorker(
  db: DatabaseOrTransaction,
  companyId: number,
  branchId: number,
  workerId: number,
) {
  const [row] = await db
    .select({ id: workers.id, name: workers.name, color: workers.color })
    .from(workers)
    .innerJoin(workerBranches, eq(workerBranches.workerId, workers.id))
    .where(
      and(
        eq(workers.id, workerId),
        eq(workers.companyId, companyId),
        eq(workerBranches.branchId, branchId),
        isNull(workers.archivedAt),
      ),
    )
  return row
}

/** Live, active items of the company among the ids, in the order the ids were given. */
export async function findBookableItems(
  db: DatabaseOrTransaction,
  companyId: number,
  itemIds: readonly number[],
) {
  const rows = await db
    .select({
      id: items.id,
      name: items.name,
      durationMinutes: items.durationMinutes,
      bufferAfterMinutes: items.bufferAfterMinutes,
      priceCzk: items.priceCzk,
    })
    .from(items)
    .where(
      and(
        eq(items.companyId, companyId),
        inArray(items.id, [...itemIds]),
        isNull(items.archivedAt),
        eq(items.active, true),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return itemIds.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
}

/** A customer of the company who is neither archived nor erased, so can still book. */
export async function findBookableCustomer(db: DatabaseOrTransaction, companyId: number, customerId: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.companyId, companyId),
        isNull(customers.archivedAt),
        isNull(customers.erasedAt),
      ),
    )
  return row
}

/** Live workers of the branch (optionally only these ids), ascending by id: the calendar's columns. */
export async function findBranchWorkers(
  db: DatabaseOrTransaction,
  branchId: number,
  workerIds: readonly number[] | undefined,
) {
  return db
    .select({ id: workers.id, name: workers.name, color: workers.color })
    .from(workers)
    .innerJoin(workerBranches, eq(workerBranches.workerId, workers.id))
    .where(
      and(
        eq(workerBranches.branchId, branchId),
        isNull(workers.archivedAt),
        workerIds ? inArray(workers.id, [...workerIds]) : undefined,
      ),
    )
    .orderBy(workers.id)
}

/** Which of the items the worker performs (their ticked services), whatever the items' own state now. */
export async function findItemIdsPerformedBy(
  db: DatabaseOrTransaction,
  workerId: number,
  itemIds: readonly number[],
) {
  if (itemIds.length === 0) return new Set<number>()
  const rows = await db
    .select({ itemId: workerItems.itemId })
    .from(workerItems)
    .where(and(eq(workerItems.workerId, workerId), inArray(workerItems.itemId, [...itemIds])))
  return new Set(rows.map((row) => row.itemId))
}
