import { type IsoDate, isoDateToUtcMs } from './iso-date'
import { findOffsetTransitionMs, zoneOffsetMs } from './zone-offset'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
const MINUTES_PER_DAY = 1440
const MAX_CACHED_DAYS = 4096

/** A stretch of a local day over which the zone's UTC offset does not change; endMs is exclusive. */
export interface OffsetSegment {
  startMs: number
  endMs: number
  offsetMs: number
}

/**
 * One local calendar day of a zone, resolved once through Intl so that converting wall minutes to instants
 * and back afterwards is plain arithmetic. It has one offset segment, or two on a DST night.
 */
export interface ZonedDay {
  date: IsoDate
  /** Local midnight read as if it were UTC: wall minute m is `wallMidnightMs + m minutes` on that scale. */
  wallMidnightMs: number
  /** First instant of the day: local 00:00, or the instant the clock jumps to if midnight is skipped. */
  startMs: number
  /** First instant of the next local day. */
  endMs: number
  /** The offset just before startMs (the previous day's), to read wall times skipped at a skipped midnight. */
  offsetBeforeStartMs: number
  segments: OffsetSegment[]
}

/**
 * The first instant at or after a wall clock reading (given as "UTC" ms): the reading itself when it happens
 * (the earlier pass of an ambiguous one), the instant the clock jumps to when it is skipped. This is what a
 * day boundary needs (Temporal's startOfDay); single wall times use the 'compatible' rule of
 * wallMinuteToEpochMs instead (decision 010).
 */
function firstInstantAtOrAfterWallMs(wallMs: number, timeZone: string): number {
  // Assumes at most one offset change within a day either side, which holds for every real zone.
  const offsetBefore = zoneOffsetMs(wallMs - DAY_MS, timeZone)
  const offsetAfter = zoneOffsetMs(wallMs + DAY_MS, timeZone)
  if (offsetBefore === offsetAfter) return wallMs - offsetBefore
  const valid = [offsetBefore, offsetAfter]
    .filter((offset) => zoneOffsetMs(wallMs - offset, timeZone) === offset)
    .map((offset) => wallMs - offset)
  if (valid.length > 0) return Math.min(...valid)
  // Skipped reading: it falls between the last instant on the old offset and the first one on the new.
  return findOffsetTransitionMs(wallMs - offsetAfter, wallMs - offsetBefore, timeZone)
}

function buildZonedDay(date: IsoDate, timeZone: string): ZonedDay {
  const wallMidnightMs = isoDateToUtcMs(date)
  const startMs = firstInstantAtOrAfterWallMs(wallMidnightMs, timeZone)
  const endMs = firstInstantAtOrAfterWallMs(wallMidnightMs + DAY_MS, timeZone)
  const offsetAtStart = zoneOffsetMs(startMs, timeZone)
  const offsetBeforeStartMs = zoneOffsetMs(startMs - 1000, timeZone)
  const lastSecondMs = endMs - 1000
  const offsetAtEnd = zoneOffsetMs(lastSecondMs, timeZone)
  const bounds = { date, wallMidnightMs, startMs, endMs, offsetBeforeStartMs }
  if (offsetAtStart === offsetAtEnd) {
    return { ...bounds, segments: [{ startMs, endMs, offsetMs: offsetAtStart }] }
  }
  const transitionMs = findOffsetTransitionMs(startMs, lastSecondMs, timeZone)
  const segments = [
    { startMs, endMs: transitionMs, offsetMs: offsetAtStart },
    { startMs: transitionMs, endMs, offsetMs: offsetAtEnd },
  ]
  return { ...bounds, segments }
}

const zonedDayCache = new Map<string, ZonedDay>()

/** The resolved day, cached: a booking calendar asks for the same few weeks over and over. */
export function zonedDay(date: IsoDate, timeZone: string): ZonedDay {
  const key = `${timeZone} ${date}`
  let day = zonedDayCache.get(key)
  if (!day) {
    day = buildZonedDay(date, timeZone)
    // A crude bound is enough: the working set is a few months of dates per zone.
    if (zonedDayCache.size >= MAX_CACHED_DAYS) zonedDayCache.clear()
    zonedDayCache.set(key, day)
  }
  return day
}

/**
 * Instant of a wall minute (0..1440) of the day by the 'compatible' rule of RFC 5545 §3.3.5 and Temporal (what
 * luxon and js-joda do too; decision 010): a wall time that happens twice after fall-back is its earlier pass
 * (Prague 2027-10-31 02:30 → 02:30 CEST = 00:30Z); one skipped by spring-forward is read with the offset
 * before the jump, so it moves forward by the length of the gap (2027-03-28 02:30 → 03:30 CEST = 01:30Z).
 * Minute 0 and 1440 are the day's bounds (the clock-jump instant when midnight itself is skipped).
 */
export function wallMinuteToEpochMs(day: ZonedDay, minuteOfDay: number): number {
  if (!(minuteOfDay >= 0 && minuteOfDay <= MINUTES_PER_DAY)) {
    throw new RangeError(`minuteOfDay must be within 0..1440, got ${minuteOfDay}`)
  }
  if (minuteOfDay === 0) return day.startMs
  if (minuteOfDay === MINUTES_PER_DAY) return day.endMs
  const wallMs = day.wallMidnightMs + minuteOfDay * MINUTE_MS
  // Segments are in time order, so the first match is the earlier instant of an ambiguous reading.
  let offsetBeforeMs = day.offsetBeforeStartMs
  for (const segment of day.segments) {
    const candidateMs = wallMs - segment.offsetMs
    // Skipped reading: the clock jumped past it, so read it with the offset in force before the jump.
    if (candidateMs < segment.startMs) return wallMs - offsetBeforeMs
    if (candidateMs < segment.endMs) return candidateMs
    offsetBeforeMs = segment.offsetMs
  }
  return day.endMs
}

export function segmentAt(day: ZonedDay, epochMs: number): OffsetSegment {
  const [first, second] = day.segments
  if (second && epochMs >= second.startMs) return second
  return first!
}

/** Wall minute of an instant within the day (fractional when the instant is not on a whole minute). */
export function epochMsToWallMinute(day: ZonedDay, epochMs: number): number {
  return (epochMs + segmentAt(day, epochMs).offsetMs - day.wallMidnightMs) / MINUTE_MS
}
