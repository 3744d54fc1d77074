import {
  clockTimeToMinutes,
  emptyWeeklyHours,
  ISO_WEEKDAY_KEYS,
  minutesToClockTime,
  type TimeInterval,
  type WeeklyHoursForm,
} from '@rezervo/shared/schemas/weekly-hours'

export type WeekdayKey = (typeof ISO_WEEKDAY_KEYS)[number]
type AnsweredWeek = Partial<Record<WeekdayKey, readonly { start: string; end: string }[]>>

const DAY_END = 24 * 60
const CLOCK = /^\d{2}:\d{2}$/

/** The editor's state from an API answer (every weekday present, intervals copied), or an empty week. */
export function weeklyHoursForForm(answer?: AnsweredWeek | null): WeeklyHoursForm {
  const weekly = emptyWeeklyHours()
  for (const key of ISO_WEEKDAY_KEYS) {
    weekly[key] = (answer?.[key] ?? []).map(({ start, end }) => ({ start, end }))
  }
  return weekly
}

/** What "add interval" proposes: 9–17 on an empty day, else from an hour after the last end, up to 4 hours. */
export function nextInterval(intervals: readonly TimeInterval[]): TimeInterval {
  const last = intervals.at(-1)
  if (!last || !CLOCK.test(last.end)) return { start: '09:00', end: '17:00' }
  const start = Math.min(clockTimeToMinutes(last.end) + 60, DAY_END - 60)
  return { start: minutesToClockTime(start), end: minutesToClockTime(Math.min(start + 240, DAY_END)) }
}

export function withInterval(weekly: WeeklyHoursForm, day: WeekdayKey): WeeklyHoursForm {
  return { ...weekly, [day]: [...weekly[day], nextInterval(weekly[day])] }
}

export function withoutInterval(weekly: WeeklyHoursForm, day: WeekdayKey, index: number): WeeklyHoursForm {
  return { ...weekly, [day]: weekly[day].filter((_, position) => position !== index) }
}

export function withIntervalTime(
  weekly: WeeklyHoursForm,
  day: WeekdayKey,
  index: number,
  edge: 'start' | 'end',
  value: string,
): WeeklyHoursForm {
  return {
    ...weekly,
    [day]: weekly[day].map((interval, position) =>
      position === index ? { ...interval, [edge]: value } : interval,
    ),
  }
}

/** Monday's intervals copied to Tuesday … Friday; the weekend keeps its own. */
export function withMondayOnWeekdays(weekly: WeeklyHoursForm): WeeklyHoursForm {
  const monday = weekly['1']
  const copy = () => monday.map((interval) => ({ ...interval }))
  return { ...weekly, 2: copy(), 3: copy(), 4: copy(), 5: copy() }
}
