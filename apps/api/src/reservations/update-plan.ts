import type { ReservationUpdateValues } from '@rezervo/shared'
import { reservationEnd, sumReservationItems } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError } from '../http/errors'
import {
  ensureBookableCustomer,
  ensureBranchWorker,
  ensureWorkerPerforms,
  loadBookedItems,
} from './reference-checks'
import type { FullReservationRow } from './repository'
import type { BookedItem } from './reservation-insert-repository'
import type { ReservationChanges } from './write-repository'

export interface UpdatePlan {
  workerId: number
  startsAt: Date
  endsAt: Date
  /** The new items, when they change. */
  items: BookedItem[] | undefined
  changes: ReservationChanges
  /** What the history records: { field: { from, to } } for every field that really changes. */
  diff: Record<string, { from: unknown; to: unknown }>
  /** The worker or the time changed, so the working-hours rule applies again. */
  timeChanged: boolean
  /** The time, the worker or the services changed: the customer's calendar and notice follow. */
  visitChanged: boolean
}

export interface UpdateOptions {
  /**
   * The owner gave all of a worker's reservations to this one (decision 026's reassign, chosen among the
   * branch's workers in the dialog): the new worker need not perform the services, as out-of-hours is accepted.
   */
  anyWorkerOfBranch?: boolean
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null)

/**
 * The reservation's items after the change: a service it already has keeps its line as agreed (name,
 * duration, buffer, price copied at booking), whatever the catalogue says now; only a newly added service is
 * read from the catalogue (and must be live and bookable there).
 */
async function plannedItems(
  deps: AppDeps,
  companyId: number,
  current: FullReservationRow,
  itemIds: readonly number[],
  reprice = false,
): Promise<BookedItem[]> {
  // Re-pricing on purpose reads every line from the catalogue, as if each service were added now.
  const agreed = new Map(reprice ? [] : current.items.map((item) => [item.itemId, item]))
  const addedIds = itemIds.filter((itemId) => !agreed.has(itemId))
  const added = addedIds.length > 0 ? await loadBookedItems(deps, companyId, addedIds) : []
  const addedById = new Map(added.map((item) => [item.itemId, item]))
  return itemIds.map((itemId): BookedItem => {
    const line = agreed.get(itemId)
    if (!line) return addedById.get(itemId)!
    const { name, durationMinutes, bufferAfterMinutes, priceCzk } = line
    return { itemId, name, durationMinutes, bufferAfterMinutes, priceCzk }
  })
}

const lineOf = (item: BookedItem) =>
  [item.itemId, item.name, item.durationMinutes, item.bufferAfterMinutes, item.priceCzk].join('|')

/** The catalogue's lines when they differ from the agreed ones in anything; undefined when re-pricing changes nothing. */
function repricedItems(current: FullReservationRow, fromCatalogue: BookedItem[]): BookedItem[] | undefined {
  const agreed = current.items.map(lineOf).join(',')
  return fromCatalogue.map(lineOf).join(',') === agreed ? undefined : fromCatalogue
}

/**
 * Works out the reservation after a PATCH. The end: ends_at when sent (resize); else start plus the new items'
 * time when the items change; else the old length moved to the new start (move). The price follows the items.
 */
export async function planUpdate(
  deps: AppDeps,
  access: CompanyAccess,
  current: FullReservationRow,
  body: ReservationUpdateValues,
  options: UpdateOptions = {},
): Promise<UpdatePlan> {
  const { reservation } = current
  const currentIds = current.items.map((item) => item.itemId)
  const itemsChange = body.item_ids !== undefined && body.item_ids.join(',') !== currentIds.join(',')
  const repriced = body.reprice
    ? repricedItems(
        current,
        await plannedItems(deps, access.companyId, current, body.item_ids ?? currentIds, true),
      )
    : undefined
  const items =
    repriced ??
    (itemsChange ? await plannedItems(deps, access.companyId, current, body.item_ids!) : undefined)
  const workerId = body.worker_id ?? reservation.workerId
  if (workerId !== reservation.workerId) {
    await ensureBranchWorker(deps, access.companyId, reservation.branchId, workerId)
    if (!options.anyWorkerOfBranch) {
      await ensureWorkerPerforms(
        deps,
        workerId,
        (items ?? current.items).map((item) => item.itemId),
      )
    }
  }
  if (body.customer_id !== undefined && body.customer_id !== reservation.customerId) {
    await ensureBookableCustomer(deps, access.companyId, body.customer_id)
  }

  const startsAt = body.starts_at ? new Date(body.starts_at) : reservation.startsAt
  const lengthMs = reservation.endsAt.getTime() - reservation.startsAt.getTime()
  const endsAt = body.ends_at
    ? new Date(body.ends_at)
    : items
      ? reservationEnd(startsAt, sumReservationItems(items).occupiedMinutes)
      : new Date(startsAt.getTime() + lengthMs)
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw new FieldValidationError({ [body.ends_at ? 'ends_at' : 'starts_at']: ['interval.order'] })
  }

  const changes: ReservationChanges = {}
  const diff: UpdatePlan['diff'] = {}
  const record = <K extends keyof ReservationChanges>(
    field: string,
    column: K,
    from: ReservationChanges[K],
    to: ReservationChanges[K],
    shown: (value: ReservationChanges[K]) => unknown = (value) => value,
  ) => {
    if (shown(from) === shown(to)) return
    changes[column] = to
    diff[field] = { from: shown(from), to: shown(to) }
  }
  const asIso = (value: Date | null | undefined) => iso(value ?? null)
  record('starts_at', 'startsAt', reservation.startsAt, startsAt, asIso)
  record('ends_at', 'endsAt', reservation.endsAt, endsAt, asIso)
  record('worker_id', 'workerId', reservation.workerId, workerId)
  if (body.customer_id !== undefined)
    record('customer_id', 'customerId', reservation.customerId, body.customer_id)
  if (items) {
    diff.items = { from: current.items.map((item) => item.name), to: items.map((item) => item.name) }
    record('price_czk', 'priceCzk', reservation.priceCzk, sumReservationItems(items).priceCzk)
  }
  if (repriced) diff.repriced = { from: 'agreed', to: 'catalogue' }
  if (body.note !== undefined) record('note', 'note', reservation.note, body.note)
  if (body.notify_client !== undefined) {
    record('notify_client', 'notifyClient', reservation.notifyClient, body.notify_client)
  }
  if (body.reminder_send_at !== undefined) {
    const reminder = body.reminder_send_at ? new Date(body.reminder_send_at) : null
    record('reminder_send_at', 'reminderSendAt', reservation.reminderSendAt, reminder, asIso)
  } else if (reservation.reminderSendAt && startsAt.getTime() !== reservation.startsAt.getTime()) {
    // A reminder time of its own moves with the reservation, the same time before the visit.
    const shifted = new Date(
      reservation.reminderSendAt.getTime() + startsAt.getTime() - reservation.startsAt.getTime(),
    )
    record('reminder_send_at', 'reminderSendAt', reservation.reminderSendAt, shifted, asIso)
  }
  return {
    workerId,
    startsAt,
    endsAt,
    items,
    changes,
    diff,
    timeChanged: 'starts_at' in diff || 'ends_at' in diff || 'worker_id' in diff,
    visitChanged: ['starts_at', 'ends_at', 'worker_id', 'items'].some((field) => field in diff),
  }
}
