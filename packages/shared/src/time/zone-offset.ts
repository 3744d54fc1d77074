/**
 * The only place that asks Intl about a time zone. Everything else derives from the wall clock reading of an
 * instant, so the expensive Intl.DateTimeFormat is built once per zone and reused.
 */

const formatterByZone = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterByZone.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      numberingSystem: 'latn',
    })
    formatterByZone.set(timeZone, formatter)
  }
  return formatter
}

export interface WallClockReading {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

export function readWallClock(epochMs: number, timeZone: string): WallClockReading {
  const reading: WallClockReading = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type in reading) reading[part.type as keyof WallClockReading] = Number(part.value)
  }
  // Some engines still print midnight as 24 despite h23.
  if (reading.hour === 24) reading.hour = 0
  return reading
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms (Prague: 3,600,000 or 7,200,000). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  // Intl reads whole seconds, so compare against the instant truncated to its second.
  const wholeSecondMs = Math.floor(epochMs / 1000) * 1000
  const wall = readWallClock(wholeSecondMs, timeZone)
  const wallAsUtcMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return wallAsUtcMs - wholeSecondMs
}

/**
 * First instant in (beforeMs, afterMs] whose offset differs from the offset at beforeMs, to the second.
 * The caller guarantees the offsets at the two ends differ.
 */
export function findOffsetTransitionMs(beforeMs: number, afterMs: number, timeZone: string): number {
  const offsetBefore = zoneOffsetMs(beforeMs, timeZone)
  let low = Math.floor(beforeMs / 1000)
  let high = Math.ceil(afterMs / 1000)
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (zoneOffsetMs(middle * 1000, timeZone) === offsetBefore) low = middle
    else high = middle
  }
  return high * 1000
}
