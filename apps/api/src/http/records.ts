import { type PageMeta, type PagingQuery, queryRecordId } from '@rezervo/shared'
import { z } from 'zod'

/** An id in the path: the shared queryRecordId, so 2147483648 (past the int4 column), 0 or 1.5 are 'exists'. */
export const pathId = queryRecordId

export const companyParams = z.object({ companyId: pathId() })

export const isoOrNull = (instant: Date | null) => (instant ? instant.toISOString() : null)

export function pageWindow(query: PagingQuery) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page }
}

export function pageMeta(query: PagingQuery, total: number): PageMeta {
  return { page: query.page, per_page: query.per_page, total }
}

/** The answer of a paged list: each row as JSON, and the page it is. */
export function listAnswer<Row, Json>(
  query: PagingQuery,
  page: { rows: readonly Row[]; total: number },
  toJson: (row: Row) => Json,
): { data: Json[]; meta: PageMeta } {
  return { data: page.rows.map(toJson), meta: pageMeta(query, page.total) }
}
