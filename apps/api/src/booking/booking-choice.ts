import { type ReservationTotals, sumReservationItems } from '@rezervo/shared/reservations/index'
import { findActiveBranchBySlug } from '../branches'
import type { DatabaseOrTransaction } from '../db/client'
import type { items } from '../db/schema'
import { FieldValidationError, HttpError, notFound } from '../http/errors'
import { findBookableItemsAndPerformers, findCompanyItemNames, type Performer } from './booking-repository'

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
 * A booking of a service that is gone (deleted, archived, switched off or taken offline since the page
 * loaded): 409 item_no_longer_offered naming it when the company still knows its name, so the page can say
 * which one and let the customer choose again without retyping the form.
 */
async function itemNoLongerOffered(
  db: DatabaseOrTransaction,
  companyId: number,
  missingIds: readonly number[],
): Promise<HttpError> {
  const [named] = await findCompanyItemNames(db, companyId, missingIds)
  const code = { code: 'item_no_longer_offered' }
  return named
    ? new HttpError(409, 'itemNoLongerOffered', { name: named.name }, code)
    : new HttpError(409, 'chosenItemNoLongerOffered', {}, code)
}

/**
 * 422 (or, for a booking, 409 item_no_longer_offered) when an item is unknown to the company, inactive or not
 * bookable online; 422 when nobody performs all of them together, or when the chosen worker is not one of
 * those who do.
 */
export async function resolveBookingChoice(
  db: DatabaseOrTransaction,
  branch: BookableBranch['branch'],
  itemIds: readonly number[],
  worker: number | 'any',
  purpose: 'availability' | 'booking' = 'availability',
): Promise<BookingChoice> {
  const found = await findBookableItemsAndPerformers(db, branch, itemIds)
  return checkBookingChoice(db, branch, itemIds, worker, purpose, found)
}

/** resolveBookingChoice on items and performers already read (the booking reads them with other things). */
export async function checkBookingChoice(
  db: DatabaseOrTransaction,
  branch: BookableBranch['branch'],
  itemIds: readonly number[],
  worker: number | 'any',
  purpose: 'availability' | 'booking',
  found: { items: (typeof items.$inferSelect)[]; performers: Performer[] },
): Promise<BookingChoice> {
  const byId = new Map(found.items.map((item) => [item.id, item]))
  const chosen = itemIds.map((id) => byId.get(id))
  const missing = itemIds.filter((id) => !byId.has(id))
  if (missing.length > 0 && purpose === 'booking')
    throw await itemNoLongerOffered(db, branch.companyId, missing)
  if (missing.length > 0) throw new FieldValidationError({ item_ids: ['exists'] })
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
