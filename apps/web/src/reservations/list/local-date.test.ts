import { describe, expect, it } from 'vitest'
import { formatLocalDate, formatLocalWeekdayDate } from './local-date'

describe('formatLocalDate', () => {
  it('shows the wall date as given, in Czech and English', () => {
    expect(formatLocalDate('2026-11-24', 'cs')).toBe('24. 11. 2026')
    expect(formatLocalDate('2026-11-24', 'en')).toBe('24/11/2026')
  })

  it('keeps the date at the year boundary', () => {
    expect(formatLocalDate('2026-12-31', 'cs')).toBe('31. 12. 2026')
    expect(formatLocalWeekdayDate('2027-01-01', 'cs')).toBe('pátek 1. 1. 2027')
  })
})
