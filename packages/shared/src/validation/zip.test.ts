import { describe, expect, it } from 'vitest'
import { isValidZip, normalizeZip } from './zip'

describe('normalizeZip', () => {
  it.each([
    ['11000', '110 00'],
    ['110 00', '110 00'],
    [' 110  00 ', '110 00'],
    ['602\u00A000', '602 00'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeZip(input)).toBe(expected)
  })

  it.each(['', '1100', '110000', '110-00', 'ABC 00', '11 0 0'])('returns null for %j', (input) => {
    expect(normalizeZip(input)).toBeNull()
  })
})

describe('isValidZip', () => {
  it('agrees with normalizeZip', () => {
    expect(isValidZip('110 00')).toBe(true)
    expect(isValidZip('1100')).toBe(false)
  })
})
