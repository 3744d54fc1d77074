import { foldForSearch } from '@rezervo/shared'
import type {
  DirectoryBranchesResponse,
  DirectoryBranchQuery,
  DirectoryGroup,
} from '@rezervo/shared/schemas/directory'
import type { AppDeps } from '../app-deps'
import { notFound } from '../http/errors'
import { findCategoryBySlugs, findCategoryGroupsWithCounts, findListedBranches } from './repository'

/** The /category screen: every group with its categories, each counting its listed branches. */
export async function listCategoryGroups(deps: AppDeps): Promise<{ data: DirectoryGroup[] }> {
  const found = await findCategoryGroupsWithCounts(deps.database.db)
  const branchCounts = new Map(found.counts.map((row) => [row.categoryId, row.branches]))
  const data = found.groups.map((group) => {
    const groupCategories = found.categories
      .filter((category) => category.groupId === group.id)
      .map((category) => ({
        id: category.id,
        slug: category.slug,
        name_cs: category.nameCs,
        name_en: category.nameEn,
        branch_count: branchCounts.get(category.id) ?? 0,
      }))
    return {
      id: group.id,
      slug: group.slug,
      name_cs: group.nameCs,
      name_en: group.nameEn,
      branch_count: groupCategories.reduce((sum, category) => sum + category.branch_count, 0),
      categories: groupCategories,
    }
  })
  return { data }
}

/** The /subcategory screen: a category's branch cards, searched by name and city without regard to accents. */
export async function listCategoryBranches(
  deps: AppDeps,
  groupSlug: string,
  categorySlug: string,
  query: DirectoryBranchQuery,
): Promise<DirectoryBranchesResponse> {
  const { db } = deps.database
  const found = await findCategoryBySlugs(db, groupSlug, categorySlug)
  if (!found) throw notFound()
  const { group, category } = found
  const { rows, total } = await findListedBranches(db, {
    categoryId: category.id,
    name: foldForSearch(query.search ?? ''),
    city: foldForSearch(query.city ?? ''),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  })
  return {
    group: { id: group.id, slug: group.slug, name_cs: group.nameCs, name_en: group.nameEn },
    category: { id: category.id, slug: category.slug, name_cs: category.nameCs, name_en: category.nameEn },
    data: rows.map((branch) => ({
      id: branch.id,
      name: branch.name,
      slug: branch.slug,
      category_group_slug: group.slug,
      category_slug: category.slug,
      path: `/${group.slug}/${category.slug}/${branch.slug}`,
      street: branch.street,
      house_number: branch.houseNumber,
      city: branch.city,
      description: branch.description,
      photo_url: branch.photoUrl,
    })),
    meta: { page: query.page, per_page: query.per_page, total },
  }
}
