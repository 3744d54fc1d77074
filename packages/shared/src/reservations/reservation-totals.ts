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
