import { formatCzk } from '@rezervo/shared/format/index'
import type { Reservation } from '@rezervo/shared/schemas/reservation'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { currentLocale } from '../../lib/i18n'
import { cn } from '../../ui/class-names'
import { reservationCalendarPath } from '../calendar/calendar-location'
import { useListTexts } from './list-texts'
import { formatLocalDate } from './local-date'
import { AttendanceText, StateBadge, WorkerName } from './reservation-badges'
import { BufferNote, customerTimeRange } from './reservation-times'

const columns = ['when', 'customer', 'worker', 'services', 'price', 'paid', 'state', 'attendance'] as const
type Column = (typeof columns)[number]

/** Columns that take the whole width of a phone card; the rest pair up two by two. */
const wideOnPhone = new Set<Column>(['when', 'customer', 'services'])
const numeric = new Set<Column>(['price', 'paid'])

/**
 * One table for every width: from 768 px up a plain table, below it every row is a card whose cells carry
 * their column name (data-label), so a phone never scrolls sideways and a screen reader still gets a table.
 */
export function ReservationTable({
  reservations,
  caption,
}: {
  reservations: Reservation[]
  caption: string
}) {
  const { t } = useListTexts()
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white">
      <table className="w-full border-collapse text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-b border-stone-200 text-left text-stone-600">
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn('px-3 py-2 font-medium whitespace-nowrap', numeric.has(column) && 'text-right')}
              >
                {t(`list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-2">
          {reservations.map((reservation) => (
            <ReservationRow key={reservation.id} reservation={reservation} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ReservationRow({ reservation }: { reservation: Reservation }) {
  const { t } = useListTexts()
  const locale = currentLocale()
  const cells: Record<Column, ReactNode> = {
    when: (
      <>
        <Link
          to={reservationCalendarPath(reservation)}
          className="font-semibold text-stone-950 tabular-nums underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
        >
          {formatLocalDate(reservation.local.date, locale)} {customerTimeRange(reservation, locale)}
        </Link>
        <BufferNote reservation={reservation} />
      </>
    ),
    customer: (
      <Link
        to={`${dashboardPaths.customers}/${reservation.customer.id}`}
        className="font-medium break-words underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
      >
        {reservation.customer.first_name} {reservation.customer.surname}
      </Link>
    ),
    worker: <WorkerName {...reservation.worker} />,
    services: reservation.items.map((item) => item.name).join(', '),
    price: formatCzk(reservation.price_czk, locale),
    paid: (
      <span className={cn(reservation.paid_czk >= reservation.price_czk && 'text-emerald-800')}>
        {formatCzk(reservation.paid_czk, locale)}
      </span>
    ),
    state: <StateBadge state={reservation.state} />,
    attendance: <AttendanceText attendance={reservation.attendance} />,
  }
  return (
    <tr
      data-testid="reservation-row"
      className={cn(
        'border-b border-stone-200 last:border-b-0 md:hover:bg-stone-50',
        'max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-2xl max-md:border max-md:bg-white max-md:p-4',
        reservation.state === 'cancelled' && 'text-stone-600',
      )}
    >
      {columns.map((column) => (
        <td
          key={column}
          data-label={t(`list.columns.${column}`)}
          className={cn(
            'min-w-0 px-3 py-2 align-top max-md:p-0',
            'max-md:before:block max-md:before:text-xs max-md:before:text-stone-500 max-md:before:content-[attr(data-label)]',
            wideOnPhone.has(column) && 'max-md:col-span-2',
            column === 'when' && 'max-md:before:hidden md:whitespace-nowrap',
            numeric.has(column) && 'tabular-nums md:text-right md:whitespace-nowrap',
          )}
        >
          {cells[column]}
        </td>
      ))}
    </tr>
  )
}
