import { type DateRange, daysIn, presetRange, STATISTICS_MAX_DAYS } from '@rezervo/shared/statistics/ranges'
import { isIsoDate } from '@rezervo/shared/time/iso-date'

export type RangeProblem = 'order' | 'tooLong'

/** What the API would refuse: an end before the start, or more than STATISTICS_MAX_DAYS days. */
export function rangeProblem(range: DateRange): RangeProblem | null {
  const days = daysIn(range)
  if (days < 1) return 'order'
  if (days > STATISTICS_MAX_DAYS) return 'tooLong'
  return null
}

/** ?from&to from the URL; this month (of `today`) when either is missing or not a date. */
export function rangeFromSearchParams(params: URLSearchParams, today: string): DateRange {
  const from = params.get('from')
  const to = params.get('to')
  if (isIsoDate(from) && isIsoDate(to)) return { from, to }
  return presetRange('this_month', today)
}

/** ?branch_id from the URL: a positive whole number, else every branch (undefined). */
export function branchFromSearchParams(params: URLSearchParams): number | undefined {
  const text = params.get('branch_id')
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return undefined
  const id = Number(text)
  return id <= 2_147_483_647 ? id : undefined
}
