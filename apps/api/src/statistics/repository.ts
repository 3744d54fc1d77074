/**
 * The statistics' sums, grouped in the database (decision 041). Every reservation belongs to the Prague
 * calendar day its start falls on, `(starts_at at time zone 'Europe/Prague')::date`, so a day of 23 or 25
 * hours is still one day. The range arrives as instants (local midnights), which keeps the
 * (company_id, starts_at) index usable; only the grouping converts to the local day.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'

/** The rows of a raw statement; the driver's answer is typed loosely across both engines. */
async function rowsOf<Row>(db: DatabaseOrTransaction, query: SQL): Promise<Row[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: Row[] }).rows
}

export interface StatisticsScope {
  companyId: number
  /** One branch, or every branch of the company. */
  branchId: number | undefined
  timeZone: string
}

/** Real time [from, to): from the first date's local midnight to the midnight after the last date. */
export interface InstantRange {
  from: Date
  to: Date
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`

function reservationsIn(scope: StatisticsScope, range: InstantRange, alias = 'r'): SQL {
  const r = sql.raw(alias)
  return sql`${r}.company_id = ${scope.companyId}
    and ${r}.starts_at >= ${at(range.from)} and ${r}.starts_at < ${at(range.to)}
    ${scope.branchId === undefined ? sql`` : sql`and ${r}.branch_id = ${scope.branchId}`}`
}

/**
 * A column of a payment's reservation, looked up by its key. A subquery rather than a join: the planner
 * would hash every reservation of the table for a join, where a month's payments need a thousand probes.
 */
const ofPaidReservation = (column: 'worker_id' | 'branch_id') =>
  sql`(select r.${sql.raw(column)} from reservations r where r.id = p.reservation_id)`

/** The payments received in the range (payments carry their company; a branch's through their reservation). */
function paymentsIn(scope: StatisticsScope, range: InstantRange): SQL {
  return sql`p.company_id = ${scope.companyId}
    and p.paid_at >= ${at(range.from)} and p.paid_at < ${at(range.to)}
    ${scope.branchId === undefined ? sql`` : sql`and ${ofPaidReservation('branch_id')} = ${scope.branchId}`}`
}

const paymentsFrom = (scope: StatisticsScope, range: InstantRange) =>
  sql`from payments p where ${paymentsIn(scope, range)}`

/**
 * Reservations holding some time of the range. A reservation is shorter than a day, so the lower bound on
 * starts_at a day early keeps the index range bounded.
 */
function overlapping(scope: StatisticsScope, range: InstantRange): SQL {
  return sql`r.company_id = ${scope.companyId} and r.cancelled_at is null
    and r.starts_at >= ${at(range.from)} - interval '1 day' and r.starts_at < ${at(range.to)}
    and r.ends_at > ${at(range.from)}
    ${scope.branchId === undefined ? sql`` : sql`and r.branch_id = ${scope.branchId}`}`
}

const clippedMinutes = (range: InstantRange) =>
  sql`extract(epoch from least(r.ends_at, ${at(range.to)}) - greatest(r.starts_at, ${at(range.from)})) / 60`

export interface SummaryRow {
  reservations: number
  cancelled: number
  planned_czk: number
  real_czk: number
  begun: number
  no_shows: number
  online: number
  business: number
  new_customers: number
  returning_customers: number
  booked_minutes: number
}

export const summarySql = (scope: StatisticsScope, range: InstantRange, now: Date) =>
  sql`
    with ranged as (select r.customer_id, r.price_czk, r.cancelled_at, r.starts_at, r.attendance, r.source
      from reservations r where ${reservationsIn(scope, range)}),
    c as (select distinct r.customer_id from ranged r where r.cancelled_at is null),
    f as (select count(*) filter (where r.cancelled_at is null)::int as reservations,
      count(*) filter (where r.cancelled_at is not null)::int as cancelled,
      coalesce(sum(r.price_czk) filter (where r.cancelled_at is null), 0)::int as planned_czk,
      count(*) filter (where r.cancelled_at is null and r.starts_at <= ${at(now)})::int as begun,
      count(*) filter (where r.cancelled_at is null and r.starts_at <= ${at(now)}
        and r.attendance = 'no_show')::int as no_shows,
      count(*) filter (where r.cancelled_at is null and r.source = 'online')::int as online,
      count(*) filter (where r.cancelled_at is null and r.source <> 'online')::int as business
      from ranged r)
    select f.*,
      (select count(*) from c where exists (select 1 from reservations e where e.customer_id = c.customer_id
        and e.cancelled_at is null
        and e.starts_at < ${at(range.from)}))::int as returning_customers,
      (select count(*) from c)::int as customers,
      (select coalesce(sum(p.amount_czk), 0) ${paymentsFrom(scope, range)})::int as real_czk,
      (select coalesce(round(sum(${clippedMinutes(range)})), 0) from reservations r
        where ${overlapping(scope, range)})::int as booked_minutes
    from f
  `

/** The range's totals in one statement (one round trip). */
export async function findSummary(
  db: DatabaseOrTransaction,
  scope: StatisticsScope,
  range: InstantRange,
  now: Date,
): Promise<SummaryRow> {
  const [row] = await rowsOf<Omit<SummaryRow, 'new_customers'> & { customers: number }>(
    db,
    summarySql(scope, range, now),
  )
  if (!row) throw new Error('An aggregate always answers one row')
  const { customers, ...rest } = row
  return { ...rest, new_customers: customers - row.returning_customers }
}

export interface DayRow {
  date: string
  reservations: number
  planned_czk: number
  real_czk: number
}

export const daysSql = (scope: StatisticsScope, range: InstantRange) =>
  sql`
    with planned as (
      select (r.starts_at at time zone ${scope.timeZone})::date as day, count(*)::int as reservations,
        sum(r.price_czk)::int as planned_czk
      from reservations r where ${reservationsIn(scope, range)} and r.cancelled_at is null group by 1),
    paid as (
      select (p.paid_at at time zone ${scope.timeZone})::date as day, sum(p.amount_czk)::int as real_czk
      ${paymentsFrom(scope, range)} group by 1)
    select to_char(coalesce(planned.day, paid.day), 'YYYY-MM-DD') as date,
      coalesce(planned.reservations, 0) as reservations, coalesce(planned.planned_czk, 0) as planned_czk,
      coalesce(paid.real_czk, 0) as real_czk
    from planned full join paid on paid.day = planned.day
    order by 1
  `

/** Per local day: non-cancelled reservations and their prices by start, payments by the day they were paid. */
export async function findDays(
  db: DatabaseOrTransaction,
  scope: StatisticsScope,
  range: InstantRange,
): Promise<DayRow[]> {
  return rowsOf<DayRow>(db, daysSql(scope, range))
}

export interface ServiceRow {
  item_id: number
  name: string
  count: number
  planned_czk: number
}

export const servicesSql = (scope: StatisticsScope, range: InstantRange) =>
  sql`
    select i.id as item_id, i.name, count(*)::int as count, sum(ri.price_czk)::int as planned_czk
    from reservations r
    -- Each reservation's lines by its key: as a plain join the planner hashed every line of the database
    -- (the scale audit, issue 39); offset 0 keeps the subquery from being pulled up into such a join.
    cross join lateral (select l.item_id, l.price_czk from reservation_items l where l.reservation_id = r.id offset 0) ri
    join items i on i.id = ri.item_id
    where ${reservationsIn(scope, range)} and r.cancelled_at is null
    group by i.id, i.name
    order by planned_czk desc, i.name
  `

/** The agreed prices of each service in the non-cancelled reservations starting in the range. */
export async function findServices(
  db: DatabaseOrTransaction,
  scope: StatisticsScope,
  range: InstantRange,
): Promise<ServiceRow[]> {
  return rowsOf<ServiceRow>(db, servicesSql(scope, range))
}

export interface WorkerRow {
  worker_id: number
  name: string
  reservations: number
  planned_czk: number
  real_czk: number
  booked_minutes: number
}

export const workerFiguresSql = (scope: StatisticsScope, range: InstantRange) =>
  sql`
    with planned as (
      select r.worker_id, count(*)::int as reservations, sum(r.price_czk)::int as planned_czk
      from reservations r where ${reservationsIn(scope, range)} and r.cancelled_at is null group by 1),
    booked as (
      select r.worker_id, round(sum(${clippedMinutes(range)}))::int as booked_minutes
      from reservations r where ${overlapping(scope, range)} group by 1),
    paid as (
      select ${ofPaidReservation('worker_id')} as worker_id, sum(p.amount_czk)::int as real_czk
      ${paymentsFrom(scope, range)} group by 1),
    ids as (select worker_id from planned union select worker_id from booked union select worker_id from paid)
    select w.id as worker_id, w.name, coalesce(planned.reservations, 0) as reservations,
      coalesce(planned.planned_czk, 0) as planned_czk, coalesce(paid.real_czk, 0) as real_czk,
      coalesce(booked.booked_minutes, 0) as booked_minutes
    from ids join workers w on w.id = ids.worker_id
    left join planned on planned.worker_id = ids.worker_id
    left join booked on booked.worker_id = ids.worker_id
    left join paid on paid.worker_id = ids.worker_id
  `

/** Per worker with any reservation or payment in the range (a deleted worker too). */
export async function findWorkerFigures(
  db: DatabaseOrTransaction,
  scope: StatisticsScope,
  range: InstantRange,
): Promise<WorkerRow[]> {
  return rowsOf<WorkerRow>(db, workerFiguresSql(scope, range))
}

/** The live branches the statistics read working time from: the one asked for, or all of the company's. */
export async function findScopeBranchIds(
  db: DatabaseOrTransaction,
  scope: StatisticsScope,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    select b.id from branches b where b.company_id = ${scope.companyId} and b.archived_at is null
    ${scope.branchId === undefined ? sql`` : sql`and b.id = ${scope.branchId}`}
    order by b.id
  `,
  )
  return rows.map((row) => row.id)
}

/** Names of workers who had working time but no reservation in the range. */
export async function findWorkerNames(db: DatabaseOrTransaction, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>()
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select w.id, w.name from workers w where w.id in ${[...ids]}`,
  )
  return new Map(rows.map((row) => [row.id, row.name]))
}
