import { addDays, type IsoDate, isoDateFromParts, isoWeekdayOf } from '../time/iso-date'
import { startOfZonedDay } from '../time/zoned-time'
import type { Period } from './turnover'

export interface CalendarPeriods {
  day: Period
  /** ISO week, Monday to Sunday. */
  week: Period
  month: Period
}

/** From the start of the first local date to the start of the day after the last one, both included. */
export function localDatesPeriod(first: IsoDate, last: IsoDate, timeZone: string): Period {
  return { from: startOfZonedDay(first, timeZone), to: startOfZonedDay(addDays(last, 1), timeZone) }
}

/**
 * The local day, ISO week and calendar month around a date, as real time. Each boundary is a local midnight,
 * so a week with a DST change is 167 or 169 hours long, as the shop experiences it.
 */
export function calendarPeriods(date: IsoDate, timeZone: string): CalendarPeriods {
  const monday = addDays(date, 1 - isoWeekdayOf(date))
  const [year, month] = date.split('-').map(Number) as [number, number]
  const firstOfMonth = isoDateFromParts(year, month, 1)
  const firstOfNextMonth =
    month === 12 ? isoDateFromParts(year + 1, 1, 1) : isoDateFromParts(year, month + 1, 1)
  return {
    day: localDatesPeriod(date, date, timeZone),
    week: localDatesPeriod(monday, addDays(monday, 6), timeZone),
    month: { from: startOfZonedDay(firstOfMonth, timeZone), to: startOfZonedDay(firstOfNextMonth, timeZone) },
  }
}
