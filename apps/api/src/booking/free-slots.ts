import { findFreeSlots } from '@rezervo/shared/availability/find-free-slots'
import type { AvailabilityDay } from '@rezervo/shared/availability/types'
import { addDays, type IsoDate } from '@rezervo/shared/time/iso-date'
import { startOfZonedDay, utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { DatabaseOrTransaction } from '../db/client'
import { type BranchSchedule, loadBranchSchedule, type ScheduleOptions } from '../reservations'
import type { BookableBranch, BookingChoice } from './booking-choice'

/** Free start times of the choice on the branch's local dates from..to, by findFreeSlots and the branch's rules. */
export async function freeSlotsBetween(
  db: DatabaseOrTransaction,
  branch: BookableBranch['branch'],
  choice: BookingChoice,
  dates: { from: IsoDate; to: IsoDate },
  now: Date,
  options: ScheduleOptions = {},
): Promise<AvailabilityDay[]> {
  const range = {
    from: startOfZonedDay(dates.from, branch.timeZone),
    to: startOfZonedDay(addDays(dates.to, 1), branch.timeZone),
  }
  const schedule = await loadBranchSchedule(db, branch.id, choice.workerIds, range, options)
  if (!schedule) return []
  return slotsOf(schedule, choice, dates, now)
}

function slotsOf(
  schedule: BranchSchedule,
  choice: BookingChoice,
  dates: { from: IsoDate; to: IsoDate },
  now: Date,
): AvailabilityDay[] {
  const { branch } = schedule
  return findFreeSlots({
    timeZone: branch.timeZone,
    from: dates.from,
    to: dates.to,
    now,
    minNoticeMinutes: branch.minNoticeMinutes,
    horizonDays: branch.horizonDays,
    slotStepMinutes: branch.slotStepMinutes,
    durationMinutes: choice.totals.durationMinutes,
    bufferAfterMinutes: choice.totals.occupiedMinutes - choice.totals.durationMinutes,
    branch: schedule.hours,
    workers: schedule.workers,
  })
}

/**
 * Workers to whom findFreeSlots offers exactly this start, ascending; empty when the time is not offered
 * (taken, outside working or opening hours, off the slot grid, too soon or too far ahead).
 */
export async function workersFreeAt(
  db: DatabaseOrTransaction,
  branch: BookableBranch['branch'],
  choice: BookingChoice,
  startsAt: Date,
  now: Date,
  options: ScheduleOptions = {},
): Promise<number[]> {
  const date = utcToZonedParts(startsAt, branch.timeZone).date
  const [day] = await freeSlotsBetween(db, branch, choice, { from: date, to: date }, now, options)
  const slot = day?.slots.find((candidate) => candidate.startsAt.getTime() === startsAt.getTime())
  return slot?.workerIds ?? []
}
