import type { Locale } from '../constants'

interface NumberSymbols {
  group: string
  decimal: string
}

/**
 * Plain U+0020 as the Czech group separator instead of the no-break/narrow spaces Intl emits: those differ
 * between ICU versions (so Node and browsers disagree), break exact-string tests and survive copy-paste badly.
 */
const NUMBER_SYMBOLS: Record<Locale, NumberSymbols> = {
  cs: { group: ' ', decimal: ',' },
  en: { group: ',', decimal: '.' },
}

export interface FractionDigits {
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

/** Formats a number with locale separators: cs '1 250,5', en '1,250.5'. Rounds to maximumFractionDigits. */
export function formatNumber(
  value: number,
  locale: Locale,
  { minimumFractionDigits = 0, maximumFractionDigits = 2 }: FractionDigits = {},
): string {
  // toFixed switches to exponent notation from 1e21, far beyond any amount or count the app shows.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    throw new RangeError(`Cannot format ${value} as a number`)
  }
  const { group, decimal } = NUMBER_SYMBOLS[locale]
  const fixed = Math.abs(value).toFixed(maximumFractionDigits)
  const [integerPart = '0', fractionPart = ''] = fixed.split('.')
  const fraction = fractionPart.replace(/0+$/, '').padEnd(minimumFractionDigits, '0')
  const grouped = integerPart.replace(/\B(?=(\d{3})+$)/g, group)
  // No '-0' when a tiny negative value rounds to zero.
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : ''
  return `${sign}${grouped}${fraction ? decimal + fraction : ''}`
}
