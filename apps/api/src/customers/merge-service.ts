import {
  type Customer,
  type CustomerMergeInput,
  customerSearchText,
  MERGE_FILLED_FIELDS,
  mergedCustomer,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { DatabaseOrTransaction } from '../db/client'
import { pgErrorCode } from '../db/errors'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError, HttpError } from '../http/errors'
import { toCustomerJson } from './customer-json'
import {
  archiveMergedCustomer,
  type CustomerColumns,
  type CustomerRecord,
  findCustomer,
  lockCustomersForMerge,
  moveReservationsToCustomer,
  updateCustomer,
} from './repository'
import { customerNotFound, loadCustomer } from './service'

const PG_DEADLOCK = '40P01'
const MAX_ATTEMPTS = 3

const inactive = (customer: CustomerRecord) => customer.archivedAt !== null || customer.erasedAt !== null

/** The merge's fields in the API's terms, so the server fills exactly what the merge screen previews. */
function filledColumns(target: CustomerRecord, source: CustomerRecord): Partial<CustomerColumns> {
  const asJson = (row: CustomerRecord) => toCustomerJson({ ...row, possibleDuplicateIds: [] })
  const merged = mergedCustomer(asJson(target), asJson(source))
  const columns: Partial<CustomerColumns> = {}
  for (const field of MERGE_FILLED_FIELDS) {
    if (merged[field] === asJson(target)[field]) continue
    if (field === 'consent_at') columns.consentAt = merged.consent_at ? new Date(merged.consent_at) : null
    else columns[field] = merged[field]
  }
  return columns
}

async function mergeInTransaction(
  tx: DatabaseOrTransaction,
  access: CompanyAccess,
  targetId: number,
  sourceId: number,
  now: Date,
) {
  const locked = await lockCustomersForMerge(tx, [targetId, sourceId])
  const target = locked.get(targetId)
  const source = locked.get(sourceId)
  if (!target || !source) throw customerNotFound()
  if (inactive(target) || inactive(source)) throw new HttpError(409, 'customerMergeInactive')
  await moveReservationsToCustomer(tx, { sourceId, targetId, userId: access.userId, now })
  // Archived first: the target may take the source's email, which the unique index allows one live holder.
  await archiveMergedCustomer(tx, sourceId, targetId, now)
  const filled = filledColumns(target, source)
  if (Object.keys(filled).length > 0) {
    const searchText = customerSearchText({ ...target, ...filled })
    await updateCustomer(tx, targetId, { ...filled, searchText }, now)
  }
}

/**
 * Merges the source customer into the target (the one in the path) on the owner's word: reservations move
 * with their payments and history, each gets a 'customer_merged' row naming who did it, the target's empty
 * fields are filled from the source, and the source is archived with a pointer to the target. One
 * transaction, with both customers locked, so a booking of either waits for it and then counts against the
 * target's cap. Refused: the same customer (422), an archived or erased one (409), another company's (404).
 */
export async function mergeCustomer(
  deps: AppDeps,
  access: CompanyAccess,
  targetId: number,
  input: CustomerMergeInput,
): Promise<{ data: Customer }> {
  await loadCustomer(deps, access, targetId)
  const sourceId = input.source_customer_id
  if (sourceId === targetId) {
    throw new FieldValidationError({ source_customer_id: [{ key: 'customerMergeSelf' }] })
  }
  const source = await findCustomer(deps.database.db, sourceId)
  if (!source || source.companyId !== access.companyId) throw customerNotFound()
  const now = deps.clock.now()
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.database.db.transaction((tx) => mergeInTransaction(tx, access, targetId, sourceId, now))
      break
    } catch (error) {
      // Moving reservations re-checks them against a booking being inserted for the same worker at that
      // instant; PostgreSQL may break such a wait with a deadlock, and the merge then simply runs again.
      if (pgErrorCode(error) === PG_DEADLOCK && attempt < MAX_ATTEMPTS) continue
      throw error
    }
  }
  return { data: toCustomerJson((await findCustomer(deps.database.db, targetId))!) }
}
