/**
 * The one way a reservation comes into being, shared by the business calendar and the public booking page.
 * Call it inside withClashDetection (reservation-clash.ts): the exclusion constraint, not a prior check,
 * is what keeps a worker from being booked twice.
 */
import { reservationEnd, sumReservationItems } from '@rezervo/shared/reservations/index'
import { type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { rowFromJson } from '../db/json-rows'
import { definePreparedStatement, mergeValues, type PreparedPart, placeholdersOf } from '../db/prepared'
import { reservationItems, reservations } from '../db/schema'
import { namesOfIdsSql } from './history-names-repository'

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
   * Ids drawn before the transaction's locks (drawReservationIds, or the booking's customer statement): the
   * rows are stored under them, so what is written about the reservation (emails, the key's answer) can be
   * rendered before its statement.
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
 * `itemCount` items from their sequences (sequences are not rolled back: an id drawn for a refused write is a
 * gap, as an aborted insert leaves). The public booking draws them the same way in its customer's statement
 * (booking/booking-statement-repository.ts) and reads them with reservationIdsFromJson.
 */
function reservationIdsSql(itemCount: number): SQL {
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
 * Facts a caller reads in the reservation's own statement (one round trip): SQL expressions by name (parts
 * of a statement built once, db/prepared.ts), answered in `InsertedReservation.checks`. They see the
 * statement's snapshot, taken after the locks the transaction holds so far, and not the reservation being
 * inserted; a caller refusing on them throws, which rolls the insert back with the transaction.
 */
export type ReservationChecks = Record<string, PreparedPart<DatabaseOrTransaction>>

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

/** The placeholders' values of the reservation's own rows (reservationInsertStatement). */
function reservationValues(input: NewReservationInput) {
  const { endsAt } = plannedSlot(input)
  const { priceCzk } = sumReservationItems(input.items)
  return {
    id: input.ids?.reservation ?? 0,
    companyId: input.companyId,
    branchId: input.branchId,
    workerId: input.workerId,
    customerId: input.customerId,
    // Dates through the columns' encoders (Drizzle fills a column's placeholder with its mapToDriverValue).
    startsAt: input.startsAt,
    endsAt,
    note: input.note,
    priceCzk,
    source: input.source,
    notifyClient: input.notifyClient,
    // Nullable, so a cast placeholder as text (a null would go through the timestamp's encoder, db/prepared.ts).
    reminderSendAt: input.reminderSendAt?.toISOString() ?? null,
    cancellationDeadlineHours: input.cancellationDeadlineHours,
    createdByUserId: input.createdByUserId,
    createdAt: input.now ?? new Date(0),
    items: JSON.stringify(
      input.items.map((item, position) => ({
        id: input.ids?.items[position] ?? null,
        item_id: item.itemId,
        name: item.name,
        duration_minutes: item.durationMinutes,
        buffer_after_minutes: item.bufferAfterMinutes,
        price_czk: item.priceCzk,
        position,
      })),
    ),
    actor: input.actor,
    changes: JSON.stringify({
      source: input.source,
      branch_id: input.branchId,
      worker_id: input.workerId,
      customer_id: input.customerId,
      starts_at: input.startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      price_czk: priceCzk,
      items: input.items.map((item) => item.name),
    }),
    historyAt: input.now?.toISOString() ?? null,
    namedWorkers: [input.workerId],
    namedBranches: [input.branchId],
  }
}

/** What the reservation statement's text depends on: optional parts and the caller's parts, never a value. */
interface ReservationInsertShape {
  /** The ids were drawn before (input.ids). */
  ids: boolean
  /** The clock's time given (input.now): created_at and updated_at are written. */
  now: boolean
  diaryLock: PreparedPart<DatabaseOrTransaction> | undefined
  checks: [string, PreparedPart<DatabaseOrTransaction>][]
  alongside: readonly PreparedPart<DatabaseOrTransaction>[]
}

const reservationInsertShapeKey = (shape: ReservationInsertShape) =>
  [
    shape.ids ? 'ids' : '',
    shape.now ? 'now' : '',
    shape.diaryLock?.shape ?? '',
    ...shape.checks.map(([name, check]) => `${name}=${check.shape}`),
    '/',
    ...shape.alongside.map((write) => write.shape),
  ].join(',')

/** Any input: only the names of reservationValues' answer matter for the placeholders. */
const PLACEHOLDER_INPUT: NewReservationInput = {
  companyId: 0,
  branchId: 0,
  workerId: 0,
  customerId: 0,
  startsAt: new Date(0),
  items: [],
  note: null,
  source: 'online',
  notifyClient: false,
  reminderSendAt: null,
  cancellationDeadlineHours: 0,
  createdByUserId: null,
  actor: 'customer',
}

/** Built once per shape (db/prepared.ts, decision 053); every value of the rows is a placeholder. */
const reservationInsertStatement = definePreparedStatement<
  StoredRows,
  ReservationInsertShape,
  DatabaseOrTransaction
>(
  'reservation_insert',
  (shape, tx) => {
    const p = placeholdersOf(reservationValues(PLACEHOLDER_INPUT))
    const placeholder = (name: keyof typeof p) => sql.placeholder(name)
    // The worker column reads the lock's CTE, so the lock is granted before the row exists (and before the
    // exclusion constraint looks for overlaps, which sees every committed row whatever the statement's snapshot).
    const workerId = shape.diaryLock ? sql`(select ${p.workerId}::int from l)` : placeholder('workerId')
    const insert = tx.insert(reservations)
    const reservation = (shape.ids ? insert.overridingSystemValue() : insert)
      .values({
        ...(shape.ids ? { id: placeholder('id') } : {}),
        companyId: placeholder('companyId'),
        branchId: placeholder('branchId'),
        workerId,
        customerId: placeholder('customerId'),
        startsAt: placeholder('startsAt'),
        endsAt: placeholder('endsAt'),
        note: placeholder('note'),
        priceCzk: placeholder('priceCzk'),
        source: placeholder('source'),
        notifyClient: placeholder('notifyClient'),
        reminderSendAt: sql`${p.reminderSendAt}::timestamptz`,
        cancellationDeadlineHours: placeholder('cancellationDeadlineHours'),
        createdByUserId: placeholder('createdByUserId'),
        ...(shape.now ? { createdAt: placeholder('createdAt'), updatedAt: placeholder('createdAt') } : {}),
      })
      .returning()
      .getSQL()
    const lock = shape.diaryLock ? sql`l as (select ${shape.diaryLock.build(tx)}), ` : sql``
    return sql`
    with ${lock}r as (${reservation}),
    i as (
      insert into reservation_items
        (${shape.ids ? sql`id, ` : sql``}reservation_id, item_id, name, duration_minutes, buffer_after_minutes,
          price_czk, position)
      ${shape.ids ? sql`overriding system value ` : sql``}select ${shape.ids ? sql`x.id, ` : sql``}r.id, x.item_id,
        x.name, x.duration_minutes, x.buffer_after_minutes, x.price_czk, x.position
      from r, jsonb_to_recordset(${p.items}::jsonb) as x(id int, item_id int, name text, duration_minutes int,
        buffer_after_minutes int, price_czk int, position int)
      returning *
    ),
    h as (
      insert into reservation_history (reservation_id, actor, user_id, action, changes, names, created_at)
      select r.id, ${p.actor}::text, ${p.createdByUserId}::int, 'created', ${p.changes}::jsonb,
        ${namesOfIdsSql(p.namedWorkers, p.namedBranches)},
        coalesce(${p.historyAt}::timestamptz, now())
      from r
    )${sql.join(
      shape.alongside.map((write, index) => sql`, ${sql.raw(`alongside_${index}`)} as (${write.build(tx)})`),
      sql``,
    )}
    select to_jsonb(r) as reservation,
      (select jsonb_agg(to_jsonb(i) order by i.position) from i) as items,
      ${checksObject(shape.checks, tx)} as checks
    from r`
  },
  reservationInsertShapeKey,
)

/**
 * Inserts the reservation, its items and a 'created' history row, in one statement (one round trip), and
 * answers the rows as stored. The end and the price follow from the items (sumReservationItems). Throws the
 * database's exclusion violation (23P01) on a clash; run it in withClashDetection to turn that into a 409
 * naming the clashing time. With `diaryLock` (withClashDetection's, `lockInWritingStatement`) the statement
 * takes the diary locks (the slot's buckets) before it inserts: they are then held only for the rest of the
 * transaction, not across the caller's earlier statements. `alongside`: the caller's writes (data-modifying
 * statements: the booking's emails and key answer) as CTEs of the same statement; they see its snapshot, not
 * the reservation, and roll back with it. The statement's text is built once per shape (decision 053).
 */
export async function insertReservation(
  tx: DatabaseOrTransaction,
  input: NewReservationInput,
  checks: ReservationChecks = {},
  diaryLock?: PreparedPart<DatabaseOrTransaction>,
  alongside: readonly PreparedPart<DatabaseOrTransaction>[] = [],
): Promise<InsertedReservation> {
  if (input.items.length === 0) throw new RangeError('a reservation needs at least one item')
  if (input.ids && input.ids.items.length !== input.items.length) {
    throw new RangeError('one drawn id per item')
  }
  const { endsAt } = plannedSlot(input)
  const { priceCzk } = sumReservationItems(input.items)
  const checkEntries = Object.entries(checks)
  const values = mergeValues(
    reservationValues(input),
    ...(diaryLock ? [diaryLock.values] : []),
    ...checkEntries.map(([, check]) => check.values),
    ...alongside.map((write) => write.values),
  )
  const result = await reservationInsertStatement.run(tx, values, {
    ids: input.ids !== undefined,
    now: input.now !== undefined,
    diaryLock,
    checks: checkEntries,
    alongside,
  })
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

function checksObject(
  checks: [string, PreparedPart<DatabaseOrTransaction>][],
  tx: DatabaseOrTransaction,
): SQL {
  if (checks.length === 0) return sql`null::jsonb`
  return sql`jsonb_build_object(${sql.join(
    checks.map(([name, check]) => sql`${sql.raw(`'${checkName(name)}'`)}, ${check.build(tx)}`),
    sql`, `,
  )})`
}

/** A check's name as a literal of the text: a name of the caller's code, never of a request. */
function checkName(name: string): string {
  if (!/^[a-zA-Z_]+$/.test(name)) throw new RangeError(`a check's name must be letters: ${name}`)
  return name
}
