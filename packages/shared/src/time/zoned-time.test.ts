import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startOfZonedDay, utcToZonedParts, zonedWallTimeToUtc } from './zoned-time'

const PRAGUE = 'Europe/Prague'
const HOUR_MS = 3_600_000

function utcOf(date: string, minuteOfDay: number, timeZone = PRAGUE): string {
  return zonedWallTimeToUtc(date, minuteOfDay, timeZone).toISOString()
}

function hoursBetween(date: string, fromMinute: number, toMinute: number): number {
  const from = zonedWallTimeToUtc(date, fromMinute, PRAGUE).getTime()
  return (zonedWallTimeToUtc(date, toMinute, PRAGUE).getTime() - from) / HOUR_MS
}

describe('zonedWallTimeToUtc on ordinary days', () => {
  it('applies CET in winter and CEST in summer', () => {
    expect(utcOf('2027-01-15', 8 * 60)).toBe('2027-01-15T07:00:00.000Z')
    expect(utcOf('2027-07-15', 8 * 60)).toBe('2027-07-15T06:00:00.000Z')
  })

  it('maps 0 to local midnight and 1440 to the next local midnight', () => {
    expect(utcOf('2027-01-15', 0)).toBe('2027-01-14T23:00:00.000Z')
    expect(utcOf('2027-01-15', 1440)).toBe('2027-01-15T23:00:00.000Z')
    expect(utcOf('2027-01-15', 1440)).toBe(utcOf('2027-01-16', 0))
  })

  it('rejects minutes outside 0..1440', () => {
    expect(() => zonedWallTimeToUtc('2027-01-15', -1, PRAGUE)).toThrow(RangeError)
    expect(() => zonedWallTimeToUtc('2027-01-15', 1441, PRAGUE)).toThrow(RangeError)
    expect(() => zonedWallTimeToUtc('2027-01-15', Number.NaN, PRAGUE)).toThrow(RangeError)
  })
})

describe.each([
  { year: 2027, date: '2027-03-28' },
  { year: 2026, date: '2026-03-29' },
])('spring forward in Prague ($date)', ({ date }) => {
  it('keeps CET before 02:00', () => {
    expect(utcOf(date, 0)).toBe(`${prevDay(date)}T23:00:00.000Z`)
    expect(utcOf(date, 119)).toBe(`${date}T00:59:00.000Z`)
  })

  it('moves every skipped wall time forward by the hour the clock skips (02:30 → 03:30 CEST)', () => {
    expect(utcOf(date, 120)).toBe(`${date}T01:00:00.000Z`)
    expect(utcOf(date, 150)).toBe(`${date}T01:30:00.000Z`)
    expect(utcOf(date, 179)).toBe(`${date}T01:59:00.000Z`)
    expect(utcOf(date, 180)).toBe(`${date}T01:00:00.000Z`)
  })

  it('uses CEST from 03:00', () => {
    expect(utcOf(date, 3 * 60 + 30)).toBe(`${date}T01:30:00.000Z`)
    expect(utcOf(date, 1440)).toBe(`${date}T22:00:00.000Z`)
  })

  it('makes the day 23 hours long and 08:00–18:00 still 10 hours', () => {
    expect(hoursBetween(date, 0, 1440)).toBe(23)
    expect(hoursBetween(date, 8 * 60, 18 * 60)).toBe(10)
    expect(hoursBetween(date, 60, 4 * 60)).toBe(2)
  })
})

describe.each([{ date: '2027-10-31' }, { date: '2026-10-25' }])('fall back in Prague ($date)', ({ date }) => {
  it('resolves the repeated hour to its earlier, CEST instant', () => {
    expect(utcOf(date, 120)).toBe(`${date}T00:00:00.000Z`)
    expect(utcOf(date, 150)).toBe(`${date}T00:30:00.000Z`)
    expect(utcOf(date, 179)).toBe(`${date}T00:59:00.000Z`)
  })

  it('uses CET from 03:00', () => {
    expect(utcOf(date, 180)).toBe(`${date}T02:00:00.000Z`)
    expect(utcOf(date, 1440)).toBe(`${date}T23:00:00.000Z`)
  })

  it('makes the day 25 hours long and 08:00–18:00 still 10 hours', () => {
    expect(hoursBetween(date, 0, 1440)).toBe(25)
    expect(hoursBetween(date, 8 * 60, 18 * 60)).toBe(10)
    expect(hoursBetween(date, 60, 4 * 60)).toBe(4)
  })
})

