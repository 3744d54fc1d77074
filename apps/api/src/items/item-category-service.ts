import {
  type DeleteResult,
  type ItemCategory,
  type ItemCategoryValues,
  type PagingQuery,
  slugify,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { type CompanyAccess, ensureInCompany } from '../http/company-access'
import { listAnswer, pageWindow } from '../http/records'
import {
  deleteItemCategory,
  findItemCategory,
  type ItemCategoryRow,
  insertItemCategory,
  listItemCategories,
  updateItemCategory,
} from './item-category-repository'

function toItemCategoryJson({
  category,
  itemCount,
}: {
  category: ItemCategoryRow
  itemCount: number
}): ItemCategory {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    position: category.position,
    item_count: itemCount,
    created_at: category.createdAt.toISOString(),
  }
}

function toColumns(input: ItemCategoryValues) {
  // The slug anchors the category's section on the branch page; a name of only symbols still needs one.
  return { name: input.name, slug: slugify(input.name) || 'kategorie', position: input.position }
}

async function loadItemCategory(deps: AppDeps, access: CompanyAccess, categoryId: number) {
  const row = await findItemCategory(deps.database.db, categoryId)
  return ensureInCompany(row && { ...row, companyId: row.category.companyId }, access.companyId)
}

export async function listCompanyItemCategories(deps: AppDeps, access: CompanyAccess, query: PagingQuery) {
  const { rows, total } = await listItemCategories(deps.database.db, access.companyId, pageWindow(query))
  return listAnswer(query, { rows, total }, toItemCategoryJson)
}

export async function getItemCategory(deps: AppDeps, access: CompanyAccess, categoryId: number) {
  return { data: toItemCategoryJson(await loadItemCategory(deps, access, categoryId)) }
}

export async function createItemCategory(deps: AppDeps, access: CompanyAccess, input: ItemCategoryValues) {
  const categoryId = await insertItemCategory(deps.database.db, access.companyId, toColumns(input))
  return getItemCategory(deps, access, categoryId)
}

export async function editItemCategory(
  deps: AppDeps,
  access: CompanyAccess,
  categoryId: number,
  input: ItemCategoryValues,
) {
  await loadItemCategory(deps, access, categoryId)
  await updateItemCategory(deps.database.db, categoryId, toColumns(input))
  return getItemCategory(deps, access, categoryId)
}

export async function removeItemCategory(
  deps: AppDeps,
  access: CompanyAccess,
  categoryId: number,
): Promise<{ data: DeleteResult }> {
  await loadItemCategory(deps, access, categoryId)
  await deleteItemCategory(deps.database.db, categoryId, deps.clock.now())
  return { data: { id: categoryId, outcome: 'deleted' } }
}
