import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { formatCzk } from '@rezervo/shared/format/money'
import type { Statistics, StatisticsSummary } from '@rezervo/shared/schemas/statistics'
import { compareFigure } from '@rezervo/shared/statistics/figures'
import {
  type DateRange,
  presetOf,
  presetRange,
  STATISTICS_MAX_DAYS,
  STATISTICS_PRESETS,
} from '@rezervo/shared/statistics/ranges'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { WithCurrentCompany } from '../companies'
import { isApiError } from '../lib/api-errors'
import { branchesResource } from '../lib/company-resources'
import { currentLocale } from '../lib/i18n'
import { formatLocalDate } from '../reservations'
import { Alert } from '../ui/alert'
import { buttonClasses } from '../ui/button'
import { cn } from '../ui/class-names'
import { DateField } from '../ui/date-field'
import { ScreenHeader } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { Spinner } from '../ui/spinner'
import { formatPoints, formatShare } from './chart-data'
import { statisticsQueryOptions } from './statistics-queries'
import { branchFromSearchParams, rangeFromSearchParams, rangeProblem } from './statistics-range'
import { useStatisticsTexts } from './statistics-texts'

// recharts is the heaviest part of the screen; the figures and the range show while it loads.
const StatisticsCharts = lazy(() => import('./statistics-charts'))

export const handle = { section: 'statistics' }

