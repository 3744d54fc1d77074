/**
 * The free-time finder: which start times can a customer book, and with which workers?
 *
 * For every local date from..to (both included, in input.timeZone):
 *  1. Branch opening: a branch exception for the date decides (closed, or exactly its intervals). Without
 *     one, the branch is closed on Czech public holidays when closedOnPublicHolidays is set, and otherwise
 *     open per its weekly hours. So an exception with intervals on a holiday opens the branch.
 *  2. A worker's free time: (weekly hours, or the worker's date exception for that date, ∪ extraHours)
 *     − absences, ∩ branch opening, − busy (reservations, whose stored end already includes buffers).
 *     A worker exception replaces weekly hours only; extraHours still apply on top of it.
 *  3. A start s is offered for a worker when [s, s + duration + bufferAfter) lies wholly in one interval of
 *     that free time. Bookings never cross local midnight: each day is searched on its own.
 *  4. Candidate starts in each free gap: instants whose local wall time is a multiple of slotStepMinutes
 *     from local midnight, plus the gap's start when off that grid (see appendStartsInGap). s must be
 *     ≥ now + minNotice (rounded up to a whole minute) and ≤ now + horizonDays × 24 h.
 *  5. Slots of all workers are merged by start instant, workerIds ascending, slots ascending by instant.
 *     Every date is returned, with `slots: []` when nothing is free, so a calendar can disable it.
 *
 * Wall minutes become instants through the date's resolved zone offsets (see time/zoned-day), which keeps
 * DST nights right: on 2027-03-28 in Prague 08:00–18:00 is 10 real hours and 00:00–24:00 is 23 hours;
 * on 2027-10-31 00:00–24:00 is 25 hours, and the repeated 02:00–03:00 hour offers its times twice.
 *
 * Cost: every instant list of a worker is sorted once and then swept day by day with a cursor, and Intl
 * is consulted once per date (cached across calls), never per candidate.
 */
import { eachDate, isoWeekdayOf } from '../time/iso-date'
import { epochMsToWallMinute, type ZonedDay, zonedDay } from '../time/zoned-day'
import { appendStartsInGap, ceilToMinute, type StartRules } from './slot-starts'
import type { AvailabilityDay, AvailabilityInput, AvailableSlot } from './types'
import { branchWallHoursOn, normalizeBranchHours, wallIntervalsToInstants } from './weekly-hours'
import { freeIntervalsOn, prepareWorkerSchedule } from './worker-schedule'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

export function findFreeSlots(input: AvailabilityInput): AvailabilityDay[] {
  assertValidInput(input)
  const rules = startRulesOf(input)
  const branch = normalizeBranchHours(input.branch)
  // Visiting workers by id makes every slot's worker list come out ascending without sorting it.
  const schedules = input.workers
    .map(prepareWorkerSchedule)
    .sort((left, right) => left.workerId - right.workerId)
  const starts: number[] = []

  return eachDate(input.from, input.to).map((date): AvailabilityDay => {
    const weekday = isoWeekdayOf(date)
    const branchHours = branchWallHoursOn(branch, date, weekday)
    if (branchHours.length === 0) return { date, slots: [] }
    const day = zonedDay(date, input.timeZone)
    if (day.endMs <= rules.earliestStartMs || day.startMs > rules.latestStartMs) return { date, slots: [] }
    const branchOpen = wallIntervalsToInstants(day, branchHours)

    // Starts are whole minutes, so the minute since the day began indexes them: merging workers needs no
    // hashing, and walking the buckets in order yields the slots already sorted.
    const buckets: (SlotBucket | undefined)[] = new Array(Math.ceil((day.endMs - day.startMs) / MINUTE_MS))
    for (const schedule of schedules) {
      starts.length = 0
      for (const gap of freeIntervalsOn(schedule, date, weekday, day, branchOpen)) {
        appendStartsInGap(gap, day, rules, starts)
      }
      for (const startMs of starts) addToBucket(buckets, day, startMs, schedule.workerId)
    }
    return { date, slots: bucketsToSlots(buckets, day) }
  })
}

interface SlotBucket {
  startMs: number
  workerIds: number[]
}

function addToBucket(
  buckets: (SlotBucket | undefined)[],
  day: ZonedDay,
  startMs: number,
  workerId: number,
): void {
  const index = Math.floor((startMs - day.startMs) / MINUTE_MS)
  const bucket = buckets[index]
  if (!bucket) buckets[index] = { startMs, workerIds: [workerId] }
  // The same worker listed twice in the input must not appear twice in a slot.
  else if (bucket.workerIds[bucket.workerIds.length - 1] !== workerId) bucket.workerIds.push(workerId)
}

function bucketsToSlots(buckets: (SlotBucket | undefined)[], day: ZonedDay): AvailableSlot[] {
  const slots: AvailableSlot[] = []
  for (const bucket of buckets) {
    if (!bucket) continue
    slots.push({
      startsAt: new Date(bucket.startMs),
      localTime: formatWallMinute(epochMsToWallMinute(day, bucket.startMs)),
      workerIds: bucket.workerIds,
    })
  }
  return slots
}

function formatWallMinute(minuteOfDay: number): string {
  const wholeMinutes = Math.floor(minuteOfDay)
  const hours = String(Math.floor(wholeMinutes / 60)).padStart(2, '0')
  return `${hours}:${String(wholeMinutes % 60).padStart(2, '0')}`
}

function startRulesOf(input: AvailabilityInput): StartRules {
  const nowMs = input.now.getTime()
  return {
    slotStepMinutes: input.slotStepMinutes,
    occupancyMs: (input.durationMinutes + input.bufferAfterMinutes) * MINUTE_MS,
    earliestStartMs: ceilToMinute(nowMs + input.minNoticeMinutes * MINUTE_MS),
    latestStartMs: nowMs + input.horizonDays * DAY_MS,
  }
}

function assertValidInput(input: AvailabilityInput): void {
  const wholeMinutes: [string, number, number][] = [
    ['slotStepMinutes', input.slotStepMinutes, 1],
    ['durationMinutes', input.durationMinutes, 1],
    ['bufferAfterMinutes', input.bufferAfterMinutes, 0],
    ['minNoticeMinutes', input.minNoticeMinutes, 0],
  ]
  for (const [name, value, minimum] of wholeMinutes) {
    if (!Number.isInteger(value) || value < minimum) {
      throw new RangeError(`${name} must be a whole number ≥ ${minimum}, got ${value}`)
    }
  }
  if (!(input.horizonDays >= 0) || !Number.isFinite(input.horizonDays)) {
    throw new RangeError(`horizonDays must be a finite number ≥ 0, got ${input.horizonDays}`)
  }
  if (Number.isNaN(input.now.getTime())) throw new RangeError('now is an invalid Date')
}