describe('zonedWallTimeToUtc in other zones', () => {
  it('handles New York spring forward and a half-hour offset zone', () => {
    // 02:30 is skipped in New York: read in EST (−5) it is 07:30Z, which the clock shows as 03:30 EDT.
    expect(utcOf('2027-03-14', 150, 'America/New_York')).toBe('2027-03-14T07:30:00.000Z')
    expect(utcOf('2027-03-14', 8 * 60, 'Asia/Kolkata')).toBe('2027-03-14T02:30:00.000Z')
  })

  it('starts a day whose midnight is skipped at the jump (Santiago 2026-09-06)', () => {
    expect(startOfZonedDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z')
    expect(utcOf('2026-09-06', 0, 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z')
    expect(utcOf('2026-09-05', 1440, 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z')
    // 00:30 is skipped too and moves forward by the gap to 01:30 (−03) = 04:30Z, as in Prague's night.
    expect(utcOf('2026-09-06', 30, 'America/Santiago')).toBe('2026-09-06T04:30:00.000Z')
  })
})

describe('startOfZonedDay', () => {
  it('is local midnight', () => {
    expect(startOfZonedDay('2027-03-28', PRAGUE).toISOString()).toBe('2027-03-27T23:00:00.000Z')
    expect(startOfZonedDay('2027-10-31', PRAGUE).toISOString()).toBe('2027-10-30T22:00:00.000Z')
    expect(startOfZonedDay('2027-11-01', PRAGUE).toISOString()).toBe('2027-10-31T23:00:00.000Z')
  })
})

describe('utcToZonedParts', () => {
  it('reads the Prague wall clock around the spring gap', () => {
    expect(utcToZonedParts(new Date('2027-03-28T00:59:00Z'), PRAGUE)).toEqual({
      date: '2027-03-28',
      minuteOfDay: 119,
      isoWeekday: 7,
    })
    expect(utcToZonedParts(new Date('2027-03-28T01:00:00Z'), PRAGUE).minuteOfDay).toBe(180)
    expect(utcToZonedParts(new Date('2026-03-29T01:00:00Z'), PRAGUE).minuteOfDay).toBe(180)
  })

  it('reads the repeated hour twice after fall-back', () => {
    for (const date of ['2027-10-31', '2026-10-25']) {
      expect(utcToZonedParts(new Date(`${date}T00:30:00Z`), PRAGUE).minuteOfDay).toBe(150)
      expect(utcToZonedParts(new Date(`${date}T01:30:00Z`), PRAGUE).minuteOfDay).toBe(150)
      expect(utcToZonedParts(new Date(`${date}T02:00:00Z`), PRAGUE).minuteOfDay).toBe(180)
    }
  })

  it('rolls over the local date and weekday before UTC does', () => {
    expect(utcToZonedParts(new Date('2027-12-31T23:30:00Z'), PRAGUE)).toEqual({
      date: '2028-01-01',
      minuteOfDay: 30,
      isoWeekday: 6,
    })
    expect(utcToZonedParts(new Date('2027-03-21T23:00:00Z'), PRAGUE).isoWeekday).toBe(1)
  })

  it('ignores seconds', () => {
    expect(utcToZonedParts(new Date('2027-06-01T10:15:59.999Z'), PRAGUE).minuteOfDay).toBe(12 * 60 + 15)
  })
})

describe('round trip', () => {
  const from = Date.UTC(2026, 0, 1) / 60_000
  const to = Date.UTC(2028, 0, 1) / 60_000

  it('wall time of any instant converts back to it, except the second pass of a repeated hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (epochMinute) => {
        const instant = new Date(epochMinute * 60_000)
        const parts = utcToZonedParts(instant, PRAGUE)
        const back = zonedWallTimeToUtc(parts.date, parts.minuteOfDay, PRAGUE).getTime()
        const delta = instant.getTime() - back
        expect([0, HOUR_MS]).toContain(delta)
        if (delta === HOUR_MS) expect(parts.minuteOfDay).toBeGreaterThanOrEqual(120)
        if (delta === HOUR_MS) expect(parts.minuteOfDay).toBeLessThan(180)
      }),
      { numRuns: 500 },
    )
  })
})

describe('formatter reuse', () => {
  afterEach(() => vi.restoreAllMocks())

  it('does not build Intl formatters on repeated calls', () => {
    utcToZonedParts(new Date(), PRAGUE)
    const formatterConstructor = vi.spyOn(Intl, 'DateTimeFormat')
    for (let day = 1; day <= 28; day++) {
      utcToZonedParts(new Date(Date.UTC(2030, 1, day, 12)), PRAGUE)
      zonedWallTimeToUtc(`2030-02-${String(day).padStart(2, '0')}`, 600, PRAGUE)
    }
    expect(formatterConstructor).not.toHaveBeenCalled()
  })
})

function prevDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}
