import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatTime,
  formatWeekdayDate,
  intlLocale,
} from './date-time'

const PRAGUE = 'Europe/Prague'
// Instants are written in UTC so the tests do not depend on the machine's time zone.
const winterMorning = new Date('2026-11-24T08:30:00Z') // 09:30 CET
const summerMorning = new Date('2026-07-01T07:05:00Z') // 09:05 CEST
const justAfterMidnight = new Date('2026-11-23T23:05:00Z') // 00:05 on 24 Nov in Prague

describe('formatDate', () => {
  it('formats the calendar date in the given time zone', () => {
    expect(formatDate(winterMorning, PRAGUE, 'cs')).toBe('24. 11. 2026')
    expect(formatDate(winterMorning, PRAGUE, 'en')).toBe('24/11/2026')
  })

  it('uses the time zone, not UTC, to pick the day', () => {
    expect(formatDate(justAfterMidnight, PRAGUE, 'cs')).toBe('24. 11. 2026')
    expect(formatDate(justAfterMidnight, 'UTC', 'cs')).toBe('23. 11. 2026')
  })
})

describe('formatTime', () => {
  it('uses a zero-padded 24-hour clock in both locales', () => {
    expect(formatTime(winterMorning, PRAGUE, 'cs')).toBe('09:30')
    expect(formatTime(winterMorning, PRAGUE, 'en')).toBe('09:30')
    expect(formatTime(new Date('2026-11-24T17:45:00Z'), PRAGUE, 'en')).toBe('18:45')
  })

  it('follows daylight saving time', () => {
    expect(formatTime(summerMorning, PRAGUE, 'cs')).toBe('09:05')
  })

  it('shows midnight as 00, not 24', () => {
    expect(formatTime(justAfterMidnight, PRAGUE, 'cs')).toBe('00:05')
    expect(formatTime(justAfterMidnight, PRAGUE, 'en')).toBe('00:05')
  })
})

describe('formatDateTime', () => {
  it('joins date and time', () => {
    expect(formatDateTime(winterMorning, PRAGUE, 'cs')).toBe('24. 11. 2026 09:30')
    expect(formatDateTime(winterMorning, PRAGUE, 'en')).toBe('24/11/2026, 09:30')
  })
})

describe('formatWeekdayDate', () => {
  it('adds the weekday name', () => {
    expect(formatWeekdayDate(winterMorning, PRAGUE, 'cs')).toBe('úterý 24. 11. 2026')
    expect(formatWeekdayDate(winterMorning, PRAGUE, 'en')).toBe('Tuesday, 24 Nov 2026')
    expect(formatWeekdayDate(summerMorning, PRAGUE, 'cs')).toBe('středa 1. 7. 2026')
  })
})

describe('formatter output', () => {
  it('contains plain spaces only', () => {
    for (const text of [
      formatDateTime(winterMorning, PRAGUE, 'cs'),
      formatWeekdayDate(winterMorning, PRAGUE, 'en'),
    ]) {
      expect(text).not.toMatch(/[\u00A0\u202F]/)
    }
  })

  it('returns the same result when the cached formatter is reused', () => {
    expect(formatDate(summerMorning, PRAGUE, 'cs')).toBe('1. 7. 2026')
    expect(formatDate(summerMorning, PRAGUE, 'cs')).toBe('1. 7. 2026')
  })
})

describe('formatIsoDate', () => {
  it('writes English calendar dates the British way, like the date fields, never the American way', () => {
    const numeric = { day: 'numeric', month: 'numeric', year: 'numeric' } as const
    expect(formatIsoDate('2026-12-23', 'en', numeric)).toBe('23/12/2026')
    expect(formatIsoDate('2026-12-23', 'en', { ...numeric, weekday: 'long' })).toBe('Wednesday, 23/12/2026')
    expect(formatIsoDate('2026-12-23', 'en', { day: 'numeric', month: 'numeric' })).toBe('23/12')
    expect(formatIsoDate('2026-12-23', 'cs', numeric)).toBe('23. 12. 2026')
    expect(intlLocale('en')).toBe('en-GB')
  })

  it('keeps the calendar day whatever the zone of the machine', () => {
    expect(formatIsoDate('2026-03-29', 'cs', { day: 'numeric', month: 'numeric' })).toBe('29. 3.')
    expect(formatIsoDate('2026-01-01', 'en', { month: 'long', year: 'numeric' })).toBe('January 2026')
  })
})
