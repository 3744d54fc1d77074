import { and, asc, eq, like, ne, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DatabaseOrTransaction } from '../db/client'
import { nameOrder } from '../db/name-order'
import { archivedOrLive, pagedList, rowCount } from '../db/paged-list'
import { branchExceptions, branches, branchOpeningHours, categories, categoryGroups } from '../db/schema'

export type BranchRow = typeof branches.$inferSelect
export type BranchColumns = Omit<
  typeof branches.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'archivedAt'
>
export type OpeningHoursColumns = Omit<typeof branchOpeningHours.$inferInsert, 'id' | 'branchId'>
export type BranchExceptionColumns = Omit<typeof branchExceptions.$inferInsert, 'id' | 'branchId'>

const categoryGroup = alias(categoryGroups, 'category_group')

/** A branch with the public category it is listed under. */
const branchWithCategory = {
  branch: branches,
  category: {
    id: categories.id,
    slug: categories.slug,
    nameCs: categories.nameCs,
    nameEn: categories.nameEn,
  },
  group: {
    id: categoryGroup.id,
    slug: categoryGroup.slug,
    nameCs: categoryGroup.nameCs,
    nameEn: categoryGroup.nameEn,
  },
}
export type BranchWithCategory = Awaited<ReturnType<typeof findBranch>> & {}

function selectBranchWithCategory(db: DatabaseOrTransaction) {
  return db
    .select(branchWithCategory)
    .from(branches)
    .leftJoin(categories, eq(categories.id, branches.categoryId))
    .leftJoin(categoryGroup, eq(categoryGroup.id, categories.groupId))
}

export async function listBranches(
  db: DatabaseOrTransaction,
  companyId: number,
  options: { archived: boolean; limit: number; offset: number },
) {
  const where = and(eq(branches.companyId, companyId), archivedOrLive(branches.archivedAt, options.archived))
  return pagedList(
    selectBranchWithCategory(db).where(where).orderBy(nameOrder(branches.name), asc(branches.id)),
    db.select(rowCount).from(branches).where(where),
    options,
  )
}

export async function findBranch(db: DatabaseOrTransaction, branchId: number) {
  const [row] = await selectBranchWithCategory(db).where(eq(branches.id, branchId))
  return row
}

export async function findBranchHours(db: DatabaseOrTransaction, branchId: number) {
  const [openingHours, exceptions] = await Promise.all([
    db
      .select()
      .from(branchOpeningHours)
      .where(eq(branchOpeningHours.branchId, branchId))
      .orderBy(asc(branchOpeningHours.isoWeekday), asc(branchOpeningHours.startMinute)),
    db
      .select()
      .from(branchExceptions)
      .where(eq(branchExceptions.branchId, branchId))
      .orderBy(asc(branchExceptions.date)),
  ])
  return { openingHours, exceptions }
}

export async function publicCategoryExists(db: DatabaseOrTransaction, categoryId: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
  return Boolean(row)
}

/** Slugs equal to `base` or `base-…`, of every company's branches (slugs are global, they are URLs). */
export async function findSlugsLike(db: DatabaseOrTransaction, base: string, exceptBranchId?: number) {
  const rows = await db
    .select({ slug: branches.slug })
    .from(branches)
    .where(
      and(
        or(eq(branches.slug, base), like(branches.slug, `${base}-%`)),
        exceptBranchId ? ne(branches.id, exceptBranchId) : undefined,
      ),
    )
  return rows.map((row) => row.slug)
}

async function replaceHours(
  tx: DatabaseOrTransaction,
  branchId: number,
  openingHours: OpeningHoursColumns[],
  exceptions: BranchExceptionColumns[],
) {
  await tx.delete(branchOpeningHours).where(eq(branchOpeningHours.branchId, branchId))
  await tx.delete(branchExceptions).where(eq(branchExceptions.branchId, branchId))
  if (openingHours.length) {
    await tx.insert(branchOpeningHours).values(openingHours.map((row) => ({ ...row, branchId })))
  }
  if (exceptions.length)
    await tx.insert(branchExceptions).values(exceptions.map((row) => ({ ...row, branchId })))
}

export async function insertBranch(
  db: DatabaseOrTransaction,
  companyId: number,
  values: BranchColumns,
  openingHours: OpeningHoursColumns[],
  exceptions: BranchExceptionColumns[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(branches)
      .values({ ...values, companyId })
      .returning({ id: branches.id })
    await replaceHours(tx, row!.id, openingHours, exceptions)
    return row!.id
  })
}

/** The branch, its weekly hours and its exceptions change together or not at all. */
export async function updateBranch(
  db: DatabaseOrTransaction,
  branchId: number,
  values: BranchColumns,
  openingHours: OpeningHoursColumns[],
  exceptions: BranchExceptionColumns[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(branches)
      .set({ ...values, updatedAt: now })
      .where(eq(branches.id, branchId))
    await replaceHours(tx, branchId, openingHours, exceptions)
  })
}

export async function archiveBranch(db: DatabaseOrTransaction, branchId: number, now: Date) {
  await db.update(branches).set({ archivedAt: now, updatedAt: now }).where(eq(branches.id, branchId))
}

/** Hours, exceptions and workers' links to the branch cascade; reservations block it. */
export async function deleteBranchRow(tx: DatabaseOrTransaction, branchId: number) {
  await tx.delete(branches).where(eq(branches.id, branchId))
}
