import { emptyWeeklyHours, type WeeklyHoursForm } from '@rezervo/shared/schemas/weekly-hours'
import { DEFAULT_WORKER_COLOR, type Worker, type WorkerInput } from '@rezervo/shared/schemas/worker'
import { weeklyHoursForForm } from '../ui/weekly-hours/weekly-hours-state'

/** 'Barber, Senior barber' → ['Barber', 'Senior barber'] */
export function positionsFromText(text: string): string[] {
  return text
    .split(',')
    .map((position) => position.trim())
    .filter(Boolean)
}

/** The worker form's starting values: the worker as answered, or an empty one. */
export function workerFormValues(worker?: Worker): WorkerInput {
  return {
    name: worker?.name ?? '',
    positions: worker?.positions ?? [],
    email: worker?.email ?? '',
    phone: worker?.phone ?? '',
    photo_url: worker?.photo_url ?? '',
    color: worker?.color ?? DEFAULT_WORKER_COLOR,
    branch_ids: worker?.branch_ids ?? [],
    working_hours: Object.fromEntries(
      Object.entries(worker?.working_hours ?? {}).map(([branchId, hours]) => [
        branchId,
        weeklyHoursForForm(hours),
      ]),
    ),
    item_ids: worker?.item_ids ?? [],
  }
}

/**
 * A worker's hours kept only for the branches they work at; a newly chosen branch starts from its opening hours
 * (`openingHours`, by branch id) when they are known, else empty.
 */
export function hoursForBranches(
  hours: Readonly<Record<string, WeeklyHoursForm>>,
  branchIds: readonly number[],
  openingHours: Readonly<Record<string, WeeklyHoursForm>> = {},
): Record<string, WeeklyHoursForm> {
  return Object.fromEntries(
    branchIds.map((id) => [String(id), hours[String(id)] ?? openingHours[String(id)] ?? emptyWeeklyHours()]),
  )
}

/** Whether a week has no hours at all: a branch's hours the owner has not started to fill in. */
export function isEmptyWeek(week: WeeklyHoursForm | undefined): boolean {
  return !week || Object.values(week).every((day) => day.length === 0)
}
