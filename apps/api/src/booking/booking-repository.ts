import { and, asc, countDistinct, eq, inArray, isNull } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { items, workerBranches, workerItems, workers } from '../db/schema'

/** The chosen items that exist in the company and can be booked online now. */
export async function findOnlineBookableItems(
  db: DatabaseOrTransaction,
  companyId: number,
  itemIds: readonly number[],
) {
  return db
    .select()
    .from(items)
    .where(
      and(
        eq(items.companyId, companyId),
        inArray(items.id, [...itemIds]),
        eq(items.active, true),
        eq(items.bookableOnline, true),
        isNull(items.archivedAt),
      ),
    )
}

/** Ids of the branch's active workers who perform every one of the items, ascending. */
export async function findWorkersPerformingAll(
  db: DatabaseOrTransaction,
  branchId: number,
  itemIds: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ workerId: workerItems.workerId })
    .from(workerItems)
    .innerJoin(workerBranches, eq(workerBranches.workerId, workerItems.workerId))
    .innerJoin(workers, eq(workers.id, workerItems.workerId))
    .where(
      and(
        eq(workerBranches.branchId, branchId),
        isNull(workers.archivedAt),
        inArray(workerItems.itemId, [...itemIds]),
      ),
    )
    .groupBy(workerItems.workerId)
    .having(eq(countDistinct(workerItems.itemId), itemIds.length))
    .orderBy(asc(workerItems.workerId))
  return rows.map((row) => row.workerId)
}
