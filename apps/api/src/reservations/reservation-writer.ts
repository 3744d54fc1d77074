/**
 * The one way a reservation comes into being, shared by the business calendar and the public booking page.
 * Call it inside withClashDetection (reservation-clash.ts): the exclusion constraint, not a prior check,
 * is what keeps a worker from being booked twice.
 */
import { reservationEnd, sumReservationItems } from '@rezervo/shared/reservations/index'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
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
  /**
   * Ids drawn before the transaction's locks (reservationIdsSql): the rows are stored under them, so what
   * is written about the reservation (emails, the key's answer) can be rendered before its statement.
   */
  ids?: ReservationIds
}

/** A reservation's id and its items' ids, in the items' order, drawn from their sequences. */
export interface ReservationIds {
  reservation: number
  items: number[]
}

/**
 * An SQL expression (jsonb `{"reservation": id, "items": [ids]}`) drawing the ids of a reservation with
 * `itemCount` items from their sequences, for a statement the caller sends before the reservation's
 * (sequences are not rolled back: an id drawn for a refused booking is a gap, as an aborted insert leaves).
 */
export function reservationIdsSql(itemCount: number | SQLWrapper): SQL {
  return sql`jsonb_build_object('reservation', nextval('reservations_id_seq'::regclass),
    'items', (select jsonb_agg(nextval('reservation_items_id_seq'::regclass) order by n)
      from generate_series(1, ${itemCount}::int) as n))`
}

/** Draws the ids in a statement of their own (when the caller has no statement to add them to). */
export async function drawReservationIds(
  tx: DatabaseOrTransaction,
  itemCount: number,
): Promise<ReservationIds> {
  const result = (await tx.execute(sql`select ${reservationIdsSql(itemCount)} as ids`)) as unknown as {
    rows: { ids: unknown }[]
  }
  return reservationIdsFromJson(result.rows[0]?.ids)
}

export function reservationIdsFromJson(value: unknown): ReservationIds {
  const ids = value as { reservation: number | string; items: (number | string)[] }
  return { reservation: Number(ids.reservation), items: ids.items.map(Number) }
}

/**
 * The rows insertReservation stores for `input` with its drawn ids, as it will answer them: what a caller
 * renders before the statement (the booking's emails and answer, decision 051).
 */
export function reservationRowsOf(
  input: NewReservationInput & { ids: ReservationIds; now: Date },
): Pick<InsertedReservation, 'row' | 'items'> {
  const { endsAt } = plannedSlot(input)
  const { priceCzk } = sumReservationItems(input.items)
  const row: typeof reservations.$inferSelect = {
    id: input.ids.reservation,
    companyId: input.companyId,
    branchId: input.branchId,
    workerId: input.workerId,
    customerId: input.customerId,
    startsAt: input.startsAt,
    endsAt,
    note: input.note,
    priceCzk,
    cancellationDeadlineHours: input.cancellationDeadlineHours,
    source: input.source,
    notifyClient: input.notifyClient,
    reminderSendAt: input.reminderSendAt,
    reminderSentAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    attendance: null,
    icsSequence: 0,
    createdByUserId: input.createdByUserId,
    createdAt: input.now,
    updatedAt: input.now,
  }
  const items = input.items.map((item, position) => ({
    id: input.ids.items[position] ?? 0,
    reservationId: input.ids.reservation,
    itemId: item.itemId,
    name: item.name,
    durationMinutes: item.durationMinutes,
    bufferAfterMinutes: item.bufferAfterMinutes,
    priceCzk: item.priceCzk,
    position,
  }))
  return { row, items }
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
 * takes the diary locks (the slot's buckets) before it inserts: they are then held only for the rest of the
 * transaction, not across the caller's earlier statements. `alongside`: the caller's writes (data-modifying
 * statements: the booking's emails and key answer) as CTEs of the same statement; they see its snapshot, not
 * the reservation, and roll back with it.
 */
export async function insertReservation(
  tx: DatabaseOrTransaction,
  input: NewReservationInput,
  checks: ReservationChecks = {},
  diaryLock?: SQL,
  alongside: readonly SQL[] = [],
): Promise<InsertedReservation> {
  if (input.items.length === 0) throw new RangeError('a reservation needs at least one item')
  if (input.ids && input.ids.items.length !== input.items.length) {
    throw new RangeError('one drawn id per item')
  }
  const { endsAt } = plannedSlot(input)
  const { priceCzk } = sumReservationItems(input.items)
  // The worker column reads the lock's CTE, so the lock is granted before the row exists (and before the
  // exclusion constraint looks for overlaps, which sees every committed row whatever the statement's snapshot).
  const workerId = diaryLock ? sql`(select ${input.workerId}::int from l)` : input.workerId
  const insert = tx.insert(reservations)
  const reservation = (input.ids ? insert.overridingSystemValue() : insert)
    .values({
      ...(input.ids ? { id: input.ids.reservation } : {}),
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
      id: input.ids?.items[position] ?? null,
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
        (${input.ids ? sql`id, ` : sql``}reservation_id, item_id, name, duration_minutes, buffer_after_minutes,
          price_czk, position)
      ${input.ids ? sql`overriding system value ` : sql``}select ${input.ids ? sql`x.id, ` : sql``}r.id, x.item_id,
        x.name, x.duration_minutes, x.buffer_after_minutes, x.price_czk, x.position
      from r, jsonb_to_recordset(${items}::jsonb) as x(id int, item_id int, name text, duration_minutes int,
        buffer_after_minutes int, price_czk int, position int)
      returning *
    ),
    h as (
      insert into reservation_history (reservation_id, actor, user_id, action, changes, names, created_at)
      select r.id, ${input.actor}::text, ${input.createdByUserId}::int, 'created', ${changes}::jsonb,
        ${recordedNamesSql({ workers: [input.workerId], branches: [input.branchId] })},
        coalesce(${input.now?.toISOString() ?? null}::timestamptz, now())
      from r
    )${sql.join(
      alongside.map((write, index) => sql`, ${sql.raw(`alongside_${index}`)} as (${write})`),
      sql``,
    )}
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
