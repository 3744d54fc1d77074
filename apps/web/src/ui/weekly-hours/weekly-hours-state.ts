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

const minutesOf = (interval: TimeInterval) => ({
  start: clockTimeToMinutes(interval.start),
  end: clockTimeToMinutes(interval.end),
})
const complete = (intervals: readonly TimeInterval[]) =>
  intervals.filter((interval) => CLOCK.test(interval.start) && CLOCK.test(interval.end))
const intervalOf = (start: number, end: number): TimeInterval => ({
  start: minutesToClockTime(start),
  end: minutesToClockTime(end),
})

/**
 * What "add interval" proposes: 9–17 on an empty day, else from an hour after the last end, up to 4 hours.
 * With `within` (a worker's day against the branch's opening hours that day, issue 37 finding 8), the proposal
 * stays inside those hours: the whole first opening interval on an empty day, else the first open time after
 * the last end (an hour's break when the branch stays open long enough), up to 4 hours; only when the branch
 * is closed then, or all day, does it fall back to the proposal without `within`.
 */
export function nextInterval(
  intervals: readonly TimeInterval[],
  within?: readonly TimeInterval[],
): TimeInterval {
  const last = intervals.at(-1)
  const open = complete(within ?? []).map(minutesOf)
  if (!last || !CLOCK.test(last.end)) {
    const first = open[0]
    return first ? intervalOf(first.start, first.end) : { start: '09:00', end: '17:00' }
  }
  const lastEnd = clockTimeToMinutes(last.end)
  for (const from of [lastEnd + 60, lastEnd]) {
    const opening = open.find((interval) => interval.end > from)
    if (!opening) continue
    const start = Math.max(from, opening.start)
    return intervalOf(start, Math.min(start + 240, opening.end))
  }
  const start = Math.min(lastEnd + 60, DAY_END - 60)
  return intervalOf(start, Math.min(start + 240, DAY_END))
}

export interface OutsideInterval {
  day: WeekdayKey
  interval: TimeInterval
  /** The hours it should fall within that day (empty: closed). */
  within: TimeInterval[]
}

/**
 * The intervals of `week` not wholly inside one interval of `within` the same day: a worker's hours outside
 * their branch's opening hours, which save (the owner may mean it) but deserve a word (issue 37, finding 8).
 * Intervals still being typed are left out.
 */
export function intervalsOutside(week: WeeklyHoursForm, within: WeeklyHoursForm): OutsideInterval[] {
  return ISO_WEEKDAY_KEYS.flatMap((day) => {
    const open = complete(within[day]).map(minutesOf)
    return complete(week[day])
      .filter((interval) => {
        const { start, end } = minutesOf(interval)
        return start < end && !open.some((opening) => opening.start <= start && end <= opening.end)
      })
      .map((interval) => ({ day, interval, within: complete(within[day]) }))
  })
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
