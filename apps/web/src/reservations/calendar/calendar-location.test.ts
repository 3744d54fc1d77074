import { describe, expect, it } from 'vitest'
import { calendarSearch, readCalendarLocation } from './calendar-location'

describe('readCalendarLocation', () => {
  it('reads view, date and branch from the URL and writes them back', () => {
    const location = readCalendarLocation(new URLSearchParams('view=day&date=2027-03-28&branch=4'))
    expect(location).toEqual({ view: 'day', date: '2027-03-28', branchId: 4 })
    expect(calendarSearch(location)).toBe('?view=day&date=2027-03-28&branch=4')
  })

  it('falls back to today and all for a hand-edited URL instead of breaking the calendar', () => {
    const location = readCalendarLocation(new URLSearchParams('view=month&date=2026-02-30&branch=abc'))
    expect(location).toEqual({ view: 'month', date: null, branchId: null })
    expect(readCalendarLocation(new URLSearchParams('view=nonsense')).view).toMatch(/^(day|week)$/)
  })
})
