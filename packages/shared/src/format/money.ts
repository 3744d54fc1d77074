import type { Locale } from '../constants'
import { formatNumber } from './number'

/**
 * Price in Czech crowns: cs '1 250 Kč', en 'CZK 1,250'. Prices are whole crowns, so decimals are shown only
 * when there are hellers to show, and then always two ('99,50 Kč', never '99,5 Kč').
 */
export function formatCzk(amountCzk: number, locale: Locale = 'cs'): string {
  const hasHellers = Math.round(Math.abs(amountCzk) * 100) % 100 !== 0
  const fractionDigits = hasHellers ? 2 : 0
  const formatted = formatNumber(amountCzk, locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
  if (locale === 'cs') return `${formatted} Kč`
  // English puts the sign before the currency code, as Intl does: '-CZK 1,250'.
  return formatted.startsWith('-') ? `-CZK ${formatted.slice(1)}` : `CZK ${formatted}`
}
