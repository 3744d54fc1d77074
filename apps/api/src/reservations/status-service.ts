/** Cancel, restore and attendance: state changes that never move the reservation in time. */
import type { Attendance, ReservationCancelValues } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import { queueMessage } from '../messaging'
import { withdrawPendingNotice } from './change-notice'
import { findReservationDetails } from './details-repository'
import { withClashDetection } from './reservation-clash'
import { loadReservation, reservationDetail } from './reservation-loader'
import { insertHistoryEntry, updateReservationRow } from './write-repository'

/** Cancelled by the business; cancelling twice changes nothing. The customer is told only when asked. */
export async function cancelReservation(
  deps: AppDeps,
  access: CompanyAccess,
  reservationId: number,
  body: ReservationCancelValues,
) {
  const row = await loadReservation(deps, access, reservationId)
  if (row.reservation.cancelledAt) return { data: await reservationDetail(deps, reservationId, access) }
  const { db } = deps.database
  const now = deps.clock.now()
  await db.transaction(async (tx) => {
    await updateReservationRow(
      tx,
      reservationId,
      { cancelledAt: now, cancelledBy: 'business', cancelReason: body.reason },
      now,
    )
    // Read after the UPDATE, so the calendar event it withdraws carries the raised ics_sequence.
    const details = await findReservationDetails(tx, reservationId)
    if (!details) throw new Error(`reservation ${reservationId} vanished inside its own transaction`)
    // A change notice still waiting would tell of a visit that no longer takes place.
    const withdrawn = await withdrawPendingNotice(tx, reservationId)
    const queued = await queueMessage(
      { db: tx, config: deps.config, now },
      {
        kind: 'reservation-cancelled-by-business',
        reservation: details,
        reason: body.reason,
        sms: body.notify_customer_sms,
        email: body.notify_customer_email,
      },
    )
    await insertHistoryEntry(tx, {
      reservationId,
      actor: 'business',
      userId: access.userId,
      action: 'cancelled',
      changes: {
        reason: body.reason,
        sms_queued: queued.sms,
        email_queued: queued.email,
        ...(withdrawn ? { customer_notice_withdrawn: withdrawn.key } : {}),
      },
      at: now,
    })
  })
  return { data: await reservationDetail(deps, reservationId, access) }
}

/**
 * Undoes a cancellation. The time may have been taken meanwhile: the exclusion constraint applies again as
 * the row becomes non-cancelled, and a clash answers 409 naming the reservation in the way.
 */
export async function restoreReservation(deps: AppDeps, access: CompanyAccess, reservationId: number) {
  const row = await loadReservation(deps, access, reservationId)
  const { reservation } = row
  if (!reservation.cancelledAt) return { data: await reservationDetail(deps, reservationId, access) }
  const now = deps.clock.now()
  const slot = {
    workerId: reservation.workerId,
    startsAt: reservation.startsAt,
    endsAt: reservation.endsAt,
    timeZone: row.timeZone,
  }
  await withClashDetection(
    deps.database.db,
    slot,
    async (tx) => {
      await updateReservationRow(
        tx,
        reservationId,
        { cancelledAt: null, cancelledBy: null, cancelReason: null },
        now,
      )
      await insertHistoryEntry(tx, {
        reservationId,
        actor: 'business',
        userId: access.userId,
        action: 'restored',
        changes: {
          cancelled_at: reservation.cancelledAt?.toISOString() ?? null,
          cancelled_by: reservation.cancelledBy,
          cancel_reason: reservation.cancelReason,
        },
        at: now,
      })
    },
    { excludeReservationId: reservationId },
  )
  return { data: await reservationDetail(deps, reservationId, access) }
}

/**
 * Arrived or no-show (null clears it); kept apart from payment so turnover and attendance stay separate.
 * Arrived may be marked early (a customer waiting in the salon), but nobody has failed to come to a visit that
 * has not begun: no-show before the start is 422 on the field (issue 37, decision 077).
 */
export async function setAttendance(
  deps: AppDeps,
  access: CompanyAccess,
  reservationId: number,
  attendance: Attendance | null,
) {
  const row = await loadReservation(deps, access, reservationId, { mustBeActive: true })
  const previous = row.reservation.attendance
  if (previous === attendance) return { data: await reservationDetail(deps, reservationId, access) }
  const now = deps.clock.now()
  if (attendance === 'no_show' && now < row.reservation.startsAt) {
    throw new FieldValidationError({ attendance: ['attendance.beforeStart'] })
  }
  await deps.database.db.transaction(async (tx) => {
    await updateReservationRow(tx, reservationId, { attendance }, now)
    await insertHistoryEntry(tx, {
      reservationId,
      actor: 'business',
      userId: access.userId,
      action: 'attendance',
      changes: { attendance: { from: previous, to: attendance } },
      at: now,
    })
  })
  return { data: await reservationDetail(deps, reservationId, access) }
}
