import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { formatDateTime } from '@rezervo/shared/format/date-time'
import { formatCzk } from '@rezervo/shared/format/money'
import type { CustomerDetail } from '@rezervo/shared/schemas/customer'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { currentLocale } from '../lib/i18n'

/** A customer's turnover and reservations, most recent first. */
export function CustomerHistory({ customer }: { customer: CustomerDetail }) {
  const { t } = useBackofficeTexts()
  const locale = currentLocale()
  const figures = [
    [t('customers.planned'), formatCzk(customer.turnover.planned_czk, locale)],
    [t('customers.real'), formatCzk(customer.turnover.real_czk, locale)],
    [t('customers.count'), String(customer.turnover.reservation_count)],
  ] as const
  return (
    <div className="grid gap-4">
      <section aria-labelledby="turnover" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <h2 id="turnover" className="text-lg font-semibold">
          {t('customers.turnover')}
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="reservations"
        className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="reservations" className="text-lg font-semibold">
          {t('customers.reservations')}
        </h2>
        {customer.reservations.length === 0 && (
          <p className="mt-2 text-stone-700">{t('customers.noReservations')}</p>
        )}
        <ul className="mt-3 grid gap-2">
          {customer.reservations.map((reservation) => (
            <li key={reservation.id} className="rounded-lg border border-stone-200 p-3 text-sm">
              <p className="font-medium">
                {formatDateTime(new Date(reservation.starts_at), DEFAULT_TIME_ZONE, locale)} ·{' '}
                {formatCzk(reservation.price_czk, locale)}
              </p>
              <p className="text-stone-600">
                {reservation.item_names.join(', ')} · {reservation.state}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
