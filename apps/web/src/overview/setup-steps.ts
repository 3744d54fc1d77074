import type { OverviewSetup, SetupStepKey } from '@rezervo/shared/schemas/overview'
import { SETUP_STEPS } from '@rezervo/shared/schemas/overview'
import { dashboardPaths } from '../lib/dashboard-paths'

/** A user without a company: nothing is done yet, and there is nothing to ask the server. */
export const NO_COMPANY_SETUP: OverviewSetup = {
  branch_id: null,
  public_path: null,
  worker_id: null,
  branch_has_hours: false,
  steps: SETUP_STEPS.map((key) => ({ key, done: false })),
}

/** Where the owner does a step of the first-run checklist (decision 044); the last one shares, links nowhere. */
export function setupStepPath(
  key: SetupStepKey,
  setup: OverviewSetup,
  companyId: number | null,
): string | undefined {
  const branch = setup.branch_id === null ? undefined : `${dashboardPaths.branches}/${setup.branch_id}`
  const worker =
    setup.worker_id === null
      ? `${dashboardPaths.workers}/new`
      : `${dashboardPaths.workers}/${setup.worker_id}`
  switch (key) {
    case 'company':
      return companyId === null
        ? `${dashboardPaths.companies}/new`
        : `${dashboardPaths.companies}/${companyId}`
    case 'branch':
      return branch ?? `${dashboardPaths.branches}/new`
    case 'services':
      return `${dashboardPaths.services}/new`
    case 'workers':
      return worker
    case 'hours':
      return setup.branch_has_hours ? worker : (branch ?? `${dashboardPaths.branches}/new`)
    case 'share':
      return undefined
  }
}

/** The step to do next: the first one not done. */
export const nextSetupStep = (setup: OverviewSetup) => setup.steps.find((step) => !step.done)?.key
