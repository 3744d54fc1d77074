import type {
  Customer,
  CustomerDetail,
  CustomerInput,
  CustomerMergeInput,
} from '@rezervo/shared/schemas/customer'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import {
  companyKey,
  companyPath,
  type DataAnswer,
  type DeleteAnswer,
  type ListAnswer,
  queryString,
} from '../lib/company-api'

export const customersKey = (companyId: number) => companyKey(companyId, 'customers')
export const CUSTOMERS_PER_PAGE = 20

/**
 * GET …/customers?search&page&duplicates: accent-insensitive search over name, email and phone, paged; with
 * `duplicates`, only customers sharing a phone with another.
 */
export const customersQueryOptions = (companyId: number, search: string, page: number, duplicates = false) =>
  queryOptions({
    queryKey: [...customersKey(companyId), 'list', search, page, duplicates],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiClient.get<ListAnswer<Customer>>(
        companyPath(
          companyId,
          `/customers${queryString({ search, page, per_page: CUSTOMERS_PER_PAGE, duplicates: duplicates ? 'true' : undefined })}`,
        ),
        { signal },
      ),
  })

/** GET …/customers/:customerId: with reservations and turnover. */
export const customerQueryOptions = (companyId: number, customerId: number) =>
  queryOptions({
    queryKey: [...customersKey(companyId), customerId],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<CustomerDetail>>(companyPath(companyId, `/customers/${customerId}`), { signal })
        .then((answer) => answer.data),
  })

/** The CSV export of the (searched) list; a plain link, the browser downloads it with the session cookie. */
export const customersExportUrl = (companyId: number, search: string) =>
  companyPath(companyId, `/customers/export.csv${queryString({ search })}`)

export const saveCustomer = (companyId: number, customerId: number | undefined, input: CustomerInput) =>
  apiClient
    .request<DataAnswer<Customer>>(
      companyPath(companyId, customerId ? `/customers/${customerId}` : '/customers'),
      { method: customerId ? 'PUT' : 'POST', body: input },
    )
    .then((answer) => answer.data)

export const deleteCustomer = (companyId: number, customerId: number) =>
  apiClient
    .request<DeleteAnswer>(companyPath(companyId, `/customers/${customerId}`), { method: 'DELETE' })
    .then((answer) => answer.data)

export const eraseCustomer = (companyId: number, customerId: number) =>
  apiClient.post<DataAnswer<Customer>>(companyPath(companyId, `/customers/${customerId}/erase`))

/** POST …/customers/:targetId/merge: the source's reservations move to the target, the source is archived. */
export const mergeCustomers = (companyId: number, targetId: number, input: CustomerMergeInput) =>
  apiClient
    .post<DataAnswer<Customer>>(companyPath(companyId, `/customers/${targetId}/merge`), input)
    .then((answer) => answer.data)
