/** Payments of one reservation: record, remove, and the QR Platba code for a bank transfer. */
import { buildSpayd, formatCzk, type Locale, type PaymentMethod } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError, HttpError, notFound } from '../http/errors'
import { findReservationPayments, insertHistoryEntry, loadReservation, toPaymentJson } from '../reservations'
import { deletePaymentRow, findCompanyIban, findPaymentOfReservation, insertPayment } from './repository'

export interface PaymentValues {
  amount_czk: number
  method: PaymentMethod
  paid_at?: string | undefined
  confirm_overpayment?: boolean | undefined
}

/**
 * Recorded on any reservation, a cancelled one too (a no-show fee); real turnover counts it on paid_at. More
 * than is left to pay (a mistyped 4 500 for 450) is refused with 422 on amount_czk, saying by how much, until
 * the request confirms the overpayment.
 */
export async function recordPayment(
  deps: AppDeps,
  access: CompanyAccess,
  reservationId: number,
  body: PaymentValues,
) {
  const { reservation, paidCzk } = await loadReservation(deps, access, reservationId)
  const remaining = Math.max(0, reservation.priceCzk - paidCzk)
  if (body.amount_czk > remaining && !body.confirm_overpayment) {
    const params = {
      over: (locale: Locale) => formatCzk(body.amount_czk - remaining, locale),
      remaining: (locale: Locale) => formatCzk(remaining, locale),
    }
    throw new FieldValidationError({ amount_czk: [{ key: 'paymentOverRemaining', params }] })
  }
  const now = deps.clock.now()
  const paidAt = body.paid_at ? new Date(body.paid_at) : now
  const payment = await deps.database.db.transaction(async (tx) => {
    const row = await insertPayment(tx, {
      companyId: access.companyId,
      reservationId,
      amountCzk: body.amount_czk,
      method: body.method,
      paidAt,
      createdByUserId: access.userId,
      createdAt: now,
    })
    await insertHistoryEntry(tx, {
      reservationId,
      actor: 'business',
      userId: access.userId,
      action: 'payment_added',
      changes: {
        payment_id: row.id,
        amount_czk: row.amountCzk,
        method: row.method,
        paid_at: paidAt.toISOString(),
      },
      at: now,
    })
    return row
  })
  const rows = await findReservationPayments(deps.database.db, reservationId)
  const json = rows.find((row) => row.payment.id === payment.id)
  if (!json) throw notFound()
  return { data: toPaymentJson(json) }
}

export async function removePayment(
  deps: AppDeps,
  access: CompanyAccess,
  reservationId: number,
  paymentId: number,
) {
  await loadReservation(deps, access, reservationId)
  const payment = await findPaymentOfReservation(deps.database.db, reservationId, paymentId)
  if (!payment) throw notFound()
  const now = deps.clock.now()
  await deps.database.db.transaction(async (tx) => {
    await deletePaymentRow(tx, paymentId)
    await insertHistoryEntry(tx, {
      reservationId,
      actor: 'business',
      userId: access.userId,
      action: 'payment_deleted',
      changes: {
        payment_id: payment.id,
        amount_czk: payment.amountCzk,
        method: payment.method,
        paid_at: payment.paidAt.toISOString(),
      },
      at: now,
    })
  })
  return { data: { id: paymentId, outcome: 'deleted' as const } }
}

/**
 * SPAYD for what is left to pay, to the company's IBAN, with the reservation number as variable symbol.
 * 409 code 'company_iban_missing' without an IBAN, 409 when nothing is left to pay.
 */
export async function qrPayment(deps: AppDeps, access: CompanyAccess, reservationId: number) {
  const row = await loadReservation(deps, access, reservationId)
  const iban = await findCompanyIban(deps.database.db, access.companyId)
  if (!iban) throw new HttpError(409, 'companyIbanMissing', {}, { code: 'company_iban_missing' })
  const amountCzk = row.reservation.priceCzk - row.paidCzk
  if (amountCzk <= 0) throw new HttpError(409, 'reservationFullyPaid')
  const variableSymbol = String(reservationId)
  const spayd = buildSpayd({
    iban,
    amountCzk,
    variableSymbol,
    message: `Rezervace ${variableSymbol}`,
  })
  return { data: { spayd, amount_czk: amountCzk, variable_symbol: variableSymbol, iban } }
}
