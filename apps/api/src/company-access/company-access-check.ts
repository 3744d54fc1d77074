import { accessOfMethod, can, isArea, MAX_RECORD_ID, needsStaffRolesPlan } from '@rezervo/shared'
import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../app-deps'
import { requireVerifiedUser, signedInUser } from '../auth'
import { assertStaffRolesPlan } from '../billing'
import { notFound } from '../http/errors'
import { findMembership } from './membership-repository'

const ID_PATTERN = /^[1-9]\d{0,9}$/

/**
 * The one check in front of every route under /api/v1/companies/:companyId: a signed-in user with a verified
 * email who is a member of that company, in a role the route's area allows (`config.area`, the permissions
 * table of packages/shared/src/team/permissions.ts). It runs before the body is validated, so a stranger
 * learns nothing from field errors either. A company the user is no member of, and a route the member's role
 * may not use, answer 404, exactly like a company that does not exist, so neither company ids nor what
 * another role could do can be probed (decisions 020 and 037). A member other than the owner of a company
 * whose plan has no staff roles may only read (402 with the plan's message on a change).
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
    const area = request.routeOptions.config.area
    // Registration refuses a route without an area (company-scope.ts); this guards a route added past it.
    if (!isArea(area)) throw notFound()
    const access = accessOfMethod(request.method)
    if (!can(membership.role, area, access)) throw notFound()
    if (access === 'write' && needsStaffRolesPlan(membership.role, area))
      await assertStaffRolesPlan(deps, companyId)
    request.companyAccess = {
      companyId,
      userId: user.id,
      role: membership.role,
      workerId: membership.role === 'worker' ? membership.workerId : null,
    }
  }
}
