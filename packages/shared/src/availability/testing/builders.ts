/** Builders shared by the availability tests. Times are Prague wall clock, so tests do not depend on TZ. */
import type { IsoDate, IsoWeekday } from '../../time/iso-date'
import { zonedWallTimeToUtc } from '../../time/zoned-time'
import type {
  AvailabilityDay,
  AvailabilityInput,
  InstantInterval,
  MinuteInterval,
  WeeklyHours,
  WorkerAvailability,
} from '../types'

export const PRAGUE = 'Europe/Prague'

/** 'HH:MM' → minute of day. */
export function minuteOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  return hours! * 60 + minutes!
}

export function hours(from: string, to: string): MinuteInterval {
  return { start: minuteOf(from), end: minuteOf(to) }
}

/** The instant the Prague wall clock shows `hhmm` on `date`. */
export function pragueTime(date: IsoDate, hhmm: string): Date {
  return zonedWallTimeToUtc(date, minuteOf(hhmm), PRAGUE)
}

export function pragueRange(
  date: IsoDate,
  from: string,
  to: string,
  toDate: IsoDate = date,
): InstantInterval {
  return { startsAt: pragueTime(date, from), endsAt: pragueTime(toDate, to) }
}

export function sameHoursOn(weekdays: IsoWeekday[], intervals: MinuteInterval[]): WeeklyHours {
  const weekly: WeeklyHours = {}
  for (const weekday of weekdays) weekly[weekday] = intervals
  return weekly
}

export const MONDAY_TO_FRIDAY: IsoWeekday[] = [1, 2, 3, 4, 5]
export const EVERY_DAY: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7]

export function worker(workerId: number, overrides: Partial<WorkerAvailability> = {}): WorkerAvailability {
  return {
    workerId,
    weeklyHours: sameHoursOn(MONDAY_TO_FRIDAY, [hours('09:00', '12:00')]),
    absences: [],
    extraHours: [],
    busy: [],
    ...overrides,
  }
}

/** A Monday in June 2027 with one worker 09:00–12:00 and the branch open 08:00–18:00 on weekdays. */
export function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: PRAGUE,
    from: '2027-06-07',
    to: '2027-06-07',
    now: new Date('2027-06-01T00:00:00Z'),
    minNoticeMinutes: 0,
    horizonDays: 60,
    slotStepMinutes: 30,
    durationMinutes: 30,
    bufferAfterMinutes: 0,
    branch: {
      weeklyHours: {
        ...sameHoursOn(MONDAY_TO_FRIDAY, [hours('08:00', '18:00')]),
        6: [hours('09:00', '13:00')],
      },
      exceptions: [],
      closedOnPublicHolidays: true,
    },
    workers: [worker(1)],
    ...overrides,
  }
}

export function dayOf(days: AvailabilityDay[], date: IsoDate): AvailabilityDay {
  const day = days.find((candidate) => candidate.date === date)
  if (!day) throw new Error(`no result for ${date}`)
  return day
}

/** Local times offered on the date (the single date when omitted). */
export function timesOn(days: AvailabilityDay[], date: IsoDate = days[0]!.date): string[] {
  return dayOf(days, date).slots.map((slot) => slot.localTime)
}
