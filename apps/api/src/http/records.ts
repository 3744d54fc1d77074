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
