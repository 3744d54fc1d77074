import type { DeleteResult, PageMeta } from '@rezervo/shared/schemas/paging'

/** `{ data, meta }`, the answer of every list. */
export interface ListAnswer<T> {
  data: T[]
  meta: PageMeta
}

/** `{ data }`, the answer of every single resource. */
export interface DataAnswer<T> {
  data: T
}

export type DeleteAnswer = DataAnswer<DeleteResult>

/** A path under the current company: companyPath(3, '/branches') → '/api/v1/companies/3/branches'. */
export function companyPath(companyId: number, suffix = ''): string {
  return `/api/v1/companies/${companyId}${suffix}`
}

/** The query key prefix of everything that belongs to one company, so switching companies never mixes data. */
export function companyKey(companyId: number, ...rest: unknown[]): unknown[] {
  return ['companies', companyId, ...rest]
}

/** A query string from the given values, without the empty ones ('' when nothing is left). */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
