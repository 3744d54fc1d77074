import { describe, expect, it } from 'vitest'
import {
  dayIntervalsSchema,
  timeIntervalSchema,
  weeklyHoursFromRows,
  weeklyHoursSchema,
  weeklyHoursToRows,
} from './weekly-hours'

const messages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('timeIntervalSchema', () => {
  it.each([
    ['00:00', '24:00'],
    ['09:00', '12:30'],
    ['23:59', '24:00'],
  ])('accepts %s–%s', (start, end) => {
    expect(timeIntervalSchema.safeParse({ start, end }).success).toBe(true)
  })

  it.each(['9:75', '24:01', '25:00', '12:60', '12-00', ''])('rejects the time %j with "time"', (start) => {
    expect(messages(timeIntervalSchema.safeParse({ start, end: '23:00' }))).toEqual(['start: time'])
  })

  it('reads times typed on a numeric keypad (930, 9.30, 9,30, 9) as HH:MM', () => {
    expect(timeIntervalSchema.parse({ start: '930', end: '17.30' })).toEqual({ start: '09:30', end: '17:30' })
    expect(timeIntervalSchema.parse({ start: '9,30', end: '24' })).toEqual({ start: '09:30', end: '24:00' })
    expect(timeIntervalSchema.parse({ start: '9', end: '1200' })).toEqual({ start: '09:00', end: '12:00' })
  })

  it('compares typed times as times: 930–1000 is in order, 1000–930 is not', () => {
    expect(timeIntervalSchema.safeParse({ start: '930', end: '1000' }).success).toBe(true)
    expect(messages(timeIntervalSchema.safeParse({ start: '1000', end: '930' }))).toEqual([
      'end: interval.order',
    ])
  })

  it('wants the end after the start', () => {
    expect(messages(timeIntervalSchema.safeParse({ start: '10:00', end: '10:00' }))).toEqual([
      'end: interval.order',
    ])
    expect(messages(timeIntervalSchema.safeParse({ start: '10:00', end: '09:59' }))).toEqual([
      'end: interval.order',
    ])
  })
})

describe('dayIntervalsSchema', () => {
  it('allows several intervals a day in any order, touching ones included', () => {
    const day = [
      { start: '13:00', end: '18:00' },
      { start: '08:00', end: '12:00' },
      { start: '12:00', end: '13:00' },
    ]
    expect(dayIntervalsSchema.safeParse(day).success).toBe(true)
  })

  it('names the later of two overlapping intervals', () => {
    const day = [
      { start: '11:00', end: '14:00' },
      { start: '09:00', end: '12:00' },
    ]
    expect(messages(dayIntervalsSchema.safeParse(day))).toEqual(['0.start: interval.overlap'])
  })

  it('leaves mistyped intervals to their own messages', () => {
    const day = [
      { start: '9:75', end: '23:00' },
      { start: '12:00', end: '11:00' },
      { start: '10:00', end: '11:00' },
    ]
    expect(messages(dayIntervalsSchema.safeParse(day))).toEqual(['0.start: time', '1.end: interval.order'])
  })

  it('finds an interval inside another', () => {
    const day = [
      { start: '08:00', end: '18:00' },
      { start: '10:00', end: '11:00' },
    ]
    expect(messages(dayIntervalsSchema.safeParse(day))).toEqual(['1.start: interval.overlap'])
  })
})

describe('weekly hours', () => {
  it('fills missing weekdays with closed days', () => {
    expect(weeklyHoursSchema.parse({ 3: [{ start: '09:00', end: '17:00' }] })).toEqual({
      1: [],
      2: [],
      3: [{ start: '09:00', end: '17:00' }],
      4: [],
      5: [],
      6: [],
      7: [],
    })
  })

  it('converts to database rows in wall minutes and back, sorted', () => {
    const weekly = weeklyHoursSchema.parse({
      1: [
        { start: '13:00', end: '18:00' },
        { start: '08:30', end: '12:00' },
      ],
      7: [{ start: '10:00', end: '24:00' }],
    })
    const rows = weeklyHoursToRows(weekly)
    expect(rows).toEqual([
      { isoWeekday: 1, startMinute: 780, endMinute: 1080 },
      { isoWeekday: 1, startMinute: 510, endMinute: 720 },
      { isoWeekday: 7, startMinute: 600, endMinute: 1440 },
    ])
    expect(weeklyHoursFromRows(rows)[1]).toEqual([
      { start: '08:30', end: '12:00' },
      { start: '13:00', end: '18:00' },
    ])
    expect(weeklyHoursFromRows(rows)[7]).toEqual([{ start: '10:00', end: '24:00' }])
  })
})
