import { foldForSearch } from '@rezervo/shared'
import { branchPagePath } from '@rezervo/shared/public-pages/branch-address'
import {
  type DirectoryBranchesResponse,
  type DirectoryBranchQuery,
  type DirectoryGroup,
  type DirectoryNameSearchQuery,
  type DirectoryNameSearchResponse,
  directoryBranchesResponseSchema,
  directoryGroupsResponseSchema,
} from '@rezervo/shared/schemas/directory'
import type { AppDeps } from '../app-deps'
import type { NoticeCache } from '../db/notice-cache'
import { type CachedAnswer, cachedAnswer } from '../http/cached-answer'
import { notFound } from '../http/errors'
import {
  findAllListedBranches,
  findCategoryBySlugs,
  findCategoryGroupsWithCounts,
  findListedBranchesByName,
} from './repository'

/**
 * The directory's answers kept in memory until a branch, company or category changes (the database's
 * notice, decision 023): the /category screen's groups, and per category every listed branch in order with
 * its folded name and city, so a search or a page is a filter and a slice, not a query and a sort. What
 * goes out is kept serialized, with its compressed forms (decision 045): the groups once, and per category
 * the answers of up to `ANSWERS_PER_CATEGORY` searches and pages.
 */
export interface DirectoryCaches {
  groups: NoticeCache<CachedAnswer>
  categories: NoticeCache<ListedCategory | null>
}

/** Searches are typed text: past this many different ones a category's answers are made and not kept. */
const ANSWERS_PER_CATEGORY = 200

interface ListedCategory {
  group: DirectoryBranchesResponse['group']
  category: DirectoryBranchesResponse['category']
  branches: (DirectoryBranchesResponse['data'][number] & { foldedName: string; foldedCity: string })[]
  /** Serialized answers by page and folded search; they go when the category's entry goes. */
  answers: Map<string, CachedAnswer>
}

/** The /category screen: every group with its categories, each counting its listed branches, serialized. */
export async function listCategoryGroups(deps: AppDeps, caches: DirectoryCaches): Promise<CachedAnswer> {
  // Parsed by the response schema as the route's serializer would, then kept serialized.
  return caches.groups.get('groups', async () =>
    cachedAnswer(JSON.stringify(directoryGroupsResponseSchema.parse(await loadCategoryGroups(deps)))),
  )
}

async function loadCategoryGroups(deps: AppDeps): Promise<{ data: DirectoryGroup[] }> {
  const found = await deps.reads.run((db) => findCategoryGroupsWithCounts(db))
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
  caches: DirectoryCaches,
): Promise<CachedAnswer> {
  // Slugs are checked by the route's schema; an unknown pair is kept as null, so a 404 is no query either.
  const listed = await caches.categories.get(JSON.stringify([groupSlug, categorySlug]), () =>
    loadListedCategory(deps, groupSlug, categorySlug),
  )
  if (!listed) throw notFound()
  const name = foldForSearch(query.search ?? '')
  const city = foldForSearch(query.city ?? '')
  const key = JSON.stringify([query.page, query.per_page, name, city])
  const kept = listed.answers.get(key)
  if (kept) return kept
  const answer = cachedAnswer(
    JSON.stringify(directoryBranchesResponseSchema.parse(pageOfCategory(listed, name, city, query))),
  )
  if (listed.answers.size < ANSWERS_PER_CATEGORY) listed.answers.set(key, answer)
  return answer
}

/** One page of a category's branches whose folded name and city contain `name` and `city`. */
function pageOfCategory(
  listed: ListedCategory,
  name: string,
  city: string,
  query: DirectoryBranchQuery,
): DirectoryBranchesResponse {
  const matching = listed.branches.filter(
    (branch) => branch.foldedName.includes(name) && branch.foldedCity.includes(city),
  )
  const offset = (query.page - 1) * query.per_page
  return {
    group: listed.group,
    category: listed.category,
    data: matching
      .slice(offset, offset + query.per_page)
      .map(({ foldedName: _name, foldedCity: _city, ...card }) => card),
    meta: { page: query.page, per_page: query.per_page, total: matching.length },
  }
}

async function loadListedCategory(
  deps: AppDeps,
  groupSlug: string,
  categorySlug: string,
): Promise<ListedCategory | null> {
  const { found, rows } = await deps.reads.run(async (db) => {
    const found = await findCategoryBySlugs(db, groupSlug, categorySlug)
    return { found, rows: found ? await findAllListedBranches(db, found.category.id) : [] }
  })
  if (!found) return null
  const { group, category } = found
  return {
    ...namesOf(group, category),
    branches: rows.map((branch) => ({
      ...cardOf(group, category, branch),
      foldedName: foldForSearch(branch.name),
      foldedCity: foldForSearch(branch.city ?? ''),
    })),
    answers: new Map(),
  }
}

type Found = NonNullable<Awaited<ReturnType<typeof findCategoryBySlugs>>>
type ListedRow = Awaited<ReturnType<typeof findAllListedBranches>>[number]

function namesOf(group: Found['group'], category: Found['category']) {
  return {
    group: { id: group.id, slug: group.slug, name_cs: group.nameCs, name_en: group.nameEn },
    category: { id: category.id, slug: category.slug, name_cs: category.nameCs, name_en: category.nameEn },
  }
}

function cardOf(group: Found['group'], category: Found['category'], branch: ListedRow) {
  return {
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
  }
}

/** How many branches the name search answers with: a notice's short list, not a directory page. */
const NAME_MATCHES = 10

/**
 * Home's not-found notice: the listed branches whose name contains the words typed, accent-insensitive, with
 * their public page (issue 37, finding 11).
 */
export async function searchBranchesByName(
  deps: AppDeps,
  query: DirectoryNameSearchQuery,
): Promise<DirectoryNameSearchResponse> {
  const folded = foldForSearch(query.search)
  const rows = await deps.reads.run((db) => findListedBranchesByName(db, folded, NAME_MATCHES))
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      path: branchPagePath({ groupSlug: row.groupSlug, categorySlug: row.categorySlug, slug: row.slug }),
    })),
  }
}
