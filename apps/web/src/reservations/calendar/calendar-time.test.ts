import { describe, expect, it } from 'vitest'
import {
  branchToday,
  calendarDateToIso,
  calendarSpan,
  fromCalendarDate,
  stepDate,
  toCalendarDate,
  visibleDates,
} from './calendar-time'

const PRAGUE = 'Europe/Prague'

/** What the calendar would print for a calendar date: its browser-local wall clock. */
const wall = (date: Date) =>
  `${calendarDateToIso(date)} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
const local = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute)

describe('toCalendarDate shows the branch wall clock whatever the browser zone', () => {
  it('winter and summer time', () => {
    expect(wall(toCalendarDate('2026-11-24T08:00:00.000Z', PRAGUE))).toBe('2026-11-24 09:00')
    expect(wall(toCalendarDate('2026-07-01T08:00:00.000Z', PRAGUE))).toBe('2026-07-01 10:00')
  })

  it('a branch in another zone than Prague', () => {
    expect(wall(toCalendarDate('2026-11-24T08:00:00.000Z', 'America/New_York'))).toBe('2026-11-24 03:00')
  })

  it('late evening UTC is already the next day in Prague', () => {
    expect(wall(toCalendarDate('2026-11-24T23:30:00.000Z', PRAGUE))).toBe('2026-11-25 00:30')
  })

  it('spring forward 2027-03-28: 01:59 CET is followed by 03:00 CEST', () => {
    expect(wall(toCalendarDate('2027-03-28T00:59:00.000Z', PRAGUE))).toBe('2027-03-28 01:59')
    expect(wall(toCalendarDate('2027-03-28T01:00:00.000Z', PRAGUE))).toBe('2027-03-28 03:00')
  })

  it('fall back 2027-10-31: both passes of 02:30 show 02:30', () => {
    expect(wall(toCalendarDate('2027-10-31T00:30:00.000Z', PRAGUE))).toBe('2027-10-31 02:30')
    expect(wall(toCalendarDate('2027-10-31T01:30:00.000Z', PRAGUE))).toBe('2027-10-31 02:30')
  })
})

describe('fromCalendarDate reads a dropped or selected slot back as an instant', () => {
  it('round-trips ordinary times', () => {
    for (const iso of ['2026-11-24T08:15:00.000Z', '2026-07-01T16:45:00.000Z', '2027-03-28T03:00:00.000Z']) {
      expect(fromCalendarDate(toCalendarDate(iso, PRAGUE), PRAGUE).toISOString()).toBe(iso)
    }
  })

  it('a slot in the spring-forward gap moves forward by the gap (02:30 → 03:30 CEST), as a Prague browser does', () => {
    expect(fromCalendarDate(local(2027, 3, 28, 2, 30), PRAGUE).toISOString()).toBe('2027-03-28T01:30:00.000Z')
    expect(fromCalendarDate(local(2027, 3, 28, 2, 0), PRAGUE).toISOString()).toBe('2027-03-28T01:00:00.000Z')
    expect(fromCalendarDate(local(2027, 3, 28, 3, 0), PRAGUE).toISOString()).toBe('2027-03-28T01:00:00.000Z')
    expect(fromCalendarDate(local(2027, 3, 28, 1, 45), PRAGUE).toISOString()).toBe('2027-03-28T00:45:00.000Z')
  })

  it('the repeated hour in autumn is the earlier pass unless the event was in the later one', () => {
    const slot = local(2027, 10, 31, 2, 45)
    expect(fromCalendarDate(slot, PRAGUE).toISOString()).toBe('2027-10-31T00:45:00.000Z')
    const laterPass = new Date('2027-10-31T01:30:00.000Z')
    expect(fromCalendarDate(slot, PRAGUE, laterPass).toISOString()).toBe('2027-10-31T01:45:00.000Z')
    const earlierPass = new Date('2027-10-31T00:30:00.000Z')
    expect(fromCalendarDate(slot, PRAGUE, earlierPass).toISOString()).toBe('2027-10-31T00:45:00.000Z')
  })

  it('times around the repeated hour are not ambiguous', () => {
    expect(fromCalendarDate(local(2027, 10, 31, 1, 30), PRAGUE).toISOString()).toBe(
      '2027-10-30T23:30:00.000Z',
    )
    expect(fromCalendarDate(local(2027, 10, 31, 3, 0), PRAGUE).toISOString()).toBe('2027-10-31T02:00:00.000Z')
    const hint = new Date('2027-10-31T00:00:00.000Z')
    expect(fromCalendarDate(local(2027, 10, 31, 3, 0), PRAGUE, hint).toISOString()).toBe(
      '2027-10-31T02:00:00.000Z',
    )
  })

  it('midnight of the next day ends a day (resize to the bottom edge)', () => {
    expect(fromCalendarDate(local(2026, 11, 25, 0, 0), PRAGUE).toISOString()).toBe('2026-11-24T23:00:00.000Z')
  })
})

describe('calendarSpan', () => {
  it('keeps the real length of an hour that starts in summer time and ends in winter time', () => {
    const { start, end } = calendarSpan('2027-10-31T00:30:00.000Z', '2027-10-31T01:30:00.000Z', PRAGUE)
    expect(wall(start)).toBe('2027-10-31 02:30')
    expect(end.getTime() - start.getTime()).toBe(3_600_000)
  })

  it('an hour across spring forward shows as 01:30–03:30', () => {
    const { start, end } = calendarSpan('2027-03-28T00:30:00.000Z', '2027-03-28T01:30:00.000Z', PRAGUE)
    expect([wall(start), wall(end)]).toEqual(['2027-03-28 01:30', '2027-03-28 03:30'])
  })
})

describe('dates of a view', () => {
  it('day, week from Monday, work week, month with whole weeks', () => {
    expect(visibleDates('day', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' })
    expect(visibleDates('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(visibleDates('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(visibleDates('work_week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-27' })
    expect(visibleDates('month', '2026-11-25')).toEqual({ from: '2026-10-26', to: '2026-12-06' })
    expect(visibleDates('month', '2027-02-10')).toEqual({ from: '2027-02-01', to: '2027-02-28' })
  })

  it('steps by a day, a week or a month', () => {
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01')
    expect(stepDate('week', '2026-11-25', -1)).toBe('2026-11-18')
    expect(stepDate('month', '2026-12-15', 1)).toBe('2027-01-01')
    expect(stepDate('month', '2027-01-15', -1)).toBe('2026-12-01')
  })

  it("today is the branch's date", () => {
    expect(branchToday(PRAGUE, new Date('2026-11-24T23:30:00.000Z'))).toBe('2026-11-25')
  })
})
