import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  ne,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm'
import { nameOrder } from '../company-access/name-order'
import type { DatabaseOrTransaction } from '../db/client'
import { customers, payments, reservationItems, reservations } from '../db/schema'

export type CustomerRow = typeof customers.$inferSelect
export type CustomerColumns = Pick<
  typeof customers.$inferInsert,
  'firstName' | 'surname' | 'email' | 'phone' | 'note' | 'locale' | 'consentAt' | 'searchText'
>

/** `%term%` with LIKE's own wildcards in the term taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

function customerFilter(companyId: number, options: { archived: boolean; terms: string[] }): SQL | undefined {
  return and(
    eq(customers.companyId, companyId),
    options.archived ? isNotNull(customers.archivedAt) : isNull(customers.archivedAt),
    ...options.terms.map((term) => like(customers.searchText, containing(term))),
  )
}

export async function listCustomers(
  db: DatabaseOrTransaction,
  companyId: number,
  options: { archived: boolean; terms: string[]; limit: number; offset: number },
) {
  const where = customerFilter(companyId, options)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(nameOrder(customers.surname), nameOrder(customers.firstName), asc(customers.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(customers).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

export async function findCustomer(db: DatabaseOrTransaction, customerId: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId))
  return row
}

/**
 * The customer's email equals this one, compared as the unique index does (in lower case), so a lookup and the
 * index can never disagree about who has an email.
 */
export const sameEmail = (email: string) =>
  and(isNotNull(customers.email), sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`)

/** A live customer of the company with this email (in any case), other than `exceptId`. */
export async function customerEmailTaken(
  db: DatabaseOrTransaction,
  companyId: number,
  email: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        sameEmail(email),
        isNull(customers.archivedAt),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
  return Boolean(row)
}

export async function insertCustomer(db: DatabaseOrTransaction, companyId: number, values: CustomerColumns) {
  const [row] = await db
    .insert(customers)
    .values({ ...values, companyId })
    .returning()
  return row!
}

export async function updateCustomer(
  db: DatabaseOrTransaction,
  customerId: number,
  values: Partial<CustomerColumns> & { erasedAt?: Date },
  now: Date,
) {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning()
  return row!
}

export async function archiveCustomer(db: DatabaseOrTransaction, customerId: number, now: Date) {
  await db.update(customers).set({ archivedAt: now, updatedAt: now }).where(eq(customers.id, customerId))
}

export async function deleteCustomerRow(tx: DatabaseOrTransaction, customerId: number) {
  await tx.delete(customers).where(eq(customers.id, customerId))
}

/** Erasure: the personal data goes, the reservations and payments stay (with notes, which may be personal, cleared). */
export async function eraseCustomerData(
  db: DatabaseOrTransaction,
  customerId: number,
  values: Partial<CustomerColumns> & { erasedAt: Date },
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx
      .update(reservations)
      .set({ note: null, updatedAt: now })
      .where(and(eq(reservations.customerId, customerId), isNotNull(reservations.note)))
    return updateCustomer(tx, customerId, values, now)
  })
}

/** The customer's reservations, most recent first, with what was paid for each. */
export async function findCustomerReservations(db: DatabaseOrTransaction, customerId: number, limit: number) {
  const paid = db
    .select({
      reservationId: payments.reservationId,
      paidCzk: sum(payments.amountCzk).mapWith(Number).as('paid_czk'),
    })
    .from(payments)
    .groupBy(payments.reservationId)
    .as('paid')
  const rows = await db
    .select({ reservation: reservations, paidCzk: sql<number>`coalesce(${paid.paidCzk}, 0)`.mapWith(Number) })
    .from(reservations)
    .leftJoin(paid, eq(paid.reservationId, reservations.id))
    .where(eq(reservations.customerId, customerId))
    .orderBy(desc(reservations.startsAt), desc(reservations.id))
    .limit(limit)
  const ids = rows.map((row) => row.reservation.id)
  const itemRows = ids.length
    ? await db
        .select({ reservationId: reservationItems.reservationId, name: reservationItems.name })
        .from(reservationItems)
        .where(inArray(reservationItems.reservationId, ids))
        .orderBy(asc(reservationItems.position), asc(reservationItems.id))
    : []
  return { rows, itemRows }
}

/** Planned: prices of reservations not cancelled. Real: payments actually taken. Whole crowns. */
export async function findCustomerTurnover(db: DatabaseOrTransaction, customerId: number) {
  const [planned] = await db
    .select({
      plannedCzk:
        sql<number>`coalesce(sum(${reservations.priceCzk}) filter (where ${reservations.cancelledAt} is null), 0)`.mapWith(
          Number,
        ),
      reservationCount: count(),
    })
    .from(reservations)
    .where(eq(reservations.customerId, customerId))
  const [real] = await db
    .select({ realCzk: sql<number>`coalesce(sum(${payments.amountCzk}), 0)`.mapWith(Number) })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(reservations.customerId, customerId))
  return {
    plannedCzk: planned?.plannedCzk ?? 0,
    realCzk: real?.realCzk ?? 0,
    reservationCount: planned?.reservationCount ?? 0,
  }
}

/** Every matching live, not erased customer, for the CSV export. */
export async function findCustomersForExport(db: DatabaseOrTransaction, companyId: number, terms: string[]) {
  return db
    .select()
    .from(customers)
    .where(and(customerFilter(companyId, { archived: false, terms }), isNull(customers.erasedAt)))
    .orderBy(nameOrder(customers.surname), nameOrder(customers.firstName), asc(customers.id))
}
