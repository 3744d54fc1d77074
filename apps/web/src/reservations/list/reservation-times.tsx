import type { Locale } from '@rezervo/shared/constants'
import { formatDuration, formatTime } from '@rezervo/shared/format/index'
import { reservationsCs } from '@rezervo/shared/i18n/reservations.cs'
import { reservationEnds } from '@rezervo/shared/reservations/reservation-totals'
import type { Reservation } from '@rezervo/shared/schemas/reservation'
import { currentLocale, useFeatureTexts } from '../../lib/i18n'

type Timed = Pick<Reservation, 'starts_at' | 'ends_at' | 'time_zone' | 'items'>

/**
 * '09:00–09:45': the start and the customer's end (without the buffers) on the branch's clock; the one end the
 * list, the overview, the dialog and the calendar show (issue 18).
 */
export function customerTimeRange(reservation: Timed, locale: Locale): string {
  const { customerEndsAt } = reservationEnds(reservation)
  const zone = reservation.time_zone
  return `${formatTime(new Date(reservation.starts_at), zone, locale)}–${formatTime(customerEndsAt, zone, locale)}`
}

/** '+ 10 min pauza' when the services leave a buffer after the customer's end, else nothing. */
export function BufferNote({ reservation, className }: { reservation: Timed; className?: string }) {
  // Czech only: every screen that shows this registers 'reservations' in the active language before (the list's
  // and the overview's texts, the calendar's loadCalendarTexts), so the calendar's first load goes without
  // English (decision 048, sixth round).
  const { t } = useFeatureTexts({ reservations: { cs: reservationsCs } })
  const { bufferMinutes } = reservationEnds(reservation)
  if (bufferMinutes === 0) return null
  return (
    <span className={className ?? 'ml-1 text-sm font-normal text-stone-600'}>
      {t('reservations:bufferAfter', { duration: formatDuration(bufferMinutes, currentLocale()) })}
    </span>
  )
}
