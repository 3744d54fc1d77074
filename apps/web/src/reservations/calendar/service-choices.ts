import type { Item } from '@rezervo/shared/schemas/item'
import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'

export interface ServiceChoice {
  id: number
  name: string
  duration_minutes: number
  price_czk: number
  /** Deleted (or archived) since it was booked: shown from the reservation's own agreed line. */
  withdrawn: boolean
}

/**
 * The services an edit form offers: the catalogue's services the chosen worker performs (and those already
 * ticked), and first every service the reservation was booked with that the catalogue no longer lists, from
 * its agreed line, so a deleted service stays ticked and saving keeps it (decision 026, issue 37 finding 6).
 */
export function serviceChoices(
  catalogue: readonly Item[],
  agreed: ReservationDetail['items'],
  workerId: number,
  chosen: readonly number[],
): ServiceChoice[] {
  const listed = new Set(catalogue.map((item) => item.id))
  const withdrawn = agreed
    .filter((line) => !listed.has(line.item_id))
    .map((line) => ({
      id: line.item_id,
      name: line.name,
      duration_minutes: line.duration_minutes,
      price_czk: line.price_czk,
      withdrawn: true,
    }))
  const offered = catalogue
    .filter((item) => (item.active && item.worker_ids.includes(workerId)) || chosen.includes(item.id))
    .map((item) => ({
      id: item.id,
      name: item.name,
      duration_minutes: item.duration_minutes,
      price_czk: item.price_czk,
      withdrawn: false,
    }))
  return [...withdrawn, ...offered]
}
