import { epochMsToWallMinute, type ZonedDay } from '../time/zoned-day'
import type { NumericInterval } from './interval-math'

const MINUTE_MS = 60_000

export interface StartRules {
  slotStepMinutes: number
  /** Duration plus buffer after, in ms: the whole range that must be free. */
  occupancyMs: number
  /** now + minimum notice, rounded up to a whole minute. */
  earliestStartMs: number
  /** now + horizon. */
  latestStartMs: number
}

export function ceilToMinute(epochMs: number): number {
  return Math.ceil(epochMs / MINUTE_MS) * MINUTE_MS
}

function isOnStep(day: ZonedDay, epochMs: number, slotStepMinutes: number): boolean {
  return epochMsToWallMinute(day, epochMs) % slotStepMinutes === 0
}

/**
 * Appends to `starts`, ascending, each start time that one free gap of one worker offers:
 *  - every instant whose local wall time is a multiple of the step counted from local midnight (so on a DST
 *    night the grid continues in the new offset, and after fall-back the repeated hour gets its own times);
 *  - the gap's own start when it is off the grid, so a gap that follows a 40-minute booking is offered
 *    straight away and every gap long enough offers at least one time;
 *  - when the minimum notice cuts into the gap and no grid time fits what is left, the first bookable
 *    minute, so short gaps are not lost either. Otherwise the notice cut is not offered, which keeps
 *    today's list on the grid instead of starting at an odd minute like 10:07.
 * A start must leave the whole occupancy inside the gap and fall within notice and horizon.
 */
export function appendStartsInGap(
  gap: NumericInterval,
  day: ZonedDay,
  rules: StartRules,
  starts: number[],
): void {
  const latestStartMs = Math.min(gap.end - rules.occupancyMs, rules.latestStartMs)
  const cutByNotice = rules.earliestStartMs > gap.start
  const firstStartMs = ceilToMinute(Math.max(gap.start, rules.earliestStartMs))
  if (firstStartMs > latestStartMs) return
  const countBefore = starts.length
  if (!cutByNotice && !isOnStep(day, firstStartMs, rules.slotStepMinutes)) starts.push(firstStartMs)
  const stepMs = rules.slotStepMinutes * MINUTE_MS
  for (const segment of day.segments) {
    if (segment.endMs <= firstStartMs || segment.startMs > latestStartMs) continue
    const fromMs = Math.max(firstStartMs, segment.startMs)
    const wallMinute = (fromMs + segment.offsetMs - day.wallMidnightMs) / MINUTE_MS
    const gridMinute = Math.ceil(wallMinute / rules.slotStepMinutes) * rules.slotStepMinutes
    let startMs = day.wallMidnightMs + gridMinute * MINUTE_MS - segment.offsetMs
    for (; startMs < segment.endMs && startMs <= latestStartMs; startMs += stepMs) starts.push(startMs)
  }
  if (starts.length === countBefore) starts.push(firstStartMs)
}
