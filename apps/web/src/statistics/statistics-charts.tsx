/**
 * The statistics' charts (recharts, loaded with this module only, after the figures). Every chart is a figure
 * with its title, the drawing as one image with a spoken summary, the same values as a table, and a CSV of them.
 */
import type { Locale } from '@rezervo/shared/constants'
import { formatCzk } from '@rezervo/shared/format/money'
import type { Statistics } from '@rezervo/shared/schemas/statistics'
import type { ReactNode } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { currentLocale } from '../lib/i18n'
import { buttonClasses } from '../ui/button'
import { chartCsv, downloadCsv } from './chart-csv'
import { type ChartId, type ChartTable, chartTables, displayCell, formatShare } from './chart-data'
import { useStatisticsTexts } from './statistics-texts'

const COLORS = { main: '#0f766e', planned: '#a8a29e', real: '#0f766e', second: '#b45309' }
const TICK = { fill: '#44403c', fontSize: 12 }

const FILE_NAMES: Record<ChartId, string> = {
  perDay: 'rezervace-po-dnech',
  perWeek: 'rezervace-po-tydnech',
  turnover: 'trzba-planovana-skutecna',
  services: 'trzba-podle-sluzeb',
  workers: 'trzba-podle-pracovniku',
  utilisation: 'vytizeni-pracovniku',
  sources: 'online-a-provozovna',
  customers: 'novi-a-vracejici-se-zakaznici',
}

