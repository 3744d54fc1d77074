import { describe, expect, it } from 'vitest'
import {
  calendarDatePattern,
  formatCalendarDateInput,
  parseCalendarDate,
  readCalendarDate,
} from './calendar-date'

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

describe('readCalendarDate', () => {
  it('gives the ISO date of a real day, and nothing for an empty field', () => {
    expect(readCalendarDate('31. 12. 2026')).toEqual({ date: '2026-12-31' })
    expect(readCalendarDate('1/1/1900')).toEqual({ date: '1900-01-01' })
    expect(readCalendarDate('  ')).toEqual({ date: '' })
  })

  it('names what is wrong: no real day, or a year the app cannot store', () => {
    for (const typed of ['31. 2. 2026', '1. 1. 0', '1. 1. 0000', 'pondělí', '12. 3.', '2026-02-30'])
      expect(readCalendarDate(typed), typed).toEqual({ problem: 'dateTyped' })
    for (const typed of ['1. 1. 1899', '31. 12. 3000', '0100-01-01'])
      expect(readCalendarDate(typed), typed).toEqual({ problem: 'dateRange' })
  })
})

describe('formatCalendarDateInput', () => {
  it('shows the date the way the language writes it, and reads back to the same day', () => {
    expect(formatCalendarDateInput('2026-11-03', 'cs')).toBe('3. 11. 2026')
    expect(formatCalendarDateInput('2026-11-03', 'en')).toBe('3/11/2026')
    expect(parseCalendarDate(formatCalendarDateInput('2026-11-03', 'en'))).toBe('2026-11-03')
    // The placeholder is the form asked for, not a day an empty filter could be taken to hold.
    expect(calendarDatePattern('cs')).toBe('d. m. rrrr')
    expect(calendarDatePattern('en')).toBe('dd/mm/yyyy')
  })
})
