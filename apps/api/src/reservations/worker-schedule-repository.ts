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
import { sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { definePreparedStatement, placeholdersOf } from '../db/prepared'

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
  const shape: ScheduleShape = {
    someWorkers: workerIds !== 'all',
    busy: !options.withoutBusy,
    excluding: options.excludeReservationId !== undefined,
  }
  const { rows } = await scheduleStatement.run(
    db,
    {
      branchId,
      ...(workerIds === 'all' ? {} : { workerIds: [...workerIds] }),
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      ...(options.excludeReservationId === undefined ? {} : { excluded: options.excludeReservationId }),
    },
    shape,
  )
  const row = rows[0]
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
    archived: row.archived,
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

/** What the schedule's text depends on (never a value): loadBranchSchedule's options. */
interface ScheduleShape {
  /** Only the given workers (`workerIds`), else all of the branch's. */
  someWorkers: boolean
  /** With the busy time of reservations (statistics leave it out). */
  busy: boolean
  /** One reservation's own time is not busy (`excluded`). */
  excluding: boolean
}

interface ScheduleRow {
  id: number
  companyId: number
  timeZone: string
  openOnPublicHolidays: boolean
  minNoticeMinutes: number
  horizonDays: number
  slotStepMinutes: number
  archived: boolean
  opening: HoursRow[]
  exceptions: DateException[]
  workerIds: number[]
  hours: (HoursRow & { workerId: number })[]
  workerExceptions: TimedRow[]
  busy: TimedRow[]
}

/**
 * One statement (one round trip) whatever the number of workers or days: each list is a JSON array beside the
 * branch's row. Built once per shape with placeholders and run as a named statement on PostgreSQL (decision
 * 053): every booking, availability miss and move reads it, and parsing and planning its text each time was
 * the largest part of PostgreSQL's work for it (decision 058). The workers are those of the branch, not
 * archived, and among the requested ones.
 */
const scheduleStatement = definePreparedStatement<ScheduleRow, ScheduleShape>(
  'branch_schedule',
  (shape) => {
    const p = placeholdersOf({ branchId: 0, workerIds: [] as number[], from: '', to: '', excluded: 0 })
    const requested = shape.someWorkers ? sql`w.id = any(${p.workerIds}::int[])` : sql`true`
    const live = sql`(select w.id from workers w join worker_branches wb on wb.worker_id = w.id
      where wb.branch_id = ${p.branchId}::int and w.archived_at is null and ${requested})`
    const from = sql`${p.from}::timestamptz`
    const to = sql`${p.to}::timestamptz`
    const notExcluded = shape.excluding ? sql`r.id <> ${p.excluded}::int` : sql`true`
    const busy = shape.busy
      ? sql`coalesce((select json_agg(json_build_object('workerId', r.worker_id,
        'startsAt', r.starts_at, 'endsAt', r.ends_at) order by r.starts_at)
        from reservations r where r.worker_id in ${live} and r.cancelled_at is null and ${notExcluded}
        and r.starts_at < ${to} and r.ends_at > ${from}), '[]')`
      : sql`'[]'::json`
    return sql`select b.id as "id", b.company_id as "companyId", b.time_zone as "timeZone",
      b.open_on_public_holidays as "openOnPublicHolidays", b.min_notice_minutes as "minNoticeMinutes",
      b.horizon_days as "horizonDays", b.slot_step_minutes as "slotStepMinutes",
      b.archived_at is not null as "archived",
      coalesce((select json_agg(json_build_object('isoWeekday', o.iso_weekday,
        'startMinute', o.start_minute, 'endMinute', o.end_minute) order by o.start_minute)
        from branch_opening_hours o where o.branch_id = b.id), '[]') as "opening",
      coalesce((select json_agg(json_build_object('date', e.date,
        'closed', e.closed, 'intervals', e.intervals))
        from branch_exceptions e where e.branch_id = b.id
        and e.date between (${from} at time zone b.time_zone)::date
        and (${to} at time zone b.time_zone)::date), '[]') as "exceptions",
      coalesce((select json_agg(l.id order by l.id) from ${live} l), '[]') as "workerIds",
      coalesce((select json_agg(json_build_object(
        'workerId', h.worker_id, 'isoWeekday', h.iso_weekday, 'startMinute', h.start_minute,
        'endMinute', h.end_minute) order by h.start_minute)
        from working_hours h where h.branch_id = b.id and h.worker_id in ${live}), '[]') as "hours",
      coalesce((select json_agg(json_build_object('workerId', x.worker_id,
        'kind', x.kind, 'startsAt', x.starts_at, 'endsAt', x.ends_at) order by x.starts_at)
        from worker_exceptions x where x.worker_id in ${live}
        and (x.branch_id is null or x.branch_id = b.id)
        and x.starts_at < ${to} and x.ends_at > ${from}), '[]') as "workerExceptions",
      ${busy} as "busy"
      from branches b where b.id = ${p.branchId}::int`
  },
  (shape) =>
    `${shape.someWorkers ? 'some' : 'all'}-${shape.busy ? 'busy' : 'free'}-${shape.excluding ? 'excl' : 'all'}`,
)

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
