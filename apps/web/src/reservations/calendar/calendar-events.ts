import type { CalendarFeed, Reservation } from '@rezervo/shared/schemas/reservation'
import type { CSSProperties } from 'react'
import { calendarSpan } from './calendar-time'

/** One reservation as react-big-calendar sees it: calendar dates (branch wall clock), its worker as resource. */
export interface CalendarEvent {
  id: number
  title: string
  start: Date
  end: Date
  /** The worker's id: the column in the day view. */
  resourceId: number
  cancelled: boolean
  color: string
  /** With the ETag the feed gave it (decision 027), which a drag sends as If-Match. */
  reservation: Reservation & { etag?: string }
}

/** A worker column of the day view. */
export interface WorkerResource {
  id: number
  title: string
  color: string
  /** A deleted worker: their reservations keep a column, but nothing new is booked with them. */
  archived: boolean
}

export const customerName = (reservation: Pick<Reservation, 'customer'>) =>
  `${reservation.customer.first_name} ${reservation.customer.surname}`.trim()

/** The feed's reservations of the chosen workers, cancelled ones only when asked for. */
export function calendarEvents(
  feed: CalendarFeed,
  workerIds: ReadonlySet<number>,
  showCancelled: boolean,
): CalendarEvent[] {
  return feed.reservations
    .filter((reservation) => workerIds.has(reservation.worker.id))
    .filter((reservation) => showCancelled || reservation.state !== 'cancelled')
    .map((reservation) => ({
      id: reservation.id,
      title: customerName(reservation),
      ...calendarSpan(reservation.starts_at, reservation.ends_at, reservation.time_zone),
      resourceId: reservation.worker.id,
      cancelled: reservation.state === 'cancelled',
      color: reservation.worker.color,
      reservation,
    }))
}

/** The columns of the chosen workers; a deleted worker's title says so through `archivedTitle`. */
export function workerResources(
  feed: CalendarFeed,
  workerIds: ReadonlySet<number>,
  archivedTitle: (name: string) => string = (name) => name,
): WorkerResource[] {
  return feed.workers
    .filter((worker) => workerIds.has(worker.id))
    .map((worker) => ({
      id: worker.id,
      title: worker.archived ? archivedTitle(worker.name) : worker.name,
      color: worker.color,
      archived: worker.archived,
    }))
}

/** Each worker's working time as calendar-date intervals, to shade the rest of their column. */
export function workingIntervals(feed: CalendarFeed): Map<number, { start: number; end: number }[]> {
  return new Map(
    feed.workers.map((worker) => [
      worker.id,
      worker.working_time.map((interval) => {
        const { start, end } = calendarSpan(interval.starts_at, interval.ends_at, feed.time_zone)
        return { start: start.getTime(), end: end.getTime() }
      }),
    ]),
  )
}

/** Readable text on the worker's colour: dark text on light colours, white on dark ones (WCAG luminance). */
export function textColorOn(hexColor: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hexColor)
  if (!match) return '#ffffff'
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  return luminance > 0.3 ? '#1c1917' : '#ffffff'
}

/** The event's look: the worker's colour; a cancelled one greyed and striped so it reads as "not happening". */
export function eventStyle(event: Pick<CalendarEvent, 'color' | 'cancelled'>): CSSProperties {
  if (event.cancelled) {
    return {
      backgroundColor: '#e7e5e4',
      backgroundImage:
        'repeating-linear-gradient(135deg, transparent 0 6px, rgba(120,113,108,0.25) 6px 12px)',
      borderColor: event.color,
      borderLeftWidth: 4,
      color: '#44403c',
    }
  }
  return { backgroundColor: event.color, borderColor: event.color, color: textColorOn(event.color) }
}
