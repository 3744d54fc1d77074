import { formatCzk, formatDateTime, formatDuration, formatTime } from '@rezervo/shared/format/index'
import { reservationEnds } from '@rezervo/shared/reservations/reservation-totals'
import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { formatPhone } from '@rezervo/shared/validation/phone'
import type { ReactNode } from 'react'
import { currentLocale } from '../../lib/i18n'
import { BufferNote } from '../list/reservation-times'
import { useCalendarDialogTexts } from './calendar-dialog-texts'
import { customerName } from './calendar-events'

/** Left to pay; never negative (an overpayment is not a debt of the business here). */
export const remainingCzk = (reservation: Pick<ReservationDetail, 'price_czk' | 'paid_czk'>) =>
  Math.max(0, reservation.price_czk - reservation.paid_czk)

/** Paid over the price (a tip, or a typo the owner confirmed). */
export const overpaidCzk = (reservation: Pick<ReservationDetail, 'price_czk' | 'paid_czk'>) =>
  Math.max(0, reservation.paid_czk - reservation.price_czk)

/** What a reservation is: when, who, what, how much, its state; times on the branch's clock. */
export function ReservationSummary({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useCalendarDialogTexts()
  const locale = currentLocale()
  const zone = reservation.time_zone
  const { customerEndsAt } = reservationEnds(reservation)
  const when = (
    <>
      {formatDateTime(new Date(reservation.starts_at), zone, locale)}–
      {formatTime(customerEndsAt, zone, locale)}
      <BufferNote reservation={reservation} />
    </>
  )
  const contact = [
    reservation.customer.email,
    reservation.customer.phone && formatPhone(reservation.customer.phone),
  ]
    .filter(Boolean)
    .join(' · ')
  const rows: [string, ReactNode][] = [
    [t('detail.when'), when],
    [
      t('detail.worker'),
      reservation.worker.archived
        ? t('reservations:archivedWorker', { name: reservation.worker.name })
        : reservation.worker.name,
    ],
    [
      t('detail.customer'),
      <>
        {customerName(reservation)}
        {contact && <span className="block text-stone-600">{contact}</span>}
      </>,
    ],
    [
      t('detail.items'),
      reservation.items
        .map((item) => `${item.name} (${formatDuration(item.duration_minutes, locale)})`)
        .join(', '),
    ],
    [t('detail.price'), formatCzk(reservation.price_czk, locale)],
    [t('detail.paid'), formatCzk(reservation.paid_czk, locale)],
    [t('detail.remaining'), formatCzk(remainingCzk(reservation), locale)],
    ...(overpaidCzk(reservation) > 0
      ? [[t('detail.overpaid'), formatCzk(overpaidCzk(reservation), locale)] as [string, ReactNode]]
      : []),
    [t('detail.state'), t(`reservations:state.${reservation.state}`)],
    [t('detail.attendance'), t(`reservations:attendance.${reservation.attendance ?? 'none'}`)],
    [t('detail.source'), t(`reservations:source.${reservation.source}`)],
  ]
  if (reservation.cancelled_by) {
    rows.push([
      t('detail.cancelReason'),
      [t(`reservations:cancelledBy.${reservation.cancelled_by}`), reservation.cancel_reason]
        .filter(Boolean)
        .join(': '),
    ])
  }
  if (reservation.note) rows.push([t('detail.note'), reservation.note])
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
