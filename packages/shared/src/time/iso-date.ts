/** A calendar date without a time or zone, written 'YYYY-MM-DD'. */
export type IsoDate = string

export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

const DAY_MS = 86_400_000
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Midnight of the date read as if it were UTC. Calendar arithmetic on this number is free of DST, which is
 * why every date helper goes through it instead of a local Date.
 */
export function isoDateToUtcMs(date: IsoDate): number {
  const match = ISO_DATE_PATTERN.exec(date)
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${date}`)
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  const utcMs = Date.UTC(year, month - 1, day)
  // Date.UTC rolls 2026-02-30 over to March; reject it rather than silently moving the date.
  if (utcMsToIsoDate(utcMs) !== date) throw new RangeError(`Not a calendar date: ${date}`)
  return utcMs
}

/** Whether the text is a real calendar date in 'YYYY-MM-DD' form ('2026-02-30' is not). */
export function isIsoDate(text: string | null | undefined): text is IsoDate {
  if (!text || !ISO_DATE_PATTERN.test(text)) return false
  try {
    isoDateToUtcMs(text)
    return true
  } catch {
    return false
  }
}

export function utcMsToIsoDate(utcMs: number): IsoDate {
  return new Date(utcMs).toISOString().slice(0, 10)
}

export function isoDateFromParts(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** ISO weekday of the date: Monday = 1 … Sunday = 7. */
export function isoWeekdayOf(date: IsoDate): IsoWeekday {
  const sundayBased = new Date(isoDateToUtcMs(date)).getUTCDay()
  return (sundayBased === 0 ? 7 : sundayBased) as IsoWeekday
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs a whole number of days, got ${days}`)
  return utcMsToIsoDate(isoDateToUtcMs(date) + days * DAY_MS)
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDate(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = []
  const lastMs = isoDateToUtcMs(to)
  for (let ms = isoDateToUtcMs(from); ms <= lastMs; ms += DAY_MS) dates.push(utcMsToIsoDate(ms))
  return dates
}
