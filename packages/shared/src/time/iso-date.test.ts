import { describe, expect, it } from 'vitest'
import { addDays, eachDate, isIsoDate, isoDateToUtcMs, isoWeekdayOf } from './iso-date'

describe('isoWeekdayOf', () => {
  it('numbers Monday 1 through Sunday 7', () => {
    expect(isoWeekdayOf('2027-03-22')).toBe(1)
    expect(isoWeekdayOf('2027-03-27')).toBe(6)
    expect(isoWeekdayOf('2027-03-28')).toBe(7)
    expect(isoWeekdayOf('2028-01-01')).toBe(6)
    expect(isoWeekdayOf('2028-02-29')).toBe(2)
  })
})

describe('addDays', () => {
  it('crosses month, year and leap day boundaries', () => {
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
    expect(addDays('2027-10-31', 0)).toBe('2027-10-31')
  })

  it('rejects fractional days', () => {
    expect(() => addDays('2027-01-01', 0.5)).toThrow(RangeError)
  })
})

describe('eachDate', () => {
  it('lists both ends inclusive across a DST night', () => {
    expect(eachDate('2027-03-27', '2027-03-29')).toEqual(['2027-03-27', '2027-03-28', '2027-03-29'])
  })

  it('gives a single date when from equals to and nothing when reversed', () => {
    expect(eachDate('2027-10-31', '2027-10-31')).toEqual(['2027-10-31'])
    expect(eachDate('2027-11-01', '2027-10-31')).toEqual([])
  })

  it('covers a whole month', () => {
    expect(eachDate('2027-01-01', '2027-01-31')).toHaveLength(31)
  })
})

describe('isoDateToUtcMs', () => {
  it('rejects malformed and impossible dates', () => {
    expect(() => isoDateToUtcMs('2027-3-1')).toThrow(RangeError)
    expect(() => isoDateToUtcMs('2027-02-30')).toThrow(RangeError)
    expect(() => isoDateToUtcMs('2027-13-01')).toThrow(RangeError)
    expect(() => isoDateToUtcMs('')).toThrow(RangeError)
  })
})

describe('isIsoDate', () => {
  it('accepts real calendar dates, a leap day included', () => {
    expect(isIsoDate('2026-11-23')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
  })

  it('refuses dates that do not exist and other shapes', () => {
    for (const text of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-1-5',
      '23. 11. 2026',
      '',
      null,
      undefined,
    ]) {
      expect(isIsoDate(text), String(text)).toBe(false)
    }
  })
})
