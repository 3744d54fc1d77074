import type { BranchHoliday } from '@rezervo/shared'
import type { MinuteInterval, WeeklyHours } from '@rezervo/shared/availability/types'
import { branchWallHoursOn, normalizeBranchHours } from '@rezervo/shared/availability/weekly-hours'
import { czechPublicHolidays } from '@rezervo/shared/holidays/czech-holidays'
import { type IsoWeekday, isoWeekdayOf } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { intervalsToClock } from './branch-json'
import { findBranchHours } from './repository'
import { loadBranch } from './service'

/**
 * The year's Czech public holidays and whether the branch is open on each, decided by the same rule the
 * booking uses (availability/weekly-hours): a date exception first, then the holiday switch, then the week.
 */
export async function listBranchHolidays(
  deps: AppDeps,
  access: CompanyAccess,
  branchId: number,
  requestedYear: number | undefined,
) {
  const { branch } = await loadBranch(deps, access, branchId)
  const year = requestedYear ?? Number(utcToZonedParts(deps.clock.now(), branch.timeZone).date.slice(0, 4))
  const hours = await findBranchHours(deps.database.db, branchId)
  const weeklyHours: WeeklyHours = {}
  for (const row of hours.openingHours) {
    const weekday = row.isoWeekday as IsoWeekday
    const day: MinuteInterval[] = weeklyHours[weekday] ?? []
    day.push({ start: row.startMinute, end: row.endMinute })
    weeklyHours[weekday] = day
  }
  const normal = normalizeBranchHours({
    weeklyHours,
    exceptions: hours.exceptions.map((row) => ({
      date: row.date,
      closed: row.closed,
      intervals: row.intervals,
    })),
    closedOnPublicHolidays: !branch.openOnPublicHolidays,
  })
  const data: BranchHoliday[] = czechPublicHolidays(year).map((holiday) => {
    const weekday = isoWeekdayOf(holiday.date)
    const intervals = branchWallHoursOn(normal, holiday.date, weekday)
    return {
      date: holiday.date,
      iso_weekday: weekday,
      name_cs: holiday.nameCs,
      name_en: holiday.nameEn,
      open: intervals.length > 0,
      intervals: intervalsToClock(intervals),
      decided_by: normal.exceptions.has(holiday.date)
        ? 'exception'
        : normal.closedOnPublicHolidays
          ? 'holiday_closed'
          : 'weekly_hours',
    }
  })
  return { data }
}
