import type { Locale } from '@rezervo/shared/constants'
import { formatNumber } from '@rezervo/shared/format/index'

/** A ratio as a whole percentage: cs '45 %' (Czech puts a space before the sign), en '45%'. */
export function formatPercent(ratio: number, locale: Locale): string {
  const number = formatNumber(Math.round(ratio * 100), locale, { maximumFractionDigits: 0 })
  return locale === 'cs' ? `${number} %` : `${number}%`
}

/**
 * How much of a bar to fill, 0–100. Booking outside working hours can push the ratio above 1; the text then
 * shows the real figure while the bar simply stays full.
 */
export function barPercent(ratio: number | null): number {
  if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) return 0
  return Math.min(100, Math.round(ratio * 100))
}
