import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  divideRoundingHalfAway,
  halerToDecimal,
  type InvoiceLineInput,
  invoiceAmounts,
  lineAmounts,
} from './vat'

const line = (quantity: number, unitPriceHaler: number, vatRate = 21): InvoiceLineInput => ({
  description: 'Položka',
  quantity,
  unitPriceHaler,
  vatRate,
})

describe('divideRoundingHalfAway', () => {
  it('rounds half a haléř away from zero, on both sides', () => {
    expect(divideRoundingHalfAway(50, 100)).toBe(1)
    expect(divideRoundingHalfAway(49, 100)).toBe(0)
    expect(divideRoundingHalfAway(-50, 100)).toBe(-1)
    expect(divideRoundingHalfAway(-49, 100)).toBe(0)
    expect(Object.is(divideRoundingHalfAway(-49, 100), 0)).toBe(true)
    expect(divideRoundingHalfAway(150, 100)).toBe(2)
  })
  it('refuses what is not whole', () => {
    expect(() => divideRoundingHalfAway(1.5, 100)).toThrow(RangeError)
    expect(() => divideRoundingHalfAway(1, 0)).toThrow(RangeError)
  })
})

describe('lineAmounts', () => {
  it('490 Kč without VAT is 102,90 Kč of VAT and 592,90 Kč in all', () => {
    expect(lineAmounts(line(1, 49_000))).toMatchObject({
      baseHaler: 49_000,
      vatHaler: 10_290,
      totalHaler: 59_290,
    })
  })
  it('rounds the VAT of a line to the haléř, half up: 0,50 Kč × 21 % = 0,105 Kč → 0,11 Kč', () => {
    expect(lineAmounts(line(1, 50))).toMatchObject({ vatHaler: 11, totalHaler: 61 })
  })
  it('rounds below half a haléř down: 0,02 Kč × 21 % = 0,0042 → 0; 2,49 Kč × 21 % = 0,5229 → 0,52 Kč', () => {
    expect(lineAmounts(line(1, 2)).vatHaler).toBe(0)
    expect(lineAmounts(line(1, 249)).vatHaler).toBe(52)
  })
  it('multiplies first and rounds once: 3 × 0,10 Kč carries 0,06 Kč of VAT, not 3 × 0,02 Kč', () => {
    expect(lineAmounts(line(3, 10))).toMatchObject({ baseHaler: 30, vatHaler: 6 })
    // 0,10 Kč alone: 0,021 → 0,02 Kč; three of them in one line: 0,063 → 0,06 Kč.
    expect(lineAmounts(line(1, 10)).vatHaler).toBe(2)
  })
  it('500 SMS at 1,19 Kč: 595 Kč base, 124,95 Kč VAT', () => {
    expect(lineAmounts(line(500, 119))).toMatchObject({
      baseHaler: 59_500,
      vatHaler: 12_495,
      totalHaler: 71_995,
    })
  })
  it('a credit note line is the exact opposite of the invoice line', () => {
    const invoice = lineAmounts(line(1, 50))
    const credit = lineAmounts(line(-1, 50))
    expect(credit.baseHaler).toBe(-invoice.baseHaler)
    expect(credit.vatHaler).toBe(-invoice.vatHaler)
  })
  it('refuses fractions of a haléř, a zero quantity and unknown rates', () => {
    expect(() => lineAmounts(line(1, 490.5))).toThrow(RangeError)
    expect(() => lineAmounts(line(0, 100))).toThrow(RangeError)
    expect(() => lineAmounts(line(1.5, 100))).toThrow(RangeError)
    expect(() => lineAmounts(line(1, 100, 20))).toThrow(RangeError)
  })
})

