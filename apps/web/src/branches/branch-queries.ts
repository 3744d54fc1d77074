import type { FeaturedBranch, PublicBranch } from '@rezervo/shared'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'

export const publicBranchQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-branch', slug],
    queryFn: () => apiClient.get<PublicBranch>(`/api/v1/branches/slug/${encodeURIComponent(slug)}`),
  })

export const featuredBranchQuery = () =>
  queryOptions({
    queryKey: ['featured-branch'],
    queryFn: () => apiClient.get<FeaturedBranch>('/api/v1/featured-branch'),
  })

export function branchPath(branch: {
  category_group_slug: string
  category_slug: string
  branch_slug: string
}) {
  return `/${branch.category_group_slug}/${branch.category_slug}/${branch.branch_slug}`
}
