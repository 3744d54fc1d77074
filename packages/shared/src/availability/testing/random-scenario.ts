/** fast-check generator of finder inputs around DST nights, holidays and ordinary days in Prague. */
import fc from 'fast-check'
import { addDays } from '../../time/iso-date'
import { startOfZonedDay } from '../../time/zoned-time'
import type {
  AvailabilityInput,
  DateException,
  InstantInterval,
  MinuteInterval,
  WeeklyHours,
  WorkerAvailability,
} from '../types'
import { PRAGUE } from './builders'

const MINUTE_MS = 60_000
/** Generated instants fall within four days from local midnight of the first date, give or take 6 hours. */
const WINDOW_MINUTES = 4 * 1440

// Spring and fall DST nights of 2026 and 2027 (2027-03-26 is also Good Friday), the 5–6 July holidays,
// Christmas, and an ordinary week.
const FIRST_DATES = [
  '2027-03-26',
  '2027-03-27',
  '2027-10-29',
  '2027-10-30',
  '2026-03-28',
  '2026-10-24',
  '2027-06-14',
  '2027-07-04',
  '2027-12-23',
]

/** Whole five-minute boundaries keep every generated edge on a whole minute. */
const wallInterval = fc
  .tuple(fc.integer({ min: 0, max: 288 }), fc.integer({ min: 1, max: 150 }))
  .map(([start, length]): MinuteInterval => ({ start: start * 5, end: Math.min(1440, (start + length) * 5) }))

const randomWeeklyHours = fc
  .array(fc.array(wallInterval, { maxLength: 3 }), { minLength: 7, maxLength: 7 })
  .map((days) => Object.fromEntries(days.map((intervals, index) => [index + 1, intervals])) as WeeklyHours)

const sameEveryDay = (weekdays: number[], interval: MinuteInterval): WeeklyHours =>
  Object.fromEntries(weekdays.map((weekday) => [weekday, [interval]]))
const allDayEveryDay = sameEveryDay([1, 2, 3, 4, 5, 6, 7], { start: 0, end: 1440 })
const businessHours = sameEveryDay([1, 2, 3, 4, 5, 6], { start: 480, end: 1200 })

// Random branch and worker hours rarely overlap, so common shapes are mixed in to keep slots plentiful.
const branchWeeklyHours = fc.oneof(randomWeeklyHours, fc.constant(allDayEveryDay), fc.constant(businessHours))
const workerWeeklyHours = fc.oneof(
  { arbitrary: randomWeeklyHours, weight: 2 },
  { arbitrary: fc.constant(allDayEveryDay), weight: 1 },
)

/** [start, length] in minutes from local midnight of the first date. */
const relativeIntervals = (maxLength: number, maxMinutes: number) =>
  fc.array(
    fc.tuple(fc.integer({ min: -360, max: WINDOW_MINUTES + 360 }), fc.integer({ min: 1, max: maxMinutes })),
    { maxLength },
  )

const relativeExceptions = fc.array(
  fc.record({
    dayIndex: fc.integer({ min: 0, max: 3 }),
    closed: fc.boolean(),
    intervals: fc.array(wallInterval, { maxLength: 2 }),
  }),
  { maxLength: 2 },
)

const rawScenario = fc.record({
  firstDate: fc.constantFrom(...FIRST_DATES),
  dayCount: fc.integer({ min: 1, max: 3 }),
  // Mostly before the range so whole days are bookable; sometimes inside it to exercise the notice cut.
  nowMinute: fc.oneof(
    { arbitrary: fc.integer({ min: -2 * 1440, max: 0 }), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max: WINDOW_MINUTES }), weight: 1 },
  ),
  nowSecond: fc.integer({ min: 0, max: 59 }),
  minNoticeMinutes: fc.integer({ min: 0, max: 600 }),
  horizonDays: fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 3 }), weight: 1 },
    { arbitrary: fc.constant(60), weight: 3 },
  ),
  slotStepMinutes: fc.oneof(fc.constantFrom(5, 10, 15, 20, 30, 45, 60), fc.integer({ min: 1, max: 90 })),
  durationMinutes: fc.integer({ min: 1, max: 150 }),
  bufferAfterMinutes: fc.constantFrom(0, 5, 7, 10, 15),
  branchHours: branchWeeklyHours,
  branchExceptions: relativeExceptions,
  closedOnPublicHolidays: fc.boolean(),
  workers: fc.uniqueArray(
    fc.record({
      workerId: fc.integer({ min: 1, max: 9 }),
      weeklyHours: workerWeeklyHours,
      dateExceptions: relativeExceptions,
      absences: relativeIntervals(2, 600),
      extraHours: relativeIntervals(2, 300),
      busy: relativeIntervals(25, 90),
    }),
    { minLength: 1, maxLength: 3, selector: (worker) => worker.workerId },
  ),
})

export const randomAvailabilityInput = rawScenario.map((raw): AvailabilityInput => {
  const baseMs = startOfZonedDay(raw.firstDate, PRAGUE).getTime()
  const toInstants = (pairs: [number, number][]): InstantInterval[] =>
    pairs.map(([start, length]) => ({
      startsAt: new Date(baseMs + start * MINUTE_MS),
      endsAt: new Date(baseMs + (start + length) * MINUTE_MS),
    }))
  const toExceptions = (list: { dayIndex: number; closed: boolean; intervals: MinuteInterval[] }[]) =>
    list.map(
      ({ dayIndex, closed, intervals }): DateException => ({
        date: addDays(raw.firstDate, dayIndex),
        closed,
        intervals,
      }),
    )
  return {
    timeZone: PRAGUE,
    from: raw.firstDate,
    to: addDays(raw.firstDate, raw.dayCount - 1),
    now: new Date(baseMs + raw.nowMinute * MINUTE_MS + raw.nowSecond * 1000),
    minNoticeMinutes: raw.minNoticeMinutes,
    horizonDays: raw.horizonDays,
    slotStepMinutes: raw.slotStepMinutes,
    durationMinutes: raw.durationMinutes,
    bufferAfterMinutes: raw.bufferAfterMinutes,
    branch: {
      weeklyHours: raw.branchHours,
      exceptions: toExceptions(raw.branchExceptions),
      closedOnPublicHolidays: raw.closedOnPublicHolidays,
    },
    workers: raw.workers.map(
      (worker): WorkerAvailability => ({
        workerId: worker.workerId,
        weeklyHours: worker.weeklyHours,
        dateExceptions: toExceptions(worker.dateExceptions),
        absences: toInstants(worker.absences),
        extraHours: toInstants(worker.extraHours),
        busy: toInstants(worker.busy),
      }),
    ),
  }
})
