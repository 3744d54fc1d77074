/**
 * The one way a reservation comes into being, shared by the business calendar and the public booking page.
 * Call it inside withClashDetection (reservation-clash.ts): the exclusion constraint, not a prior check,
 * is what keeps a worker from being booked twice.
 */
import { reservationEnd, sumReservationItems } from '@rezervo/shared/reservations/index'
import { type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { rowFromJson } from '../db/json-rows'
import { executeNamed } from '../db/prepared'
import { reservationItems, reservations } from '../db/schema'
import { recordedNamesSql } from './history-names-repository'

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
  /** The branch's cancellation and reschedule deadline now: the reservation keeps it (what was promised). */
  cancellationDeadlineHours: number
  createdByUserId: number | null
  actor: ReservationActor
  /** The clock's time (deps.clock.now()) for created_at, updated_at and the history row; else the database's. */
  now?: Date
}

/**
 * Facts a caller reads in the reservation's own statement (one round trip): SQL expressions by name, answered
 * in `InsertedReservation.checks`. They see the statement's snapshot, taken after the locks the transaction
 * holds so far, and not the reservation being inserted; a caller refusing on them throws, which rolls the
 * insert back with the transaction.
 */
export type ReservationChecks = Record<string, SQL>

export interface InsertedReservation {
  id: number
  startsAt: Date
  endsAt: Date
  priceCzk: number
  /** The rows as stored, so a caller need not read them back. */
  row: typeof reservations.$inferSelect
  items: (typeof reservationItems.$inferSelect)[]
  /** The values of the caller's checks, by name. */
  checks: Record<string, unknown>
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

interface StoredRows {
  reservation: Record<string, unknown>
  items: Record<string, unknown>[]
  checks: Record<string, unknown> | null
}

/**
 * Inserts the reservation, its items and a 'created' history row, in one statement (one round trip), and
 * answers the rows as stored. The end and the price follow from the items (sumReservationItems). Throws the
 * database's exclusion violation (23P01) on a clash; run it in withClashDetection to turn that into a 409
 * naming the clashing time. With `diaryLock` (withClashDetection's, `lockInWritingStatement`) the statement
 * takes the worker's diary lock before it inserts: the lock is then held only for the rest of the
 * transaction, not across the caller's earlier statements.
 */
export async function insertReservation(
  tx: DatabaseOrTransaction,
  input: NewReservationInput,
  checks: ReservationChecks = {},
  diaryLock?: SQL,
): Promise<InsertedReservation> {
  if (input.items.length === 0) throw new RangeError('a reservation needs at least one item')
  const { endsAt } = plannedSlot(input)
  const { priceCzk } = sumReservationItems(input.items)
  // The worker column reads the lock's CTE, so the lock is granted before the row exists (and before the
  // exclusion constraint looks for overlaps, which sees every committed row whatever the statement's snapshot).
  const workerId = diaryLock ? sql`(select ${input.workerId}::int from l)` : input.workerId
  const reservation = tx
    .insert(reservations)
    .values({
      companyId: input.companyId,
      branchId: input.branchId,
      workerId,
      customerId: input.customerId,
      startsAt: input.startsAt,
      endsAt,
      note: input.note,
      priceCzk,
      source: input.source,
      notifyClient: input.notifyClient,
      reminderSendAt: input.reminderSendAt,
      cancellationDeadlineHours: input.cancellationDeadlineHours,
      createdByUserId: input.createdByUserId,
      ...(input.now ? { createdAt: input.now, updatedAt: input.now } : {}),
    })
    .returning()
    .getSQL()
  const items = JSON.stringify(
    input.items.map((item, position) => ({
      item_id: item.itemId,
      name: item.name,
      duration_minutes: item.durationMinutes,
      buffer_after_minutes: item.bufferAfterMinutes,
      price_czk: item.priceCzk,
      position,
    })),
  )
  const changes = JSON.stringify({
    source: input.source,
    branch_id: input.branchId,
    worker_id: input.workerId,
    customer_id: input.customerId,
    starts_at: input.startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    price_czk: priceCzk,
    items: input.items.map((item) => item.name),
  })
  const lock = diaryLock ? sql`l as (select ${diaryLock}), ` : sql``
  const result = await executeNamed<StoredRows>(
    tx,
    'reservation_insert',
    sql`
    with ${lock}r as (${reservation}),
    i as (
      insert into reservation_items
        (reservation_id, item_id, name, duration_minutes, buffer_after_minutes, price_czk, position)
      select r.id, x.item_id, x.name, x.duration_minutes, x.buffer_after_minutes, x.price_czk, x.position
      from r, jsonb_to_recordset(${items}::jsonb) as x(item_id int, name text, duration_minutes int,
        buffer_after_minutes int, price_czk int, position int)
      returning *
    ),
    h as (
      insert into reservation_history (reservation_id, actor, user_id, action, changes, names, created_at)
      select r.id, ${input.actor}::text, ${input.createdByUserId}::int, 'created', ${changes}::jsonb,
        ${recordedNamesSql({ workers: [input.workerId], branches: [input.branchId] })},
        coalesce(${input.now?.toISOString() ?? null}::timestamptz, now())
      from r
    )
    select to_jsonb(r) as reservation,
      (select jsonb_agg(to_jsonb(i) order by i.position) from i) as items,
      ${checksObject(checks)} as checks
    from r`,
  )
  const [stored] = result.rows
  if (!stored) throw new Error('reservation insert returned no row')
  const row = rowFromJson(reservations, stored.reservation)
  return {
    id: row.id,
    startsAt: input.startsAt,
    endsAt,
    priceCzk,
    row,
    items: stored.items.map((item) => rowFromJson(reservationItems, item)),
    checks: stored.checks ?? {},
  }
}

function checksObject(checks: ReservationChecks): SQL {
  const entries = Object.entries(checks)
  if (entries.length === 0) return sql`null::jsonb`
  return sql`jsonb_build_object(${sql.join(
    entries.map(([name, expression]) => sql`${name}::text, ${expression}`),
    sql`, `,
  )})`
}
