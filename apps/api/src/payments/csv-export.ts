import type { Locale, PaymentListEntry, PaymentMethod } from '@rezervo/shared'
import { csvDate, csvDateTime, toCsv } from '@rezervo/shared/csv/csv'

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

/** A payment of the export with its branch's time zone, in which its reservation's time is written. */
export type PaymentCsvEntry = PaymentListEntry & { time_zone: string }

/** Newest first; the payment's date and the reservation's date and time on the branch's clock. */
export function paymentsCsv(entries: readonly PaymentCsvEntry[], locale: Locale): string {
  return toCsv(
    HEADERS[locale],
    entries.map((entry) => [
      csvDate(entry.date, locale),
      entry.amount_czk,
      PAYMENT_METHOD_LABELS[locale][entry.method],
      entry.reservation_id,
      csvDateTime(new Date(entry.reservation_starts_at), entry.time_zone, locale),
      entry.worker.name,
      `${entry.customer.first_name} ${entry.customer.surname}`,
      entry.recorded_by?.name ?? null,
    ]),
  )
}
