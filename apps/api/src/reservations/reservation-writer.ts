/**
 * The one way a reservation comes into being, shared by the business calendar and the public booking page.
 * Call it inside withClashDetection (reservation-clash.ts): the exclusion constraint, not a prior check,
 * is what keeps a worker from being booked twice.
 */
import { reservationEnd, sumReservationItems } from '@rezervo/shared/reservations/index'
import type { DatabaseOrTransaction } from '../db/client'
import { reservationHistory, reservationItems, reservations } from '../db/schema'

export type ReservationSource = 'business' | 'online'
export type ReservationActor = 'business' | 'customer' | 'system'

/** An item as booked: name, duration and price are copied so later catalogue changes keep history intact. */
export interface BookedItem {
  itemId: number
  name: string
  durationMinutes: number
  bufferAfterMinutes: number
  priceCzk: number
}

export interface NewReservationInput {
  companyId: number
  branchId: number
  workerId: number
  customerId: number
  startsAt: Date
  /** At least one; their order is kept. */
  items: BookedItem[]
  note: string | null
  source: ReservationSource
  notifyClient: boolean
  reminderSendAt: Date | null
  createdByUserId: number | null
  actor: ReservationActor
  /** The clock's time (deps.clock.now()) for created_at, updated_at and the history row; else the database's. */
  now?: Date
}

export interface InsertedReservation {
  id: number
  startsAt: Date
  endsAt: Date
  priceCzk: number
}

/** The worker time the input would hold: start to start + durations + buffers. */
export function plannedSlot(input: Pick<NewReservationInput, 'workerId' | 'startsAt' | 'items'>) {
  const { occupiedMinutes } = sumReservationItems(input.items)
  return {
    workerId: input.workerId,
    startsAt: input.startsAt,
    endsAt: reservationEnd(input.startsAt, occupiedMinutes),
  }
}

/**
 * Inserts the reservation, its items and a 'created' history row. The end and the price follow from the
 * items (sumReservationItems). Throws the database's exclusion violation (23P01) on a clash; run it in
 * withClashDetection to turn that into a 409 naming the clashing time.
 */
export async function insertReservation(
  tx: DatabaseOrTransaction,
  input: NewReservationInput,
): Promise<InsertedReservation> {
  if (input.items.length === 0) throw new RangeError('a reservation needs at least one item')
  const { endsAt } = plannedSlot(input)
  const { priceCzk } = sumReservationItems(input.items)
  const [row] = await tx
    .insert(reservations)
    .values({
      companyId: input.companyId,
      branchId: input.branchId,
      workerId: input.workerId,
      customerId: input.customerId,
      startsAt: input.startsAt,
      endsAt,
      note: input.note,
      priceCzk,
      source: input.source,
      notifyClient: input.notifyClient,
      reminderSendAt: input.reminderSendAt,
      createdByUserId: input.createdByUserId,
      ...(input.now ? { createdAt: input.now, updatedAt: input.now } : {}),
    })
    .returning({ id: reservations.id })
  if (!row) throw new Error('reservation insert returned no row')
  await tx.insert(reservationItems).values(
    input.items.map((item, position) => ({
      reservationId: row.id,
      itemId: item.itemId,
      name: item.name,
      durationMinutes: item.durationMinutes,
      bufferAfterMinutes: item.bufferAfterMinutes,
      priceCzk: item.priceCzk,
      position,
    })),
  )
  await tx.insert(reservationHistory).values({
    reservationId: row.id,
    actor: input.actor,
    userId: input.createdByUserId,
    action: 'created',
    changes: {
      source: input.source,
      branch_id: input.branchId,
      worker_id: input.workerId,
      customer_id: input.customerId,
      starts_at: input.startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      price_czk: priceCzk,
      items: input.items.map((item) => item.name),
    },
    ...(input.now ? { createdAt: input.now } : {}),
  })
  return { id: row.id, startsAt: input.startsAt, endsAt, priceCzk }
}
