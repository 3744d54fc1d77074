import type { DirectoryBranchesResponse, DirectoryGroup } from '@rezervo/shared/schemas/directory'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'

export const categoryGroupsQuery = () =>
  queryOptions({
    queryKey: ['directory', 'groups'],
    queryFn: () => apiClient.get<{ data: DirectoryGroup[] }>('/api/v1/directory/category-groups'),
  })

export const categoryBranchesQuery = (group: string, category: string, search: string, city: string) =>
  queryOptions({
    queryKey: ['directory', 'branches', group, category, search, city],
    queryFn: () => {
      const query = new URLSearchParams()
      if (search) query.set('search', search)
      if (city) query.set('city', city)
      const path = `/api/v1/directory/categories/${encodeURIComponent(group)}/${encodeURIComponent(category)}/branches`
      return apiClient.get<DirectoryBranchesResponse>(`${path}?${query}`)
    },
    placeholderData: keepPreviousData,
  })

/** The /subcategory address of one category. */
export const subcategoryPath = (group: string, category: string) =>
  `/subcategory?${new URLSearchParams({ group, category })}`