/** 'Statistiky': how a period went, against the period before, in figures, charts, tables and CSV. */
export function Component() {
  const { t } = useStatisticsTexts()
  return (
    <section>
      <ScreenHeader title={t('title')} />
      <WithCurrentCompany>{(companyId) => <StatisticsScreen companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

/**
 * The range and the branch are in the URL (?from&to&branch_id; no branch_id is every branch), so back/forward,
 * reload and a shared link keep them.
 */
function useRangeInUrl() {
  const [searchParams, setSearchParams] = useSearchParams()
  const today = utcToZonedParts(new Date(), DEFAULT_TIME_ZONE).date
  const range = rangeFromSearchParams(searchParams, today)
  const branchId = branchFromSearchParams(searchParams)
  const go = (next: DateRange, branch: number | undefined) =>
    setSearchParams({ from: next.from, to: next.to, ...(branch ? { branch_id: String(branch) } : {}) })
  return {
    range,
    branchId,
    show: (next: DateRange) => go(next, branchId),
    showBranch: (branch: number | undefined) => go(range, branch),
    today,
  }
}

function StatisticsScreen({ companyId }: { companyId: number }) {
  const { t } = useStatisticsTexts()
  const { range, branchId, show, showBranch, today } = useRangeInUrl()
  const problem = rangeProblem(range)
  const branches = useQuery(branchesResource(companyId).rows())
  const stats = useQuery(statisticsQueryOptions(companyId, range, branchId, problem === null))
  const active = presetOf(range, today)
  const locale = currentLocale()
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 lg:grid-cols-[auto_1fr_1fr] lg:items-end">
        <legend className="px-1 text-base font-semibold text-stone-950">{t('range.legend')}</legend>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('range.presets')}</legend>
          {STATISTICS_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={active === preset}
              className={cn(buttonClasses(active === preset ? 'primary' : 'secondary'), 'px-3')}
              onClick={() => show(presetRange(preset, today))}
            >
              {t(`range.${preset}`)}
            </button>
          ))}
        </fieldset>
        <DateField
          label={t('range.from')}
          value={range.from}
          required
          invalidMessage={t('range.invalidDate')}
          onChange={(from, valid) => valid && show({ ...range, from })}
        />
        <DateField
          label={t('range.to')}
          value={range.to}
          required
          invalidMessage={t('range.invalidDate')}
          error={
            problem
              ? t(problem === 'order' ? 'range.order' : 'range.tooLong', { max: STATISTICS_MAX_DAYS })
              : undefined
          }
          onChange={(to, valid) => valid && show({ ...range, to })}
        />
        <SelectField
          label={t('branch.label')}
          className="lg:col-span-3 lg:max-w-sm"
          value={branchId ?? ''}
          onChange={(event) => showBranch(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="">{t('branch.all')}</option>
          {(branches.data ?? []).map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {problem === null && stats.isPending && <Spinner label="…" />}
      {stats.isError &&
        (isApiError(stats.error, 402) ? (
          <Alert tone="warning">
            {t('planLimit')}{' '}
            <Link to="/dashboard/settings/subscription" className="font-semibold underline">
              {t('changePlan')}
            </Link>
          </Alert>
        ) : (
          <Alert tone="error">
            {t('loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => stats.refetch()}>
              {t('retry')}
            </button>
          </Alert>
        ))}
      {problem === null && stats.data && (
        <div
          aria-busy={stats.isPlaceholderData}
          className={cn('grid gap-4 transition-opacity', stats.isPlaceholderData && 'opacity-60')}
        >
          <p className="text-sm text-stone-700" data-testid="statistics-period">
            {t('range.showing', {
              from: formatLocalDate(stats.data.summary.from, locale),
              to: formatLocalDate(stats.data.summary.to, locale),
              previousFrom: formatLocalDate(stats.data.previous.from, locale),
              previousTo: formatLocalDate(stats.data.previous.to, locale),
            })}
          </p>
          <SummaryFigures stats={stats.data} />
          <Suspense fallback={<Spinner label={t('loadingCharts')} />}>
            <StatisticsCharts stats={stats.data} />
          </Suspense>
        </div>
      )}
    </div>
  )
}

type FigureKey =
  | 'reservations'
  | 'planned'
  | 'real'
  | 'utilisation'
  | 'noShowRate'
  | 'online'
  | 'newCustomers'

const figureOf: Record<
  FigureKey,
  { value: (s: StatisticsSummary) => number | null; kind: 'count' | 'czk' | 'share' }
> = {
  reservations: { value: (s) => s.reservations, kind: 'count' },
  planned: { value: (s) => s.planned_czk, kind: 'czk' },
  real: { value: (s) => s.real_czk, kind: 'czk' },
  utilisation: { value: (s) => s.utilisation, kind: 'share' },
  noShowRate: { value: (s) => s.no_show_rate, kind: 'share' },
  online: { value: (s) => s.online, kind: 'count' },
  newCustomers: { value: (s) => s.new_customers, kind: 'count' },
}

/** The period's key figures, each with the previous period's value and the change with its sign. */
function SummaryFigures({ stats }: { stats: Statistics }) {
  const { t } = useStatisticsTexts()
  const locale = currentLocale()
  const show = (value: number | null, kind: 'count' | 'czk' | 'share') => {
    if (value === null) return t('figures.none')
    if (kind === 'czk') return formatCzk(value, locale, 'none')
    if (kind === 'share') return formatShare(value, locale)
    return new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB').format(value)
  }
  return (
    <section aria-label={t('figures.label')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        {(Object.keys(figureOf) as FigureKey[]).map((key) => {
          const { value, kind } = figureOf[key]
          const change = compareFigure(value(stats.summary), value(stats.previous))
          // A share's change is in percentage points; a count's or money's relative to the previous.
          const delta = kind === 'share' ? change.difference : change.relative
          const deltaText =
            delta === null
              ? null
              : delta === 0
                ? t('figures.noChange')
                : kind === 'share'
                  ? t('figures.points', { value: formatPoints(delta, locale) })
                  : formatShare(delta, locale, true)
          return (
            <div
              key={key}
              className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
              data-testid={`figure-${key}`}
            >
              <dt className="text-sm text-stone-700">{t(`figures.${key}`)}</dt>
              <dd className="text-xl font-bold tabular-nums text-stone-950 sm:text-2xl">
                {show(change.current, kind)}
              </dd>
              <dd className="text-xs text-stone-700">
                {deltaText !== null && (
                  <span
                    className={cn(
                      'mr-1 font-semibold',
                      delta !== null && delta > 0 && 'text-emerald-800',
                      delta !== null && delta < 0 && 'text-red-800',
                    )}
                  >
                    <span className="sr-only">{t('figures.change', { change: deltaText })}</span>
                    <span aria-hidden="true">{deltaText}</span>
                  </span>
                )}
                {t('figures.previous', { value: show(change.previous, kind) })}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
