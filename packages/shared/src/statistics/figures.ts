/**
 * The statistics' derived figures, pure: per-week sums of daily figures, rates, utilisation and the change
 * against the previous period. The database gives the sums (decision 041); these only divide and add.
 */
import type { IsoDate } from '../time/iso-date'
import { isoWeekOf } from './ranges'

/** A share 0..1 rounded to 4 places (0.1234 = 12.34 %); null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  if (whole <= 0) return null
  return Math.round((part / whole) * 10_000) / 10_000
}

/**
 * Booked over working minutes, rounded to 4 places. Above 1 when the business booked outside the working
 * hours; null when the worker had no working time in the range.
 */
export function utilisation(bookedMinutes: number, workingMinutes: number): number | null {
  return rate(bookedMinutes, workingMinutes)
}

/**
 * The no-show rate: reservations marked no-show over the non-cancelled reservations that have already begun
 * (a visit still ahead can be neither); null before any has begun.
 */
export function noShowRate(noShows: number, begun: number): number | null {
  return rate(noShows, begun)
}

export interface FigureChange {
  current: number | null
  previous: number | null
  /** current − previous; null when either is unknown. */
  difference: number | null
  /** The change relative to the previous value (0.25 = +25 %); null when the previous is 0 or unknown. */
  relative: number | null
}

/** How a figure changed against the previous period. */
export function compareFigure(current: number | null, previous: number | null): FigureChange {
  if (current === null || previous === null) return { current, previous, difference: null, relative: null }
  const difference = Math.round((current - previous) * 10_000) / 10_000
  return { current, previous, difference, relative: previous === 0 ? null : rate(difference, previous) }
}

/** Daily figures summed into ISO weeks, each labelled by its Monday, in date order. */
export function sumByIsoWeek<Row extends { date: IsoDate }, Key extends Exclude<keyof Row, 'date'>>(
  days: readonly Row[],
  keys: readonly Key[],
): ({ week_start: IsoDate; year: number; week: number } & Record<Key, number>)[] {
  const weeks = new Map<IsoDate, { week_start: IsoDate; year: number; week: number } & Record<Key, number>>()
  for (const day of days) {
    const { year, week, monday } = isoWeekOf(day.date)
    let entry = weeks.get(monday)
    if (!entry) {
      entry = { week_start: monday, year, week, ...Object.fromEntries(keys.map((key) => [key, 0])) } as {
        week_start: IsoDate
        year: number
        week: number
      } & Record<Key, number>
      weeks.set(monday, entry)
    }
    for (const key of keys) (entry as Record<Key, number>)[key] += Number(day[key])
  }
  return [...weeks.values()].sort((a, b) => a.week_start.localeCompare(b.week_start))
}
