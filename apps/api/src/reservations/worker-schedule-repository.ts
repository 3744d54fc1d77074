/**
 * Everything findFreeSlots and isWithinWorkingTime need about one branch and some of its workers, read with
 * one statement whatever the number of workers or days (no N+1, one round trip).
 */
import type {
  BranchHours,
  DateException,
  InstantInterval,
  WeeklyHours,
  WorkerAvailability,
} from '@rezervo/shared/availability/index'
import type { IsoWeekday } from '@rezervo/shared/time/iso-date'
import { eq, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { branches } from '../db/schema'

export interface ScheduleBranch {
  id: number
  companyId: number
  timeZone: string
  minNoticeMinutes: number
  horizonDays: number
  slotStepMinutes: number
  archived: boolean
}

export interface BranchSchedule {
  branch: ScheduleBranch
  hours: BranchHours
  /** Workers assigned to the branch and not archived, ascending by id; requested ids missing here are not. */
  workers: WorkerAvailability[]
}

/** A range of real time the caller is interested in; `to` is exclusive. */
export interface ScheduleRange {
  from: Date
  to: Date
}

export interface ScheduleOptions {
  /**
   * A reservation whose own time does not count as busy: the one being moved, so its customer can move it to a
   * time that overlaps where it is now (10:00–11:00 to 10:30 with the same worker).
   */
  excludeReservationId?: number
  /** Leave out the busy time (statistics need only the working time; a year of reservations is a lot). */
  withoutBusy?: boolean
}

/**
 * The branch's opening hours and exceptions, and for each worker (the given ids, or 'all' of the branch):
 * weekly working hours at this branch, absences (holiday, sickness) and extra hours from worker_exceptions
 * at this branch or at every branch, and busy time from non-cancelled reservations at any branch, since one
 * worker cannot be in two places. Instant lists cover `range`; branch date exceptions cover its local dates.
 * Returns undefined when the branch does not exist.
 */
export async function loadBranchSchedule(
  db: DatabaseOrTransaction,
  branchId: number,
  workerIds: readonly number[] | 'all',
  range: ScheduleRange,
  options: ScheduleOptions = {},
): Promise<BranchSchedule | undefined> {
  // One statement (one round trip): each list is a JSON array beside the branch's row. The workers are
  // those of the branch, not archived, and among the requested ones.
  const requested =
    workerIds === 'all' ? sql`true` : workerIds.length ? sql`w.id in ${[...workerIds]}` : sql`false`
  const live = sql`(select w.id from workers w join worker_branches wb on wb.worker_id = w.id
    where wb.branch_id = ${branchId} and w.archived_at is null and ${requested})`
  // Drizzle names a column of the only table without the table, which a subquery would take for its own.
  const timeZone = sql.raw('"branches"."time_zone"')
  const from = sql`${range.from.toISOString()}::timestamptz`
  const to = sql`${range.to.toISOString()}::timestamptz`
  const notExcluded =
    options.excludeReservationId === undefined ? sql`true` : sql`r.id <> ${options.excludeReservationId}`
  const [row] = await db
    .select({
      id: branches.id,
      companyId: branches.companyId,
      timeZone: branches.timeZone,
      openOnPublicHolidays: branches.openOnPublicHolidays,
      minNoticeMinutes: branches.minNoticeMinutes,
      horizonDays: branches.horizonDays,
      slotStepMinutes: branches.slotStepMinutes,
      archivedAt: branches.archivedAt,
      opening: sql<HoursRow[]>`coalesce((select json_agg(json_build_object('isoWeekday', o.iso_weekday,
        'startMinute', o.start_minute, 'endMinute', o.end_minute) order by o.start_minute)
        from branch_opening_hours o where o.branch_id = ${branchId}), '[]')`,
      exceptions: sql<DateException[]>`coalesce((select json_agg(json_build_object('date', e.date,
        'closed', e.closed, 'intervals', e.intervals))
        from branch_exceptions e where e.branch_id = ${branchId}
        and e.date between (${from} at time zone ${timeZone})::date
        and (${to} at time zone ${timeZone})::date), '[]')`,
      workerIds: sql<number[]>`coalesce((select json_agg(l.id order by l.id) from ${live} l), '[]')`,
      hours: sql<(HoursRow & { workerId: number })[]>`coalesce((select json_agg(json_build_object(
        'workerId', h.worker_id, 'isoWeekday', h.iso_weekday, 'startMinute', h.start_minute,
        'endMinute', h.end_minute) order by h.start_minute)
        from working_hours h where h.branch_id = ${branchId} and h.worker_id in ${live}), '[]')`,
      workerExceptions: sql<TimedRow[]>`coalesce((select json_agg(json_build_object('workerId', x.worker_id,
        'kind', x.kind, 'startsAt', x.starts_at, 'endsAt', x.ends_at) order by x.starts_at)
        from worker_exceptions x where x.worker_id in ${live}
        and (x.branch_id is null or x.branch_id = ${branchId})
        and x.starts_at < ${to} and x.ends_at > ${from}), '[]')`,
      busy: options.withoutBusy
        ? sql<TimedRow[]>`'[]'::json`
        : sql<TimedRow[]>`coalesce((select json_agg(json_build_object('workerId', r.worker_id,
        'startsAt', r.starts_at, 'endsAt', r.ends_at) order by r.starts_at)
        from reservations r where r.worker_id in ${live} and r.cancelled_at is null and ${notExcluded}
        and r.starts_at < ${to} and r.ends_at > ${from}), '[]')`,
    })
    .from(branches)
    .where(eq(branches.id, branchId))
  if (!row) return undefined

  const hours: BranchHours = {
    weeklyHours: weeklyHoursOf(row.opening),
    exceptions: row.exceptions.map(
      (exception): DateException => ({
        date: exception.date,
        closed: exception.closed,
        intervals: exception.intervals,
      }),
    ),
    closedOnPublicHolidays: !row.openOnPublicHolidays,
  }
  const scheduleBranch: ScheduleBranch = {
    id: row.id,
    companyId: row.companyId,
    timeZone: row.timeZone,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    slotStepMinutes: row.slotStepMinutes,
    archived: row.archivedAt !== null,
  }
  const availability = new Map<number, WorkerAvailability>(
    row.workerIds.map((id) => [
      id,
      {
        workerId: id,
        weeklyHours: weeklyHoursOf(row.hours.filter((hour) => hour.workerId === id)),
        dateExceptions: [],
        absences: [],
        extraHours: [],
        busy: [],
      },
    ]),
  )
  for (const exception of row.workerExceptions) {
    const interval = instantsOf(exception)
    const worker = availability.get(exception.workerId)
    if (exception.kind === 'extra') worker?.extraHours.push(interval)
    else worker?.absences.push(interval)
  }
  for (const busy of row.busy) availability.get(busy.workerId)?.busy.push(instantsOf(busy))
  return { branch: scheduleBranch, hours, workers: [...availability.values()] }
}

interface HoursRow {
  isoWeekday: number
  startMinute: number
  endMinute: number
}

/** A row with instants, as JSON gives them: ISO 8601 strings. */
interface TimedRow {
  workerId: number
  kind?: string
  startsAt: string
  endsAt: string
}

function instantsOf(row: TimedRow): InstantInterval {
  return { startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }
}

function weeklyHoursOf(rows: readonly { isoWeekday: number; startMinute: number; endMinute: number }[]) {
  const weekly: WeeklyHours = {}
  for (const row of rows) {
    const weekday = row.isoWeekday as IsoWeekday
    const day = weekly[weekday] ?? []
    day.push({ start: row.startMinute, end: row.endMinute })
    weekly[weekday] = day
  }
  return weekly
}
