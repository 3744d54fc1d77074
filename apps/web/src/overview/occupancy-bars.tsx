import { formatDuration } from '@rezervo/shared/format/index'
import type { Overview } from '@rezervo/shared/schemas/overview'
import { currentLocale } from '../lib/i18n'
import { OverviewPanel } from './overview-panel'
import { useOverviewTexts } from './overview-texts'
import { barPercent, formatPercent } from './percent'

/** Booked over working time this week, one bar per worker. */
export function OccupancyBars({ occupancy }: { occupancy: Overview['occupancy'] }) {
  const { t } = useOverviewTexts()
  const locale = currentLocale()
  return (
    <OverviewPanel title={t('overview.occupancy.title')}>
      {occupancy.length === 0 && <p className="text-stone-700">—</p>}
      <ul className="grid gap-4">
        {occupancy.map((worker) => {
          const percent = worker.ratio === null ? null : formatPercent(worker.ratio, locale)
          return (
            <li key={worker.worker_id} className="grid gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{worker.worker_name}</span>
                <span className="font-semibold tabular-nums">{percent ?? '—'}</span>
              </div>
              {/* The figure above is the information; the bar only draws it, so screen readers skip it. */}
              <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-stone-200">
                <div
                  className="h-full rounded-full bg-emerald-600"
                  style={{ width: `${barPercent(worker.ratio)}%` }}
                />
              </div>
              <span className="text-xs text-stone-600">
                {worker.working_minutes > 0
                  ? t('overview.occupancy.detail', {
                      booked: formatDuration(worker.booked_minutes, locale),
                      working: formatDuration(worker.working_minutes, locale),
                    })
                  : t('overview.occupancy.noWorkingTime')}
              </span>
            </li>
          )
        })}
      </ul>
    </OverviewPanel>
  )
}
