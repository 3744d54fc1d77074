import { describe, expect, it } from 'vitest'
import { statisticsQuerySchema } from '../schemas/statistics'
import { compareFigure, noShowRate, rate, sumByIsoWeek, utilisation } from './figures'
import { daysIn, isoWeekLabel, isoWeekOf, presetOf, presetRange, previousRange } from './ranges'

describe('presetRange on the Prague calendar', () => {
  // Wednesday 25 November 2026.
  const today = '2026-11-25'
  it('gives the whole week, month, last month and year around today', () => {
    expect(presetRange('this_week', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetRange('this_month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetRange('last_month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(presetRange('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' })
  })
  it('crosses a year back in January and knows a leap February', () => {
    expect(presetRange('last_month', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(presetRange('this_month', '2028-02-03')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    // A Sunday belongs to the week that began on the Monday before.
    expect(presetRange('this_week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
  })
  it('recognises a preset back from its range, and a custom range as none', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, today)).toBe('last_month')
    expect(presetOf({ from: '2026-10-02', to: '2026-10-31' }, today)).toBeNull()
  })
})

describe('previousRange', () => {
  it('compares a week with the week before, across the autumn clock change', () => {
    expect(previousRange({ from: '2026-10-26', to: '2026-11-01' })).toEqual({
      from: '2026-10-19',
      to: '2026-10-25',
    })
  })
  it('compares whole months with the months before, whatever their length', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(previousRange({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    })
    expect(previousRange({ from: '2027-01-01', to: '2027-02-28' })).toEqual({
      from: '2026-11-01',
      to: '2026-12-31',
    })
  })
  it('gives any other range the same number of days just before it', () => {
    const range = { from: '2026-11-10', to: '2026-11-19' }
    const previous = previousRange(range)
    expect(previous).toEqual({ from: '2026-10-31', to: '2026-11-09' })
    expect(daysIn(previous)).toBe(daysIn(range))
  })
})

describe('ISO weeks', () => {
  it('numbers weeks by their Thursday, so 1 January may be in the last week of the year before', () => {
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53, monday: '2026-12-28' })
    expect(isoWeekLabel('2026-01-01')).toBe('2026-W01')
    expect(isoWeekLabel('2026-10-25')).toBe('2026-W43')
    expect(isoWeekLabel('2026-10-26')).toBe('2026-W44')
  })
  it('sums daily figures into weeks, the partial first and last week included', () => {
    const days = [
      { date: '2026-10-31', reservations: 2, planned_czk: 900 },
      { date: '2026-11-01', reservations: 1, planned_czk: 450 },
      { date: '2026-11-02', reservations: 3, planned_czk: 1200 },
    ]
    expect(sumByIsoWeek(days, ['reservations', 'planned_czk'])).toEqual([
      { week_start: '2026-10-26', year: 2026, week: 44, reservations: 3, planned_czk: 1350 },
      { week_start: '2026-11-02', year: 2026, week: 45, reservations: 3, planned_czk: 1200 },
    ])
  })
})

describe('rates and comparison', () => {
  it('divides, rounds to four places and knows when there is nothing to divide by', () => {
    expect(rate(1, 3)).toBe(0.3333)
    expect(noShowRate(2, 8)).toBe(0.25)
    expect(noShowRate(0, 0)).toBeNull()
    expect(utilisation(135, 2400)).toBe(0.0563)
    expect(utilisation(30, 0)).toBeNull()
    // Booked outside the working hours: above 1, as it happened.
    expect(utilisation(600, 480)).toBe(1.25)
  })
  it('gives the change against the previous period with its sign', () => {
    expect(compareFigure(15, 12)).toEqual({ current: 15, previous: 12, difference: 3, relative: 0.25 })
    expect(compareFigure(9, 12)).toEqual({ current: 9, previous: 12, difference: -3, relative: -0.25 })
    expect(compareFigure(5, 0)).toEqual({ current: 5, previous: 0, difference: 5, relative: null })
    expect(compareFigure(0.1, null)).toEqual({
      current: 0.1,
      previous: null,
      difference: null,
      relative: null,
    })
  })
})

describe('statisticsQuerySchema', () => {
  const errors = (query: Record<string, string>) => {
    const result = statisticsQuerySchema.safeParse(query)
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
  }
  it('takes a year of dates and a branch', () => {
    expect(statisticsQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31', branch_id: '3' })).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      branch_id: 3,
    })
  })
  it('refuses impossible dates, year 0, a reversed range and one over the limit on the field', () => {
    expect(errors({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: 'date' })
    expect(errors({ from: '0000-01-01', to: '2026-03-01' })).toEqual({ from: 'date' })
    expect(errors({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: 'dateOrder' })
    expect(errors({ from: '2024-01-01', to: '2026-03-01' })).toEqual({ to: 'rangeDays:371' })
    expect(errors({ from: '2026-03-01' })).toEqual({ to: 'required' })
  })
})
