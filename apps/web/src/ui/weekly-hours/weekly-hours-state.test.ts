import { emptyWeeklyHours, weeklyHoursSchema } from '@rezervo/shared/schemas/weekly-hours'
import { describe, expect, it } from 'vitest'
import {
  intervalsOutside,
  nextInterval,
  weeklyHoursForForm,
  withInterval,
  withIntervalTime,
  withMondayOnWeekdays,
  withoutInterval,
} from './weekly-hours-state'

describe('weekly hours editor state', () => {
  it('reads an API answer and fills missing days', () => {
    const weekly = weeklyHoursForForm({ 1: [{ start: '09:00', end: '12:00' }] })
    expect(weekly['1']).toEqual([{ start: '09:00', end: '12:00' }])
    expect(weekly['7']).toEqual([])
    expect(weeklyHoursForForm(undefined)).toEqual(emptyWeeklyHours())
  })

  it('proposes a working day, then an afternoon after a break', () => {
    expect(nextInterval([])).toEqual({ start: '09:00', end: '17:00' })
    expect(nextInterval([{ start: '09:00', end: '12:00' }])).toEqual({ start: '13:00', end: '17:00' })
    expect(nextInterval([{ start: '18:00', end: '23:30' }])).toEqual({ start: '23:00', end: '24:00' })
  })

  it('adds, edits and removes intervals without touching other days', () => {
    let weekly = withInterval(emptyWeeklyHours(), '2')
    weekly = withInterval(weekly, '2')
    weekly = withIntervalTime(weekly, '2', 0, 'end', '12:00')
    expect(weekly['2']).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '18:00', end: '22:00' },
    ])
    weekly = withoutInterval(weekly, '2', 1)
    expect(weekly['2']).toEqual([{ start: '09:00', end: '12:00' }])
    expect(weekly['1']).toEqual([])
  })

  it('copies Monday to the other weekdays, and the result passes the shared schema', () => {
    const weekly = withMondayOnWeekdays(withInterval(emptyWeeklyHours(), '1'))
    expect(weekly['5']).toEqual([{ start: '09:00', end: '17:00' }])
    expect(weekly['6']).toEqual([])
    expect(weeklyHoursSchema.safeParse(weekly).success).toBe(true)
  })
})

describe('worker hours against the branch’s opening hours (issue 37, finding 8)', () => {
  const nineToSix = [{ start: '09:00', end: '18:00' }]

  it('proposes an interval within the branch’s hours', () => {
    expect(nextInterval([], nineToSix)).toEqual({ start: '09:00', end: '18:00' })
    // The walkthrough's case: after 09:00–14:00 the old proposal was 15:00–19:00, past the 18:00 closing.
    expect(nextInterval([{ start: '09:00', end: '14:00' }], nineToSix)).toEqual({
      start: '15:00',
      end: '18:00',
    })
    // No room for a break before closing: straight after the last end.
    expect(nextInterval([{ start: '09:00', end: '17:30' }], nineToSix)).toEqual({
      start: '17:30',
      end: '18:00',
    })
    // A branch closed over lunch: the afternoon opening.
    const split = [
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '20:00' },
    ]
    expect(nextInterval([{ start: '08:00', end: '12:00' }], split)).toEqual({ start: '14:00', end: '18:00' })
    // Nothing left of the day, or a closed day: the plain proposal (the warning then says why).
    expect(nextInterval([{ start: '09:00', end: '18:00' }], nineToSix)).toEqual({
      start: '19:00',
      end: '23:00',
    })
    expect(nextInterval([], [])).toEqual({ start: '09:00', end: '17:00' })
  })

  it('names each interval outside the branch’s hours, with the hours it should keep to', () => {
    const worker = emptyWeeklyHours()
    worker['1'] = [
      { start: '09:00', end: '12:00' },
      { start: '15:00', end: '19:00' },
    ]
    worker['6'] = [{ start: '10:00', end: '12:00' }]
    worker['2'] = [{ start: '09:', end: '' }]
    const branch = emptyWeeklyHours()
    branch['1'] = nineToSix
    branch['2'] = nineToSix
    expect(intervalsOutside(worker, branch)).toEqual([
      { day: '1', interval: { start: '15:00', end: '19:00' }, within: nineToSix },
      { day: '6', interval: { start: '10:00', end: '12:00' }, within: [] },
    ])
  })
})
