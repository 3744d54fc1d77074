import type { Locale } from '@rezervo/shared'
import type { PublicReservation } from '@rezervo/shared/schemas/booking'
import type { AppDeps } from '../app-deps'
import { FieldValidationError, HttpError, notFound } from '../http/errors'
import {
  cancellableUntil,
  deadlineText,
  isValidReservationToken,
  queueMessage,
  reservationIcs,
} from '../messaging'
import { cancelReservationByCustomer, findReservationDetails } from '../reservations'
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
  return { reservation: toPublicReservation(deps.config, details, deps.clock.now()) }
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
