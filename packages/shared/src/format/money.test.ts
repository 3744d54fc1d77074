import { describe, expect, it } from 'vitest'
import { formatCzk } from './money'

describe('formatCzk', () => {
  it.each([
    [0, '0 Kč', 'CZK 0'],
    [5, '5 Kč', 'CZK 5'],
    [450, '450 Kč', 'CZK 450'],
    [1250, '1 250 Kč', 'CZK 1,250'],
    [1250000, '1 250 000 Kč', 'CZK 1,250,000'],
    [99.5, '99,50 Kč', 'CZK 99.50'],
    [1234.05, '1 234,05 Kč', 'CZK 1,234.05'],
    [99.999, '100 Kč', 'CZK 100'],
    [-1250, '-1 250 Kč', '-CZK 1,250'],
  ])('formats %d as cs %j and en %j', (amount, cs, en) => {
    expect(formatCzk(amount, 'cs')).toBe(cs)
    expect(formatCzk(amount, 'en')).toBe(en)
  })

  it('defaults to Czech', () => {
    expect(formatCzk(1250)).toBe('1 250 Kč')
  })

  it('uses plain U+0020 spaces only', () => {
    expect(formatCzk(1250000)).toBe('1\u0020250\u0020000\u0020Kč')
  })

  it('throws for a non-finite amount', () => {
    expect(() => formatCzk(Number.NaN)).toThrow(RangeError)
  })
})

describe('formatCzk with fixed decimals', () => {
  it.each([
    [1234567.5, 'always', '1 234 567,50 Kč', 'CZK 1,234,567.50'],
    [0, 'always', '0,00 Kč', 'CZK 0.00'],
    [1250.4, 'none', '1 250 Kč', 'CZK 1,250'],
    [-0.2, 'none', '0 Kč', 'CZK 0'],
  ] as const)('formats %d (%s) as cs %j and en %j', (amount, decimals, cs, en) => {
    expect(formatCzk(amount, 'cs', decimals)).toBe(cs)
    expect(formatCzk(amount, 'en', decimals)).toBe(en)
  })
})
