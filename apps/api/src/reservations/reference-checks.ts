/** The records a reservation form refers to must be live records of the company: 422 'exists' otherwise. */
import type { AppDeps } from '../app-deps'
import { FieldValidationError } from '../http/errors'
import {
  findBookableCustomer,
  findBookableItems,
  findBranchWorker,
  findItemIdsPerformedBy,
} from './reference-repository'
import type { BookedItem } from './reservation-insert-repository'

const invalid = (field: string, key = 'exists') => new FieldValidationError({ [field]: [key] })

export async function loadBookedItems(deps: AppDeps, companyId: number, itemIds: readonly number[]) {
  const rows = await findBookableItems(deps.database.db, companyId, itemIds)
  if (rows.length !== itemIds.length) throw invalid('item_ids')
  return rows.map(
    (row): BookedItem => ({
      itemId: row.id,
      name: row.name,
      durationMinutes: row.durationMinutes,
      bufferAfterMinutes: row.bufferAfterMinutes,
      priceCzk: row.priceCzk,
    }),
  )
}

export async function ensureBranchWorker(
  deps: AppDeps,
  companyId: number,
  branchId: number,
  workerId: number,
) {
  const worker = await findBranchWorker(deps.database.db, companyId, branchId, workerId)
  if (!worker) throw invalid('worker_id')
  return worker
}

export async function ensureBookableCustomer(deps: AppDeps, companyId: number, customerId: number) {
  if (!(await findBookableCustomer(deps.database.db, companyId, customerId))) throw invalid('customer_id')
}

/**
 * A reservation given to another worker keeps its services, so that worker must perform every one of them,
 * as the public booking flow offers only such workers: 422 `worker.offersItems` on the worker otherwise
 * (issue 37, decision 077).
 */
export async function ensureWorkerPerforms(deps: AppDeps, workerId: number, itemIds: readonly number[]) {
  const performed = await findItemIdsPerformedBy(deps.database.db, workerId, itemIds)
  if (itemIds.some((itemId) => !performed.has(itemId))) throw invalid('worker_id', 'worker.offersItems')
}
