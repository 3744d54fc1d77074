import { emptyWeeklyHours, weeklyHoursSchema } from '@rezervo/shared/schemas/weekly-hours'
import { describe, expect, it } from 'vitest'
import {
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
