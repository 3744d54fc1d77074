import { MAX_YEAR, MIN_YEAR } from '../schemas/form-fields'
import { isIsoDate } from '../time/iso-date'

/**
 * A calendar date as people type it, day first as both of the app's languages write it: '23. 11. 2026',
 * '23.11.2026', '23/11/2026', '23-11-2026', or the ISO '2026-11-23' (what a pasted link or a date picker gives).
 * Returns the ISO date, or null for what is no real day ('31. 11. 2026', '23.11.' without a year, 'abc'), so
 * the form refuses it instead of guessing. Unlike `type="date"`, it reads the same in every browser, whatever
 * the browser's own language.
 */
export function parseCalendarDate(text: string): string | null {
  const typed = text.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed)
  const dayFirst = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})$/.exec(typed)
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : []
  if (!year || !month || !day) return null
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  return isIsoDate(date) ? date : null
}

/**
 * What a date field makes of its text: the ISO date of a real day the app can store, '' for nothing typed, or
 * the validation key of what is wrong: 'dateTyped' (no real day: '31. 2. 2026', '1. 1. 0', letters) or
 * 'dateRange' (a real day outside the years the schemas take, decision 020: '1. 1. 1850').
 */
export function readCalendarDate(
  text: string,
): { date: string; problem?: undefined } | { date?: undefined; problem: 'dateTyped' | 'dateRange' } {
  if (text.trim() === '') return { date: '' }
  const date = parseCalendarDate(text)
  if (date === null) return { problem: 'dateTyped' }
  const year = Number(date.slice(0, 4))
  return year < MIN_YEAR || year > MAX_YEAR ? { problem: 'dateRange' } : { date }
}

/** How a date field shows an ISO date: Czech '23. 11. 2026', English (British, day first) '23/11/2026'. */
export function formatCalendarDateInput(isoDate: string, locale: 'cs' | 'en'): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return locale === 'cs' ? `${day}. ${month}. ${year}` : `${day}/${month}/${year}`
}

/**
 * The form a date field asks for, as its placeholder: 'd. m. rrrr' in Czech, 'dd/mm/yyyy' in English. A pattern,
 * not an example day, so an empty optional field (a filter) does not look as if it held a date.
 */
export function calendarDatePattern(locale: 'cs' | 'en'): string {
  return locale === 'cs' ? 'd. m. rrrr' : 'dd/mm/yyyy'
}
