/**
 * VAT arithmetic of a Czech tax invoice, in whole haléře (1 Kč = 100 haléřů) so no binary fraction ever
 * decides a crown. Prices are given without VAT (decision 033):
 * - each line: base = quantity × unit price; VAT = base × rate, rounded half away from zero to the haléř;
 *   line total = base + VAT;
 * - the recapitulation per rate sums its lines' bases and VATs (the VAT act, §37, lets the tax be computed
 *   per line; the invoice then adds up exactly, line by line and per rate);
 * - the total to pay = bases + VATs, rounded to whole crowns when the invoice is paid in cash or by bank
 *   transfer (payments in cash are rounded to whole crowns by the act on circulation of notes and coins; a
 *   transfer may be too). The difference is a line of its own, "Zaokrouhlení", outside the tax base and VAT.
 *   A card charge is taken to the haléř and is not rounded.
 */

export const STANDARD_VAT_RATE = 21

export const INVOICE_PAYMENT_METHODS = ['bank_transfer', 'card', 'cash'] as const
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number]

export interface InvoiceLineInput {
  description: string
  /** A whole number of units; negative on a credit note. */
  quantity: number
  /** The unit price without VAT, in haléře (49000 is 490 Kč). */
  unitPriceHaler: number
  /** Percent: 21, 12 or 0. */
  vatRate: number
}

export interface InvoiceLineAmounts extends InvoiceLineInput {
  baseHaler: number
  vatHaler: number
  totalHaler: number
}

export interface VatRecapitulation {
  vatRate: number
  baseHaler: number
  vatHaler: number
  totalHaler: number
}

export interface InvoiceAmounts {
  lines: InvoiceLineAmounts[]
  /** One entry per VAT rate used, highest rate first. */
  vatSummary: VatRecapitulation[]
  baseHaler: number
  vatHaler: number
  /** Bases plus VAT, to the haléř. */
  totalBeforeRoundingHaler: number
  /** The "Zaokrouhlení" line: what whole-crown rounding added (or took), −50..+49 haléřů; 0 for cards. */
  roundingHaler: number
  /** What is to be paid. */
  totalHaler: number
}

/** Rates a Czech invoice may carry today: the standard 21 %, the reduced 12 %, and 0 (exempt). */
export const CZECH_VAT_RATES: readonly number[] = [21, 12, 0]

/**
 * `numerator / denominator` rounded half away from zero, in integers: 0.5 haléře is a whole one, and a credit
 * note (negative amounts) rounds to exactly the opposite of the invoice it corrects.
 */
export function divideRoundingHalfAway(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in whole numbers`)
  }
  const sign = numerator < 0 ? -1 : 1
  const magnitude = Math.abs(numerator)
  const quotient = Math.floor(magnitude / denominator)
  const remainder = magnitude - quotient * denominator
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient
  return sign * rounded || 0
}

/** A line's base, VAT and total; throws a RangeError for a fractional quantity or price or an unknown rate. */
export function lineAmounts(line: InvoiceLineInput): InvoiceLineAmounts {
  if (!Number.isSafeInteger(line.quantity) || line.quantity === 0) {
    throw new RangeError(`The quantity must be a whole number other than 0: ${line.quantity}`)
  }
  if (!Number.isSafeInteger(line.unitPriceHaler) || line.unitPriceHaler < 0) {
    throw new RangeError(`The unit price must be whole haléře, not negative: ${line.unitPriceHaler}`)
  }
  if (!CZECH_VAT_RATES.includes(line.vatRate)) throw new RangeError(`Unknown VAT rate: ${line.vatRate}`)
  const baseHaler = line.quantity * line.unitPriceHaler
  if (!Number.isSafeInteger(baseHaler * line.vatRate)) throw new RangeError('The line amount is too large')
  const vatHaler = divideRoundingHalfAway(baseHaler * line.vatRate, 100)
  return { ...line, baseHaler, vatHaler, totalHaler: baseHaler + vatHaler }
}

/** Whether the total is rounded to whole crowns: in cash and by transfer, not on a card. */
export function roundsToWholeCrowns(paymentMethod: InvoicePaymentMethod): boolean {
  return paymentMethod !== 'card'
}

/** Every amount of an invoice (or, with negative quantities, of a credit note) from its lines. */
export function invoiceAmounts(
  lines: readonly InvoiceLineInput[],
  paymentMethod: InvoicePaymentMethod,
): InvoiceAmounts {
  if (lines.length === 0) throw new RangeError('An invoice needs at least one line')
  const computed = lines.map(lineAmounts)
  const byRate = new Map<number, VatRecapitulation>()
  for (const line of computed) {
    const entry = byRate.get(line.vatRate) ?? {
      vatRate: line.vatRate,
      baseHaler: 0,
      vatHaler: 0,
      totalHaler: 0,
    }
    entry.baseHaler += line.baseHaler
    entry.vatHaler += line.vatHaler
    entry.totalHaler += line.totalHaler
    byRate.set(line.vatRate, entry)
  }
  const vatSummary = [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate)
  const baseHaler = sum(computed.map((line) => line.baseHaler))
  const vatHaler = sum(computed.map((line) => line.vatHaler))
  const totalBeforeRoundingHaler = baseHaler + vatHaler
  const totalHaler = roundsToWholeCrowns(paymentMethod)
    ? divideRoundingHalfAway(totalBeforeRoundingHaler, 100) * 100
    : totalBeforeRoundingHaler
  return {
    lines: computed,
    vatSummary,
    baseHaler,
    vatHaler,
    totalBeforeRoundingHaler,
    roundingHaler: totalHaler - totalBeforeRoundingHaler,
    totalHaler,
  }
}

/** Haléře as crowns for display and for XML: 123456 → 1234.56. */
export function halerToCzk(haler: number): number {
  return haler / 100
}

/** Haléře as a decimal string with two places, as ISDOC and SPAYD want them: -5 → '-0.05'. */
export function halerToDecimal(haler: number): string {
  const sign = haler < 0 ? '-' : ''
  const magnitude = Math.abs(haler)
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
