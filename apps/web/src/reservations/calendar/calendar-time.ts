import { addDays, type IsoDate, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { readWallClock, zoneOffsetMs } from '@rezervo/shared/time/zone-offset'
import { zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'

/**
 * react-big-calendar lays out plain JS Dates in the browser's own zone, but a branch's day runs on the
 * branch's clock (Europe/Prague) whatever zone the phone or the CI browser is in. So the calendar never sees
 * real instants: it gets "calendar dates", Dates whose browser-local wall clock reads what the branch's wall
 * clock reads at that instant, and every date it hands back is read the same way before it goes to the API.
 */

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000

/** The calendar date of an instant: a browser-local Date showing the branch's wall time. */
export function toCalendarDate(instant: Date | string, timeZone: string): Date {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime()
  const wall = readWallClock(epochMs, timeZone)
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
}

/** The branch date a calendar date falls on. */
export function calendarDateToIso(date: Date): IsoDate {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** Local midnight of a branch date as a calendar date (what the calendar's `date` prop wants). */
export function isoToCalendarDate(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(year!, month! - 1, day!)
}

/**
 * The instant a calendar date stands for. A wall time skipped by spring-forward moves forward by the gap
 * (2027-03-28 02:30 in Prague → 03:30 CEST, decision 010). A wall time that happens twice after fall-back
 * (2027-10-31 02:30) resolves to the one nearer `near` when given, so a reservation in the repeated hour moved
 * by a quarter of an hour stays in its own hour; else to the earlier one.
 */
export function fromCalendarDate(date: Date, timeZone: string, near?: Date): Date {
  const minuteOfDay = date.getHours() * 60 + date.getMinutes()
  const earlier = zonedWallTimeToUtc(calendarDateToIso(date), minuteOfDay, timeZone)
  const later = repeatedInstant(earlier, timeZone)
  if (!later || !near) return earlier
  const nearMs = near.getTime()
  return Math.abs(later.getTime() - nearMs) < Math.abs(earlier.getTime() - nearMs) ? later : earlier
}

/** The second instant with the same wall time when the clock was set back after `instant`, else null. */
function repeatedInstant(instant: Date, timeZone: string): Date | null {
  const epochMs = instant.getTime()
  const setBackMs = zoneOffsetMs(epochMs, timeZone) - zoneOffsetMs(epochMs + 2 * HOUR_MS, timeZone)
  if (setBackMs <= 0) return null
  const candidateMs = epochMs + setBackMs
  const wall = readWallClock(epochMs, timeZone)
  const candidateWall = readWallClock(candidateMs, timeZone)
  const sameWall = wall.day === candidateWall.day && wall.hour === candidateWall.hour
  return sameWall && wall.minute === candidateWall.minute ? new Date(candidateMs) : null
}

/** Start and end of an event on the calendar; never shorter than it really is (an hour across fall-back). */
export function calendarSpan(startsAt: string, endsAt: string, timeZone: string): { start: Date; end: Date } {
  const start = toCalendarDate(startsAt, timeZone)
  const end = toCalendarDate(endsAt, timeZone)
  const realMs = Date.parse(endsAt) - Date.parse(startsAt)
  if (end.getTime() - start.getTime() >= Math.min(realMs, MINUTE_MS)) return { start, end }
  return { start, end: new Date(start.getTime() + realMs) }
}

/** "Now" on the branch's clock, for the current-time line. */
export function calendarNow(timeZone: string, now: Date = new Date()): Date {
  return toCalendarDate(now, timeZone)
}

/** Today's date at the branch. */
export function branchToday(timeZone: string, now: Date = new Date()): IsoDate {
  return calendarDateToIso(toCalendarDate(now, timeZone))
}

export type CalendarViewName = 'day' | 'week' | 'work_week' | 'month'

/** The branch dates a view shows around `date`; weeks start on Monday (Czech custom, both languages). */
export function visibleDates(view: CalendarViewName, date: IsoDate): { from: IsoDate; to: IsoDate } {
  if (view === 'day') return { from: date, to: date }
  const monday = (day: IsoDate) => addDays(day, 1 - isoWeekdayOf(day))
  if (view === 'week') return { from: monday(date), to: addDays(monday(date), 6) }
  if (view === 'work_week') return { from: monday(date), to: addDays(monday(date), 4) }
  const first = `${date.slice(0, 8)}01`
  const last = addDays(`${addDays(first, 31).slice(0, 8)}01`, -1)
  return { from: monday(first), to: addDays(monday(last), 6) }
}

/** The date the previous/next button goes to. */
export function stepDate(view: CalendarViewName, date: IsoDate, direction: -1 | 1): IsoDate {
  if (view === 'day') return addDays(date, direction)
  if (view === 'month') {
    const [year, month] = date.split('-').map(Number)
    const index = year! * 12 + (month! - 1) + direction
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
  }
  return addDays(date, 7 * direction)
}