describe('invoiceAmounts', () => {
  it('a yearly plan paid by transfer: 4 900 Kč + 1 029 Kč VAT = 5 929 Kč, nothing to round', () => {
    const amounts = invoiceAmounts([line(1, 490_000)], 'bank_transfer')
    expect(amounts).toMatchObject({
      baseHaler: 490_000,
      vatHaler: 102_900,
      totalBeforeRoundingHaler: 592_900,
      roundingHaler: 0,
      totalHaler: 592_900,
    })
  })
  it('rounds a transfer to whole crowns with a Zaokrouhlení line: 592,90 Kč → 593 Kč (+0,10 Kč)', () => {
    const amounts = invoiceAmounts([line(1, 49_000)], 'bank_transfer')
    expect(amounts.totalBeforeRoundingHaler).toBe(59_290)
    expect(amounts.roundingHaler).toBe(10)
    expect(amounts.totalHaler).toBe(59_300)
  })
  it('rounds 0,49 Kč down and 0,50 Kč up, in cash too', () => {
    // 99 Kč + 20,79 Kč = 119,79 → 120 (+0,21); 1,19 Kč base: 1,44 Kč total → 1 Kč (−0,44)
    expect(invoiceAmounts([line(1, 9_900)], 'cash')).toMatchObject({ totalHaler: 12_000, roundingHaler: 21 })
    expect(invoiceAmounts([line(1, 119)], 'cash')).toMatchObject({
      totalBeforeRoundingHaler: 144,
      roundingHaler: -44,
      totalHaler: 100,
    })
    // 413,22 Kč base → 86,78 Kč VAT (86,7762) → 500,00 Kč: exactly whole
    expect(invoiceAmounts([line(1, 41_322)], 'cash')).toMatchObject({ totalHaler: 50_000, roundingHaler: 0 })
    // base 4,55 Kč + VAT 0,96 Kč (0,9555) = 5,51 Kč → 6 Kč
    expect(invoiceAmounts([line(1, 455)], 'cash')).toMatchObject({
      totalBeforeRoundingHaler: 551,
      totalHaler: 600,
    })
    // base 2,07 + VAT 0,43 (0,4347) = 2,50 → 3 Kč (+0,50)
    expect(invoiceAmounts([line(1, 207)], 'cash')).toMatchObject({
      totalBeforeRoundingHaler: 250,
      roundingHaler: 50,
      totalHaler: 300,
    })
  })
  it('charges a card to the haléř, with no rounding', () => {
    expect(invoiceAmounts([line(1, 49_000)], 'card')).toMatchObject({ roundingHaler: 0, totalHaler: 59_290 })
  })
  it('sums the lines VAT, so the invoice adds up line by line (three 0,10 Kč lines: 0,06 Kč, not 0,063)', () => {
    const amounts = invoiceAmounts([line(1, 10), line(1, 10), line(1, 10)], 'card')
    expect(amounts.vatHaler).toBe(6)
    expect(amounts.vatSummary).toEqual([{ vatRate: 21, baseHaler: 30, vatHaler: 6, totalHaler: 36 }])
  })
  it('recapitulates per rate, highest first', () => {
    const amounts = invoiceAmounts([line(1, 10_000, 0), line(2, 12_345, 21), line(1, 999, 12)], 'card')
    expect(amounts.vatSummary.map((entry) => entry.vatRate)).toEqual([21, 12, 0])
    expect(amounts.vatSummary[0]).toMatchObject({ baseHaler: 24_690, vatHaler: 5_185 })
    expect(amounts.vatSummary[1]).toMatchObject({ baseHaler: 999, vatHaler: 120 })
    expect(amounts.vatSummary[2]).toMatchObject({ baseHaler: 10_000, vatHaler: 0 })
  })
  it('a credit note for a whole invoice is its exact opposite, rounding included', () => {
    const invoice = invoiceAmounts([line(1, 49_000), line(500, 119)], 'bank_transfer')
    const credit = invoiceAmounts([line(-1, 49_000), line(-500, 119)], 'bank_transfer')
    expect(credit.totalHaler).toBe(-invoice.totalHaler)
    expect(credit.roundingHaler).toBe(-invoice.roundingHaler)
    expect(credit.vatHaler).toBe(-invoice.vatHaler)
  })
  it('refuses an invoice without lines', () => {
    expect(() => invoiceAmounts([], 'card')).toThrow(RangeError)
  })
  it('always adds up: lines to totals, rounding within half a crown (property)', () => {
    const lineArbitrary = fc.record({
      description: fc.constant('x'),
      quantity: fc.integer({ min: 1, max: 1000 }),
      unitPriceHaler: fc.integer({ min: 0, max: 10_000_000 }),
      vatRate: fc.constantFrom(21, 12, 0),
    })
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('bank_transfer' as const, 'card' as const, 'cash' as const),
        (lines, method) => {
          const amounts = invoiceAmounts(lines, method)
          const lineTotals = amounts.lines.reduce((total, entry) => total + entry.totalHaler, 0)
          expect(amounts.totalBeforeRoundingHaler).toBe(lineTotals)
          expect(amounts.totalHaler).toBe(amounts.totalBeforeRoundingHaler + amounts.roundingHaler)
          expect(Math.abs(amounts.roundingHaler)).toBeLessThanOrEqual(50)
          if (method !== 'card') expect(amounts.totalHaler % 100).toBe(0)
          for (const entry of amounts.lines) {
            // |VAT − base × rate| ≤ half a haléř
            expect(Math.abs(entry.vatHaler * 100 - entry.baseHaler * entry.vatRate)).toBeLessThanOrEqual(50)
          }
        },
      ),
    )
  })
})

describe('halerToDecimal', () => {
  it('writes two places and the sign', () => {
    expect(halerToDecimal(59_290)).toBe('592.90')
    expect(halerToDecimal(5)).toBe('0.05')
    expect(halerToDecimal(-5)).toBe('-0.05')
    expect(halerToDecimal(0)).toBe('0.00')
  })
})
