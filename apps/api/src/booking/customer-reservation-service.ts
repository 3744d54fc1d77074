import type { Locale } from '@rezervo/shared'
import type { AvailabilityResponse, RescheduleAvailabilityQuery } from '@rezervo/shared/schemas/availability'
import type { CustomerRescheduleRequest, PublicReservation } from '@rezervo/shared/schemas/booking'
import type { AppDeps } from '../app-deps'
import { FieldValidationError, HttpError, notFound } from '../http/errors'
import {
  cancellableUntil,
  deadlineText,
  hasCustomerConfirmationEmail,
  isValidReservationToken,
  queueMessage,
  reservationIcs,
} from '../messaging'
import {
  cancelReservationByCustomer,
  findReservationDetails,
  moveReservationByCustomer,
  plannedSlot,
  ReservationClashError,
  type ReservationDetails,
  type WorkerSlot,
  withClashDetection,
} from '../reservations'
import { availabilityAnswer } from './availability-service'
import { loadBookableBranch, resolveBookingChoice } from './booking-choice'
import { freeSlotsBetween, workersFreeAt } from './free-slots'
import { toPublicReservation } from './public-reservation'

/** The reservation behind a customer's link; a wrong token answers 404 as if there were no such reservation. */
async function loadByToken(deps: AppDeps, reservationId: number, token: string) {
  if (!isValidReservationToken(deps.config.appSecret, reservationId, token)) throw notFound()
  const details = await findReservationDetails(deps.database.db, reservationId)
  if (!details) throw notFound()
  return details
}

export async function getCustomerReservation(
  deps: AppDeps,
  reservationId: number,
  token: string,
): Promise<{ reservation: PublicReservation }> {
  const details = await loadByToken(deps, reservationId, token)
  const emailed = await hasCustomerConfirmationEmail(deps.database.db, reservationId)
  return { reservation: toPublicReservation(deps.config, details, deps.clock.now(), emailed) }
}

export async function getCustomerReservationIcs(
  deps: AppDeps,
  reservationId: number,
  token: string,
  locale: Locale,
) {
  const details = await loadByToken(deps, reservationId, token)
  return { details, ics: reservationIcs(deps.config, details, locale, deps.clock.now(), 'download') }
}

/**
 * The customer cancels through their link: 409 when already cancelled, 422 once the branch's cancellation
 * deadline has passed (the business can still cancel). The business is told by email in the same transaction.
 */
export async function cancelByCustomer(
  deps: AppDeps,
  reservationId: number,
  token: string,
  locale: Locale,
): Promise<{ reservation: PublicReservation }> {
  const details = await loadByToken(deps, reservationId, token)
  const now = deps.clock.now()
  if (details.reservation.cancelledAt) throw new HttpError(409, 'reservationAlreadyCancelled')
  const deadline = cancellableUntil(details)
  if (now.getTime() >= deadline.getTime()) {
    const params = { deadline: deadlineText(deadline, details.branch.timeZone, locale) }
    throw new FieldValidationError({ reservation: [{ key: 'cancellationDeadlinePassed', params }] })
  }
  await deps.database.db.transaction(async (tx) => {
    if (!(await cancelReservationByCustomer(tx, reservationId, now))) {
      throw new HttpError(409, 'reservationAlreadyCancelled')
    }
    const cancelled = await findReservationDetails(tx, reservationId)
    if (cancelled) {
      await queueMessage(
        { db: tx, config: deps.config, now },
        { kind: 'booking-cancelled-by-customer', reservation: cancelled },
      )
    }
  })
  return getCustomerReservation(deps, reservationId, token)
}

/**
 * The branch and the choice (the reservation's own services, with the worker asked for) of a move; 422 when a
 * reserved service can no longer be booked online.
 */
async function rescheduleChoice(deps: AppDeps, details: ReservationDetails, worker: number | 'any') {
  const { db } = deps.database
  const { branch } = await loadBookableBranch(db, details.branch.slug)
  const itemIds = details.items.map((item) => item.itemId)
  if (itemIds.some((id) => id === null)) {
    throw new FieldValidationError({ reservation: [{ key: 'rescheduleItemsUnavailable' }] })
  }
  const choice = await resolveBookingChoice(db, branch, itemIds as number[], worker).catch(
    (error: unknown) => {
      // The worker chosen may no longer do these services: that is the customer's field; anything else is ours.
      if (error instanceof FieldValidationError && !('worker_id' in error.fields)) {
        throw new FieldValidationError({ reservation: [{ key: 'rescheduleItemsUnavailable' }] })
      }
      throw error
    },
  )
  return { branch, choice }
}

