import { describe, expect, it } from 'vitest'
import { normalizeClockTimeInput, parseClockTime } from './clock-time'

describe('parseClockTime', () => {
  it.each([
    ['9:30', '09:30'],
    ['9.30', '09:30'],
    ['9,30', '09:30'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['09:30', '09:30'],
    ['9', '09:00'],
    ['17', '17:00'],
    ['1745', '17:45'],
    [' 8 : 05 ', '08:05'],
    ['0', '00:00'],
    ['23:59', '23:59'],
  ])('reads %j as %s', (typed, expected) => {
    expect(parseClockTime(typed)).toBe(expected)
  })

  it.each(['25:00', '9:75', '2500', '975', '24:30', '9:5', '12345', 'abc', '', '9:30:00', '-9', '9..30'])(
    'refuses %j',
    (typed) => {
      expect(parseClockTime(typed)).toBeNull()
    },
  )

  it('accepts midnight as the end of a day only when asked', () => {
    expect(parseClockTime('24:00')).toBeNull()
    expect(parseClockTime('24:00', { endOfDay: true })).toBe('24:00')
    expect(parseClockTime('2400', { endOfDay: true })).toBe('24:00')
    expect(parseClockTime('24:01', { endOfDay: true })).toBeNull()
  })

  it('leaves what is not a time as typed, so the field shows the error on the user’s own text', () => {
    expect(normalizeClockTimeInput('930')).toBe('09:30')
    expect(normalizeClockTimeInput('9:75')).toBe('9:75')
  })
})
