import type { Locale, PaymentListEntry, PaymentMethod } from '@rezervo/shared'
import { toCsv } from '../lib/csv'

const HEADERS: Record<Locale, string[]> = {
  cs: [
    'Datum',
    'Částka (Kč)',
    'Způsob',
    'Rezervace',
    'Termín rezervace',
    'Pracovník',
    'Zákazník',
    'Zaznamenal',
  ],
  en: [
    'Date',
    'Amount (CZK)',
    'Method',
    'Reservation',
    'Reservation time',
    'Worker',
    'Customer',
    'Recorded by',
  ],
}

export const PAYMENT_METHOD_LABELS: Record<Locale, Record<PaymentMethod, string>> = {
  cs: { cash: 'hotově', card: 'kartou', transfer: 'převodem', qr: 'QR platba' },
  en: { cash: 'cash', card: 'card', transfer: 'bank transfer', qr: 'QR payment' },
}

/** Newest first, dates in the branch's zone; the reservation's time stays an ISO instant for sorting. */
export function paymentsCsv(entries: readonly PaymentListEntry[], locale: Locale): string {
  return toCsv(
    HEADERS[locale],
    entries.map((entry) => [
      entry.date,
      entry.amount_czk,
      PAYMENT_METHOD_LABELS[locale][entry.method],
      entry.reservation_id,
      entry.reservation_starts_at,
      entry.worker.name,
      `${entry.customer.first_name} ${entry.customer.surname}`,
      entry.recorded_by?.name ?? null,
    ]),
  )
}