/** '1. 11.' / '1/11': a short axis label of a local date. */
const shortDate = (isoDate: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`))

export default function StatisticsCharts({ stats }: { stats: Statistics }) {
  const { t } = useStatisticsTexts()
  const locale = currentLocale()
  const tables = chartTables(stats, (key) => t(`columns.${key}`))
  const number = (value: number) => new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB').format(value)
  const money = (value: unknown) => formatCzk(Number(value), locale, 'none')
  const { summary } = stats
  const maxPerDay = Math.max(0, ...stats.days.map((day) => day.reservations))
  const topService = stats.services[0]
  const days = stats.days.map((day) => ({ ...day, label: shortDate(day.date, locale) }))
  const weeks = stats.weeks.map((week) => ({ ...week, label: `${week.week}.` }))

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        table={tables.perDay}
        range={summary}
        summary={t('charts.perDay.summary', {
          count: number(summary.reservations),
          days: number(stats.days.length),
          max: number(maxPerDay),
        })}
      >
        <BarChart data={days} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={TICK} minTickGap={12} />
          <YAxis allowDecimals={false} tick={TICK} width={32} />
          <Tooltip />
          <Bar
            isAnimationActive={false}
            dataKey="reservations"
            name={t('series.reservations')}
            fill={COLORS.main}
          />
        </BarChart>
      </ChartCard>
      <ChartCard
        table={tables.perWeek}
        range={summary}
        summary={t('charts.perWeek.summary', {
          count: number(summary.reservations),
          weeks: number(weeks.length),
        })}
      >
        <BarChart data={weeks} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={TICK} />
          <YAxis allowDecimals={false} tick={TICK} width={32} />
          <Tooltip />
          <Bar
            isAnimationActive={false}
            dataKey="reservations"
            name={t('series.reservations')}
            fill={COLORS.main}
          />
        </BarChart>
      </ChartCard>
      <ChartCard
        table={tables.turnover}
        range={summary}
        wide
        summary={t('charts.turnover.summary', {
          planned: formatCzk(summary.planned_czk, locale, 'none'),
          real: formatCzk(summary.real_czk, locale, 'none'),
        })}
      >
        <LineChart data={days} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={TICK} minTickGap={12} />
          <YAxis tick={TICK} width={56} tickFormatter={(value: number) => number(value)} />
          <Tooltip formatter={money} />
          <Legend />
          <Line
            isAnimationActive={false}
            type="linear"
            dataKey="planned_czk"
            name={t('series.planned')}
            stroke={COLORS.second}
            strokeWidth={2}
            dot={false}
          />
          <Line
            isAnimationActive={false}
            type="linear"
            dataKey="real_czk"
            name={t('series.real')}
            stroke={COLORS.real}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard
        table={tables.services}
        range={summary}
        empty={stats.services.length === 0}
        summary={t('charts.services.summary', {
          count: number(stats.services.length),
          top: topService?.name ?? '',
          amount: formatCzk(topService?.planned_czk ?? 0, locale, 'none'),
        })}
      >
        <BarChart data={stats.services} layout="vertical" accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={TICK} tickFormatter={(value: number) => number(value)} />
          <YAxis type="category" dataKey="name" tick={TICK} width={110} />
          <Tooltip formatter={money} />
          <Bar
            isAnimationActive={false}
            dataKey="planned_czk"
            name={t('series.planned')}
            fill={COLORS.main}
          />
        </BarChart>
      </ChartCard>
      <ChartCard
        table={tables.workers}
        range={summary}
        empty={stats.workers.length === 0}
        summary={t('charts.workers.summary', { count: number(stats.workers.length) })}
      >
        <BarChart data={stats.workers} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={TICK} />
          <YAxis tick={TICK} width={56} tickFormatter={(value: number) => number(value)} />
          <Tooltip formatter={money} />
          <Legend />
          <Bar
            isAnimationActive={false}
            dataKey="planned_czk"
            name={t('series.planned')}
            fill={COLORS.second}
          />
          <Bar isAnimationActive={false} dataKey="real_czk" name={t('series.real')} fill={COLORS.real} />
        </BarChart>
      </ChartCard>
      <ChartCard
        table={tables.utilisation}
        range={summary}
        empty={stats.workers.length === 0}
        summary={t('charts.utilisation.summary', {
          total: summary.utilisation === null ? t('figures.none') : formatShare(summary.utilisation, locale),
        })}
      >
        <BarChart
          data={stats.workers.map((worker) => ({ name: worker.name, share: worker.utilisation ?? 0 }))}
          layout="vertical"
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            tick={TICK}
            domain={[0, (max: number) => Math.max(1, max)]}
            tickFormatter={(value: number) => formatShare(value, locale)}
          />
          <YAxis type="category" dataKey="name" tick={TICK} width={110} />
          <Tooltip formatter={(value) => formatShare(Number(value), locale)} />
          <Bar isAnimationActive={false} dataKey="share" name={t('series.utilisation')} fill={COLORS.main} />
        </BarChart>
      </ChartCard>
      <ChartCard
        table={tables.sources}
        range={summary}
        summary={t('charts.sources.summary', {
          online: number(summary.online),
          business: number(summary.business),
        })}
      >
        {countBars(
          [
            { name: t('columns.online'), value: summary.online },
            { name: t('columns.business'), value: summary.business },
          ],
          t('series.reservations'),
          COLORS.main,
        )}
      </ChartCard>
      <ChartCard
        table={tables.customers}
        range={summary}
        summary={t('charts.customers.summary', {
          fresh: number(summary.new_customers),
          returning: number(summary.returning_customers),
        })}
      >
        {countBars(
          [
            { name: t('columns.fresh'), value: summary.new_customers },
            { name: t('columns.returning'), value: summary.returning_customers },
          ],
          t('columns.count'),
          COLORS.second,
        )}
      </ChartCard>
    </div>
  )
}

/**
 * Whole counts side by side as horizontal bars (online vs back office, new vs returning customers). A function
 * returning the chart, not a component: ChartCard's ResponsiveContainer must get the chart itself as its child.
 */
function countBars(data: { name: string; value: number }[], seriesName: string, fill: string) {
  return (
    <BarChart data={data} layout="vertical" accessibilityLayer={false}>
      <XAxis type="number" allowDecimals={false} tick={TICK} />
      <YAxis type="category" dataKey="name" tick={TICK} width={110} />
      <Tooltip />
      <Bar isAnimationActive={false} dataKey="value" name={seriesName} fill={fill} />
    </BarChart>
  )
}

function ChartCard({
  table,
  range,
  summary,
  empty = false,
  wide = false,
  children,
}: {
  table: ChartTable
  range: { from: string; to: string }
  summary: string
  empty?: boolean
  wide?: boolean
  children: ReactNode
}) {
  const { t } = useStatisticsTexts()
  const locale = currentLocale()
  const header = table.columns.map((column) => t(`columns.${column}`))
  const titleId = `chart-${table.id}-title`
  const download = () => {
    const prefix = locale === 'cs' ? 'statistiky' : 'statistics'
    downloadCsv(
      `${prefix}-${FILE_NAMES[table.id]}-${range.from}-${range.to}.csv`,
      chartCsv(table, header, locale),
    )
  }
  return (
    <figure
      aria-labelledby={titleId}
      data-testid={`chart-${table.id}`}
      className={`grid min-w-0 content-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm ${wide ? 'lg:col-span-2' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-stone-950">
          {t(`charts.${table.id}.title`)}
        </h2>
        <button type="button" className={buttonClasses('secondary')} onClick={download}>
          {t('charts.csv')}
          <span className="sr-only">: {t(`charts.${table.id}.title`)}</span>
        </button>
      </div>
      {empty ? (
        <p className="text-sm text-stone-700">{t('charts.empty')}</p>
      ) : (
        <div role="img" aria-label={summary} className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-medium text-stone-800 underline">
          {t('charts.table')}
        </summary>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard.
          tabIndex={0}
          aria-label={t(`charts.${table.id}.title`)}
          className="mt-2 max-h-80 overflow-auto focus-visible:outline-2 focus-visible:outline-stone-900"
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t(`charts.${table.id}.title`)}</caption>
            <thead>
              <tr>
                {header.map((label) => (
                  <th key={label} scope="col" className="border-b border-stone-200 px-2 py-1 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={displayCell(row[0]!, locale, '')}>
                  {row.map((cell, index) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per chart
                      key={index}
                      className={`border-b border-stone-100 px-2 py-1 ${cell.kind === 'text' || cell.kind === 'date' ? '' : 'text-right tabular-nums'}`}
                    >
                      {displayCell(cell, locale, t('figures.none'))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  )
}
