import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { nameOrder } from '../db/name-order'
import { pagedList, rowCount } from '../db/paged-list'
import { itemCategories, items } from '../db/schema'

export type ItemCategoryRow = typeof itemCategories.$inferSelect
export type ItemCategoryColumns = Pick<typeof itemCategories.$inferInsert, 'name' | 'slug' | 'position'>

/** Written out in full: inside a subquery Drizzle would leave the outer column unqualified. */
const liveItemCount = sql<number>`(select count(*)::int from "items"
  where "items"."item_category_id" = "item_categories"."id" and "items"."archived_at" is null)`

export async function listItemCategories(
  db: DatabaseOrTransaction,
  companyId: number,
  options: { limit: number; offset: number },
) {
  const where = and(eq(itemCategories.companyId, companyId), isNull(itemCategories.archivedAt))
  return pagedList(
    db
      .select({ category: itemCategories, itemCount: liveItemCount })
      .from(itemCategories)
      .where(where)
      .orderBy(asc(itemCategories.position), nameOrder(itemCategories.name), asc(itemCategories.id)),
    db.select(rowCount).from(itemCategories).where(where),
    options,
  )
}

export async function findItemCategory(db: DatabaseOrTransaction, categoryId: number) {
  const [row] = await db
    .select({ category: itemCategories, itemCount: liveItemCount })
    .from(itemCategories)
    .where(eq(itemCategories.id, categoryId))
  return row
}

export async function insertItemCategory(
  db: DatabaseOrTransaction,
  companyId: number,
  values: ItemCategoryColumns,
) {
  const [row] = await db
    .insert(itemCategories)
    .values({ ...values, companyId })
    .returning({ id: itemCategories.id })
  return row!.id
}

export async function updateItemCategory(
  db: DatabaseOrTransaction,
  categoryId: number,
  values: ItemCategoryColumns,
) {
  await db.update(itemCategories).set(values).where(eq(itemCategories.id, categoryId))
}

/**
 * A category only groups items, and reservations copy item names, so nothing historical hangs on it: its
 * items (archived ones too) become uncategorised and the category goes.
 */
export async function deleteItemCategory(db: DatabaseOrTransaction, categoryId: number, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(items)
      .set({ itemCategoryId: null, updatedAt: now })
      .where(eq(items.itemCategoryId, categoryId))
    await tx.delete(itemCategories).where(eq(itemCategories.id, categoryId))
  })
}
