/** The payments overview: sums grouped in the database, and one page of the list. */
import type { PaymentFilter } from '@rezervo/shared'
import { and, asc, count, desc, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { DatabaseOrTransaction } from '../db/client'
import { branches, customers, payments, reservations, users, workers } from '../db/schema'

/** A payment's local date in its reservation's branch zone. */
const localDate = sql<string>`to_char(${payments.paidAt} at time zone ${branches.timeZone}, 'YYYY-MM-DD')`

/** Local dates compare in each branch's own zone, which keeps DST nights right. */
function paymentConditions(companyId: number, filter: PaymentFilter): SQL | undefined {
  return and(
    eq(payments.companyId, companyId),
    gte(payments.paidAt, sql`(${filter.from}::date::timestamp at time zone ${branches.timeZone})`),
    lt(payments.paidAt, sql`((${filter.to}::date + 1)::timestamp at time zone ${branches.timeZone})`),
    filter.branch_id ? eq(reservations.branchId, filter.branch_id) : undefined,
    filter.worker_id ? eq(reservations.workerId, filter.worker_id) : undefined,
    filter.method ? eq(payments.method, filter.method) : undefined,
  )
}

/** Joins every overview query needs: the reservation, its branch (zone) and its worker. */
function withReservation<T extends PgSelect>(query: T, where: SQL | undefined) {
  return query
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .innerJoin(workers, eq(workers.id, reservations.workerId))
    .where(where)
}

const totals = { totalCzk: sum(payments.amountCzk).mapWith(Number), count: count() }

export async function paymentTotals(db: DatabaseOrTransaction, companyId: number, filter: PaymentFilter) {
  const where = paymentConditions(companyId, filter)
  const [all, perDay, perMethod, perWorker] = await Promise.all([
    withReservation(db.select(totals).from(payments).$dynamic(), where),
    withReservation(
      db
        .select({ date: localDate, ...totals })
        .from(payments)
        .$dynamic(),
      where,
    )
      .groupBy(localDate)
      .orderBy(asc(localDate)),
    withReservation(
      db
        .select({ method: payments.method, ...totals })
        .from(payments)
        .$dynamic(),
      where,
    )
      .groupBy(payments.method)
      .orderBy(asc(payments.method)),
    withReservation(
      db
        .select({ workerId: workers.id, workerName: workers.name, ...totals })
        .from(payments)
        .$dynamic(),
      where,
    )
      .groupBy(workers.id, workers.name)
      .orderBy(asc(workers.name), asc(workers.id)),
  ])
  return { all: all[0] ?? { totalCzk: 0, count: 0 }, perDay, perMethod, perWorker }
}

/** Newest first. */
export async function listPayments(
  db: DatabaseOrTransaction,
  companyId: number,
  filter: PaymentFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      payment: payments,
      date: localDate,
      branchId: reservations.branchId,
      timeZone: branches.timeZone,
      reservationStartsAt: reservations.startsAt,
      worker: { id: workers.id, name: workers.name },
      customer: { id: customers.id, firstName: customers.firstName, surname: customers.surname },
      user: { id: users.id, firstName: users.firstName, surname: users.surname },
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .innerJoin(workers, eq(workers.id, reservations.workerId))
    .innerJoin(customers, eq(customers.id, reservations.customerId))
    .leftJoin(users, eq(users.id, payments.createdByUserId))
    .where(paymentConditions(companyId, filter))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset)
}
