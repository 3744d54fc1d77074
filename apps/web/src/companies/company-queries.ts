import type { Company, CompanyInput } from '@rezervo/shared/schemas/company'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyPath, type DataAnswer, type DeleteAnswer, type ListAnswer } from '../lib/company-api'

export const MY_COMPANIES_KEY = ['companies', 'mine'] as const

/** GET /api/v1/companies: the companies the signed-in user belongs to. */
export const myCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: MY_COMPANIES_KEY,
    queryFn: ({ signal }) =>
      apiClient.get<ListAnswer<Company>>('/api/v1/companies?per_page=100', { signal }).then((a) => a.data),
  })

/** GET /api/v1/companies/:companyId */
export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId, 'detail'],
    queryFn: ({ signal }) =>
      apiClient.get<DataAnswer<Company>>(companyPath(companyId), { signal }).then((a) => a.data),
  })

export const createCompany = (input: CompanyInput) =>
  apiClient.post<DataAnswer<Company>>('/api/v1/companies', input).then((a) => a.data)

export const updateCompany = (companyId: number, input: CompanyInput) =>
  apiClient
    .request<DataAnswer<Company>>(companyPath(companyId), { method: 'PUT', body: input })
    .then((a) => a.data)

export const deleteCompany = (companyId: number) =>
  apiClient.request<DeleteAnswer>(companyPath(companyId), { method: 'DELETE' }).then((a) => a.data)
