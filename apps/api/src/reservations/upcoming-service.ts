/**
 * What happens to upcoming reservations when what they hang on goes (a worker, a branch, a company, or a
 * worker's branch): never removed silently. The caller asks before it deletes; without a resolution the
 * answer is 409 `upcoming_reservations` with the list, else each is cancelled with a notice to its customer,
 * or given to another worker (decision 026, docs/lifecycle.md).
 */
import type { AffectedReservation, UpcomingResolutionQuery } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { Database, DatabaseOrTransaction } from '../db/client'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError, HttpError } from '../http/errors'
import { lockWorkerDiary } from './clash-repository'
import { ReservationClashError } from './reservation-clash'
import { updateReservation } from './service'
import { cancelReservation } from './status-service'
import { findUpcomingReservations, type UpcomingScope } from './upcoming-repository'

export type { UpcomingScope }

/** 409 with the reservations in the way, soonest first. */
export class UpcomingReservationsError extends HttpError {
  constructor(reservations: AffectedReservation[]) {
    super(
      409,
      'upcomingReservations',
      { count: reservations.length },
      {
        code: 'upcoming_reservations',
        reservations,
      },
    )
  }
}

type UpcomingRow = Awaited<ReturnType<typeof findUpcomingReservations>>[number]

/** The same dependencies with every query on `tx`: the services called with them write in that transaction. */
function inTransaction(deps: AppDeps, tx: DatabaseOrTransaction): AppDeps {
  return { ...deps, database: { ...deps.database, db: tx as unknown as Database } }
}

const affected = (row: UpcomingRow): AffectedReservation => ({
  id: row.id,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  time_zone: row.timeZone,
  branch_id: row.branchId,
  worker_id: row.workerId,
  customer_name: `${row.firstName} ${row.surname}`.trim(),
  services: row.services,
})

/**
 * Gives every reservation to the other worker, or none: one transaction holds both workers' whole diaries, each
 * reservation's edit runs inside it (a savepoint), and when any of them clashes with the other worker's time
 * the whole transaction rolls back (the notices to customers with it) and the answer is 409
 * `reservation_clash` listing each reservation that could not move.
 */
async function reassignAll(
  deps: AppDeps,
  access: CompanyAccess,
  upcoming: UpcomingRow[],
  toWorkerId: number,
) {
  const clashing: UpcomingRow[] = []
  const refusal = new Error('reassign refused')
  try {
    await deps.database.db.transaction(async (tx) => {
      // Whole diaries, exclusively (decision 051): no booking of these workers runs meanwhile. In id order, as
      // every writer of two diaries takes them, so two reassignments never deadlock; each edit below then takes
      // the shared diary and bucket locks it needs, which this transaction's own exclusive ones never block.
      const workerIds = [...new Set([toWorkerId, ...upcoming.map((row) => row.workerId)])].sort(
        (a, b) => a - b,
      )
      for (const workerId of workerIds) await lockWorkerDiary(tx, workerId)
      for (const row of upcoming) {
        try {
          await updateReservation(
            inTransaction(deps, tx),
            access,
            row.id,
            {
              worker_id: toWorkerId,
              note: undefined,
              confirm_out_of_working_hours: true,
              reprice: false,
            },
            { anyWorkerOfBranch: true },
          )
        } catch (error) {
          if (!(error instanceof ReservationClashError)) throw error
          clashing.push(row)
        }
      }
      if (clashing.length > 0) throw refusal
    })
  } catch (error) {
    if (error !== refusal) throw error
    throw new HttpError(
      409,
      'reassignClash',
      { count: clashing.length },
      { code: 'reservation_clash', reservations: clashing.map(affected) },
    )
  }
}

/**
 * Settles the upcoming reservations in `scope` as `resolution` says, or refuses with 409 listing them.
 * `reassign` needs `to_worker_id` (and is for a worker only: `canReassign`); the other worker must be a live
 * worker of the reservation's branch, and the exclusion constraint refuses a time they already have (409
 * reservation_clash). Times outside the other worker's hours are accepted: the owner chose them. `keep`
 * (only where the reservations can stay as they are: `canKeep`, a worker's absence) changes nothing.
 */
export async function settleUpcomingReservations(
  deps: AppDeps,
  access: CompanyAccess,
  scope: Omit<UpcomingScope, 'companyId'>,
  resolution: UpcomingResolutionQuery,
  options: { canReassign: boolean; canKeep?: boolean },
): Promise<number> {
  if (resolution.upcoming === 'keep' && !options.canKeep) {
    throw new FieldValidationError({ upcoming: ['oneOf'] })
  }
  const now = deps.clock.now()
  const upcoming = await findUpcomingReservations(
    deps.database.db,
    { ...scope, companyId: access.companyId },
    now,
  )
  if (upcoming.length === 0) return 0
  if (!resolution.upcoming) throw new UpcomingReservationsError(upcoming.map(affected))
  if (resolution.upcoming === 'keep') return 0
  if (resolution.upcoming === 'reassign') {
    if (!options.canReassign) throw new FieldValidationError({ upcoming: ['oneOf'] })
    const toWorkerId = resolution.to_worker_id
    if (toWorkerId === undefined || toWorkerId === scope.workerId) {
      throw new FieldValidationError({ to_worker_id: [toWorkerId === undefined ? 'required' : 'exists'] })
    }
    await reassignAll(deps, access, upcoming, toWorkerId)
    return upcoming.length
  }
  // All or none: one transaction cancels every one and queues each customer's notice in the outbox.
  await deps.database.db.transaction(async (tx) => {
    for (const row of upcoming) {
      await cancelReservation(inTransaction(deps, tx), access, row.id, {
        reason: null,
        notify_customer_sms: true,
        notify_customer_email: true,
      })
    }
  })
  return upcoming.length
}

/**
 * Settles the upcoming reservations in `scope` (as settleUpcomingReservations), then runs `write`, the delete
 * or change they were in the way of, given dependencies on the same transaction: all of it or nothing, so a
 * failure halfway never leaves some reservations cancelled (their customers told) and the record still there.
 */
export async function settleUpcomingThen<T>(
  deps: AppDeps,
  access: CompanyAccess,
  scope: Omit<UpcomingScope, 'companyId'>,
  resolution: UpcomingResolutionQuery,
  options: { canReassign: boolean; canKeep?: boolean },
  write: (deps: AppDeps) => Promise<T>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const within = inTransaction(deps, tx)
    await settleUpcomingReservations(within, access, scope, resolution, options)
    return write(within)
  })
}
