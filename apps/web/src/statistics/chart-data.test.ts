import { formatCzk } from '@rezervo/shared/format/money'
import type { Statistics } from '@rezervo/shared/schemas/statistics'
import { describe, expect, it } from 'vitest'
import { chartCsv } from './chart-csv'
import { chartTables, displayCell, formatPoints, formatShare } from './chart-data'

const summary = {
  from: '2026-10-26',
  to: '2026-11-01',
  reservations: 3,
  cancelled: 0,
  planned_czk: 1200,
  real_czk: 450,
  begun: 3,
  no_shows: 0,
  no_show_rate: 0,
  online: 1,
  business: 2,
  new_customers: 1,
  returning_customers: 1,
  booked_minutes: 135,
  working_minutes: 2400,
  utilisation: 0.0563,
}

const stats: Statistics = {
  branch_id: null,
  time_zone: 'Europe/Prague',
  summary,
  previous: { ...summary, from: '2026-10-19', to: '2026-10-25' },
  days: [
    { date: '2026-10-26', reservations: 2, planned_czk: 750, real_czk: 450 },
    { date: '2026-11-01', reservations: 1, planned_czk: 1450, real_czk: 0 },
  ],
  weeks: [
    { week_start: '2026-10-26', year: 2026, week: 44, reservations: 3, planned_czk: 1200, real_czk: 450 },
  ],
  services: [{ item_id: 1, name: '=Střih; "dlouhý"', count: 2, planned_czk: 900 }],
  workers: [
    {
      worker_id: 1,
      name: 'Petr Novák',
      reservations: 3,
      planned_czk: 1200,
      real_czk: 450,
      booked_minutes: 135,
      working_minutes: 2400,
      utilisation: 0.0563,
    },
  ],
}

describe("the charts' tables", () => {
  const tables = chartTables(stats, (key) => key)
  it('shows money and shares through Intl in Czech and English', () => {
    expect(formatCzk(1250, 'cs', 'none')).toBe('1 250 Kč')
    expect(formatCzk(1250.4, 'en', 'none')).toBe('CZK 1,250')
    expect(formatCzk(1250, 'cs', 'none')).toMatch(/^1\s250\sKč$/)
    expect(formatShare(0.0563, 'cs')).toMatch(/^5,6\s%$/)
    expect(formatShare(0.25, 'en', true)).toBe('+25%')
    expect(formatShare(-0.25, 'cs', true)).toMatch(/^-25\s%$/)
    expect(formatPoints(0.3333, 'cs')).toBe('+33,3')
  })
  it('gives each chart its rows, dates on the Czech calendar', () => {
    expect(tables.perWeek.rows.map((row) => row.map((cell) => displayCell(cell, 'cs', '–')))).toEqual([
      ['2026-W44', displayCell({ kind: 'date', value: '2026-10-26' }, 'cs', '–'), '3'],
    ])
    expect(tables.utilisation.rows[0]?.map((cell) => displayCell(cell, 'en', '–'))).toEqual([
      'Petr Novák',
      '135',
      '2,400',
      '5.6%',
    ])
  })
  it('writes the CSV as the other exports: BOM, semicolons, CRLF, Czech dates, quoted and neutralised text', () => {
    const header = ['Datum', 'Plánovaná tržba (Kč)', 'Skutečná tržba (Kč)']
    expect(chartCsv(tables.turnover, header, 'cs')).toBe(
      '\uFEFFDatum;Plánovaná tržba (Kč);Skutečná tržba (Kč)\r\n26.10.2026;750;450\r\n1.11.2026;1450;0\r\n',
    )
    expect(chartCsv(tables.services, ['Služba', 'Počet', 'Kč'], 'cs')).toBe(
      '\uFEFFSlužba;Počet;Kč\r\n"\'=Střih; ""dlouhý""";2;900\r\n',
    )
    expect(chartCsv(tables.utilisation, ['a', 'b', 'c', 'd'], 'cs')).toContain('Petr Novák;135;2400;5,6\r\n')
  })
})
