/** The records a reservation form refers to must be live records of the company: 422 'exists' otherwise. */
import type { AppDeps } from '../app-deps'
import { FieldValidationError } from '../http/errors'
import { findBookableCustomer, findBookableItems, findBranchWorker } from './reference-repository'
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
