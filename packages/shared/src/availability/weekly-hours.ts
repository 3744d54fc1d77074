import { isCzechPublicHoliday } from '../holidays/czech-holidays'
import type { IsoDate, IsoWeekday } from '../time/iso-date'
import { wallMinuteToEpochMs, type ZonedDay } from '../time/zoned-day'
import { type NumericInterval, normalizeIntervals } from './interval-math'
import type { BranchHours, DateException, MinuteInterval, WeeklyHours } from './types'

const MINUTES_PER_DAY = 1440
const ISO_WEEKDAYS: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7]

/** Weekly hours with each day's intervals clamped to 0..1440, sorted and merged, ready for daily lookup. */
export type NormalWeeklyHours = Record<IsoWeekday, MinuteInterval[]>

/** A date's replacement hours; a closed day is an empty list. */
export type ExceptionHoursByDate = Map<IsoDate, MinuteInterval[]>

export function normalizeWallIntervals(intervals: readonly MinuteInterval[]): MinuteInterval[] {
  return normalizeIntervals(
    intervals.map(({ start, end }) => ({
      start: Math.max(0, start),
      end: Math.min(MINUTES_PER_DAY, end),
    })),
  )
}

export function normalizeWeeklyHours(weeklyHours: WeeklyHours): NormalWeeklyHours {
  const normal = {} as NormalWeeklyHours
  for (const weekday of ISO_WEEKDAYS) normal[weekday] = normalizeWallIntervals(weeklyHours[weekday] ?? [])
  return normal
}

/** Later exceptions for the same date win. `closed` wins over any intervals listed with it. */
export function indexExceptionsByDate(exceptions: readonly DateException[] = []): ExceptionHoursByDate {
  const byDate: ExceptionHoursByDate = new Map()
  for (const exception of exceptions) {
    byDate.set(exception.date, exception.closed ? [] : normalizeWallIntervals(exception.intervals))
  }
  return byDate
}

export interface NormalBranchHours {
  weeklyHours: NormalWeeklyHours
  exceptions: ExceptionHoursByDate
  closedOnPublicHolidays: boolean
}

export function normalizeBranchHours(branch: BranchHours): NormalBranchHours {
  return {
    weeklyHours: normalizeWeeklyHours(branch.weeklyHours),
    exceptions: indexExceptionsByDate(branch.exceptions),
    closedOnPublicHolidays: branch.closedOnPublicHolidays,
  }
}

/**
 * Wall-clock opening hours of the branch on a date. A date exception decides on its own, even on a public
 * holiday, so a shop that normally closes on holidays can still open on one (e.g. before Christmas).
 */
export function branchWallHoursOn(
  branch: NormalBranchHours,
  date: IsoDate,
  weekday: IsoWeekday,
): MinuteInterval[] {
  const exception = branch.exceptions.get(date)
  if (exception) return exception
  if (branch.closedOnPublicHolidays && isCzechPublicHoliday(date)) return []
  return branch.weeklyHours[weekday]
}

/** Working hours of a worker on a date: their date exception if they have one, else their weekly hours. */
export function workerWallHoursOn(
  weeklyHours: NormalWeeklyHours,
  exceptions: ExceptionHoursByDate,
  date: IsoDate,
  weekday: IsoWeekday,
): MinuteInterval[] {
  return exceptions.get(date) ?? weeklyHours[weekday]
}

/**
 * Real-time ranges of the day's normal wall-clock intervals, as a normal list. Converting per date is what
 * keeps DST nights right: 08:00–18:00 stays 10 hours, while 00:00–24:00 is 23 or 25 hours. Each end is
 * converted on its own by the compatible rule (decision 010), so on the spring night an end in the skipped
 * hour moves an hour later: 02:30–05:00 opens at 03:30, 01:00–02:30 closes at 03:30, and 02:30–03:30 is
 * empty.
 */
export function wallIntervalsToInstants(
  day: ZonedDay,
  intervals: readonly MinuteInterval[],
): NumericInterval[] {
  // Moving skipped times forward can reorder them (02:30 becomes later than 03:00), so the converted list is
  // normalised again: empty ranges dropped, the rest sorted and merged.
  return normalizeIntervals(
    intervals.map(({ start, end }) => ({
      start: wallMinuteToEpochMs(day, start),
      end: wallMinuteToEpochMs(day, end),
    })),
  )
}
