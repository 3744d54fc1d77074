import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDuration, fromMinutes, toMinutes } from './duration'

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [5, '5 min'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [125, '2 h 5 min'],
    [480, '8 h'],
  ])('formats %d minutes as %j in both locales', (minutes, text) => {
    expect(formatDuration(minutes, 'cs')).toBe(text)
    expect(formatDuration(minutes, 'en')).toBe(text)
  })

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws for %d', (minutes) => {
    expect(() => formatDuration(minutes, 'cs')).toThrow(RangeError)
  })
})

describe('toMinutes / fromMinutes', () => {
  it('converts to minutes', () => {
    expect(toMinutes(45, 'minutes')).toBe(45)
    expect(toMinutes(2, 'hours')).toBe(120)
    expect(toMinutes(1.5, 'hours')).toBe(90)
  })

  it('prefers hours when the duration is whole hours', () => {
    expect(fromMinutes(120)).toEqual({ value: 2, unit: 'hours' })
    expect(fromMinutes(60)).toEqual({ value: 1, unit: 'hours' })
    expect(fromMinutes(90)).toEqual({ value: 90, unit: 'minutes' })
    expect(fromMinutes(0)).toEqual({ value: 0, unit: 'minutes' })
  })

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (minutes) => {
        const { value, unit } = fromMinutes(minutes)
        expect(toMinutes(value, unit)).toBe(minutes)
      }),
    )
  })
})
