import type { Locale } from '../constants'

/**
 * How many decimal places an amount shows: `auto` two when there are haléře to show and none otherwise
 * (prices: '450 Kč', '99,50 Kč', never '99,5 Kč'), `always` two (a tax document: '1 234,00 Kč'), `none` whole
 * crowns, rounded (the statistics' sums).
 */
export type CzkDecimals = 'auto' | 'always' | 'none'

const INTL_LOCALE: Record<Locale, string> = { cs: 'cs-CZ', en: 'en-GB' }

// Built once per shape: constructing an Intl formatter costs far more than formatting with it.
const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(locale: Locale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: 'CZK',
      // Czech writes 'Kč' after the amount; English the code before it, as Intl does: 'CZK 1,250'.
      currencyDisplay: locale === 'cs' ? 'symbol' : 'code',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // No '-0 Kč' when a tiny negative amount rounds to zero.
      signDisplay: 'negative',
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * The one money format of the app, screens, emails, SMS and documents alike: cs '1 250 Kč', en 'CZK 1,250'
 * (Intl.NumberFormat's currency style). Plain U+0020 spaces instead of the no-break and narrow spaces Intl
 * emits: those differ between ICU versions (so Node and browsers disagree), break exact-string tests and
 * survive copy-paste badly. An amount in haléře is passed as crowns: `formatCzk(haler / 100, locale, …)`.
 */
export function formatCzk(amountCzk: number, locale: Locale = 'cs', decimals: CzkDecimals = 'auto'): string {
  if (!Number.isFinite(amountCzk)) throw new RangeError(`Cannot format ${amountCzk} as an amount`)
  const hasHaler = Math.round(Math.abs(amountCzk) * 100) % 100 !== 0
  const fractionDigits = decimals === 'always' || (decimals === 'auto' && hasHaler) ? 2 : 0
  return formatterFor(locale, fractionDigits)
    .format(amountCzk)
    .replace(/[\u00A0\u202F]/g, ' ')
}
