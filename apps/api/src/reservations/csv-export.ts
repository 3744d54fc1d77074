import type { Locale, Reservation, ReservationState } from '@rezervo/shared'
import { csvDate, toCsv } from '@rezervo/shared/csv/csv'

const HEADERS: Record<Locale, string[]> = {
  cs: [
    'Číslo',
    'Datum',
    'Začátek',
    'Konec',
    'Pracovník',
    'Zákazník',
    'Telefon',
    'E-mail',
    'Služby',
    'Cena (Kč)',
    'Zaplaceno (Kč)',
    'Stav',
    'Docházka',
    'Poznámka',
    'Důvod zrušení',
  ],
  en: [
    'Number',
    'Date',
    'Start',
    'End',
    'Worker',
    'Customer',
    'Phone',
    'Email',
    'Services',
    'Price (CZK)',
    'Paid (CZK)',
    'State',
    'Attendance',
    'Note',
    'Cancellation reason',
  ],
}

const STATES: Record<Locale, Record<ReservationState, string>> = {
  cs: { upcoming: 'nadcházející', cancelled: 'zrušená', expired: 'proběhlá' },
  en: { upcoming: 'upcoming', cancelled: 'cancelled', expired: 'expired' },
}

const ATTENDANCE: Record<Locale, Record<'arrived' | 'no_show', string>> = {
  cs: { arrived: 'dorazil', no_show: 'nedorazil' },
  en: { arrived: 'arrived', no_show: 'no-show' },
}

/** Dates and times are the branch's wall clock, as the business reads its calendar. */
export function reservationsCsv(reservations: readonly Reservation[], locale: Locale): string {
  return toCsv(
    HEADERS[locale],
    reservations.map((reservation) => [
      reservation.id,
      csvDate(reservation.local.date, locale),
      reservation.local.start,
      reservation.local.end,
      reservation.worker.name,
      `${reservation.customer.first_name} ${reservation.customer.surname}`,
      reservation.customer.phone,
      reservation.customer.email,
      reservation.items.map((item) => item.name).join(', '),
      reservation.price_czk,
      reservation.paid_czk,
      STATES[locale][reservation.state],
      reservation.attendance ? ATTENDANCE[locale][reservation.attendance] : null,
      reservation.note,
      reservation.cancel_reason,
    ]),
  )
}
