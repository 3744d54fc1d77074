import type { FullReservationRow } from './repository'

export interface WorkerColumn {
  id: number
  name: string
  color: string
  /** The worker was deleted (archived); their reservations stay theirs until the owner moves them. */
  archived: boolean
}

/**
 * The columns of a calendar or of the overview's day: the live workers of the branch, then every other
 * worker who has one of these reservations (a deleted worker, or one whose branch was unticked), so no
 * reservation is left without a column and hidden (issue 22). The others follow in order of id.
 */
export function workerColumns(
  liveWorkers: readonly { id: number; name: string; color: string }[],
  rows: readonly Pick<FullReservationRow, 'worker'>[],
): WorkerColumn[] {
  const columns: WorkerColumn[] = liveWorkers.map((worker) => ({ ...worker, archived: false }))
  const known = new Set(columns.map((worker) => worker.id))
  const others = new Map<number, WorkerColumn>()
  for (const { worker } of rows) {
    if (!known.has(worker.id)) others.set(worker.id, { ...worker })
  }
  return [...columns, ...[...others.values()].sort((a, b) => a.id - b.id)]
}
