import { reservationEnds } from '@rezervo/shared/reservations/reservation-totals'
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
      // The customer's end, as the list and the dialog show it; the buffer is said apart in the event.
      ...calendarSpan(
        reservation.starts_at,
        reservationEnds(reservation).customerEndsAt.toISOString(),
        reservation.time_zone,
      ),
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

const DARK_TEXT = '#1c1917'
const WHITE = '#ffffff'

const channels = (hexColor: string): [number, number, number] | null => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hexColor)
  return match
    ? ([0, 1, 2].map((index) => Number.parseInt(match[index + 1]!, 16)) as [number, number, number])
    : null
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hexColor: string): number {
  const [r, g, b] = (channels(hexColor) ?? [0, 0, 0]).map((value) => {
    const channel = value / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

/** Readable text on the worker's colour: whichever of dark text and white contrasts more (WCAG luminance). */
export function textColorOn(hexColor: string): string {
  if (!channels(hexColor)) return WHITE
  return contrastRatio(hexColor, DARK_TEXT) >= contrastRatio(hexColor, WHITE) ? DARK_TEXT : WHITE
}

const toHex = (rgb: number[]) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`

/**
 * The worker's colour as an event background with text of at least 4.5:1 (WCAG AA). Mid-tone colours (a
 * green such as #16a34a gives 3.3:1 with white and 4.9:1 at best otherwise) are darkened step by step until
 * white text reads; the hue stays, so the worker is still recognisable.
 */
export function readableEventColors(hexColor: string): { background: string; text: string } {
  const rgb = channels(hexColor)
  if (!rgb) return { background: '#57534e', text: WHITE }
  let current = rgb as number[]
  for (let step = 0; step < 40; step++) {
    const background = toHex(current)
    const text = textColorOn(background)
    if (contrastRatio(background, text) >= 4.5) return { background, text }
    current = current.map((value) => value * 0.92)
  }
  return { background: toHex(current), text: WHITE }
}

/**
 * The event's look: the worker's colour; a cancelled one greyed and striped so it reads as "not happening",
 * its text dark enough on the lightest stripe and the darkest (7:1 and more).
 */
export function eventStyle(event: Pick<CalendarEvent, 'color' | 'cancelled'>): CSSProperties {
  if (event.cancelled) {
    return {
      backgroundColor: '#f5f5f4',
      backgroundImage:
        'repeating-linear-gradient(135deg, transparent 0 6px, rgba(120,113,108,0.18) 6px 12px)',
      borderColor: event.color,
      borderLeftWidth: 4,
      color: DARK_TEXT,
    }
  }
  const { background, text } = readableEventColors(event.color)
  return { backgroundColor: background, borderColor: background, color: text }
}
