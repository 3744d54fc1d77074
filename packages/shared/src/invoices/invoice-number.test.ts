import { describe, expect, it } from 'vitest'
import { formatInvoiceNumber, variableSymbolOf } from './invoice-number'

describe('invoice numbers', () => {
  it('pads the yearly sequence to six digits; credit notes have their own prefix', () => {
    expect(formatInvoiceNumber('invoice', 2026, 1)).toBe('2026-000001')
    expect(formatInvoiceNumber('invoice', 2027, 123_456)).toBe('2027-123456')
    expect(formatInvoiceNumber('credit_note', 2026, 7)).toBe('OD2026-000007')
  })
  it('refuses a sequence past the series', () => {
    expect(() => formatInvoiceNumber('invoice', 2026, 1_000_000)).toThrow(RangeError)
    expect(() => formatInvoiceNumber('invoice', 2026, 0)).toThrow(RangeError)
  })
  it('the variable symbol is the number digits, ten at most', () => {
    expect(variableSymbolOf('2026-000001')).toBe('2026000001')
    expect(() => variableSymbolOf('2026-0000001')).toThrow(RangeError)
  })
})

describe('a tax document’s amounts and dates', () => {
  it('writes crowns with two places in both languages', async () => {
    const { formatInvoiceDate } = await import('./invoice-format')
    const { formatCzk } = await import('../format/money')
    const formatInvoiceAmount = (haler: number, locale: 'cs' | 'en' = 'cs') =>
      formatCzk(haler / 100, locale, 'always')
    expect(formatInvoiceAmount(123_456_750)).toBe('1 234 567,50 Kč')
    expect(formatInvoiceAmount(59_300)).toBe('593,00 Kč')
    expect(formatInvoiceAmount(-10)).toBe('-0,10 Kč')
    expect(formatInvoiceAmount(59_290, 'en')).toBe('CZK 592.90')
    expect(formatInvoiceDate('2026-03-10')).toBe('10. 3. 2026')
    expect(formatInvoiceDate('2026-03-10', 'en')).toBe('10/03/2026')
  })
})
