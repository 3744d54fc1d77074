import type { Locale } from '../constants'
import { type IsoDate, isoDateToUtcMs } from '../time/iso-date'

type DateTimeStyle = 'date' | 'time' | 'dateTime' | 'weekdayDate'

/** en-GB rather than en-US: day-first dates and a 24-hour clock, as expected by visitors to Czech salons. */
const INTL_LOCALE: Record<Locale, string> = { cs: 'cs-CZ', en: 'en-GB' }

/** The tag Intl formats an app language with: 'cs-CZ', or 'en-GB' for English (never the American 'en'). */
export const intlLocale = (locale: Locale): string => INTL_LOCALE[locale]

const NUMERIC_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'numeric', year: 'numeric' }
// hourCycle, not hour12: false, which some engines render as '24:05' just after midnight.
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }

const STYLE_OPTIONS: Record<DateTimeStyle, Record<Locale, Intl.DateTimeFormatOptions>> = {
  date: { cs: NUMERIC_DATE, en: NUMERIC_DATE },
  time: { cs: TIME, en: TIME },
  dateTime: { cs: { ...NUMERIC_DATE, ...TIME }, en: { ...NUMERIC_DATE, ...TIME } },
  weekdayDate: {
    cs: { weekday: 'long', ...NUMERIC_DATE },
    en: { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' },
  },
}

/**
 * Building an Intl.DateTimeFormat is far slower than using one, and calendars format hundreds of slots.
 * Keys are style × locale × time zone, a handful in practice, so the cache needs no eviction.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(style: DateTimeStyle, timeZone: string, locale: Locale): Intl.DateTimeFormat {
  const key = `${style}|${locale}|${timeZone}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...STYLE_OPTIONS[style][locale], timeZone })
    formatters.set(key, cached)
  }
  return cached
}

/** Some ICU versions emit no-break or narrow spaces; plain spaces keep output identical in Node and browsers. */
function format(style: DateTimeStyle, instant: Date, timeZone: string, locale: Locale): string {
  return formatter(style, timeZone, locale)
    .format(instant)
    .replace(/[\u00A0\u202F]/g, ' ')
}

/** cs '24. 11. 2026', en '24/11/2026' — the calendar date of the instant in timeZone. */
export function formatDate(instant: Date, timeZone: string, locale: Locale): string {
  return format('date', instant, timeZone, locale)
}

/** '09:30' in both locales (24-hour clock). */
export function formatTime(instant: Date, timeZone: string, locale: Locale): string {
  return format('time', instant, timeZone, locale)
}

/** cs '24. 11. 2026 09:30', en '24/11/2026, 09:30'. */
export function formatDateTime(instant: Date, timeZone: string, locale: Locale): string {
  return format('dateTime', instant, timeZone, locale)
}

/** cs 'úterý 24. 11. 2026', en 'Tuesday, 24 Nov 2026'. */
export function formatWeekdayDate(instant: Date, timeZone: string, locale: Locale): string {
  return format('weekdayDate', instant, timeZone, locale)
}

const isoDateFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A calendar date (YYYY-MM-DD, a branch's day) in the caller's Intl options: read at UTC midnight, so the
 * browser's zone cannot shift it, and in British order in English like the date fields: en '23/12/2026',
 * 'Wednesday, 23/12/2026'; cs '23. 12. 2026'.
 */
export function formatIsoDate(date: IsoDate, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`
  let cached = isoDateFormatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' })
    isoDateFormatters.set(key, cached)
  }
  return cached.format(isoDateToUtcMs(date)).replace(/[\u00A0\u202F]/g, ' ')
}
