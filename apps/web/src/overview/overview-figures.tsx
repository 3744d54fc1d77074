import { formatCzk } from '@rezervo/shared/format/index'
import type { Overview } from '@rezervo/shared/schemas/overview'
import { currentLocale } from '../lib/i18n'
import { OverviewPanel } from './overview-panel'
import { useOverviewTexts } from './overview-texts'

const periods = ['day', 'week', 'month'] as const

/** How many non-cancelled reservations start today, this week and this month. */
export function ReservationCounts({ counts }: { counts: Overview['counts'] }) {
  const { t } = useOverviewTexts()
  return (
    <OverviewPanel title={t('overview.counts.title')}>
      <dl className="grid grid-cols-3 gap-2">
        {periods.map((period) => (
          <div key={period} className="rounded-xl bg-stone-100 p-3" data-testid={`count-${period}`}>
            <dt className="text-sm text-stone-700">{t(`overview.counts.${period}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums text-stone-950 sm:text-3xl">{counts[period]}</dd>
          </div>
        ))}
      </dl>
    </OverviewPanel>
  )
}

/** Planned against real turnover per period, as a table: three rows, two amounts each. */
export function TurnoverTable({ turnover }: { turnover: NonNullable<Overview['turnover']> }) {
  const { t } = useOverviewTexts()
  const locale = currentLocale()
  return (
    <OverviewPanel title={t('overview.turnover.title')}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('overview.turnover.caption')}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-left text-stone-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('overview.turnover.period')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {t('overview.turnover.planned')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('overview.turnover.real')}
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr
              key={period}
              className="border-b border-stone-100 last:border-b-0"
              data-testid={`turnover-${period}`}
            >
              <th scope="row" className="py-2 pr-2 text-left font-medium">
                {t(`overview.counts.${period}`)}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">
                {formatCzk(turnover[period].planned_czk, locale)}
              </td>
              <td className="py-2 text-right font-semibold tabular-nums">
                {formatCzk(turnover[period].real_czk, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-stone-600">{t('overview.turnover.hint')}</p>
    </OverviewPanel>
  )
}
