import type { ReservationDetail } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { type CompanyAccess, ensureInCompany } from '../http/company-access'
import { HttpError, notFound } from '../http/errors'
import { findReservationPayments, toPaymentJson } from './payment-repository'
import { type FullReservationRow, findReservationById } from './repository'
import { toHistoryJson, toReservationJson } from './reservation-json'
import { findHistory } from './write-repository'

/**
 * The reservation in the path: missing or another company's → 404. With mustBeActive a cancelled one
 * answers 409 'Restore it before changing it.'
 */
export async function loadReservation(
  deps: AppDeps,
  access: CompanyAccess,
  reservationId: number,
  options: { mustBeActive?: boolean } = {},
): Promise<FullReservationRow> {
  const row = await findReservationById(deps.database.db, reservationId)
  const found = ensureInCompany(row && { ...row, companyId: row.reservation.companyId }, access.companyId)
  if (options.mustBeActive && found.reservation.cancelledAt)
    throw new HttpError(409, 'reservationIsCancelled')
  return found
}

/** The detail: the reservation with its payments and history. */
export async function reservationDetail(deps: AppDeps, reservationId: number): Promise<ReservationDetail> {
  const { db } = deps.database
  const [row, paymentRows, historyRows] = await Promise.all([
    findReservationById(db, reservationId),
    findReservationPayments(db, reservationId),
    findHistory(db, reservationId),
  ])
  if (!row) throw notFound()
  return {
    ...toReservationJson(row, deps.clock.now()),
    payments: paymentRows.map(toPaymentJson),
    history: historyRows.map(toHistoryJson),
  }
}
