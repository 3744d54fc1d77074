import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import {
  branchExceptions,
  branches,
  branchOpeningHours,
  categories,
  categoryGroups,
  companies,
  itemCategories,
  items,
  workerBranches,
  workerItems,
  workers,
} from '../db/schema'

export async function findActiveBranchBySlug(db: DatabaseOrTransaction, slug: string) {
  const [row] = await db
    .select({ branch: branches, companyName: companies.name, category: categories, group: categoryGroups })
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.companyId))
    .leftJoin(categories, eq(categories.id, branches.categoryId))
    .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(and(eq(branches.slug, slug), isNull(branches.archivedAt), isNull(companies.archivedAt)))
  return row
}

export async function findOpeningHours(db: DatabaseOrTransaction, branchId: number) {
  return db
    .select()
    .from(branchOpeningHours)
    .where(eq(branchOpeningHours.branchId, branchId))
    .orderBy(asc(branchOpeningHours.isoWeekday), asc(branchOpeningHours.startMinute))
}

/** Date exceptions of the branch from..to, both included. */
export async function findExceptionsBetween(
  db: DatabaseOrTransaction,
  branchId: number,
  from: string,
  to: string,
) {
  return db
    .select()
    .from(branchExceptions)
    .where(and(eq(branchExceptions.branchId, branchId), between(branchExceptions.date, from, to)))
}

/** Active workers of the branch and the active, online-bookable items they perform. */
export async function findBranchStaffAndItems(db: DatabaseOrTransaction, branchId: number) {
  const staff = await db
    .select({ worker: workers })
    .from(workers)
    .innerJoin(workerBranches, eq(workerBranches.workerId, workers.id))
    .where(and(eq(workerBranches.branchId, branchId), isNull(workers.archivedAt)))
    .orderBy(asc(workers.name))
  const workerIds = staff.map((row) => row.worker.id)
  const performed = workerIds.length
    ? await db
        .select({ workerId: workerItems.workerId, item: items, category: itemCategories })
        .from(workerItems)
        .innerJoin(items, eq(items.id, workerItems.itemId))
        .leftJoin(itemCategories, eq(itemCategories.id, items.itemCategoryId))
        .where(
          and(
            inArray(workerItems.workerId, workerIds),
            eq(items.active, true),
            eq(items.bookableOnline, true),
            isNull(items.archivedAt),
          ),
        )
    : []
  return { workers: staff.map((row) => row.worker), performed }
}
