import { type IsoDate, type IsoWeekday, isoDateFromParts, isoWeekdayOf } from './iso-date'
import { readWallClock } from './zone-offset'
import { wallMinuteToEpochMs, zonedDay } from './zoned-day'

export type { IsoDate, IsoWeekday } from './iso-date'
export { addDays, eachDate, isoWeekdayOf } from './iso-date'

/**
 * The instant at which the wall clock of `timeZone` shows `minuteOfDay` (0..1440, 1440 = next local midnight)
 * on `date`, by the 'compatible' rule (RFC 5545 §3.3.5, Temporal, luxon; decision 010). A wall time skipped by
 * spring-forward moves forward by the length of the gap (Prague 2027-03-28 02:30 → 03:30 CEST = 01:30Z); an
 * ambiguous one after fall-back resolves to the earlier, summer time instant (2027-10-31 02:30 → 02:30 CEST =
 * 00:30Z).
 */
export function zonedWallTimeToUtc(date: IsoDate, minuteOfDay: number, timeZone: string): Date {
  return new Date(wallMinuteToEpochMs(zonedDay(date, timeZone), minuteOfDay))
}

/** First instant of the local day. */
export function startOfZonedDay(date: IsoDate, timeZone: string): Date {
  return new Date(zonedDay(date, timeZone).startMs)
}

export interface ZonedParts {
  date: IsoDate
  /** Whole minutes since local midnight by the wall clock, 0..1439. */
  minuteOfDay: number
  isoWeekday: IsoWeekday
}

/** Local date, wall minute and ISO weekday (Monday = 1) of an instant. */
export function utcToZonedParts(instant: Date, timeZone: string): ZonedParts {
  const wall = readWallClock(instant.getTime(), timeZone)
  const date = isoDateFromParts(wall.year, wall.month, wall.day)
  return { date, minuteOfDay: wall.hour * 60 + wall.minute, isoWeekday: isoWeekdayOf(date) }
}
