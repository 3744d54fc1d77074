/**
 * Everything findFreeSlots and isWithinWorkingTime need about one branch and some of its workers, read with
 * one query per table whatever the number of workers or days (no N+1).
 */
import type {
  BranchHours,
  DateException,
  InstantInterval,
  WeeklyHours,
  WorkerAvailability,
} from '@rezervo/shared/availability/index'
import type { IsoWeekday } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import { and, asc, between, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import {
  branchExceptions,
  branches,
  branchOpeningHours,
  reservations,
  workerBranches,
  workerExceptions,
  workers,
  workingHours,
} from '../db/schema'

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
): Promise<BranchSchedule | undefined> {
  const [branch] = await db
    .select({
      id: branches.id,
      companyId: branches.companyId,
      timeZone: branches.timeZone,
      openOnPublicHolidays: branches.openOnPublicHolidays,
      minNoticeMinutes: branches.minNoticeMinutes,
      horizonDays: branches.horizonDays,
      slotStepMinutes: branches.slotStepMinutes,
      archivedAt: branches.archivedAt,
    })
    .from(branches)
    .where(eq(branches.id, branchId))
  if (!branch) return undefined

  const firstDate = utcToZonedParts(range.from, branch.timeZone).date
  const lastDate = utcToZonedParts(range.to, branch.timeZone).date
  const [openingRows, exceptionRows, workerRows] = await Promise.all([
    db
      .select()
      .from(branchOpeningHours)
      .where(eq(branchOpeningHours.branchId, branchId))
      .orderBy(asc(branchOpeningHours.startMinute)),
    db
      .select()
      .from(branchExceptions)
      .where(
        and(eq(branchExceptions.branchId, branchId), between(branchExceptions.date, firstDate, lastDate)),
      ),
    db
      .select({ id: workers.id })
      .from(workers)
      .innerJoin(workerBranches, eq(workerBranches.workerId, workers.id))
      .where(
        and(
          eq(workerBranches.branchId, branchId),
          isNull(workers.archivedAt),
          workerIds === 'all' ? undefined : inArray(workers.id, [...workerIds]),
        ),
      )
      .orderBy(asc(workers.id)),
  ])
  const ids = workerRows.map((row) => row.id)
  const hours: BranchHours = {
    weeklyHours: weeklyHoursOf(openingRows),
    exceptions: exceptionRows.map(
      (row): DateException => ({ date: row.date, closed: row.closed, intervals: row.intervals }),
    ),
    closedOnPublicHolidays: !branch.openOnPublicHolidays,
  }
  const scheduleBranch: ScheduleBranch = {
    id: branch.id,
    companyId: branch.companyId,
    timeZone: branch.timeZone,
    minNoticeMinutes: branch.minNoticeMinutes,
    horizonDays: branch.horizonDays,
    slotStepMinutes: branch.slotStepMinutes,
    archived: branch.archivedAt !== null,
  }
  if (ids.length === 0) return { branch: scheduleBranch, hours, workers: [] }

  const [hourRows, exceptionsOfWorkers, busyRows] = await Promise.all([
    db
      .select()
      .from(workingHours)
      .where(and(eq(workingHours.branchId, branchId), inArray(workingHours.workerId, ids)))
      .orderBy(asc(workingHours.startMinute)),
    db
      .select()
      .from(workerExceptions)
      .where(
        and(
          inArray(workerExceptions.workerId, ids),
          or(isNull(workerExceptions.branchId), eq(workerExceptions.branchId, branchId)),
          lt(workerExceptions.startsAt, range.to),
          gt(workerExceptions.endsAt, range.from),
        ),
      )
      .orderBy(asc(workerExceptions.startsAt)),
    db
      .select({
        workerId: reservations.workerId,
        startsAt: reservations.startsAt,
        endsAt: reservations.endsAt,
      })
      .from(reservations)
      .where(
        and(
          inArray(reservations.workerId, ids),
          isNull(reservations.cancelledAt),
          lt(reservations.startsAt, range.to),
          gt(reservations.endsAt, range.from),
        ),
      )
      .orderBy(asc(reservations.startsAt)),
  ])

  const availability = new Map<number, WorkerAvailability>(
    ids.map((id) => [
      id,
      {
        workerId: id,
        weeklyHours: weeklyHoursOf(hourRows.filter((row) => row.workerId === id)),
        dateExceptions: [],
        absences: [],
        extraHours: [],
        busy: [],
      },
    ]),
  )
  for (const row of exceptionsOfWorkers) {
    const interval: InstantInterval = { startsAt: row.startsAt, endsAt: row.endsAt }
    const worker = availability.get(row.workerId)
    if (row.kind === 'extra') worker?.extraHours.push(interval)
    else worker?.absences.push(interval)
  }
  for (const row of busyRows) {
    availability.get(row.workerId)?.busy.push({ startsAt: row.startsAt, endsAt: row.endsAt })
  }
  return { branch: scheduleBranch, hours, workers: [...availability.values()] }
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
