import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { nameOrder } from '../db/name-order'
import { archivedOrLive, pagedList, rowCount } from '../db/paged-list'
import { items, workerItems, workers } from '../db/schema'

export type ItemRow = typeof items.$inferSelect
export type ItemColumns = Omit<
  typeof items.$inferInsert,
  'id' | 'companyId' | 'position' | 'createdAt' | 'updatedAt' | 'archivedAt'
>

export async function listItems(
  db: DatabaseOrTransaction,
  companyId: number,
  options: { archived: boolean; itemCategoryId?: number | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(items.companyId, companyId),
    archivedOrLive(items.archivedAt, options.archived),
    options.itemCategoryId ? eq(items.itemCategoryId, options.itemCategoryId) : undefined,
  )
  return pagedList(
    db.select().from(items).where(where).orderBy(asc(items.position), nameOrder(items.name), asc(items.id)),
    db.select(rowCount).from(items).where(where),
    options,
  )
}

export async function findItem(db: DatabaseOrTransaction, itemId: number) {
  const [row] = await db.select().from(items).where(eq(items.id, itemId))
  return row
}

/** Live workers performing each item; archived workers no longer perform anything. */
export async function findWorkerIdsOfItems(db: DatabaseOrTransaction, itemIds: number[]) {
  const byItem = new Map<number, number[]>(itemIds.map((id) => [id, []]))
  if (itemIds.length === 0) return byItem
  const rows = await db
    .select({ itemId: workerItems.itemId, workerId: workerItems.workerId })
    .from(workerItems)
    .innerJoin(workers, eq(workers.id, workerItems.workerId))
    .where(and(inArray(workerItems.itemId, itemIds), isNull(workers.archivedAt)))
    .orderBy(asc(workerItems.workerId))
  for (const row of rows) byItem.get(row.itemId)?.push(row.workerId)
  return byItem
}

async function replaceWorkersOfItem(tx: DatabaseOrTransaction, itemId: number, workerIds: number[]) {
  await tx.delete(workerItems).where(eq(workerItems.itemId, itemId))
  if (workerIds.length)
    await tx.insert(workerItems).values(workerIds.map((workerId) => ({ workerId, itemId })))
}

/** New items go to the end of the list. */
export async function insertItem(
  db: DatabaseOrTransaction,
  companyId: number,
  values: ItemColumns,
  workerIds: number[],
) {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(items.position) })
      .from(items)
      .where(eq(items.companyId, companyId))
    const [row] = await tx
      .insert(items)
      .values({ ...values, companyId, position: (last?.position ?? -1) + 1 })
      .returning({ id: items.id })
    await replaceWorkersOfItem(tx, row!.id, workerIds)
    return row!.id
  })
}

export async function updateItem(
  db: DatabaseOrTransaction,
  itemId: number,
  values: ItemColumns,
  workerIds: number[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(items)
      .set({ ...values, updatedAt: now })
      .where(eq(items.id, itemId))
    await replaceWorkersOfItem(tx, itemId, workerIds)
  })
}

export async function archiveItem(db: DatabaseOrTransaction, itemId: number, now: Date) {
  await db.update(items).set({ archivedAt: now, updatedAt: now }).where(eq(items.id, itemId))
}

/** Workers' links cascade; a reservation item that copied it blocks the delete. */
export async function deleteItemRow(tx: DatabaseOrTransaction, itemId: number) {
  await tx.delete(items).where(eq(items.id, itemId))
}
