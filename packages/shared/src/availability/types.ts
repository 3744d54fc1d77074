import type { IsoDate, IsoWeekday } from '../time/iso-date'

/** Local wall-clock minutes of one day, 0..1440 (1440 = the next midnight); end is exclusive. */
export interface MinuteInterval {
  start: number
  end: number
}

/** Opening or working hours per ISO weekday (Monday = 1); a day may have several intervals or none. */
export type WeeklyHours = Partial<Record<IsoWeekday, MinuteInterval[]>>

/** Replaces the weekly hours of one date: closed all day, or open for exactly these intervals. */
export interface DateException {
  date: IsoDate
  closed: boolean
  intervals: MinuteInterval[]
}

/** A range of real time; endsAt is exclusive. */
export interface InstantInterval {
  startsAt: Date
  endsAt: Date
}

export interface WorkerAvailability {
  workerId: number
  /** Working hours at this branch. */
  weeklyHours: WeeklyHours
  /** Replaces the weekly hours on a date (a day off, or different hours). */
  dateExceptions?: DateException[]
  /** Holiday, sickness: not available. */
  absences: InstantInterval[]
  /** Extra availability on top of the working hours; still limited by the branch opening hours. */
  extraHours: InstantInterval[]
  /** Existing non-cancelled reservations; their stored end already includes buffers. */
  busy: InstantInterval[]
}

export interface BranchHours {
  weeklyHours: WeeklyHours
  exceptions: DateException[]
  closedOnPublicHolidays: boolean
}

export interface AvailabilityInput {
  timeZone: string
  /** First and last local date to report, both included. */
  from: IsoDate
  to: IsoDate
  now: Date
  minNoticeMinutes: number
  horizonDays: number
  slotStepMinutes: number
  durationMinutes: number
  bufferAfterMinutes: number
  branch: BranchHours
  workers: WorkerAvailability[]
}

export interface AvailableSlot {
  startsAt: Date
  /** Local wall time of startsAt, 'HH:MM'. */
  localTime: string
  /** Workers who can take a booking starting then, ascending. */
  workerIds: number[]
}

export interface AvailabilityDay {
  date: IsoDate
  slots: AvailableSlot[]
}