/**
 * The free times to which the customer can move their reservation: its own services, the same worker or anyone,
 * with its own current time counted as free (so 10:00–11:00 can move to 10:30 with the same worker).
 */
export async function getRescheduleAvailability(
  deps: AppDeps,
  reservationId: number,
  query: RescheduleAvailabilityQuery,
): Promise<AvailabilityResponse> {
  const details = await loadByToken(deps, reservationId, query.token)
  const { branch, choice } = await rescheduleChoice(deps, details, query.worker_id)
  const days = await freeSlotsBetween(deps.database.db, branch, choice, query, deps.clock.now(), {
    excludeReservationId: reservationId,
  })
  return availabilityAnswer(branch, choice, days)
}

/** A worker found free before the lock was taken no longer is once it is held: like a clash, try afresh. */
class TakenMeanwhile extends Error {}

/**
 * The customer moves their reservation through their link to another time the availability call offers for the
 * same services, with the same worker or anyone (who is free, the current worker first), until the branch's
 * deadline (the one for cancelling: decision 030). Its own current time counts as free. Like a new booking
 * (decision 022), the worker is picked from a read before the transaction, the write takes that worker's diary
 * lock first and re-checks the time under it, and the exclusion constraint settles what remains; with
 * 'anyone', one fresh look may find another worker, else 409 and the customer picks again. 409 when
 * cancelled; 422 after the deadline or when a reserved service can no longer be booked online. The business is
 * told, and the customer gets the updated confirmation and calendar event, in the same transaction.
 */
export async function rescheduleByCustomer(
  deps: AppDeps,
  reservationId: number,
  request: CustomerRescheduleRequest,
  locale: Locale,
): Promise<{ reservation: PublicReservation }> {
  const details = await loadByToken(deps, reservationId, request.token)
  const now = deps.clock.now()
  if (details.reservation.cancelledAt) throw new HttpError(409, 'reservationAlreadyCancelled')
  const deadline = cancellableUntil(details)
  if (now.getTime() >= deadline.getTime()) {
    const params = { deadline: deadlineText(deadline, details.branch.timeZone, locale) }
    throw new FieldValidationError({ reservation: [{ key: 'rescheduleDeadlinePassed', params }] })
  }
  const { db } = deps.database
  const { branch, choice } = await rescheduleChoice(deps, details, request.worker_id)
  const startsAt = new Date(request.starts_at)
  const previous = {
    startsAt: details.reservation.startsAt,
    endsAt: details.reservation.endsAt,
    workerId: details.reservation.workerId,
  }
  // The reservation keeps its booked items (names, durations and prices as booked): only the time moves.
  const items = details.items.map((item) => ({
    itemId: item.itemId ?? 0,
    name: item.name,
    durationMinutes: item.durationMinutes,
    bufferAfterMinutes: item.bufferAfterMinutes,
    priceCzk: item.priceCzk,
  }))
  const own = { excludeReservationId: reservationId }
  let emailed = false
  for (let attempt = 1; ; attempt++) {
    const free = await workersFreeAt(db, branch, choice, startsAt, now, own)
    const workerId = free.includes(previous.workerId) ? previous.workerId : free[0]
    if (workerId === undefined) throw new HttpError(409, 'bookingSlotUnavailable')
    const slot: WorkerSlot = { ...plannedSlot({ workerId, startsAt, items }), timeZone: branch.timeZone }
    try {
      await withClashDetection(
        db,
        slot,
        async (tx) => {
          // Under the diary locks of the old and the new time: still free, or someone was quicker.
          if (!(await workersFreeAt(tx, branch, choice, startsAt, now, own)).includes(workerId)) {
            throw new TakenMeanwhile()
          }
          if (!(await moveReservationByCustomer(tx, reservationId, previous, slot, now))) {
            throw new HttpError(409, 'reservationAlreadyCancelled')
          }
          const moved = await findReservationDetails(tx, reservationId)
          if (!moved) throw new Error(`reservation ${reservationId} vanished inside its own transaction`)
          const queued = await queueMessage(
            { db: tx, config: deps.config, now },
            {
              kind: 'booking-rescheduled-by-customer',
              reservation: moved,
              previousStartsAt: previous.startsAt,
            },
          )
          emailed = queued.email
        },
        { ...own, vacates: previous },
      )
      break
    } catch (error) {
      if (!(error instanceof ReservationClashError || error instanceof TakenMeanwhile)) throw error
      if (request.worker_id !== 'any' || attempt >= 2) throw new HttpError(409, 'bookingSlotUnavailable')
    }
  }
  const moved = await loadByToken(deps, reservationId, request.token)
  return { reservation: toPublicReservation(deps.config, moved, deps.clock.now(), emailed) }
}
