import type { CompanyRole } from '@rezervo/shared'
import { MAX_RECORD_ID } from '@rezervo/shared'
import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../app-deps'
import { requireVerifiedUser, signedInUser } from '../auth'
import { notFound } from '../http/errors'
import { findMembership } from './membership-repository'

const ID_PATTERN = /^[1-9]\d{0,9}$/

/**
 * The one check in front of every route under /api/v1/companies/:companyId: a signed-in user with a verified
 * email who is a member of that company. It runs before the body is validated, so a stranger learns nothing
 * from field errors either. A company the user is no member of answers 404, exactly like one that does not
 * exist, so company ids cannot be probed (decision 020).
 */
export function createCompanyAccessCheck(deps: AppDeps) {
  return async function requireCompanyMember(request: FastifyRequest) {
    await requireVerifiedUser(request)
    const user = signedInUser(request)
    const raw = (request.params as Record<string, string | undefined>).companyId ?? ''
    const companyId = Number(raw)
    if (!ID_PATTERN.test(raw) || companyId > MAX_RECORD_ID) throw notFound()
    const membership = await findMembership(deps.database.db, companyId, user.id)
    if (!membership) throw notFound()
    request.companyAccess = { companyId, userId: user.id, role: membership.role as CompanyRole }
  }
}
