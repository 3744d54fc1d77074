import type { ReservationDetail } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { readTogether } from '../db/read-together'
import { type CompanyAccess, ensureInCompany, ownWorkerOf } from '../http/company-access'
import { HttpError, notFound } from '../http/errors'
import { allHistoryReferences, resolveHistoryNames } from './history-names'
import { findCurrentNames } from './history-names-repository'
import { findReservationPayments, toPaymentJson } from './payment-repository'
import { type FullReservationRow, findReservationById } from './repository'
import { asSeenBy, toHistoryJson, toReservationJson } from './reservation-json'
import { findHistory } from './write-repository'

/**
 * The reservation in the path: missing, another company's or, for a worker, another worker's → 404 (the same
 * answer, decision 037). With mustBeActive a cancelled one
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
  const own = ownWorkerOf(access)
  if (own !== undefined && found.reservation.workerId !== own) throw notFound()
  if (options.mustBeActive && found.reservation.cancelledAt)
    throw new HttpError(409, 'reservationIsCancelled')
  return found
}

/** The detail: the reservation with its payments and history, as the member may see it (asSeenBy). */
export async function reservationDetail(
  deps: AppDeps,
  reservationId: number,
  access?: CompanyAccess,
): Promise<ReservationDetail> {
  const { db } = deps.database
  const [row, paymentRows, historyRows] = await readTogether(
    db,
    () => findReservationById(db, reservationId),
    () => findReservationPayments(db, reservationId),
    () => findHistory(db, reservationId),
  )
  if (!row) throw notFound()
  // The history refers to workers and branches by id; the dialog names them (a moved visit's old worker too).
  const references = allHistoryReferences(historyRows.map(({ entry }) => entry.changes))
  const currentNames = await findCurrentNames(db, row.reservation.companyId, references)
  const detail = {
    ...toReservationJson(row, deps.clock.now()),
    payments: paymentRows.map(toPaymentJson),
    history: historyRows.map(toHistoryJson),
    history_names: resolveHistoryNames(
      references,
      currentNames,
      historyRows.map(({ entry }) => entry.names),
    ),
  }
  return access ? asSeenBy(access, detail) : detail
}
