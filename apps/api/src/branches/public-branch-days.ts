import type { PublicOpeningDate } from '@rezervo/shared'
import type { DateException, WeeklyHours } from '@rezervo/shared/availability/types'
import { branchWallHoursOn, normalizeBranchHours } from '@rezervo/shared/availability/weekly-hours'
import { type CzechPublicHoliday, czechPublicHolidays } from '@rezervo/shared/holidays/czech-holidays'
import { addDays, eachDate, type IsoDate, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { minutesToClock } from '../lib/minutes'

export interface BranchOpeningRules {
  weeklyHours: WeeklyHours
  exceptions: (DateException & { note: string | null })[]
  openOnPublicHolidays: boolean
}

function holidaysByDate(from: IsoDate, to: IsoDate): Map<IsoDate, CzechPublicHoliday> {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))])
  return new Map(
    [...years].flatMap((year) => czechPublicHolidays(year)).map((holiday) => [holiday.date, holiday]),
  )
}

/**
 * The branch's real opening on each date from..to, decided by the rule availability uses
 * (availability/weekly-hours): a date exception first, then closed on a public holiday unless the branch
 * opens on holidays, then the weekly hours. The page shows closed days and special hours from it.
 */
export function openingDates(rules: BranchOpeningRules, from: IsoDate, to: IsoDate): PublicOpeningDate[] {
  const normal = normalizeBranchHours({
    weeklyHours: rules.weeklyHours,
    exceptions: rules.exceptions,
    closedOnPublicHolidays: !rules.openOnPublicHolidays,
  })
  const notes = new Map(rules.exceptions.map((exception) => [exception.date, exception.note]))
  const holidays = holidaysByDate(from, to)
  return eachDate(from, to).map((date) => {
    const weekday = isoWeekdayOf(date)
    const intervals = branchWallHoursOn(normal, date, weekday)
    const holiday = holidays.get(date)
    const source = normal.exceptions.has(date)
      ? 'exception'
      : holiday && normal.closedOnPublicHolidays
        ? 'holiday'
        : 'weekly'
    return {
      date,
      iso_weekday: weekday,
      open: intervals.length > 0,
      intervals: intervals.map((interval) => ({
        start: minutesToClock(interval.start),
        end: minutesToClock(interval.end),
      })),
      source,
      note: notes.get(date) ?? null,
      holiday: holiday ? { name_cs: holiday.nameCs, name_en: holiday.nameEn } : null,
    }
  })
}

/** How many dates after today the branch page shows. */
export const NEXT_DAYS_SHOWN = 14

export function todayAndNextDays(rules: BranchOpeningRules, today: IsoDate) {
  const [first, ...next] = openingDates(rules, today, addDays(today, NEXT_DAYS_SHOWN))
  return { today: first!, nextDays: next }
}
