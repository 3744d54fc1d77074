/** The dashboard's first screen for one branch and one local date. */
import type { Overview, OverviewQuery, Period } from '@rezervo/shared'
import {
  bookedMinutes,
  calendarPeriods,
  can,
  countReservations,
  minutesOf,
  occupancyRatio,
  turnoverOf,
} from '@rezervo/shared'
import { workingIntervalsBetween } from '@rezervo/shared/availability/index'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { AppDeps } from '../app-deps'
import { type CompanyAccess, ownWorkerOf } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import {
  asSeenBy,
  findBranchWorkers,
  findCalendarReservations,
  findFirstLiveBranch,
  findLiveBranch,
  findNextReservations,
  loadBranchSchedule,
  toReservationJson,
  workerColumns,
} from '../reservations'
import { findBranchPaymentsIn, findBranchReservationsIn } from './repository'

/** How many upcoming reservations the overview lists. */
export const NEXT_RESERVATIONS = 10

async function overviewBranch(deps: AppDeps, access: CompanyAccess, branchId: number | undefined) {
  const { db } = deps.database
  const branch = branchId
    ? await findLiveBranch(db, access.companyId, branchId)
    : await findFirstLiveBranch(db, access.companyId)
  if (!branch) throw new FieldValidationError({ branch_id: [branchId ? 'exists' : 'required'] })
  return branch
}

const periodJson = (period: Period) => ({ from: period.from.toISOString(), to: period.to.toISOString() })

export async function getOverview(
  deps: AppDeps,
  access: CompanyAccess,
  query: OverviewQuery,
): Promise<{ data: Overview }> {
  const { db } = deps.database
  const branch = await overviewBranch(deps, access, query.branch_id)
  const now = deps.clock.now()
  const date = query.date ?? utcToZonedParts(now, branch.timeZone).date
  const periods = calendarPeriods(date, branch.timeZone)
  // The week may reach into the neighbouring months; one range covers all three periods.
  const span = {
    from: new Date(Math.min(periods.week.from.getTime(), periods.month.from.getTime())),
    to: new Date(Math.max(periods.week.to.getTime(), periods.month.to.getTime())),
  }
  // A worker's overview is their own day: their column, their reservations and turnover (decision 037).
  const own = ownWorkerOf(access)
  const onlyOwn = own === undefined ? undefined : [own]
  const [workers, schedule, planned, paid, todayRows, nextRows] = await Promise.all([
    findBranchWorkers(db, branch.id, onlyOwn),
    loadBranchSchedule(db, branch.id, onlyOwn ?? 'all', periods.week),
    findBranchReservationsIn(db, branch.id, span, own),
    findBranchPaymentsIn(db, branch.id, span, own),
    findCalendarReservations(db, branch.id, onlyOwn, periods.day),
    findNextReservations(db, branch.id, now, NEXT_RESERVATIONS, own),
  ])
  const today = todayRows.filter((row) => !row.reservation.cancelledAt)
  const availability = new Map(schedule?.workers.map((worker) => [worker.workerId, worker]))

  const occupancy = workers.map((worker) => {
    const hours = availability.get(worker.id)
    const working =
      schedule && hours
        ? minutesOf(
            workingIntervalsBetween({
              timeZone: branch.timeZone,
              branch: schedule.hours,
              worker: hours,
              ...periods.week,
            }),
          )
        : 0
    const booked = bookedMinutes(
      planned.filter((row) => row.workerId === worker.id),
      periods.week,
    )
    return {
      worker_id: worker.id,
      worker_name: worker.name,
      booked_minutes: booked,
      working_minutes: working,
      ratio: occupancyRatio(booked, working),
    }
  })
  const turnover = (period: Period) => {
    const sums = turnoverOf(planned, paid, period)
    return { planned_czk: sums.plannedCzk, real_czk: sums.realCzk }
  }
  return {
    data: {
      branch_id: branch.id,
      time_zone: branch.timeZone,
      date,
      periods: {
        day: periodJson(periods.day),
        week: periodJson(periods.week),
        month: periodJson(periods.month),
      },
      // A deleted worker's reservations of the day keep a column of their own.
      today: workerColumns(workers, today).map((worker) => ({
        worker,
        reservations: today
          .filter((row) => row.reservation.workerId === worker.id)
          .map((row) => asSeenBy(access, toReservationJson(row, now))),
      })),
      next: nextRows.map((row) => asSeenBy(access, toReservationJson(row, now))),
      counts: {
        day: countReservations(planned, periods.day),
        week: countReservations(planned, periods.week),
        month: countReservations(planned, periods.month),
      },
      occupancy,
      // The takings are management's figures (and a worker's own); reception gets the day without them.
      turnover: can(access.role, 'turnover')
        ? { day: turnover(periods.day), week: turnover(periods.week), month: turnover(periods.month) }
        : null,
    },
  }
}
