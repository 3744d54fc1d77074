import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { nameOrder } from '../db/name-order'
import { archivedOrLive, pagedList, rowCount } from '../db/paged-list'
import { branches, items, workerBranches, workerItems, workers, workingHours } from '../db/schema'

export type WorkerRow = typeof workers.$inferSelect
export type WorkerColumns = Omit<
  typeof workers.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'archivedAt'
>
export type WorkingHoursRow = Omit<typeof workingHours.$inferInsert, 'id' | 'workerId'>

/** Where a worker works, when, and what they do; replaced as a whole on every save. */
export interface WorkerLinks {
  branchIds: number[]
  itemIds: number[]
  workingHours: WorkingHoursRow[]
}

export async function listWorkers(
  db: DatabaseOrTransaction,
  companyId: number,
  options: { archived: boolean; limit: number; offset: number },
) {
  const where = and(eq(workers.companyId, companyId), archivedOrLive(workers.archivedAt, options.archived))
  return pagedList(
    db.select().from(workers).where(where).orderBy(nameOrder(workers.name), asc(workers.id)),
    db.select(rowCount).from(workers).where(where),
    options,
  )
}

export async function findWorker(db: DatabaseOrTransaction, workerId: number) {
  const [row] = await db.select().from(workers).where(eq(workers.id, workerId))
  return row
}

/** Links of each worker to live branches and live items; archived ones are history, not assignments. */
export async function findWorkerLinks(db: DatabaseOrTransaction, workerIds: number[]) {
  const links = new Map<number, WorkerLinks>(
    workerIds.map((id) => [id, { branchIds: [], itemIds: [], workingHours: [] }]),
  )
  if (workerIds.length === 0) return links
  const [branchRows, itemRows, hourRows] = await Promise.all([
    db
      .select({ workerId: workerBranches.workerId, branchId: workerBranches.branchId })
      .from(workerBranches)
      .innerJoin(branches, eq(branches.id, workerBranches.branchId))
      .where(and(inArray(workerBranches.workerId, workerIds), isNull(branches.archivedAt)))
      .orderBy(asc(workerBranches.branchId)),
    db
      .select({ workerId: workerItems.workerId, itemId: workerItems.itemId })
      .from(workerItems)
      .innerJoin(items, eq(items.id, workerItems.itemId))
      .where(and(inArray(workerItems.workerId, workerIds), isNull(items.archivedAt)))
      .orderBy(asc(workerItems.itemId)),
    db
      .select()
      .from(workingHours)
      .innerJoin(branches, eq(branches.id, workingHours.branchId))
      .where(and(inArray(workingHours.workerId, workerIds), isNull(branches.archivedAt)))
      .orderBy(asc(workingHours.isoWeekday), asc(workingHours.startMinute)),
  ])
  for (const row of branchRows) links.get(row.workerId)?.branchIds.push(row.branchId)
  for (const row of itemRows) links.get(row.workerId)?.itemIds.push(row.itemId)
  for (const { working_hours: row } of hourRows) links.get(row.workerId)?.workingHours.push(row)
  return links
}

async function replaceLinks(tx: DatabaseOrTransaction, workerId: number, links: WorkerLinks) {
  await tx.delete(workerBranches).where(eq(workerBranches.workerId, workerId))
  await tx.delete(workerItems).where(eq(workerItems.workerId, workerId))
  await tx.delete(workingHours).where(eq(workingHours.workerId, workerId))
  if (links.branchIds.length) {
    await tx.insert(workerBranches).values(links.branchIds.map((branchId) => ({ workerId, branchId })))
  }
  if (links.itemIds.length) {
    await tx.insert(workerItems).values(links.itemIds.map((itemId) => ({ workerId, itemId })))
  }
  if (links.workingHours.length) {
    await tx.insert(workingHours).values(links.workingHours.map((row) => ({ ...row, workerId })))
  }
}

export async function insertWorker(
  db: DatabaseOrTransaction,
  companyId: number,
  values: WorkerColumns,
  links: WorkerLinks,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workers)
      .values({ ...values, companyId })
      .returning({ id: workers.id })
    await replaceLinks(tx, row!.id, links)
    return row!.id
  })
}

export async function updateWorker(
  db: DatabaseOrTransaction,
  workerId: number,
  values: WorkerColumns,
  links: WorkerLinks,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(workers)
      .set({ ...values, updatedAt: now })
      .where(eq(workers.id, workerId))
    await replaceLinks(tx, workerId, links)
  })
}

export async function archiveWorker(db: DatabaseOrTransaction, workerId: number, now: Date) {
  await db.update(workers).set({ archivedAt: now, updatedAt: now }).where(eq(workers.id, workerId))
}

/** Links, hours and exceptions cascade; reservations block it. */
export async function deleteWorkerRow(tx: DatabaseOrTransaction, workerId: number) {
  await tx.delete(workers).where(eq(workers.id, workerId))
}
