/** What a chosen set of items adds up to: the time the customer sees, the time the worker is held, the price. */
export interface PricedItem {
  durationMinutes: number
  bufferAfterMinutes: number
  priceCzk: number
}

export interface ReservationTotals {
  /** Sum of the items' durations: what the customer is told. */
  durationMinutes: number
  /** Durations plus every item's buffer: how long the worker is held, so the reservation's stored end. */
  occupiedMinutes: number
  priceCzk: number
}

export function sumReservationItems(items: readonly PricedItem[]): ReservationTotals {
  let durationMinutes = 0
  let occupiedMinutes = 0
  let priceCzk = 0
  for (const item of items) {
    durationMinutes += item.durationMinutes
    occupiedMinutes += item.durationMinutes + item.bufferAfterMinutes
    priceCzk += item.priceCzk
  }
  return { durationMinutes, occupiedMinutes, priceCzk }
}

/** The end of a reservation that starts at `startsAt` and holds the worker for `occupiedMinutes`. */
export function reservationEnd(startsAt: Date, occupiedMinutes: number): Date {
  return new Date(startsAt.getTime() + occupiedMinutes * 60_000)
}

/** The two ends of a stored reservation: the customer's (what they are told) and the worker's (with the buffer). */
export interface ReservationEnds {
  /** The end the customer is told everywhere: the emails, the ICS, and the back office's list, dialog and calendar. */
  customerEndsAt: Date
  /** The stored end: the worker is held until then. */
  occupiedEndsAt: Date
  /** The time between the two, the items' buffers, shown apart in the back office ("+ 10 min pauza"). */
  bufferMinutes: number
}

/**
 * The customer's end and the buffer of a reservation as the API gives it (`ends_at` is the stored end,
 * buffers included). A reservation resized by hand keeps its buffer after the new end; one shorter than its
 * buffer ends for the customer at its start, never before.
 */
export function reservationEnds(reservation: {
  starts_at: string
  ends_at: string
  items: readonly { buffer_after_minutes: number }[]
}): ReservationEnds {
  const startsMs = Date.parse(reservation.starts_at)
  const occupiedMs = Date.parse(reservation.ends_at)
  const wanted = reservation.items.reduce((sum, item) => sum + Math.max(0, item.buffer_after_minutes), 0)
  const bufferMinutes = Math.max(0, Math.min(wanted, Math.floor((occupiedMs - startsMs) / 60_000)))
  return {
    customerEndsAt: new Date(occupiedMs - bufferMinutes * 60_000),
    occupiedEndsAt: new Date(occupiedMs),
    bufferMinutes,
  }
}
