import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { formatCzk, formatDateTime } from '@rezervo/shared/format/index'
import type { PaymentListEntry } from '@rezervo/shared/schemas/payment'
import { currentLocale } from '../lib/i18n'
import { cn } from '../ui/class-names'
import { usePaymentsTexts } from './payments-texts'

const columns = ['paidAt', 'customer', 'worker', 'method', 'amount'] as const

/**
 * The newest payments of the period. On phones each row becomes a small card with labelled cells, like the
 * reservation list, so nothing scrolls sideways.
 */
export function LatestPaymentsTable({ payments }: { payments: PaymentListEntry[] }) {
  const { t } = usePaymentsTexts()
  const locale = currentLocale()
  const header = (column: (typeof columns)[number]) =>
    column === 'amount' ? t('common.amount') : t(`payments.latest.${column}`)
  return (
    <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <table className="w-full text-sm max-sm:block">
        <caption className="mb-2 text-left text-lg font-semibold text-stone-950 max-sm:block">
          {t('payments.latest.caption')}
        </caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-stone-200 text-left text-stone-600">
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={cn('py-2 pr-2 font-medium', column === 'amount' && 'pr-0 text-right')}
              >
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:grid max-sm:gap-2">
          {payments.map((payment) => {
            const cells = {
              // Payments carry no zone of their own; the company's salons are in Czechia.
              paidAt: formatDateTime(new Date(payment.paid_at), DEFAULT_TIME_ZONE, locale),
              customer: `${payment.customer.first_name} ${payment.customer.surname}`,
              worker: payment.worker.name,
              method: t(`reservations:paymentMethod.${payment.method}`),
              amount: formatCzk(payment.amount_czk, locale),
            }
            return (
              <tr
                key={payment.id}
                className="border-b border-stone-100 max-sm:grid max-sm:grid-cols-2 max-sm:gap-2 max-sm:rounded-xl max-sm:border max-sm:p-3"
              >
                {columns.map((column) => (
                  <td
                    key={column}
                    data-label={header(column)}
                    className={cn(
                      'py-2 pr-2 align-top break-words max-sm:p-0',
                      'max-sm:before:block max-sm:before:text-xs max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]',
                      column === 'amount' && 'pr-0 tabular-nums sm:text-right sm:whitespace-nowrap',
                    )}
                  >
                    {cells[column]}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
