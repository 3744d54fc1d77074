import { isWithinWorkingTime } from '@rezervo/shared/availability/index'
import type { DatabaseOrTransaction } from '../db/client'
import { HttpError } from '../http/errors'
import type { WorkerSlot } from './reservation-clash'
import { loadBranchSchedule } from './worker-schedule-repository'

/**
 * 409 `{"message":"Selected time is out of worker working hours. Please choose another time.",
 * "code":"out_of_working_hours"}`: the calendar then asks 'Are you sure you want to add reservation?' and
 * sends the same request again with confirm_out_of_working_hours: true.
 */
export class OutOfWorkingHoursError extends HttpError {
  constructor() {
    super(409, 'outOfWorkingHours', {}, { code: 'out_of_working_hours' })
  }
}

/**
 * The business may book outside working hours, but only knowingly. Only the slot's own time is loaded: whether
 * [start, end) lies in the working time depends on nothing outside it.
 */
export async function ensureWithinWorkingHours(
  db: DatabaseOrTransaction,
  branchId: number,
  slot: WorkerSlot,
  confirmed: boolean,
): Promise<void> {
  if (confirmed) return
  const schedule = await loadBranchSchedule(db, branchId, [slot.workerId], {
    from: slot.startsAt,
    to: slot.endsAt,
  })
  const worker = schedule?.workers[0]
  const inside =
    schedule !== undefined &&
    worker !== undefined &&
    isWithinWorkingTime({
      timeZone: schedule.branch.timeZone,
      branch: schedule.hours,
      worker,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    })
  if (!inside) throw new OutOfWorkingHoursError()
}
