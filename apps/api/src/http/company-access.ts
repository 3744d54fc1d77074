import type { CompanyRole } from '@rezervo/shared'
import type { FastifyRequest } from 'fastify'
import { type HttpError, notFound } from './errors'

/**
 * Who is acting in which company; set by the access check (company-access/) before any company route runs,
 * read by every company route.
 */
export interface CompanyAccess {
  companyId: number
  userId: number
  role: CompanyRole
  /**
   * For the worker role, the member's own worker record: their reads and writes of reservations, the calendar,
   * the overview and customers are narrowed to it (decision 037). Null for every other role.
   */
  workerId: number | null
}

declare module 'fastify' {
  interface FastifyRequest {
    companyAccess: CompanyAccess | null
  }
}

/** The access the check established; a route outside the company scope asking for it is a programming error. */
export function companyAccessOf(request: FastifyRequest): CompanyAccess {
  if (!request.companyAccess)
    throw new Error(`${request.routeOptions.url} is not behind the company access check`)
  return request.companyAccess
}

/**
 * A record looked up by the id in the path: missing or in another company → 404 (or `missing`), the same
 * answer for both, so an id of another company cannot be told from one that does not exist (decision 020).
 */
export function ensureInCompany<T extends { companyId: number }>(
  row: T | undefined,
  companyId: number,
  missing: () => HttpError = notFound,
): T {
  if (!row || row.companyId !== companyId) throw missing()
  return row
}

/**
 * The worker whose reservations this access is narrowed to, or undefined when it sees all of them. A worker
 * member without a worker record (impossible by the column's check) is narrowed to none: id 0.
 */
export function ownWorkerOf(access: CompanyAccess): number | undefined {
  return access.role === 'worker' ? (access.workerId ?? 0) : undefined
}
