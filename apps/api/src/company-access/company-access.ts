import { type CompanyRole, MAX_RECORD_ID } from '@rezervo/shared'
import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../app-deps'
import { requireVerifiedUser, signedInUser } from '../auth/guards'
import { forbidden, type HttpError, notFound } from '../http/errors'
import { findMembership } from './membership-repository'

/** Who is acting in which company; set by the access check before any company route runs. */
export interface CompanyAccess {
  companyId: number
  userId: number
  role: CompanyRole
}

declare module 'fastify' {
  interface FastifyRequest {
    companyAccess: CompanyAccess | null
  }
}

const ID_PATTERN = /^[1-9]\d{0,9}$/

/**
 * The one check in front of every route under /api/v1/companies/:companyId: a signed-in user with a verified
 * email who is a member of that company. It runs before the body is validated, so a stranger learns nothing
 * from field errors either. A company that does not exist answers like someone else's (403), so ids cannot
 * be probed.
 */
export function createCompanyAccessCheck(deps: AppDeps) {
  return async function requireCompanyMember(request: FastifyRequest) {
    await requireVerifiedUser(request)
    const user = signedInUser(request)
    const raw = (request.params as Record<string, string | undefined>).companyId ?? ''
    const companyId = Number(raw)
    if (!ID_PATTERN.test(raw) || companyId > MAX_RECORD_ID) throw forbidden()
    const membership = await findMembership(deps.database.db, companyId, user.id)
    if (!membership) throw forbidden()
    request.companyAccess = { companyId, userId: user.id, role: membership.role as CompanyRole }
  }
}

/** The access the check established; a route outside the company scope asking for it is a programming error. */
export function companyAccessOf(request: FastifyRequest): CompanyAccess {
  if (!request.companyAccess)
    throw new Error(`${request.routeOptions.url} is not behind the company access check`)
  return request.companyAccess
}

/**
 * A record looked up by the id in the path: missing → 404 (or `missing`), in another company → 403. Records
 * are found by id alone first, so the two cases can be told apart.
 */
export function ensureInCompany<T extends { companyId: number }>(
  row: T | undefined,
  companyId: number,
  missing: () => HttpError = notFound,
): T {
  if (!row) throw missing()
  if (row.companyId !== companyId) throw forbidden()
  return row
}
