/**
 * The working-hours rule of the business calendar: may a reservation [startsAt, endsAt) be placed here
 * without asking for confirmation? Unlike findFreeSlots it ignores other reservations (the database's
 * exclusion constraint decides clashes) and the notice/horizon rules, which only apply to online booking.
 */
import { eachDate, isoWeekdayOf } from '../time/iso-date'
import { zonedDay } from '../time/zoned-day'
import { utcToZonedParts } from '../time/zoned-time'
import { type NumericInterval, unionIntervals } from './interval-math'
import type { BranchHours, InstantInterval, WorkerAvailability } from './types'
import { branchWallHoursOn, normalizeBranchHours, wallIntervalsToInstants } from './weekly-hours'
import { freeIntervalsOn, prepareWorkerSchedule } from './worker-schedule'

export interface WorkingTimeQuestion {
  timeZone: string
  branch: BranchHours
  worker: WorkerAvailability
  startsAt: Date
  endsAt: Date
}

/**
 * True when the whole range lies in the worker's working time: ((weekly hours, or the worker's date
 * exception, ∪ extra hours) ∩ branch opening) − absences, the same set findFreeSlots offers before it
 * removes busy time. A range that crosses local midnight is checked against both days joined, so a worker
 * on a night shift over midnight is not asked to confirm. An empty or reversed range is never inside.
 */
export function isWithinWorkingTime({ timeZone, branch, worker, startsAt, endsAt }: WorkingTimeQuestion) {
  const startMs = startsAt.getTime()
  const endMs = endsAt.getTime()
  if (!(endMs > startMs)) return false
  const working = workingTimeBetween(timeZone, branch, worker, startMs, endMs)
  return working.some((interval) => interval.start <= startMs && interval.end >= endMs)
}

export interface WorkingTimeRange {
  timeZone: string
  branch: BranchHours
  worker: WorkerAvailability
  from: Date
  to: Date
}

/**
 * The worker's working time within [from, to), clipped to it, ascending and merged: what a calendar shades as
 * working time, and the denominator of a worker's occupancy.
 */
export function workingIntervalsBetween({
  timeZone,
  branch,
  worker,
  from,
  to,
}: WorkingTimeRange): InstantInterval[] {
  const fromMs = from.getTime()
  const toMs = to.getTime()
  if (!(toMs > fromMs)) return []
  return workingTimeBetween(timeZone, branch, worker, fromMs, toMs).flatMap((interval) => {
    const start = Math.max(interval.start, fromMs)
    const end = Math.min(interval.end, toMs)
    return end > start ? [{ startsAt: new Date(start), endsAt: new Date(end) }] : []
  })
}

/** The worker's working time (busy time ignored) on every local date the range touches, as a normal list. */
function workingTimeBetween(
  timeZone: string,
  branch: BranchHours,
  worker: WorkerAvailability,
  startMs: number,
  endMs: number,
): NumericInterval[] {
  const normalBranch = normalizeBranchHours(branch)
  const schedule = prepareWorkerSchedule({ ...worker, busy: [] })
  const firstDate = utcToZonedParts(new Date(startMs), timeZone).date
  // endsAt is exclusive: a reservation ending exactly at midnight does not touch the next day.
  const lastDate = utcToZonedParts(new Date(endMs - 1), timeZone).date
  let working: NumericInterval[] = []
  for (const date of eachDate(firstDate, lastDate)) {
    const weekday = isoWeekdayOf(date)
    const day = zonedDay(date, timeZone)
    const branchOpen = wallIntervalsToInstants(day, branchWallHoursOn(normalBranch, date, weekday))
    if (branchOpen.length === 0) continue
    // Days ascend, as freeIntervalsOn's cursors require; touching days merge at midnight.
    working = unionIntervals(working, freeIntervalsOn(schedule, date, weekday, day, branchOpen))
  }
  return working
}
