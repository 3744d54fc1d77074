import type { Customer, CustomerMergeInput } from '@rezervo/shared/schemas/customer'
import { keepPreviousData } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyPath, type DataAnswer, queryString } from '../lib/company-resource'
import { customersResource } from '../lib/company-resources'

export const CUSTOMERS_PER_PAGE = 20

/**
 * GET …/customers?search&page&duplicates: accent-insensitive search over name, email and phone, one page; with
 * `duplicates`, only customers sharing a phone with another. The previous page stays on screen while the next
 * one loads.
 */
export const customerSearchQuery = (companyId: number, search: string, page: number, duplicates = false) => ({
  ...customersResource(companyId).list({
    search,
    page,
    per_page: CUSTOMERS_PER_PAGE,
    duplicates: duplicates ? 'true' : undefined,
  }),
  placeholderData: keepPreviousData,
})

/** The CSV export of the (searched) list; a plain link, the browser downloads it with the session cookie. */
export const customersExportUrl = (companyId: number, search: string) =>
  companyPath(companyId, `/customers/export.csv${queryString({ search })}`)

export const eraseCustomer = (companyId: number, customerId: number) =>
  apiClient.post<DataAnswer<Customer>>(companyPath(companyId, `/customers/${customerId}/erase`))

/** POST …/customers/:targetId/merge: the source's reservations move to the target, the source is archived. */
export const mergeCustomers = (companyId: number, targetId: number, input: CustomerMergeInput) =>
  apiClient
    .post<DataAnswer<Customer>>(companyPath(companyId, `/customers/${targetId}/merge`), input)
    .then((answer) => answer.data)
