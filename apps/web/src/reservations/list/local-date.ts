import type { Locale } from '@rezervo/shared/constants'
import { formatDate, formatWeekdayDate } from '@rezervo/shared/format/index'

/**
 * The API already gives wall dates in the branch's zone ('2026-11-24'); formatting them at noon UTC in UTC
 * shows exactly that date whatever the browser's zone is.
 */
const noonUtc = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`)

/** cs '24. 11. 2026', en '24/11/2026'. */
export function formatLocalDate(isoDate: string, locale: Locale): string {
  return formatDate(noonUtc(isoDate), 'UTC', locale)
}

/** cs 'úterý 24. 11. 2026', en 'Tuesday, 24 Nov 2026'. */
export function formatLocalWeekdayDate(isoDate: string, locale: Locale): string {
  return formatWeekdayDate(noonUtc(isoDate), 'UTC', locale)
}
