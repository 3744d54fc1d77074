/**
 * The statistics' date ranges on the business's calendar (Europe/Prague): the presets the screen offers, the
 * previous period a range is compared with, and the ISO weeks the days fall in. Dates only, no instants: the
 * database groups reservations on the local day (decision 041), so a week with a clock change is simply its
 * seven local days.
 */
import { addDays, type IsoDate, isoDateFromParts, isoDateToUtcMs, isoWeekdayOf } from '../time/iso-date'

/** A range of local dates, both included. */
export interface DateRange {
  from: IsoDate
  to: IsoDate
}

export const STATISTICS_PRESETS = ['this_week', 'this_month', 'last_month', 'this_year'] as const
export type StatisticsPreset = (typeof STATISTICS_PRESETS)[number]

/** The longest range the statistics answer (a leap year and a few days for a week that starts earlier). */
export const STATISTICS_MAX_DAYS = 371

const DAY_MS = 86_400_000

function parts(date: IsoDate): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number]
}

function lastOfMonth(year: number, month: number): IsoDate {
  const next = month === 12 ? isoDateFromParts(year + 1, 1, 1) : isoDateFromParts(year, month + 1, 1)
  return addDays(next, -1)
}

/** The preset's range around `today` (the business's local date): whole periods, the future included. */
export function presetRange(preset: StatisticsPreset, today: IsoDate): DateRange {
  const [year, month] = parts(today)
  switch (preset) {
    case 'this_week': {
      const monday = addDays(today, 1 - isoWeekdayOf(today))
      return { from: monday, to: addDays(monday, 6) }
    }
    case 'this_month':
      return { from: isoDateFromParts(year, month, 1), to: lastOfMonth(year, month) }
    case 'last_month': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1]
      return { from: isoDateFromParts(y, m, 1), to: lastOfMonth(y, m) }
    }
    case 'this_year':
      return { from: isoDateFromParts(year, 1, 1), to: isoDateFromParts(year, 12, 31) }
  }
}

/** The preset whose range this is (for `today`), or null for a custom range. */
export function presetOf(range: DateRange, today: IsoDate): StatisticsPreset | null {
  for (const preset of STATISTICS_PRESETS) {
    const candidate = presetRange(preset, today)
    if (candidate.from === range.from && candidate.to === range.to) return preset
  }
  return null
}

/** Days of the range, both ends included. */
export function daysIn(range: DateRange): number {
  return (isoDateToUtcMs(range.to) - isoDateToUtcMs(range.from)) / DAY_MS + 1
}

/**
 * The period the range is compared with. A whole calendar month is compared with the whole month before
 * (October's 31 days with September's 30), a whole year with the year before; any other range with the
 * same number of days just before it (a week with the week before).
 */
export function previousRange(range: DateRange): DateRange {
  const [fromYear, fromMonth, fromDay] = parts(range.from)
  const [toYear, toMonth] = parts(range.to)
  const wholeMonths =
    fromDay === 1 && range.to === lastOfMonth(toYear, toMonth)
      ? (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1
      : 0
  if (wholeMonths > 0) {
    const back = (fromYear * 12 + fromMonth - 1 - wholeMonths) as number
    const year = Math.floor(back / 12)
    const month = (back % 12) + 1
    return { from: isoDateFromParts(year, month, 1), to: addDays(range.from, -1) }
  }
  const days = daysIn(range)
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) }
}

/** The ISO week of a date: its year and number (week 1 holds the year's first Thursday) and its Monday. */
export function isoWeekOf(date: IsoDate): { year: number; week: number; monday: IsoDate } {
  const monday = addDays(date, 1 - isoWeekdayOf(date))
  const thursday = addDays(monday, 3)
  const [year] = parts(thursday)
  const firstOfYear = isoDateToUtcMs(isoDateFromParts(year, 1, 1))
  const week = Math.floor((isoDateToUtcMs(thursday) - firstOfYear) / DAY_MS / 7) + 1
  return { year, week, monday }
}

/** '2026-W09': the ISO 8601 name of a week. */
export function isoWeekLabel(date: IsoDate): string {
  const { year, week } = isoWeekOf(date)
  return `${year}-W${String(week).padStart(2, '0')}`
}
