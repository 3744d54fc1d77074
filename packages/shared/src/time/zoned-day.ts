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
  segments: OffsetSegment[]
}

/**
 * Resolves a wall clock reading (given as "UTC" ms) to an instant. Ambiguous readings (fall-back) give the
 * earlier instant; skipped ones (spring-forward gap) give the instant the clock jumps to.
 */
export function wallMsToEpochMs(wallMs: number, timeZone: string): number {
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
  const startMs = wallMsToEpochMs(wallMidnightMs, timeZone)
  const endMs = wallMsToEpochMs(wallMidnightMs + DAY_MS, timeZone)
  const offsetAtStart = zoneOffsetMs(startMs, timeZone)
  const lastSecondMs = endMs - 1000
  const offsetAtEnd = zoneOffsetMs(lastSecondMs, timeZone)
  if (offsetAtStart === offsetAtEnd) {
    return { date, wallMidnightMs, startMs, endMs, segments: [{ startMs, endMs, offsetMs: offsetAtStart }] }
  }
  const transitionMs = findOffsetTransitionMs(startMs, lastSecondMs, timeZone)
  const segments = [
    { startMs, endMs: transitionMs, offsetMs: offsetAtStart },
    { startMs: transitionMs, endMs, offsetMs: offsetAtEnd },
  ]
  return { date, wallMidnightMs, startMs, endMs, segments }
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

/** Instant of a wall minute (0..1440) of the day, with the same gap/overlap rules as wallMsToEpochMs. */
export function wallMinuteToEpochMs(day: ZonedDay, minuteOfDay: number): number {
  if (!(minuteOfDay >= 0 && minuteOfDay <= MINUTES_PER_DAY)) {
    throw new RangeError(`minuteOfDay must be within 0..1440, got ${minuteOfDay}`)
  }
  if (minuteOfDay === MINUTES_PER_DAY) return day.endMs
  const wallMs = day.wallMidnightMs + minuteOfDay * MINUTE_MS
  // Segments are in time order, so the first match is the earlier instant of an ambiguous reading.
  for (const segment of day.segments) {
    const candidateMs = wallMs - segment.offsetMs
    if (candidateMs < segment.startMs) return segment.startMs // skipped reading: the clock jumped past it
    if (candidateMs < segment.endMs) return candidateMs
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
