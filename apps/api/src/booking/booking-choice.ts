import { type ReservationTotals, sumReservationItems } from '@rezervo/shared/reservations/index'
import { findActiveBranchBySlug } from '../branches'
import type { DatabaseOrTransaction } from '../db/client'
import type { items } from '../db/schema'
import { FieldValidationError, notFound } from '../http/errors'
import { findBookableItemsAndPerformers, type Performer } from './booking-repository'

export type BookableBranch = NonNullable<Awaited<ReturnType<typeof findActiveBranchBySlug>>>

/** The live branch at the slug, with its company name and public category, or 404. */
export async function loadBookableBranch(db: DatabaseOrTransaction, slug: string): Promise<BookableBranch> {
  const row = await findActiveBranchBySlug(db, slug)
  if (!row) throw notFound()
  return row
}

/** What the customer chose, checked: the items in their order, who may do them, and what they add up to. */
export interface BookingChoice {
  items: (typeof items.$inferSelect)[]
  /** Workers of the branch who perform every chosen item, narrowed to the chosen one; ascending. */
  workerIds: number[]
  /** The same workers with their names. */
  workers: Performer[]
  totals: ReservationTotals
}

/**
 * 422 when an item is unknown to the company, inactive or not bookable online, when nobody performs all
 * of them together, or when the chosen worker is not one of those who do.
 */
export async function resolveBookingChoice(
  db: DatabaseOrTransaction,
  branch: BookableBranch['branch'],
  itemIds: readonly number[],
  worker: number | 'any',
): Promise<BookingChoice> {
  const found = await findBookableItemsAndPerformers(db, branch, itemIds)
  const byId = new Map(found.items.map((item) => [item.id, item]))
  const chosen = itemIds.map((id) => byId.get(id))
  if (chosen.some((item) => item === undefined)) throw new FieldValidationError({ item_ids: ['exists'] })
  const { performers } = found
  if (performers.length === 0) {
    throw new FieldValidationError({ item_ids: [{ key: 'noWorkerForItems' }] })
  }
  const workers = worker === 'any' ? performers : performers.filter((performer) => performer.id === worker)
  if (workers.length === 0) throw new FieldValidationError({ worker_id: ['exists'] })
  const bookedItems = chosen.filter((item) => item !== undefined)
  return {
    items: bookedItems,
    workerIds: workers.map((performer) => performer.id),
    workers,
    totals: sumReservationItems(bookedItems),
  }
}
