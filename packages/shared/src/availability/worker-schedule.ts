import type { IsoDate, IsoWeekday } from '../time/iso-date'
import type { ZonedDay } from '../time/zoned-day'
import { IntervalCursor } from './interval-cursor'
import {
  intersectIntervals,
  type NumericInterval,
  normalizeIntervals,
  subtractIntervals,
  unionIntervals,
} from './interval-math'
import type { InstantInterval, WorkerAvailability } from './types'
import {
  type ExceptionHoursByDate,
  indexExceptionsByDate,
  type NormalWeeklyHours,
  normalizeWeeklyHours,
  wallIntervalsToInstants,
  workerWallHoursOn,
} from './weekly-hours'

/** A worker's input prepared once per search: hours normalised, instant lists sorted, merged and swept. */
export interface WorkerSchedule {
  workerId: number
  weeklyHours: NormalWeeklyHours
  exceptions: ExceptionHoursByDate
  extraHours: IntervalCursor
  absences: IntervalCursor
  busy: IntervalCursor
}

function toNormalEpochIntervals(intervals: readonly InstantInterval[]): NumericInterval[] {
  return normalizeIntervals(
    intervals.map(({ startsAt, endsAt }) => ({ start: startsAt.getTime(), end: endsAt.getTime() })),
  )
}

export function prepareWorkerSchedule(worker: WorkerAvailability): WorkerSchedule {
  return {
    workerId: worker.workerId,
    weeklyHours: normalizeWeeklyHours(worker.weeklyHours),
    exceptions: indexExceptionsByDate(worker.dateExceptions),
    extraHours: new IntervalCursor(toNormalEpochIntervals(worker.extraHours)),
    absences: new IntervalCursor(toNormalEpochIntervals(worker.absences)),
    busy: new IntervalCursor(toNormalEpochIntervals(worker.busy)),
  }
}

/**
 * Free time of the worker on one day, as a normal interval list:
 * ((working hours ∪ extra hours) ∩ branch opening) − absences − busy.
 * Must be called for days in ascending order (the cursors only move forward).
 */
export function freeIntervalsOn(
  schedule: WorkerSchedule,
  date: IsoDate,
  weekday: IsoWeekday,
  day: ZonedDay,
  branchOpen: readonly NumericInterval[],
): NumericInterval[] {
  const wallHours = workerWallHoursOn(schedule.weeklyHours, schedule.exceptions, date, weekday)
  const working = wallIntervalsToInstants(day, wallHours)
  const extra = schedule.extraHours.overlapping(day.startMs, day.endMs)
  // Intersecting with the branch first keeps the later subtractions small; the result is the same set.
  const open = intersectIntervals(unionIntervals(working, extra), branchOpen)
  if (open.length === 0) return open
  const present = subtractIntervals(open, schedule.absences.overlapping(day.startMs, day.endMs))
  return subtractIntervals(present, schedule.busy.overlapping(day.startMs, day.endMs))
}
