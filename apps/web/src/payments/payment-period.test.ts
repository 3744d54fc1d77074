import { describe, expect, it } from 'vitest'
import {
  monthOf,
  periodFromSearchParams,
  periodProblem,
  periodToSearchParams,
  previousMonthOf,
  todayIn,
} from './payment-period'

describe('payment periods', () => {
  it('takes today in the salon zone, not UTC', () => {
    // 23:30 UTC on 30 November is already 1 December in Prague.
    expect(todayIn('Europe/Prague', new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01')
  })

  it('spans whole months, February and December included', () => {
    expect(monthOf('2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(previousMonthOf('2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' })
  })

  it('spots what the API would refuse', () => {
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull()
    expect(periodProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('order')
    expect(periodProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeNull()
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('tooLong')
  })

  it('reads the URL with this month for anything missing or malformed', () => {
    const today = '2026-11-22'
    expect(periodFromSearchParams(new URLSearchParams(''), today)).toEqual(monthOf(today))
    expect(periodFromSearchParams(new URLSearchParams('from=2026-10-05&to=nope'), today)).toEqual({
      from: '2026-10-05',
      to: '2026-11-30',
    })
  })

  it('keeps the default period out of the URL', () => {
    const today = '2026-11-22'
    expect(periodToSearchParams(monthOf(today), today).toString()).toBe('')
    expect(periodToSearchParams({ from: '2026-10-01', to: '2026-10-31' }, today).toString()).toBe(
      'from=2026-10-01&to=2026-10-31',
    )
  })
})
