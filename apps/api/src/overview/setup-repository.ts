import { and, asc, eq, exists, isNull, type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import {
  branches,
  branchOpeningHours,
  categories,
  categoryGroups,
  items,
  reservations,
  workerBranches,
  workerItems,
  workers,
  workingHours,
} from '../db/schema'

/** The branch the checklist is about (the given live one, or the company's first), with its page's slugs. */
export async function findSetupBranch(db: DatabaseOrTransaction, companyId: number, branchId?: number) {
  const conditions: SQL[] = [eq(branches.companyId, companyId), isNull(branches.archivedAt)]
  if (branchId !== undefined) conditions.push(eq(branches.id, branchId))
  const [row] = await db
    .select({
      id: branches.id,
      slug: branches.slug,
      categorySlug: categories.slug,
      groupSlug: categoryGroups.slug,
    })
    .from(branches)
    .leftJoin(categories, eq(categories.id, branches.categoryId))
    .leftJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(and(...conditions))
    .orderBy(asc(branches.id))
    .limit(1)
  return row
}

const bookableItem = and(eq(items.active, true), eq(items.bookableOnline, true), isNull(items.archivedAt))

const anyRow = async (query: PromiseLike<unknown[]>) => (await query).length > 0

/**
 * What the first-run checklist reads: whether the company has a bookable service, the branch opening hours and
 * an online booking, and each live worker at the branch with whether they perform a bookable service and have
 * working hours there.
 */
export async function findSetupFacts(db: DatabaseOrTransaction, companyId: number, branchId: number) {
  const one = { one: sql`1` }
  const [hasBookableItem, branchHasHours, hasOnlineBooking, branchWorkers] = await Promise.all([
    anyRow(
      db
        .select(one)
        .from(items)
        .where(and(eq(items.companyId, companyId), bookableItem))
        .limit(1),
    ),
    anyRow(db.select(one).from(branchOpeningHours).where(eq(branchOpeningHours.branchId, branchId)).limit(1)),
    anyRow(
      db
        .select(one)
        .from(reservations)
        .where(and(eq(reservations.branchId, branchId), eq(reservations.source, 'online')))
        .limit(1),
    ),
    db
      .select({
        id: workers.id,
        performs: exists(
          db
            .select(one)
            .from(workerItems)
            .innerJoin(items, eq(items.id, workerItems.itemId))
            .where(and(eq(workerItems.workerId, workers.id), bookableItem)),
        ).mapWith(Boolean),
        hasHours: exists(
          db
            .select(one)
            .from(workingHours)
            .where(and(eq(workingHours.workerId, workers.id), eq(workingHours.branchId, branchId))),
        ).mapWith(Boolean),
      })
      .from(workers)
      .innerJoin(workerBranches, eq(workerBranches.workerId, workers.id))
      .where(
        and(
          eq(workers.companyId, companyId),
          eq(workerBranches.branchId, branchId),
          isNull(workers.archivedAt),
          isNull(workers.suspendedAt),
        ),
      )
      .orderBy(asc(workers.id)),
  ])
  return { hasBookableItem, branchHasHours, hasOnlineBooking, workers: branchWorkers }
}
