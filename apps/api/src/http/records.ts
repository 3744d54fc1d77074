import { MAX_RECORD_ID, type PageMeta, type PagingQuery } from '@rezervo/shared'
import { z } from 'zod'

/** An id in the path; PostgreSQL integers end at 2^31 - 1, so larger numbers are not ids at all. */
export const pathId = () =>
  z.coerce.number({ error: 'numeric' }).int('integer').positive('exists').max(MAX_RECORD_ID, 'exists')

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
