import type { FeaturedBranch, PublicBranch } from '@rezervo/shared'
import type { CategoryGroup } from '@rezervo/shared/schemas/branch'
import type { DirectoryNameSearchResponse } from '@rezervo/shared/schemas/directory'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'

/** Home's flag that the address asked for was not found (the server sets it too); Home then says so. */
export const NOT_FOUND_FLAG = 'nenalezeno'

/**
 * Where the spec's 404 route and unmatched paths go: Home, which tells the visitor the page was not found. Here,
 * not beside the loaders, so the light booking page reaches it without the router (decision 052).
 */
export const NOT_FOUND_PATH = `/?${NOT_FOUND_FLAG}=1`

/** Home with the address that was not found, so its notice can name it ('Stránku /striharna-jana jsme nenašli'). */
export function notFoundPathFor(missingPath: string): string {
  if (!missingPath.startsWith('/') || missingPath === '/404') return NOT_FOUND_PATH
  return `/?${new URLSearchParams({ [NOT_FOUND_FLAG]: missingPath })}`
}

/** Businesses of every category by name, for Home's not-found notice (issue 37, finding 11). */
export const branchNameSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['directory', 'by-name', search],
    queryFn: () =>
      apiClient.get<DirectoryNameSearchResponse>(
        `/api/v1/directory/branches?${new URLSearchParams({ search })}`,
      ),
    enabled: search.trim() !== '',
  })

/** The public branch call's path; the server preloads it from the booking pages' HTML (page-preloads.ts). */
const publicBranchPath = (slug: string) => `/api/v1/branches/slug/${encodeURIComponent(slug)}`

export const publicBranchQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-branch', slug],
    // Preloadable: the booking page's HTML asks for it before the scripts run (issue 16, its LCP).
    queryFn: () => apiClient.get<PublicBranch>(publicBranchPath(slug), { preloadable: true }),
  })

export const featuredBranchQuery = () =>
  queryOptions({
    queryKey: ['featured-branch'],
    queryFn: () => apiClient.get<FeaturedBranch>('/api/v1/featured-branch'),
    // A 404 means there is none (a fresh install): Home says so at once instead of asking again.
    retry: false,
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

export function branchPath(branch: {
  category_group_slug: string
  category_slug: string
  branch_slug: string
}) {
  return `/${branch.category_group_slug}/${branch.category_slug}/${branch.branch_slug}`
}
