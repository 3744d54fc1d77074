import type { CalendarFeed } from '@rezervo/shared/schemas/reservation'
import { calendarSpan } from './calendar-time'

/** JavaScript weekday numbers (Date#getDay): Sunday 0 … Saturday 6. */
const WORKDAYS = [1, 2, 3, 4, 5]

/**
 * The weekdays the week view shows: Monday to Friday, plus a Saturday or Sunday on which the branch is open
 * (someone works) or something is booked, so a branch open on Saturday shows its Saturday without the weekend
 * switch. The switch ("Zobrazit víkend") adds the closed days too.
 */
export function shownWeekdays(feed: CalendarFeed | undefined, showWeekend: boolean): ReadonlySet<number> {
  if (showWeekend) return new Set([0, 1, 2, 3, 4, 5, 6])
  const days = new Set(WORKDAYS)
  if (!feed) return days
  for (const worker of feed.workers) {
    for (const interval of worker.working_time) {
      days.add(calendarSpan(interval.starts_at, interval.ends_at, feed.time_zone).start.getDay())
    }
  }
  for (const reservation of feed.reservations) {
    if (reservation.state === 'cancelled') continue
    days.add(calendarSpan(reservation.starts_at, reservation.ends_at, reservation.time_zone).start.getDay())
  }
  return days
}
