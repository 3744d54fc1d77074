import type { Invoice } from '@rezervo/shared/schemas/invoice'
import type { PageMeta } from '@rezervo/shared/schemas/paging'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath } from '../lib/company-resource'

export const INVOICES_PER_PAGE = 50

/** GET …/invoices: the newest documents first. */
export const invoicesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyKey(companyId, 'invoices'),
    queryFn: ({ signal }) =>
      apiClient.get<{ data: Invoice[]; meta: PageMeta }>(
        companyPath(companyId, `/invoices?per_page=${INVOICES_PER_PAGE}`),
        { signal },
      ),
  })

/** The downloads are plain links: the browser sends the session cookie and saves the file. */
export const invoicePdfUrl = (companyId: number, invoiceId: number) =>
  companyPath(companyId, `/invoices/${invoiceId}/pdf`)
export const invoiceIsdocUrl = (companyId: number, invoiceId: number) =>
  companyPath(companyId, `/invoices/${invoiceId}/isdoc`)
