import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { formatDateTime } from '@rezervo/shared/format/date-time'
import { formatCzk } from '@rezervo/shared/format/money'
import { backoffice } from '@rezervo/shared/i18n/backoffice'
import { reservations as reservationTexts } from '@rezervo/shared/i18n/reservations'
import type { CustomerDetail, CustomerReservation } from '@rezervo/shared/schemas/customer'
import { formatPhone } from '@rezervo/shared/validation/phone'
import { currentLocale, useFeatureTexts } from '../lib/i18n'

/** Upcoming visits soonest first; past and cancelled ones most recent first (as the API answers them). */
export function splitVisits(reservations: CustomerReservation[]) {
  return {
    upcoming: reservations.filter((reservation) => reservation.state === 'upcoming').reverse(),
    past: reservations.filter((reservation) => reservation.state !== 'upcoming'),
  }
}

/** A customer's contacts, note, figures (total spent, visits ahead, no-shows) and visits ahead and past. */
export function CustomerHistory({ customer }: { customer: CustomerDetail }) {
  const { t } = useFeatureTexts({ backoffice, reservations: reservationTexts })
  const locale = currentLocale()
  const { upcoming, past } = splitVisits(customer.reservations)
  const figures = [
    [t('customers.spent'), formatCzk(customer.turnover.real_czk, locale)],
    [t('customers.planned'), formatCzk(customer.turnover.planned_czk, locale)],
    [t('customers.count'), String(customer.turnover.reservation_count)],
    [t('customers.upcomingCount'), String(customer.turnover.upcoming_count)],
    [t('customers.noShows'), String(customer.turnover.no_show_count)],
  ] as const
  const visitList = (visits: CustomerReservation[], empty: string) =>
    visits.length === 0 ? (
      <p className="mt-2 text-stone-700">{empty}</p>
    ) : (
      <ul className="mt-3 grid gap-2">
        {visits.map((reservation) => (
          <li key={reservation.id} className="rounded-lg border border-stone-200 p-3 text-sm">
            <p className="font-medium">
              {formatDateTime(new Date(reservation.starts_at), DEFAULT_TIME_ZONE, locale)} ·{' '}
              {formatCzk(reservation.price_czk, locale)}
            </p>
            <p className="text-stone-600">
              {reservation.item_names.join(', ')} · {t(`reservations:state.${reservation.state}`)}
              {reservation.attendance === 'no_show' && (
                <strong className="ml-2 text-red-700">{t('reservations:attendance.no_show')}</strong>
              )}
            </p>
          </li>
        ))}
      </ul>
    )
  return (
    <div className="grid gap-4">
      <section aria-labelledby="contact" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="contact" className="text-lg font-semibold">
          {t('customers.contact')}
        </h2>
        <ul className="mt-3 grid gap-1">
          {customer.phone && (
            <li>
              <a className="text-blue-700 underline" href={`tel:${customer.phone}`}>
                {formatPhone(customer.phone)}
              </a>
            </li>
          )}
          {customer.email && (
            <li>
              <a className="text-blue-700 underline" href={`mailto:${customer.email}`}>
                {customer.email}
              </a>
            </li>
          )}
        </ul>
        {customer.note && <p className="mt-3 whitespace-pre-line text-stone-700">{customer.note}</p>}
      </section>
      <section aria-labelledby="turnover" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="turnover" className="text-lg font-semibold">
          {t('customers.turnover')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="upcoming" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="upcoming" className="text-lg font-semibold">
          {t('customers.upcomingVisits')}
        </h2>
        {visitList(upcoming, t('customers.noUpcoming'))}
      </section>
      <section
        aria-labelledby="reservations"
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="reservations" className="text-lg font-semibold">
          {t('customers.pastVisits')}
        </h2>
        {visitList(past, t('customers.noPast'))}
      </section>
    </div>
  )
}
