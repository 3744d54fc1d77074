import type { Branch, BranchInput, BranchSummary } from '@rezervo/shared/schemas/branch'
import type { Company, CompanyInput } from '@rezervo/shared/schemas/company'
import type { Customer, CustomerDetail, CustomerInput } from '@rezervo/shared/schemas/customer'
import type { Item, ItemInput } from '@rezervo/shared/schemas/item'
import type { ItemCategoryInput, ItemCategoryRow } from '@rezervo/shared/schemas/item-category'
import type {
  Worker,
  WorkerExceptionInput,
  WorkerExceptionRow,
  WorkerInput,
} from '@rezervo/shared/schemas/worker'
import { apiResource, companyResource } from './company-resource'

/**
 * The record resources of the REST API, one line each. They live here rather than in their features because
 * several features list one another's records (an item's workers, a worker's items and branches, the
 * calendar's filters, the overview's checklist); a feature importing another for that would make cycles.
 * Screens and calls that belong to one feature only (a customer's erasure, the delivery log) stay in it.
 */

/** The companies the signed-in user belongs to: /api/v1/companies. */
export const companiesResource = apiResource<{ row: Company; input: CompanyInput }>('companies')

export const branchesResource = companyResource<{ row: BranchSummary; detail: Branch; input: BranchInput }>(
  'branches',
)

export const itemsResource = companyResource<{ row: Item; input: ItemInput }>('items')

export const itemCategoriesResource = companyResource<{ row: ItemCategoryRow; input: ItemCategoryInput }>(
  'item-categories',
)

export const workersResource = companyResource<{ row: Worker; input: WorkerInput }>('workers')

/** A worker's holidays, sickness and extra hours: under the worker, so the worker's key reaches them. */
export const workerExceptionsResource = (companyId: number, workerId: number) =>
  companyResource<{ row: WorkerExceptionRow; input: WorkerExceptionInput }>(
    'workers',
    workerId,
    'exceptions',
  )(companyId)

export const customersResource = companyResource<{
  row: Customer
  detail: CustomerDetail
  input: CustomerInput
  saved: Customer
}>('customers')
