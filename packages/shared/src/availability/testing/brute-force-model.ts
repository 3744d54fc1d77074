/**
 * A deliberately naive model of the finder's semantics for property tests: it looks at every real minute of
 * a day through the public time helpers, with none of the finder's interval arithmetic, cursors or offset
 * segments. Exact as long as every boundary in the input falls on a whole minute.
 */
import { isCzechPublicHoliday } from '../../holidays/czech-holidays'
import { type IsoDate, isoWeekdayOf } from '../../time/iso-date'
import { utcToZonedParts, zonedWallTimeToUtc } from '../../time/zoned-time'
import type { AvailabilityInput, DateException, InstantInterval, MinuteInterval } from '../types'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

export interface EpochInterval {
  start: number
  end: number
}

interface WorkerModel {
  working: EpochInterval[]
  extraHours: EpochInterval[]
  absences: EpochInterval[]
  busy: EpochInterval[]
}

export interface DayModel {
  timeZone: string
  startMs: number
  endMs: number
  branchOpen: EpochInterval[]
  workers: Map<number, WorkerModel>
}

export function bookingWindow(input: AvailabilityInput) {
  const nowMs = input.now.getTime()
  return {
    occupancyMs: (input.durationMinutes + input.bufferAfterMinutes) * MINUTE_MS,
    earliestMs: Math.ceil((nowMs + input.minNoticeMinutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS,
    latestMs: nowMs + input.horizonDays * DAY_MS,
  }
}

const epochOf = (intervals: InstantInterval[]): EpochInterval[] =>
  intervals.map(({ startsAt, endsAt }) => ({ start: startsAt.getTime(), end: endsAt.getTime() }))

const contains = (intervals: EpochInterval[], ms: number) =>
  intervals.some(({ start, end }) => start <= ms && ms < end)

function exceptionHours(date: IsoDate, exceptions: DateException[] = []): MinuteInterval[] | undefined {
  const exception = exceptions.filter((candidate) => candidate.date === date).at(-1)
  if (!exception) return undefined
  return exception.closed ? [] : exception.intervals
}

export function modelDay(input: AvailabilityInput, date: IsoDate): DayModel {
  const { timeZone, branch } = input
  const wallToEpoch = (intervals: MinuteInterval[]): EpochInterval[] =>
    intervals.map(({ start, end }) => ({
      start: zonedWallTimeToUtc(date, start, timeZone).getTime(),
      end: zonedWallTimeToUtc(date, end, timeZone).getTime(),
    }))
  const weekday = isoWeekdayOf(date)
  const holidayClosed = branch.closedOnPublicHolidays && isCzechPublicHoliday(date)
  const branchHours =
    exceptionHours(date, branch.exceptions) ?? (holidayClosed ? [] : (branch.weeklyHours[weekday] ?? []))
  const workers = new Map<number, WorkerModel>()
  for (const worker of input.workers) {
    const hours = exceptionHours(date, worker.dateExceptions) ?? worker.weeklyHours[weekday] ?? []
    workers.set(worker.workerId, {
      working: wallToEpoch(hours),
      extraHours: epochOf(worker.extraHours),
      absences: epochOf(worker.absences),
      busy: epochOf(worker.busy),
    })
  }
  return {
    timeZone,
    startMs: zonedWallTimeToUtc(date, 0, timeZone).getTime(),
    endMs: zonedWallTimeToUtc(date, 1440, timeZone).getTime(),
    branchOpen: wallToEpoch(branchHours),
    workers,
  }
}

export function isFree(model: DayModel, workerId: number, ms: number): boolean {
  const { working, extraHours, absences, busy } = model.workers.get(workerId)!
  return (
    contains(model.branchOpen, ms) &&
    (contains(working, ms) || contains(extraHours, ms)) &&
    !contains(absences, ms) &&
    !contains(busy, ms)
  )
}

export function busyOf(model: DayModel, workerId: number): EpochInterval[] {
  return model.workers.get(workerId)!.busy
}

/** Maximal runs of free minutes of the worker within the day. */
export function freeGaps(model: DayModel, workerId: number): EpochInterval[] {
  const gaps: EpochInterval[] = []
  for (let ms = model.startMs; ms < model.endMs; ms += MINUTE_MS) {
    if (!isFree(model, workerId, ms)) continue
    const last = gaps.at(-1)
    if (last && last.end === ms) last.end = ms + MINUTE_MS
    else gaps.push({ start: ms, end: ms + MINUTE_MS })
  }
  return gaps
}

const wallMinuteCache = new Map<string, number>()

/** Wall minute of an instant, read through Intl (memoised: the same few days come up again and again). */
export function wallMinuteAt(timeZone: string, ms: number): number {
  const key = `${timeZone} ${ms}`
  let minute = wallMinuteCache.get(key)
  if (minute === undefined) {
    minute = utcToZonedParts(new Date(ms), timeZone).minuteOfDay
    wallMinuteCache.set(key, minute)
  }
  return minute
}
