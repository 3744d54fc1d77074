import type { Locale, PaymentListEntry, PaymentMethod } from '@rezervo/shared'
import { csvCell } from '../customers/csv-export'

/** Excel reads UTF-8 only with a byte order mark, and splits on semicolons in Czech settings. */
const UTF8_BOM = '\uFEFF'
const SEPARATOR = ';'

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
  const lines = [HEADERS[locale].map(csvCell).join(SEPARATOR)]
  for (const entry of entries) {
    lines.push(
      [
        entry.date,
        entry.amount_czk,
        PAYMENT_METHOD_LABELS[locale][entry.method],
        entry.reservation_id,
        entry.reservation_starts_at,
        entry.worker.name,
        `${entry.customer.first_name} ${entry.customer.surname}`,
        entry.recorded_by?.name ?? null,
      ]
        .map(csvCell)
        .join(SEPARATOR),
    )
  }
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`
}
