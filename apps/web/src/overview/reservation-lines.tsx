import type { Overview } from '@rezervo/shared/schemas/overview'
import type { Reservation } from '@rezervo/shared/schemas/reservation'
import { Link } from 'react-router'
import { currentLocale } from '../lib/i18n'
import {
  BufferNote,
  customerTimeRange,
  formatLocalDate,
  reservationCalendarPath,
  WorkerName,
} from '../reservations'
import { useOverviewTexts } from './overview-texts'

/** Today's reservations in columns, one per worker of the branch. */
export function TodayByWorker({ today }: { today: Overview['today'] }) {
  const { t } = useOverviewTexts()
  const empty = today.every((column) => column.reservations.length === 0)
  if (empty) return <p className="text-stone-700">{t('overview.today.empty')}</p>
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {today.map((column) => (
        <section key={column.worker.id} className="min-w-0" aria-label={column.worker.name}>
          <h3 className="mb-2 font-semibold">
            <WorkerName {...column.worker} />
          </h3>
          {column.reservations.length === 0 ? (
            <p className="text-sm text-stone-600">—</p>
          ) : (
            <ul className="grid gap-2">
              {column.reservations.map((reservation) => (
                <li key={reservation.id} className="rounded-lg border border-stone-200 p-2 text-sm">
                  <ReservationLine reservation={reservation} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}

/** The next reservations of the branch, soonest first, with their date. */
export function NextReservations({ next }: { next: Reservation[] }) {
  const { t } = useOverviewTexts()
  if (next.length === 0) return <p className="text-stone-700">{t('overview.next.empty')}</p>
  return (
    <ul className="grid gap-2">
      {next.map((reservation) => (
        <li key={reservation.id} className="rounded-lg border border-stone-200 p-2 text-sm">
          <ReservationLine reservation={reservation} withDate withWorker />
        </li>
      ))}
    </ul>
  )
}

function ReservationLine({
  reservation,
  withDate = false,
  withWorker = false,
}: {
  reservation: Reservation
  withDate?: boolean
  withWorker?: boolean
}) {
  const locale = currentLocale()
  const { local, customer } = reservation
  return (
    <>
      <Link
        to={reservationCalendarPath(reservation)}
        className="block font-semibold tabular-nums underline decoration-stone-300 underline-offset-2 hover:decoration-stone-900"
      >
        {withDate && `${formatLocalDate(local.date, locale)} `}
        {customerTimeRange(reservation, locale)}
        <BufferNote reservation={reservation} />
      </Link>
      <span className="block break-words">
        {customer.first_name} {customer.surname}
      </span>
      <span className="block break-words text-stone-600">
        {reservation.items.map((item) => item.name).join(', ')}
      </span>
      {withWorker && (
        <span className="mt-1 block text-stone-700">
          <WorkerName {...reservation.worker} />
        </span>
      )}
    </>
  )
}
