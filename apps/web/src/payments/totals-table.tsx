import { formatCzk } from '@rezervo/shared/format/index'
import { currentLocale } from '../lib/i18n'
import { usePaymentsTexts } from './payments-texts'

export interface TotalsRow {
  key: string | number
  label: string
  count: number
  total_czk: number
}

/** One breakdown of the period's payments (per day, method or worker): a captioned table with a total row. */
export function TotalsTable({
  caption,
  labelHeader,
  rows,
  testId,
}: {
  caption: string
  labelHeader: string
  rows: TotalsRow[]
  testId: string
}) {
  const { t } = usePaymentsTexts()
  const locale = currentLocale()
  const sum = rows.reduce((total, row) => total + row.total_czk, 0)
  const count = rows.reduce((total, row) => total + row.count, 0)
  return (
    <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="mb-2 text-left text-lg font-semibold text-stone-950">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-left text-stone-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              {labelHeader}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {t('common.count')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('common.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-stone-100">
              <th scope="row" className="py-2 pr-2 text-left font-normal break-words">
                {row.label}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{row.count}</td>
              <td className="py-2 text-right tabular-nums whitespace-nowrap">
                {formatCzk(row.total_czk, locale)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="pt-2 pr-2 text-left">
              {t('common.total')}
            </th>
            <td className="pt-2 pr-2 text-right tabular-nums">{count}</td>
            <td className="pt-2 text-right tabular-nums whitespace-nowrap">{formatCzk(sum, locale)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
