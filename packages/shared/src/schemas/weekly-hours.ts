import { z } from 'zod'
import { parseClockTime } from '../input/clock-time'
import './zod-messages'

/** 'HH:MM' on a 24-hour clock; '24:00' closes a day that ends at midnight. */
const CLOCK_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/

/** A time as typed ('930', '9.30', '9,30', '9:30' …) read by parseClockTime into 'HH:MM'; '25:00' is 'time'. */
export const clockTimeSchema = z
  .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
  .transform((typed, ctx) => {
    const clock = parseClockTime(typed, { endOfDay: true })
    if (clock !== null) return clock
    ctx.addIssue({ code: 'custom', message: 'time', input: typed })
    return z.NEVER
  })

/** One stretch of a day. Zero-padded 'HH:MM' strings compare in time order, so no parsing is needed. */
export const timeIntervalSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  // A mistyped time already has its own message; the order is only judged between two real times.
  .refine(({ start, end }) => !CLOCK_TIME.test(start) || !CLOCK_TIME.test(end) || end > start, {
    message: 'interval.order',
    path: ['end'],
  })
export type TimeInterval = z.infer<typeof timeIntervalSchema>

/** Several intervals a day (a lunch break splits the day); touching is fine, overlapping is a typo. */
export const dayIntervalsSchema = z
  .array(timeIntervalSchema, { error: 'array' })
  .max(12, 'maxValue:12')
  .superRefine((intervals, ctx) => {
    const wellFormed = (index: number) => {
      const { start, end } = intervals[index]!
      return CLOCK_TIME.test(start) && CLOCK_TIME.test(end) && end > start
    }
    const order = intervals
      .map((_, index) => index)
      .filter(wellFormed)
      .sort((a, b) => (intervals[a]!.start < intervals[b]!.start ? -1 : 1))
    for (let position = 1; position < order.length; position++) {
      const previous = intervals[order[position - 1]!]!
      const current = intervals[order[position]!]!
      if (current.start < previous.end) {
        ctx.addIssue({ code: 'custom', message: 'interval.overlap', path: [order[position]!, 'start'] })
      }
    }
  })

const day = () => dayIntervalsSchema.default([])

/** Opening or working hours by ISO weekday, '1' = Monday … '7' = Sunday; a day without intervals is closed. */
export const weeklyHoursSchema = z.object({
  1: day(),
  2: day(),
  3: day(),
  4: day(),
  5: day(),
  6: day(),
  7: day(),
})
export type WeeklyHoursInput = z.input<typeof weeklyHoursSchema>
export type WeeklyHoursForm = z.infer<typeof weeklyHoursSchema>

export const ISO_WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const

/** A weekly interval as the database keeps it: local wall minutes of one ISO weekday. */
export interface WeeklyHoursRow {
  isoWeekday: number
  startMinute: number
  endMinute: number
}

export function clockTimeToMinutes(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
}

export function minutesToClockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

export function emptyWeeklyHours(): WeeklyHoursForm {
  return { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] }
}

export function weeklyHoursToRows(weekly: WeeklyHoursForm): WeeklyHoursRow[] {
  return ISO_WEEKDAY_KEYS.flatMap((key) =>
    weekly[key].map((interval) => ({
      isoWeekday: Number(key),
      startMinute: clockTimeToMinutes(interval.start),
      endMinute: clockTimeToMinutes(interval.end),
    })),
  )
}

export function weeklyHoursFromRows(rows: readonly WeeklyHoursRow[]): WeeklyHoursForm {
  const weekly = emptyWeeklyHours()
  const sorted = [...rows].sort((a, b) => a.isoWeekday - b.isoWeekday || a.startMinute - b.startMinute)
  for (const row of sorted) {
    const key = String(row.isoWeekday) as (typeof ISO_WEEKDAY_KEYS)[number]
    weekly[key]?.push({ start: minutesToClockTime(row.startMinute), end: minutesToClockTime(row.endMinute) })
  }
  return weekly
}

const answeredDay = z.array(z.object({ start: z.string(), end: z.string() }))

/** The answer shape: every weekday present, intervals sorted by start. */
export const weeklyHoursResponseSchema = z.object({
  1: answeredDay,
  2: answeredDay,
  3: answeredDay,
  4: answeredDay,
  5: answeredDay,
  6: answeredDay,
  7: answeredDay,
})
