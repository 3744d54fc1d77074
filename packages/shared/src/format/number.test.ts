import { describe, expect, it } from 'vitest'
import { formatNumber } from './number'

describe('formatNumber', () => {
  it.each([
    [0, '0', '0'],
    [7, '7', '7'],
    [999, '999', '999'],
    [1250, '1 250', '1,250'],
    [1250000, '1 250 000', '1,250,000'],
    [1.5, '1,5', '1.5'],
    [-1234.56, '-1 234,56', '-1,234.56'],
    [-0.001, '0', '0'],
    [0.125, '0,13', '0.13'],
  ])('formats %d as cs %j and en %j', (value, cs, en) => {
    expect(formatNumber(value, 'cs')).toBe(cs)
    expect(formatNumber(value, 'en')).toBe(en)
  })

  it('pads and limits fraction digits', () => {
    expect(formatNumber(99.5, 'cs', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('99,50')
    expect(formatNumber(99.5, 'en', { maximumFractionDigits: 0 })).toBe('100')
  })

  it('uses a plain space, never a no-break space', () => {
    expect(formatNumber(1234567, 'cs')).not.toMatch(/[\u00A0\u202F]/)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e21])('throws for %d', (value) => {
    expect(() => formatNumber(value, 'cs')).toThrow(RangeError)
  })
})
