import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { items } from '../db/schema'

/** A worker of the branch who performs every chosen item. */
export interface Performer {
  id: number
  name: string
}

/**
 * In one statement: the chosen items that exist in the company and can be booked online now, and, beside
 * each, the branch's active workers who perform every one of the chosen items (ascending by id).
 */
export async function findBookableItemsAndPerformers(
  db: DatabaseOrTransaction,
  branch: { id: number; companyId: number },
  itemIds: readonly number[],
) {
  const chosen = [...itemIds]
  const rows = await db
    .select({
      item: items,
      performers: sql<Performer[]>`coalesce((select json_agg(json_build_object('id', w.id, 'name', w.name)
        order by w.id) from workers w
        where w.archived_at is null and w.suspended_at is null
        and exists (select 1 from worker_branches wb where wb.worker_id = w.id and wb.branch_id = ${branch.id})
        and (select count(distinct wi.item_id) from worker_items wi
          where wi.worker_id = w.id and wi.item_id in ${chosen}) = ${chosen.length}), '[]')`,
    })
    .from(items)
    .where(
      and(
        eq(items.companyId, branch.companyId),
        inArray(items.id, chosen),
        eq(items.active, true),
        eq(items.bookableOnline, true),
        isNull(items.archivedAt),
      ),
    )
  return { items: rows.map((row) => row.item), performers: rows[0]?.performers ?? [] }
}

/** The company's items among the ids whatever their state, in the ids' order: what a refused choice names. */
export async function findCompanyItemNames(
  db: DatabaseOrTransaction,
  companyId: number,
  itemIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(and(eq(items.companyId, companyId), inArray(items.id, [...itemIds])))
  return itemIds.flatMap((id) => rows.filter((row) => row.id === id))
}
