/**
 * Each chart's values as one table: what the chart draws, what its text alternative shows and what its CSV
 * holds are the same rows, so the three cannot disagree.
 */
import type { Locale } from '@rezervo/shared/constants'
import { formatCzk, formatNumber } from '@rezervo/shared/format/index'
import type { Statistics } from '@rezervo/shared/schemas/statistics'
import { formatLocalDate } from '../reservations'

export const CHART_IDS = [
  'perDay',
  'perWeek',
  'turnover',
  'services',
  'workers',
  'utilisation',
  'sources',
  'customers',
] as const
export type ChartId = (typeof CHART_IDS)[number]

export type Cell =
  | { kind: 'date'; value: string }
  | { kind: 'text'; value: string }
  | { kind: 'count'; value: number }
  | { kind: 'czk'; value: number }
  /** A ratio 0..1 (or above), shown as a percentage; null when there was nothing to divide by. */
  | { kind: 'percent'; value: number | null }

export type ColumnKey =
  | 'date'
  | 'week'
  | 'weekStart'
  | 'reservations'
  | 'planned'
  | 'real'
  | 'service'
  | 'count'
  | 'worker'
  | 'booked'
  | 'working'
  | 'utilisation'
  | 'kind'

export interface ChartTable {
  id: ChartId
  columns: ColumnKey[]
  rows: Cell[][]
}

const date = (value: string): Cell => ({ kind: 'date', value })
const text = (value: string): Cell => ({ kind: 'text', value })
const count = (value: number): Cell => ({ kind: 'count', value })
const czk = (value: number): Cell => ({ kind: 'czk', value })
const percent = (value: number | null): Cell => ({ kind: 'percent', value })

/** The tables of every chart; `label` names the rows of the two share charts ('online', 'fresh' …). */
export function chartTables(stats: Statistics, label: (key: string) => string): Record<ChartId, ChartTable> {
  const { summary } = stats
  return {
    perDay: {
      id: 'perDay',
      columns: ['date', 'reservations'],
      rows: stats.days.map((day) => [date(day.date), count(day.reservations)]),
    },
    perWeek: {
      id: 'perWeek',
      columns: ['week', 'weekStart', 'reservations'],
      rows: stats.weeks.map((week) => [
        text(`${week.year}-W${String(week.week).padStart(2, '0')}`),
        date(week.week_start),
        count(week.reservations),
      ]),
    },
    turnover: {
      id: 'turnover',
      columns: ['date', 'planned', 'real'],
      rows: stats.days.map((day) => [date(day.date), czk(day.planned_czk), czk(day.real_czk)]),
    },
    services: {
      id: 'services',
      columns: ['service', 'count', 'planned'],
      rows: stats.services.map((service) => [
        text(service.name),
        count(service.count),
        czk(service.planned_czk),
      ]),
    },
    workers: {
      id: 'workers',
      columns: ['worker', 'reservations', 'planned', 'real'],
      rows: stats.workers.map((worker) => [
        text(worker.name),
        count(worker.reservations),
        czk(worker.planned_czk),
        czk(worker.real_czk),
      ]),
    },
    utilisation: {
      id: 'utilisation',
      columns: ['worker', 'booked', 'working', 'utilisation'],
      rows: stats.workers.map((worker) => [
        text(worker.name),
        count(worker.booked_minutes),
        count(worker.working_minutes),
        percent(worker.utilisation),
      ]),
    },
    sources: {
      id: 'sources',
      columns: ['kind', 'reservations'],
      rows: [
        [text(label('online')), count(summary.online)],
        [text(label('business')), count(summary.business)],
      ],
    },
    customers: {
      id: 'customers',
      columns: ['kind', 'count'],
      rows: [
        [text(label('fresh')), count(summary.new_customers)],
        [text(label('returning')), count(summary.returning_customers)],
      ],
    },
  }
}

/** A share as Intl's percent: '6,3 %', '6.3%'. */
export function formatShare(ratio: number, locale: Locale, signed = false): string {
  return new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(ratio)
}

/** A change of a share in percentage points, with its sign: '+33,3', '−2.5'. */
export function formatPoints(difference: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(difference * 100)
}

/** How the screen's table shows a cell. */
export function displayCell(cell: Cell, locale: Locale, none: string): string {
  switch (cell.kind) {
    case 'date':
      return formatLocalDate(cell.value, locale)
    case 'text':
      return cell.value
    case 'count':
      return formatNumber(cell.value, locale)
    case 'czk':
      return formatCzk(cell.value, locale, 'none')
    case 'percent':
      return cell.value === null ? none : formatShare(cell.value, locale)
  }
}

/**
 * How the CSV writes a cell, as the other exports do: a Czech date '1.11.2026' (Excel reads it as a date),
 * English ISO; whole numbers bare; a percentage with the locale's decimal mark and no sign ('6,3').
 */
export function csvCell(cell: Cell, locale: Locale): string | number | null {
  switch (cell.kind) {
    case 'date': {
      if (locale !== 'cs') return cell.value
      const [year, month, day] = cell.value.split('-')
      return `${Number(day)}.${Number(month)}.${year}`
    }
    case 'text':
      return cell.value
    case 'count':
    case 'czk':
      return cell.value
    case 'percent':
      return cell.value === null ? null : formatNumber(cell.value * 100, locale, { maximumFractionDigits: 1 })
  }
}
