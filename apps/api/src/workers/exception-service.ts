import {
  DEFAULT_TIME_ZONE,
  type DeleteResult,
  hasUtcOffset,
  type PagingQuery,
  type UpcomingResolutionQuery,
  type WorkerException,
  type WorkerExceptionValues,
} from '@rezervo/shared'
import { zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import type { AppDeps } from '../app-deps'
import { ensureLiveOwnedIds } from '../db/owned-ids'
import type { CompanyAccess } from '../http/company-access'
import { ensureInCompany } from '../http/company-access'
import { FieldValidationError, notFound } from '../http/errors'
import { listAnswer, pageWindow } from '../http/records'
import { settleUpcomingThen } from '../reservations'
import {
  deleteWorkerException,
  findBranchTimeZone,
  findWorkerBranchTimeZones,
  findWorkerException,
  insertWorkerException,
  listWorkerExceptions,
  updateWorkerException,
  type WorkerExceptionColumns,
  type WorkerExceptionRow,
} from './exception-repository'
import { loadWorker } from './service'

function toExceptionJson(row: WorkerExceptionRow): WorkerException {
  return {
    id: row.id,
    worker_id: row.workerId,
    kind: row.kind,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    branch_id: row.branchId,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  }
}

/** A datetime-local value ('2026-12-24T08:00') is the wall clock of `timeZone`; one with an offset is exact. */
function toInstant(dateTime: string, timeZone: string): Date {
  if (hasUtcOffset(dateTime)) return new Date(dateTime)
  const [date = '', time = ''] = dateTime.split('T')
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number)
  return new Date(zonedWallTimeToUtc(date, hours * 60 + minutes, timeZone).getTime() + seconds * 1000)
}

/** Local times are read in the exception's branch, else the worker's first branch, else Prague. */
async function timeZoneFor(deps: AppDeps, workerId: number, branchId: number | null) {
  const { db } = deps.database
  if (branchId !== null) return (await findBranchTimeZone(db, branchId)) ?? DEFAULT_TIME_ZONE
  const [first] = await findWorkerBranchTimeZones(db, workerId)
  return first?.timeZone ?? DEFAULT_TIME_ZONE
}

async function toColumns(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  input: WorkerExceptionValues,
): Promise<WorkerExceptionColumns> {
  if (input.branch_id !== null) {
    await ensureLiveOwnedIds(deps.database.db, access.companyId, 'branches', 'branch_id', [input.branch_id])
  }
  const timeZone = await timeZoneFor(deps, workerId, input.branch_id)
  const startsAt = toInstant(input.starts_at, timeZone)
  const endsAt = toInstant(input.ends_at, timeZone)
  // The form checked the order as typed; across a DST change only the instants can tell.
  if (endsAt <= startsAt) throw new FieldValidationError({ ends_at: ['interval.order'] })
  return { kind: input.kind, startsAt, endsAt, branchId: input.branch_id, note: input.note }
}

/** An exception of this worker: missing, another company's or another worker's → 404. */
async function loadException(deps: AppDeps, access: CompanyAccess, workerId: number, exceptionId: number) {
  const row = ensureInCompany(await findWorkerException(deps.database.db, exceptionId), access.companyId)
  if (row.exception.workerId !== workerId) throw notFound()
  return row.exception
}

export async function listExceptionsOfWorker(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  query: PagingQuery,
) {
  await loadWorker(deps, access, workerId)
  const { rows, total } = await listWorkerExceptions(deps.database.db, workerId, pageWindow(query))
  return listAnswer(query, { rows, total }, toExceptionJson)
}

export async function getWorkerException(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  exceptionId: number,
) {
  await loadWorker(deps, access, workerId)
  return { data: toExceptionJson(await loadException(deps, access, workerId, exceptionId)) }
}

/**
 * A holiday or sickness over the worker's upcoming reservations (at the exception's branch, or anywhere when
 * it has none) is not saved silently (issue 18): 409 `upcoming_reservations` listing them, unless the request
 * says to cancel them (each customer told), give them to another worker who is free, or keep them as they are.
 * Extra hours take nothing away, so they never ask. The settling and `write` (the absence's save) are one
 * transaction: a save that fails cancels or moves none of the reservations.
 */
async function settleReservationsInAbsenceThen<T>(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  columns: WorkerExceptionColumns,
  resolution: UpcomingResolutionQuery,
  write: (deps: AppDeps) => Promise<T>,
): Promise<T> {
  if (columns.kind === 'extra') return write(deps)
  return settleUpcomingThen(
    deps,
    access,
    {
      workerId,
      ...(columns.branchId === null ? {} : { branchId: columns.branchId }),
      overlapping: { startsAt: columns.startsAt, endsAt: columns.endsAt },
    },
    resolution,
    { canReassign: true, canKeep: true },
    write,
  )
}

export async function createWorkerException(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  input: WorkerExceptionValues,
  resolution: UpcomingResolutionQuery = {},
) {
  await loadWorker(deps, access, workerId)
  const columns = await toColumns(deps, access, workerId, input)
  const row = await settleReservationsInAbsenceThen(deps, access, workerId, columns, resolution, (within) =>
    insertWorkerException(within.database.db, workerId, columns),
  )
  return { data: toExceptionJson(row) }
}

export async function editWorkerException(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  exceptionId: number,
  input: WorkerExceptionValues,
  resolution: UpcomingResolutionQuery = {},
) {
  await loadWorker(deps, access, workerId)
  await loadException(deps, access, workerId, exceptionId)
  const values = await toColumns(deps, access, workerId, input)
  const row = await settleReservationsInAbsenceThen(deps, access, workerId, values, resolution, (within) =>
    updateWorkerException(within.database.db, exceptionId, values),
  )
  return { data: toExceptionJson(row) }
}

export async function removeWorkerException(
  deps: AppDeps,
  access: CompanyAccess,
  workerId: number,
  exceptionId: number,
): Promise<{ data: DeleteResult }> {
  await loadWorker(deps, access, workerId)
  await loadException(deps, access, workerId, exceptionId)
  await deleteWorkerException(deps.database.db, exceptionId)
  return { data: { id: exceptionId, outcome: 'deleted' } }
}
