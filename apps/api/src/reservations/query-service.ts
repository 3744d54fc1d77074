/** Reading reservations: the list and its CSV, the calendar feed, the detail and the history. */
import type {
  CalendarFeed,
  CalendarQuery,
  Locale,
  ReservationFilter,
  ReservationListQuery,
} from '@rezervo/shared'
import { workingIntervalsBetween } from '@rezervo/shared/availability/index'
import { localDatesPeriod } from '@rezervo/shared/reservations/periods'
import type { AppDeps } from '../app-deps'
import { type CompanyAccess, ownWorkerOf } from '../http/company-access'
import { FieldValidationError, notFound } from '../http/errors'
import { etagOf } from '../http/record-version'
import { listAnswer, pageWindow } from '../http/records'
import { reservationsCsv } from './csv-export'
import { findBranchWorkers, findLiveBranch } from './reference-repository'
import { findCalendarReservations, listReservations } from './repository'
import { asSeenBy, toHistoryJson, toReservationJson } from './reservation-json'
import { loadReservation, reservationDetail } from './reservation-loader'
import { findReservationVersions } from './version-repository'
import { workerColumns } from './worker-columns'
import { loadBranchSchedule } from './worker-schedule-repository'
import { findHistory } from './write-repository'

/** An export is one spreadsheet; anything larger should be narrowed by dates. */
export const CSV_EXPORT_MAX_ROWS = 10_000

export async function listCompanyReservations(
  deps: AppDeps,
  access: CompanyAccess,
  query: ReservationListQuery,
) {
  const now = deps.clock.now()
  // A worker's list is of their own reservations, whatever worker the query names (decision 037).
  const own = ownWorkerOf(access)
  const { rows, total } = await listReservations(
    deps.database.db,
    access.companyId,
    own === undefined ? query : { ...query, worker_id: own },
    now,
    pageWindow(query),
  )
  return listAnswer(query, { rows, total }, (row) => asSeenBy(access, toReservationJson(row, now)))
}

export async function exportReservationsCsv(
  deps: AppDeps,
  access: CompanyAccess,
  filter: ReservationFilter,
  locale: Locale,
) {
  const now = deps.clock.now()
  const { rows } = await listReservations(deps.database.db, access.companyId, filter, now, {
    limit: CSV_EXPORT_MAX_ROWS,
    offset: 0,
  })
  return reservationsCsv(
    rows.map((row) => toReservationJson(row, now)),
    locale,
  )
}

/**
 * Everything the calendar draws for a branch and a range of local dates: the workers as columns with their
 * working time (to shade the rest), and every reservation in the range, cancelled ones included.
 */
export async function calendarFeed(
  deps: AppDeps,
  access: CompanyAccess,
  query: CalendarQuery,
): Promise<{ data: CalendarFeed }> {
  const { db } = deps.database
  const branch = await findLiveBranch(db, access.companyId, query.branch_id)
  if (!branch) throw new FieldValidationError({ branch_id: ['exists'] })
  const range = localDatesPeriod(query.from, query.to, branch.timeZone)
  // A worker's calendar is their own column, whatever columns the query asks for (decision 037).
  const own = ownWorkerOf(access)
  const workerIds = own === undefined ? query.worker_ids : [own]
  const [liveWorkers, schedule, rows] = await Promise.all([
    findBranchWorkers(db, branch.id, workerIds),
    loadBranchSchedule(db, branch.id, workerIds ?? 'all', range),
    findCalendarReservations(db, branch.id, workerIds, range),
  ])
  const availability = new Map(schedule?.workers.map((worker) => [worker.workerId, worker]))
  // Each reservation's ETag, so a drag is made to the version the calendar shows (If-Match, decision 027).
  const versions = await findReservationVersions(
    db,
    access.companyId,
    rows.map((row) => row.reservation.id),
  )
  const now = deps.clock.now()
  // A deleted worker's reservations (or those of a worker no longer at the branch) keep a column.
  const workers = workerColumns(liveWorkers, rows)
  return {
    data: {
      time_zone: branch.timeZone,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      workers: workers.map((worker) => {
        const hours = availability.get(worker.id)
        const workingTime =
          schedule && hours
            ? workingIntervalsBetween({
                timeZone: branch.timeZone,
                branch: schedule.hours,
                worker: hours,
                ...range,
              })
            : []
        return {
          ...worker,
          working_time: workingTime.map((interval) => ({
            starts_at: interval.startsAt.toISOString(),
            ends_at: interval.endsAt.toISOString(),
          })),
        }
      }),
      reservations: rows.map((row) => ({
        ...asSeenBy(access, toReservationJson(row, now)),
        etag: etagOf(versions.get(row.reservation.id)),
      })),
    },
  }
}

export async function getReservation(deps: AppDeps, access: CompanyAccess, reservationId: number) {
  await loadReservation(deps, access, reservationId)
  return { data: await reservationDetail(deps, reservationId, access) }
}

/** What a reservation's ETag hashes (version-repository.ts); 404 like its GET when not the company's. */
export async function reservationVersion(deps: AppDeps, access: CompanyAccess, reservationId: number) {
  // Another worker's reservation answers 404 before any If-Match is judged, like a missing one.
  if (ownWorkerOf(access) !== undefined) await loadReservation(deps, access, reservationId)
  const version = (await findReservationVersions(deps.database.db, access.companyId, [reservationId])).get(
    reservationId,
  )
  if (version === undefined) throw notFound()
  return version
}

export async function getReservationHistory(deps: AppDeps, access: CompanyAccess, reservationId: number) {
  await loadReservation(deps, access, reservationId)
  const rows = await findHistory(deps.database.db, reservationId)
  return { data: rows.map(toHistoryJson) }
}
