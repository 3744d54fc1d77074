/** Reads of reservations with what every answer shows: branch zone, worker, customer, items, amount paid. */
import type { ReservationFilter } from '@rezervo/shared'
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql, sum } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { reservationDuring } from '../db/during'
import { pagedList, rowCount } from '../db/paged-list'
import { readTogether } from '../db/read-together'
import { branches, customers, payments, reservationItems, reservations, workers } from '../db/schema'

export type ReservationRecord = typeof reservations.$inferSelect
export type ReservationItemRecord = typeof reservationItems.$inferSelect

const joinedColumns = {
  reservation: reservations,
  timeZone: branches.timeZone,
  worker: {
    id: workers.id,
    name: workers.name,
    color: workers.color,
    // A deleted worker's reservations stay visible and editable; the screens mark the worker (issue 22).
    archived: sql<boolean>`(${workers.archivedAt} is not null)`,
  },
  customer: {
    id: customers.id,
    firstName: customers.firstName,
    surname: customers.surname,
    email: customers.email,
    phone: customers.phone,
    locale: customers.locale,
  },
}

export interface FullReservationRow {
  reservation: ReservationRecord
  timeZone: string
  worker: { id: number; name: string; color: string; archived: boolean }
  customer: {
    id: number
    firstName: string
    surname: string
    email: string | null
    phone: string | null
    locale: string
  }
  items: ReservationItemRecord[]
  paidCzk: number
}

function selectJoined(db: DatabaseOrTransaction) {
  return db
    .select(joinedColumns)
    .from(reservations)
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .innerJoin(workers, eq(workers.id, reservations.workerId))
    .innerJoin(customers, eq(customers.id, reservations.customerId))
}

/** Items and payment totals of a page of reservations: two queries, whatever the page size. */
async function completeRows(
  db: DatabaseOrTransaction,
  rows: Omit<FullReservationRow, 'items' | 'paidCzk'>[],
): Promise<FullReservationRow[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.reservation.id)
  const [itemRows, paidRows] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(reservationItems)
        .where(inArray(reservationItems.reservationId, ids))
        .orderBy(
          asc(reservationItems.reservationId),
          asc(reservationItems.position),
          asc(reservationItems.id),
        ),
    () =>
      db
        .select({ reservationId: payments.reservationId, paid: sum(payments.amountCzk).mapWith(Number) })
        .from(payments)
        .where(inArray(payments.reservationId, ids))
        .groupBy(payments.reservationId),
  )
  const paidById = new Map(paidRows.map((row) => [row.reservationId, row.paid]))
  return rows.map((row) => ({
    ...row,
    items: itemRows.filter((item) => item.reservationId === row.reservation.id),
    paidCzk: paidById.get(row.reservation.id) ?? 0,
  }))
}

export async function findReservationById(db: DatabaseOrTransaction, reservationId: number) {
  const rows = await selectJoined(db).where(eq(reservations.id, reservationId))
  const [row] = await completeRows(db, rows)
  return row
}

/**
 * Local dates compare in each reservation's own branch zone, which keeps DST nights right. That bound depends
 * on the row's branch, so an index cannot use it: a day's margin either side in UTC (no zone is a day away)
 * bounds the company's start index, and the exact comparison then decides (issue 39's scale audit: a month's
 * page read every earlier reservation of the company).
 */
function filterConditions(companyId: number, filter: ReservationFilter, now: Date) {
  const state = {
    upcoming: and(isNull(reservations.cancelledAt), gt(reservations.endsAt, now)),
    expired: and(isNull(reservations.cancelledAt), lte(reservations.endsAt, now)),
    cancelled: isNotNull(reservations.cancelledAt),
  }
  return and(
    eq(reservations.companyId, companyId),
    filter.state ? state[filter.state] : undefined,
    filter.from
      ? gte(reservations.startsAt, sql`((${filter.from}::date - 1)::timestamp at time zone 'UTC')`)
      : undefined,
    filter.from
      ? gte(reservations.startsAt, sql`(${filter.from}::date::timestamp at time zone ${branches.timeZone})`)
      : undefined,
    filter.to
      ? lt(reservations.startsAt, sql`((${filter.to}::date + 2)::timestamp at time zone 'UTC')`)
      : undefined,
    filter.to
      ? lt(
          reservations.startsAt,
          sql`((${filter.to}::date + 1)::timestamp at time zone ${branches.timeZone})`,
        )
      : undefined,
    filter.branch_id ? eq(reservations.branchId, filter.branch_id) : undefined,
    filter.worker_id ? eq(reservations.workerId, filter.worker_id) : undefined,
    filter.customer_id ? eq(reservations.customerId, filter.customer_id) : undefined,
  )
}

export async function listReservations(
  db: DatabaseOrTransaction,
  companyId: number,
  filter: ReservationFilter,
  now: Date,
  page: { limit: number; offset: number },
) {
  const where = filterConditions(companyId, filter, now)
  const direction = filter.order === 'desc' ? desc : asc
  const { rows, total } = await pagedList(
    selectJoined(db).where(where).orderBy(direction(reservations.startsAt), direction(reservations.id)),
    db
      .select(rowCount)
      .from(reservations)
      .innerJoin(branches, eq(branches.id, reservations.branchId))
      .where(where),
    page,
  )
  return { rows: await completeRows(db, rows), total }
}

/** Every reservation in a branch overlapping [from, to), cancelled ones included, ascending by start. */
export async function findCalendarReservations(
  db: DatabaseOrTransaction,
  branchId: number,
  workerIds: readonly number[] | undefined,
  range: { from: Date; to: Date },
) {
  const rows = await selectJoined(db)
    .where(
      and(
        eq(reservations.branchId, branchId),
        workerIds ? inArray(reservations.workerId, [...workerIds]) : undefined,
        reservationDuring(range),
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
  return completeRows(db, rows)
}

/** The next non-cancelled reservations of a branch that start at or after `from`. */
export async function findNextReservations(
  db: DatabaseOrTransaction,
  branchId: number,
  from: Date,
  limit: number,
  workerId?: number,
) {
  const rows = await selectJoined(db)
    .where(
      and(
        eq(reservations.branchId, branchId),
        workerId === undefined ? undefined : eq(reservations.workerId, workerId),
        isNull(reservations.cancelledAt),
        gte(reservations.startsAt, from),
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.id))
    .limit(limit)
  return completeRows(db, rows)
}
