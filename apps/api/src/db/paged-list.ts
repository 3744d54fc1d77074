import { type AnyColumn, count, isNotNull, isNull } from 'drizzle-orm'

/** A list query before its page is cut: what `.limit().offset()` apply to. */
interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> }
}

/** One page of a list and how many rows the whole list has. */
export interface PagedRows<Row> {
  rows: Row[]
  total: number
}

/** The select of a list's count query: `db.select(rowCount).from(table).where(where)`. */
export const rowCount = { total: count() }

/**
 * The two queries of every paged list, run together: the page of `rows` in the window, and the count of the
 * whole list (the same from and where, counted with `rowCount`).
 */
export async function pagedList<Row>(
  rows: PageableQuery<Row>,
  total: PromiseLike<{ total: number }[]>,
  window: { limit: number; offset: number },
): Promise<PagedRows<Row>> {
  const [page, [counted]] = await Promise.all([rows.limit(window.limit).offset(window.offset), total])
  return { rows: page, total: counted?.total ?? 0 }
}

/** The archive filter of the back-office lists: the archived rows, or the live ones. */
export function archivedOrLive(archivedAt: AnyColumn, archived: boolean) {
  return archived ? isNotNull(archivedAt) : isNull(archivedAt)
}
