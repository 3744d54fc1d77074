/** The statistics screen's figures for a range of Prague dates (issue 20, decision 041). */
import {
  type DateRange,
  DEFAULT_TIME_ZONE,
  localDatesPeriod,
  minutesOf,
  noShowRate,
  previousRange,
  type Statistics,
  type StatisticsQuery,
  type StatisticsSummary,
  sumByIsoWeek,
  utilisation,
} from '@rezervo/shared'
import { workingIntervalsBetween } from '@rezervo/shared/availability/index'
import { eachDate } from '@rezervo/shared/time/iso-date'
import type { AppDeps } from '../app-deps'
import { assertStatisticsAllowed } from '../billing'
import type { Database, DatabaseOrTransaction } from '../db/client'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import { findLiveBranch, loadBranchSchedule } from '../reservations'
import {
  findDays,
  findScopeBranchIds,
  findServices,
  findSummary,
  findWorkerFigures,
  findWorkerNames,
  type InstantRange,
  type StatisticsScope,
} from './repository'

/**
 * Working minutes per worker in the range, from their hours and exceptions at each branch of the scope
 * (the same rules the calendar and the booking use: packages/shared/src/availability).
 */
async function workingMinutes(db: DatabaseOrTransaction, scope: StatisticsScope, range: InstantRange) {
  const minutes = new Map<number, number>()
  for (const branchId of await findScopeBranchIds(db, scope)) {
    const schedule = await loadBranchSchedule(db, branchId, 'all', range, { withoutBusy: true })
    if (!schedule) continue
    for (const worker of schedule.workers) {
      const working = minutesOf(
        workingIntervalsBetween({
          timeZone: schedule.branch.timeZone,
          branch: schedule.hours,
          worker,
          ...range,
        }),
      )
      minutes.set(worker.workerId, (minutes.get(worker.workerId) ?? 0) + working)
    }
  }
  return minutes
}

async function summaryOf(
  db: Database,
  scope: StatisticsScope,
  dates: DateRange,
  now: Date,
): Promise<{ summary: StatisticsSummary; working: Map<number, number> }> {
  const range = localDatesPeriod(dates.from, dates.to, scope.timeZone)
  const [row, working] = await Promise.all([
    findSummary(db, scope, range, now),
    workingMinutes(db, scope, range),
  ])
  const workingTotal = [...working.values()].reduce((sum, value) => sum + value, 0)
  return {
    working,
    summary: {
      ...dates,
      ...row,
      no_show_rate: noShowRate(row.no_shows, row.begun),
      working_minutes: workingTotal,
      utilisation: utilisation(row.booked_minutes, workingTotal),
    },
  }
}

export async function getStatistics(
  deps: AppDeps,
  access: CompanyAccess,
  query: StatisticsQuery,
): Promise<{ data: Statistics }> {
  await assertStatisticsAllowed(deps, access.companyId)
  // A report of past and planned visits tolerates a replica's lag (decision 064).
  return deps.reads.run((db) => statisticsFrom(db, deps.clock.now(), access, query))
}

async function statisticsFrom(
  db: Database,
  now: Date,
  access: CompanyAccess,
  query: StatisticsQuery,
): Promise<{ data: Statistics }> {
  if (query.branch_id !== undefined && !(await findLiveBranch(db, access.companyId, query.branch_id)))
    throw new FieldValidationError({ branch_id: ['exists'] })
  const scope: StatisticsScope = {
    companyId: access.companyId,
    branchId: query.branch_id,
    timeZone: DEFAULT_TIME_ZONE,
  }
  const dates = { from: query.from, to: query.to }
  const range = localDatesPeriod(dates.from, dates.to, scope.timeZone)
  const [current, previous, dayRows, services, workerRows] = await Promise.all([
    summaryOf(db, scope, dates, now),
    summaryOf(db, scope, previousRange(dates), now),
    findDays(db, scope, range),
    findServices(db, scope, range),
    findWorkerFigures(db, scope, range),
  ])

  const byDate = new Map(dayRows.map((row) => [row.date, row]))
  const days = eachDate(dates.from, dates.to).map(
    (date) => byDate.get(date) ?? { date, reservations: 0, planned_czk: 0, real_czk: 0 },
  )
  // Workers with working time but no reservation count too: their utilisation is 0, which is worth seeing.
  const figures = new Map(workerRows.map((row) => [row.worker_id, row]))
  const idle = [...current.working.keys()].filter((id) => !figures.has(id))
  const names = await findWorkerNames(db, idle)
  for (const id of idle)
    figures.set(id, {
      worker_id: id,
      name: names.get(id) ?? '',
      reservations: 0,
      planned_czk: 0,
      real_czk: 0,
      booked_minutes: 0,
    })
  const workers = [...figures.values()]
    .map((row) => {
      const working = current.working.get(row.worker_id) ?? 0
      return { ...row, working_minutes: working, utilisation: utilisation(row.booked_minutes, working) }
    })
    .sort((a, b) => b.planned_czk - a.planned_czk || a.name.localeCompare(b.name, 'cs'))

  return {
    data: {
      branch_id: query.branch_id ?? null,
      time_zone: scope.timeZone,
      summary: current.summary,
      previous: previous.summary,
      days,
      weeks: sumByIsoWeek(days, ['reservations', 'planned_czk', 'real_czk']),
      services,
      workers,
    },
  }
}
