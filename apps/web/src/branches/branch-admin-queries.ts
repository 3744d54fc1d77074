import type { Branch, BranchInput, BranchSummary, CategoryGroup } from '@rezervo/shared/schemas/branch'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import {
  companyKey,
  companyPath,
  type DataAnswer,
  type DeleteAnswer,
  type ListAnswer,
} from '../lib/company-api'

export const branchesKey = (companyId: number) => companyKey(companyId, 'branches')

/** GET …/branches (a company has few branches: one page of 100). */
export const branchesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: branchesKey(companyId),
    queryFn: ({ signal }) =>
      apiClient
        .get<ListAnswer<BranchSummary>>(companyPath(companyId, '/branches?per_page=100'), { signal })
        .then((answer) => answer.data),
  })

/** GET …/branches/:branchId */
export const branchQueryOptions = (companyId: number, branchId: number) =>
  queryOptions({
    queryKey: [...branchesKey(companyId), branchId],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<Branch>>(companyPath(companyId, `/branches/${branchId}`), { signal })
        .then((answer) => answer.data),
  })

/** GET /api/v1/categories: the seeded public taxonomy a branch is listed under. */
export const publicCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['public-categories'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      apiClient
        .get<{ data: CategoryGroup[] }>('/api/v1/categories', { signal })
        .then((answer) => answer.data),
  })

export const saveBranch = (companyId: number, branchId: number | undefined, input: BranchInput) =>
  apiClient
    .request<DataAnswer<Branch>>(companyPath(companyId, branchId ? `/branches/${branchId}` : '/branches'), {
      method: branchId ? 'PUT' : 'POST',
      body: input,
    })
    .then((answer) => answer.data)

export const deleteBranch = (companyId: number, branchId: number) =>
  apiClient
    .request<DeleteAnswer>(companyPath(companyId, `/branches/${branchId}`), { method: 'DELETE' })
    .then((answer) => answer.data)
