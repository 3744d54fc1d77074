/**
 * Cross-checks zonedWallTimeToUtc against luxon, a library someone else wrote: DateTime.fromObject in a zone
 * moves a skipped wall time forward by the gap, the 'compatible' rule of Temporal and RFC 5545 §3.3.5
 * (decision 010), so every wall minute of every day, DST nights included, must come out as the same instant.
 *
 * One caveat, read in luxon's fixOffset: for a wall time that happens twice, luxon starts from the zone's
 * offset at "now" and keeps the pass that offset gives, so in winter it picks the later pass. With "now" in
 * summer it picks the earlier pass, which is the compatible rule, so the clock luxon reads is pinned to summer.
 */
import fc from 'fast-check'
import { DateTime, Settings } from 'luxon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eachDate } from './iso-date'
import { zonedWallTimeToUtc } from './zoned-time'

function luxonUtc(date: string, minuteOfDay: number, zone: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const hour = Math.floor(minuteOfDay / 60)
  const minute = minuteOfDay % 60
  const wall = DateTime.fromObject({ year, month, day, hour, minute }, { zone })
  if (!wall.isValid)
    throw new Error(`luxon rejected ${date} ${minuteOfDay} in ${zone}: ${wall.invalidReason}`)
  return wall.toUTC().toISO({ suppressMilliseconds: false }) ?? ''
}

const ours = (date: string, minuteOfDay: number, zone: string) =>
  zonedWallTimeToUtc(date, minuteOfDay, zone).toISOString()

const DST_NIGHTS = [
  { zone: 'Europe/Prague', date: '2026-03-29' },
  { zone: 'Europe/Prague', date: '2027-03-28' },
  { zone: 'Europe/Prague', date: '2026-10-25' },
  { zone: 'Europe/Prague', date: '2027-10-31' },
  { zone: 'America/New_York', date: '2027-03-14' },
  { zone: 'America/New_York', date: '2027-11-07' },
]

describe('zonedWallTimeToUtc agrees with luxon', () => {
  const realNow = Settings.now
  beforeAll(() => {
    Settings.now = () => Date.parse('2026-07-01T12:00:00Z')
    Settings.resetCaches()
  })
  afterAll(() => {
    Settings.now = realNow
    Settings.resetCaches()
  })

  it.each(DST_NIGHTS)('on every minute of $date in $zone', ({ zone, date }) => {
    for (let minute = 0; minute < 1440; minute++) {
      expect(ours(date, minute, zone), `${date} minute ${minute}`).toBe(luxonUtc(date, minute, zone))
    }
  })

  it('on 02:30 of the Prague spring nights: 03:30 CEST', () => {
    expect(luxonUtc('2027-03-28', 150, 'Europe/Prague')).toBe('2027-03-28T01:30:00.000Z')
    expect(ours('2027-03-28', 150, 'Europe/Prague')).toBe('2027-03-28T01:30:00.000Z')
    expect(ours('2026-03-29', 150, 'Europe/Prague')).toBe('2026-03-29T01:30:00.000Z')
  })

  it('on random wall minutes of 2026–2030 in Prague', () => {
    const dates = eachDate('2026-01-01', '2030-12-31')
    fc.assert(
      fc.property(
        fc.constantFrom(...dates),
        fc.integer({ min: 0, max: 1439 }),
        (date, minute) => ours(date, minute, 'Europe/Prague') === luxonUtc(date, minute, 'Europe/Prague'),
      ),
      { numRuns: 2000 },
    )
  })
})
