import { PAYMENTS_MAX_DAYS } from '@rezervo/shared/schemas/payment'
import {
  addDays,
  type IsoDate,
  isIsoDate,
  isoDateFromParts,
  isoDateToUtcMs,
} from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'

/** Local dates of each reservation's branch, both included (as the API counts them). */
export interface PaymentPeriod {
  from: IsoDate
  to: IsoDate
}

const DAY_MS = 86_400_000

/** Today's date on the salon's wall clock (Europe/Prague), not the browser's. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return utcToZonedParts(now, timeZone).date
}

/** The calendar month holding the date: 1st to its last day. */
export function monthOf(date: IsoDate): PaymentPeriod {
  const [year = 0, month = 1] = date.split('-').map(Number)
  const from = isoDateFromParts(year, month, 1)
  // The day before the next month's first day is this month's last, whatever its length.
  const nextMonthStart =
    month === 12 ? isoDateFromParts(year + 1, 1, 1) : isoDateFromParts(year, month + 1, 1)
  return { from, to: addDays(nextMonthStart, -1) }
}

/** The month before the one holding the date. */
export function previousMonthOf(date: IsoDate): PaymentPeriod {
  return monthOf(addDays(monthOf(date).from, -1))
}

export type PeriodProblem = 'order' | 'tooLong'

/** What the API would refuse: an end before the start, or more than PAYMENTS_MAX_DAYS days. */
export function periodProblem(period: PaymentPeriod): PeriodProblem | null {
  const days = (isoDateToUtcMs(period.to) - isoDateToUtcMs(period.from)) / DAY_MS + 1
  if (days < 1) return 'order'
  if (days > PAYMENTS_MAX_DAYS) return 'tooLong'
  return null
}

/** ?from&to from the URL; this month (of `today`) for whatever is missing or malformed. */
export function periodFromSearchParams(params: URLSearchParams, today: IsoDate): PaymentPeriod {
  const month = monthOf(today)
  const read = (key: 'from' | 'to') => {
    const value = params.get(key)
    return isIsoDate(value) ? value : month[key]
  }
  return { from: read('from'), to: read('to') }
}

/** The default period stays out of the URL, so the plain screen has a plain address. */
export function periodToSearchParams(period: PaymentPeriod, today: IsoDate): URLSearchParams {
  const month = monthOf(today)
  if (period.from === month.from && period.to === month.to) return new URLSearchParams()
  return new URLSearchParams({ from: period.from, to: period.to })
}
