/**
 * What happens to upcoming reservations when what they hang on goes (a worker, a branch, a company, or a
 * worker's branch): never removed silently. The caller asks before it deletes; without a resolution the
 * answer is 409 `upcoming_reservations` with the list, else each is cancelled with a notice to its customer,
 * or given to another worker (decision 026, docs/lifecycle.md).
 */
import type { AffectedReservation, UpcomingResolutionQuery } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError, HttpError } from '../http/errors'
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

/**
 * Settles the upcoming reservations in `scope` as `resolution` says, or refuses with 409 listing them.
 * `reassign` needs `to_worker_id` (and is for a worker only: `canReassign`); the other worker must be a live
 * worker of the reservation's branch, and the exclusion constraint refuses a time they already have (409
 * reservation_clash). Times outside the other worker's hours are accepted: the owner chose them.
 */
export async function settleUpcomingReservations(
  deps: AppDeps,
  access: CompanyAccess,
  scope: Omit<UpcomingScope, 'companyId'>,
  resolution: UpcomingResolutionQuery,
  options: { canReassign: boolean },
): Promise<number> {
  const now = deps.clock.now()
  const upcoming = await findUpcomingReservations(
    deps.database.db,
    { ...scope, companyId: access.companyId },
    now,
  )
  if (upcoming.length === 0) return 0
  if (!resolution.upcoming) {
    throw new UpcomingReservationsError(
      upcoming.map((row) => ({
        id: row.id,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        time_zone: row.timeZone,
        branch_id: row.branchId,
        worker_id: row.workerId,
        customer_name: `${row.firstName} ${row.surname}`.trim(),
        services: row.services,
      })),
    )
  }
  if (resolution.upcoming === 'reassign') {
    if (!options.canReassign) throw new FieldValidationError({ upcoming: ['oneOf'] })
    const toWorkerId = resolution.to_worker_id
    if (toWorkerId === undefined || toWorkerId === scope.workerId) {
      throw new FieldValidationError({ to_worker_id: [toWorkerId === undefined ? 'required' : 'exists'] })
    }
    for (const row of upcoming) {
      await updateReservation(deps, access, row.id, {
        worker_id: toWorkerId,
        note: undefined,
        confirm_out_of_working_hours: true,
      })
    }
    return upcoming.length
  }
  for (const row of upcoming) {
    await cancelReservation(deps, access, row.id, {
      reason: null,
      notify_customer_sms: true,
      notify_customer_email: true,
    })
  }
  return upcoming.length
}
