import type { OverviewSetup, SetupStepKey } from '@rezervo/shared'
import { branchPagePath } from '@rezervo/shared/public-pages/branch-address'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import { findSetupBranch, findSetupFacts } from './setup-repository'

type Facts = Awaited<ReturnType<typeof findSetupFacts>>

/**
 * Which first-run steps are done (decision 044), from the data alone. Each step counts only what passes the
 * earlier ones, so all done means a customer can find a free time on the branch page: a worker counts when they
 * work at the branch and perform a bookable service, their hours only with the branch's opening hours too.
 */
export function setupSteps(facts: Facts | null): Record<SetupStepKey, boolean> {
  const ready = facts ? facts.workers.filter((worker) => worker.performs) : []
  const services = facts?.hasBookableItem ?? false
  const workers = services && ready.length > 0
  const hours = workers && (facts?.branchHasHours ?? false) && ready.some((worker) => worker.hasHours)
  return {
    company: true,
    branch: facts !== null,
    services,
    workers,
    hours,
    share: hours && (facts?.hasOnlineBooking ?? false),
  }
}

/** The worker to open: the first who is not ready yet (no service, then no hours), else the first one. */
function workerToOpen(facts: Facts | null) {
  const list = facts?.workers ?? []
  return list.find((worker) => !worker.performs) ?? list.find((worker) => !worker.hasHours) ?? list[0] ?? null
}

export async function getOverviewSetup(
  deps: AppDeps,
  access: CompanyAccess,
  query: { branch_id?: number },
): Promise<{ data: OverviewSetup }> {
  const { db } = deps.database
  const branch = await findSetupBranch(db, access.companyId, query.branch_id)
  if (!branch && query.branch_id !== undefined) throw new FieldValidationError({ branch_id: ['exists'] })
  const facts = branch ? await findSetupFacts(db, access.companyId, branch.id) : null
  const done = setupSteps(facts)
  return {
    data: {
      branch_id: branch?.id ?? null,
      public_path: branch
        ? branchPagePath({
            groupSlug: branch.groupSlug,
            categorySlug: branch.categorySlug,
            slug: branch.slug,
          })
        : null,
      worker_id: workerToOpen(facts)?.id ?? null,
      branch_has_hours: facts?.branchHasHours ?? false,
      steps: (Object.keys(done) as SetupStepKey[]).map((key) => ({ key, done: done[key] })),
    },
  }
}
