import { describe, expect, it } from 'vitest'
import { isoWeekdayOf } from '../time/iso-date'
import { czechPublicHolidays, easterSunday, isCzechPublicHoliday } from './czech-holidays'

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected)
  })

  it('always lands on a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2200; year++) {
      const easter = easterSunday(year)
      expect(isoWeekdayOf(easter)).toBe(7)
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true)
    }
  })

  it('rejects years before the Gregorian calendar', () => {
    expect(() => easterSunday(1500)).toThrow(RangeError)
  })
})

describe('czechPublicHolidays', () => {
  it.each([
    [2024, '2024-03-29', '2024-04-01'],
    [2025, '2025-04-18', '2025-04-21'],
    [2026, '2026-04-03', '2026-04-06'],
    [2027, '2027-03-26', '2027-03-29'],
  ])('%i has Good Friday %s and Easter Monday %s', (year, goodFriday, easterMonday) => {
    const holidays = czechPublicHolidays(year)
    expect(holidays.find((holiday) => holiday.nameCs === 'Velký pátek')?.date).toBe(goodFriday)
    expect(holidays.find((holiday) => holiday.nameCs === 'Velikonoční pondělí')?.date).toBe(easterMonday)
  })

  it('lists all thirteen holidays of 2026 in date order with Czech names', () => {
    expect(czechPublicHolidays(2026).map(({ date, nameCs }) => `${date} ${nameCs}`)).toEqual([
      '2026-01-01 Den obnovy samostatného českého státu, Nový rok',
      '2026-04-03 Velký pátek',
      '2026-04-06 Velikonoční pondělí',
      '2026-05-01 Svátek práce',
      '2026-05-08 Den vítězství',
      '2026-07-05 Den slovanských věrozvěstů Cyrila a Metoděje',
      '2026-07-06 Den upálení mistra Jana Husa',
      '2026-09-28 Den české státnosti',
      '2026-10-28 Den vzniku samostatného československého státu',
      '2026-11-17 Den boje za svobodu a demokracii a Mezinárodní den studentstva',
      '2026-12-24 Štědrý den',
      '2026-12-25 1. svátek vánoční',
      '2026-12-26 2. svátek vánoční',
    ])
  })

  it('gives every holiday an English name', () => {
    for (const holiday of czechPublicHolidays(2027)) expect(holiday.nameEn.length).toBeGreaterThan(3)
  })

  it('has no Good Friday before 2016', () => {
    expect(czechPublicHolidays(2015).map((holiday) => holiday.nameCs)).not.toContain('Velký pátek')
    expect(czechPublicHolidays(2015)).toHaveLength(12)
    expect(czechPublicHolidays(2016)).toHaveLength(13)
  })

  it('returns a fresh array each call', () => {
    const first = czechPublicHolidays(2027)
    first.pop()
    expect(czechPublicHolidays(2027)).toHaveLength(13)
  })
})

describe('isCzechPublicHoliday', () => {
  it('recognises fixed and Easter holidays', () => {
    for (const date of ['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-08', '2027-07-06', '2027-12-26']) {
      expect(isCzechPublicHoliday(date)).toBe(true)
    }
  })

  it('does not flag ordinary days, Easter Sunday or Holy Saturday', () => {
    for (const date of ['2027-03-28', '2027-03-27', '2027-03-30', '2027-12-23', '2027-12-31', '2027-05-02']) {
      expect(isCzechPublicHoliday(date)).toBe(false)
    }
  })

  it('answers consistently across many years', () => {
    for (let year = 2020; year <= 2040; year++) {
      for (const holiday of czechPublicHolidays(year)) expect(isCzechPublicHoliday(holiday.date)).toBe(true)
    }
  })
})
