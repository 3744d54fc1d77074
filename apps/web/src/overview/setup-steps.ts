import type { Item } from '@rezervo/shared/schemas/item'
import type { Worker } from '@rezervo/shared/schemas/worker'
import { dashboardPaths } from '../lib/dashboard-paths'

export type SetupStepKey = 'services' | 'worker' | 'workingHours' | 'workerServices'

export interface SetupStep {
  key: SetupStepKey
  done: boolean
  /** Where the owner does it. */
  to: string
}

type SetupItem = Pick<Item, 'id' | 'active' | 'bookable_online' | 'archived_at'>
type SetupWorker = Pick<Worker, 'id' | 'branch_ids' | 'working_hours' | 'item_ids' | 'archived_at'>

const hasHours = (worker: SetupWorker, branchId: number) =>
  Object.values(worker.working_hours[String(branchId)] ?? {}).some((intervals) => intervals.length > 0)

/**
 * What a branch still lacks before a customer can book it online, in the order an owner does it: a service
 * that can be booked, a worker at the branch, their working hours there, and the services they perform.
 * Each later step counts only workers who pass the earlier ones, so 'done' everywhere means a bookable time
 * can exist.
 */
export function branchSetupSteps(
  branchId: number,
  items: readonly SetupItem[],
  workers: readonly SetupWorker[],
): SetupStep[] {
  const bookable = new Set(
    items.filter((item) => item.active && item.bookable_online && !item.archived_at).map((item) => item.id),
  )
  const atBranch = workers.filter((worker) => !worker.archived_at && worker.branch_ids.includes(branchId))
  const withHours = atBranch.filter((worker) => hasHours(worker, branchId))
  const ready = withHours.filter((worker) => worker.item_ids.some((id) => bookable.has(id)))
  const firstWorker = (withHours[0] ?? atBranch[0])?.id
  const workerPath = firstWorker
    ? `${dashboardPaths.workers}/${firstWorker}`
    : `${dashboardPaths.workers}/new`
  return [
    { key: 'services', done: bookable.size > 0, to: `${dashboardPaths.services}/new` },
    { key: 'worker', done: atBranch.length > 0, to: `${dashboardPaths.workers}/new` },
    { key: 'workingHours', done: withHours.length > 0, to: workerPath },
    { key: 'workerServices', done: ready.length > 0, to: workerPath },
  ]
}
