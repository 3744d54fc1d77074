import { asc, desc, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { pagedList, rowCount } from '../db/paged-list'
import { branches, workerBranches, workerExceptions, workers } from '../db/schema'

export type WorkerExceptionRow = typeof workerExceptions.$inferSelect
export type WorkerExceptionColumns = Pick<
  typeof workerExceptions.$inferInsert,
  'kind' | 'startsAt' | 'endsAt' | 'branchId' | 'note'
>

export async function listWorkerExceptions(
  db: DatabaseOrTransaction,
  workerId: number,
  options: { limit: number; offset: number },
) {
  const where = eq(workerExceptions.workerId, workerId)
  return pagedList(
    db
      .select()
      .from(workerExceptions)
      .where(where)
      .orderBy(desc(workerExceptions.startsAt), desc(workerExceptions.id)),
    db.select(rowCount).from(workerExceptions).where(where),
    options,
  )
}

/** The exception with the company of its worker, which the access check compares with the request's. */
export async function findWorkerException(db: DatabaseOrTransaction, exceptionId: number) {
  const [row] = await db
    .select({ exception: workerExceptions, companyId: workers.companyId })
    .from(workerExceptions)
    .innerJoin(workers, eq(workers.id, workerExceptions.workerId))
    .where(eq(workerExceptions.id, exceptionId))
  return row
}

/** Time zones of the worker's branches, first branch first: local times are read in one of them. */
export async function findWorkerBranchTimeZones(db: DatabaseOrTransaction, workerId: number) {
  const rows = await db
    .select({ branchId: branches.id, timeZone: branches.timeZone })
    .from(workerBranches)
    .innerJoin(branches, eq(branches.id, workerBranches.branchId))
    .where(eq(workerBranches.workerId, workerId))
    .orderBy(asc(branches.id))
  return rows
}

export async function findBranchTimeZone(db: DatabaseOrTransaction, branchId: number) {
  const [row] = await db
    .select({ timeZone: branches.timeZone })
    .from(branches)
    .where(eq(branches.id, branchId))
  return row?.timeZone
}

export async function insertWorkerException(
  db: DatabaseOrTransaction,
  workerId: number,
  values: WorkerExceptionColumns,
) {
  const [row] = await db
    .insert(workerExceptions)
    .values({ ...values, workerId })
    .returning()
  return row!
}

export async function updateWorkerException(
  db: DatabaseOrTransaction,
  exceptionId: number,
  values: WorkerExceptionColumns,
) {
  const [row] = await db
    .update(workerExceptions)
    .set(values)
    .where(eq(workerExceptions.id, exceptionId))
    .returning()
  return row!
}

export async function deleteWorkerException(db: DatabaseOrTransaction, exceptionId: number) {
  await db.delete(workerExceptions).where(eq(workerExceptions.id, exceptionId))
}
