import { describe, expect, it } from 'vitest'
import { formatCalendarDateInput, parseCalendarDate } from './calendar-date'

describe('parseCalendarDate', () => {
  it('reads a date as Czech and British people write it, and the ISO form', () => {
    for (const typed of [
      '23. 11. 2026',
      '23.11.2026',
      ' 23.11. 2026 ',
      '23/11/2026',
      '23-11-2026',
      '2026-11-23',
    ])
      expect(parseCalendarDate(typed), typed).toBe('2026-11-23')
    expect(parseCalendarDate('1.2.2027')).toBe('2027-02-01')
  })

  it('refuses what is no real day rather than guessing', () => {
    for (const typed of ['31. 11. 2026', '29.2.2027', '23.11.', '2026-13-01', '11/23/2026', 'zítra', ''])
      expect(parseCalendarDate(typed), typed).toBeNull()
  })
})

describe('formatCalendarDateInput', () => {
  it('shows the date the way the language writes it, and reads back to the same day', () => {
    expect(formatCalendarDateInput('2026-11-03', 'cs')).toBe('3. 11. 2026')
    expect(formatCalendarDateInput('2026-11-03', 'en')).toBe('3/11/2026')
    expect(parseCalendarDate(formatCalendarDateInput('2026-11-03', 'en'))).toBe('2026-11-03')
  })
})
