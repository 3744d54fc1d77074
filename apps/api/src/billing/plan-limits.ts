import { countedResource, type LimitedResource, SUBSCRIPTION_PATH } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { DatabaseOrTransaction } from '../db/client'
import { HttpError } from '../http/errors'
import { currentSubscription } from './current-subscription'
import { countInUse, findSuspendedAt, lockCompanyForLimits, type PlanRow } from './repository'

/**
 * What a plan allows (decision 032): the number of branches and workers in use, statistics, staff roles. Each
 * refusal is 402 plan_limit with the plan's message and the link to the plan screen.
 */

export const planLimit = (plan: PlanRow, resource: LimitedResource, max: number) =>
  new HttpError(
    402,
    'planLimit',
    { plan: plan.name, allowed: (locale) => countedResource(resource, max, locale) },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )

/**
 * Inserts a new branch or worker (`insert`, given the transaction) only within the plan's limit, else 402
 * plan_limit "Váš tarif Zdarma umožňuje 2 pracovníky." with the link to the plan screen; suspended ones do not
 * count. The check and the insert are one transaction holding the company's row, so a burst of parallel
 * creations at the limit leaves exactly the limit, on one process or several.
 */
export async function insertWithinPlan<T>(
  deps: AppDeps,
  companyId: number,
  what: 'branches' | 'workers',
  insert: (tx: DatabaseOrTransaction) => Promise<T>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    await lockCompanyForLimits(tx, companyId)
    const { plan } = await currentSubscription(tx, companyId, deps.clock.now())
    const max = what === 'branches' ? plan.maxBranches : plan.maxWorkers
    if (max !== null && (await countInUse(tx, companyId, what)) >= max) throw planLimit(plan, what, max)
    return insert(tx)
  })
}

/**
 * Statistics come with Start and Profi (decision 032, `features.statistics`); on Zdarma the call answers
 * 402 plan_limit with the link to the plan screen, like the other limits.
 */
export async function assertStatisticsAllowed(deps: AppDeps, companyId: number) {
  const { plan } = await currentSubscription(deps.database.db, companyId, deps.clock.now())
  if (plan.statistics) return
  throw new HttpError(
    402,
    'planFeatureMissing',
    { plan: plan.name },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )
}

/**
 * Inviting colleagues with roles is a feature of the plans with `staff_roles` (Profi, decision 032): on any
 * other plan an invitation answers 402 plan_limit with the link to the plan screen (decision 038).
 */
export async function assertStaffRolesAllowed(deps: AppDeps, companyId: number) {
  const { plan } = await currentSubscription(deps.database.db, companyId, deps.clock.now())
  if (plan.staffRoles) return
  throw new HttpError(
    402,
    'planStaffRoles',
    { plan: plan.name },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )
}

/**
 * Members other than the owner are a feature of plans with staff roles (decision 032's features.staff_roles):
 * after a downgrade they keep reading, and a change answers 402 plan_limit with the plan's message and the
 * link to the plan screen (decision 037). The owner is never asked.
 */
export async function assertStaffRolesPlan(deps: AppDeps, companyId: number) {
  const { plan } = await currentSubscription(deps.database.db, companyId, deps.clock.now())
  if (plan.staffRoles) return
  throw new HttpError(
    402,
    'planStaffReadOnly',
    { plan: plan.name },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )
}

/** A suspended branch or worker is read-only until the owner puts it back in use (decision 032). */
export async function assertInUse(
  deps: AppDeps,
  companyId: number,
  what: 'branches' | 'workers',
  id: number,
) {
  const { db } = deps.database
  if (!(await findSuspendedAt(db, what, id))) return
  const { plan } = await currentSubscription(db, companyId, deps.clock.now())
  throw new HttpError(
    402,
    'planRecordSuspended',
    { plan: plan.name },
    { code: 'plan_limit', link: SUBSCRIPTION_PATH },
  )
}
