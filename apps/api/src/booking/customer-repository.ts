import { customerSearchText, fillEmptyFields } from '@rezervo/shared'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { emailKey, sameEmail } from '../customers'
import type { DatabaseOrTransaction } from '../db/client'
import { customers } from '../db/schema'

/** Who filled in the booking form, as the schema left it (email trimmed and lower-case, phone in E.164). */
export interface BookingCustomer {
  companyId: number
  firstName: string
  surname: string
  email: string
  phone: string
  locale: string
  now: Date
  /** The branch whose upcoming reservations of the customer are counted (the cap is per branch). */
  upcomingAt: { branchId: number; now: Date }
}

/** The customer as the booking's messages address them, and their upcoming reservations at the branch. */
export interface BookingCustomerRow {
  id: number
  firstName: string
  surname: string
  email: string | null
  phone: string | null
  locale: string
  upcoming: number
}

/** What a booking may add to a customer on file: only what the record lacks (never name, email or phone it has). */
const FILLED_BY_BOOKING = ['firstName', 'surname', 'phone', 'consentAt'] as const

/**
 * The company's live customer with this email (in any case), locked for the rest of the transaction, so two
 * bookings of one customer are counted against the cap one after the other, and a merge waits for them.
 * A phone is never a key: a family phone or a typo must not file one person's booking under another.
 */
async function findCustomerByEmailForUpdate(db: DatabaseOrTransaction, input: BookingCustomer) {
  const { companyId, email, upcomingAt } = input
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      surname: customers.surname,
      email: customers.email,
      phone: customers.phone,
      locale: customers.locale,
      consentAt: customers.consentAt,
      // The upcoming reservations, in the same round trip. (Drizzle writes a column of the only table
      // without its table, which inside the subquery would name the reservation's own id.)
      upcoming: sql<number>`(select count(*)::int from reservations r where r.customer_id = "customers"."id"
        and r.branch_id = ${upcomingAt.branchId} and r.cancelled_at is null
        and r.ends_at > ${upcomingAt.now.toISOString()}::timestamptz)`,
    })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        isNull(customers.archivedAt),
        isNull(customers.erasedAt),
        sameEmail(emailKey(email)),
      ),
    )
    .limit(1)
    .for('no key update')
  return row
}

/**
 * The customer with the booking's email, else a new one; either way they have consented now. A customer on
 * file keeps their name, phone and language (the booking only fills what is empty), so messages about their
 * reservations go where they said. A concurrent booking creating the same email makes the insert do nothing,
 * and the lookup then finds the row it committed.
 */
export async function findOrCreateCustomer(
  db: DatabaseOrTransaction,
  input: BookingCustomer,
): Promise<BookingCustomerRow> {
  const existing = await findCustomerByEmailForUpdate(db, input)
  if (existing) return fillFromBooking(db, existing, input)
  const [created] = await db
    .insert(customers)
    .values({
      companyId: input.companyId,
      firstName: input.firstName,
      surname: input.surname,
      email: input.email,
      phone: input.phone,
      locale: input.locale,
      consentAt: input.now,
      searchText: customerSearchText(input),
    })
    .onConflictDoNothing()
    .returning({ id: customers.id })
  if (created) {
    const { firstName, surname, email, phone, locale } = input
    return { id: created.id, firstName, surname, email, phone, locale, upcoming: 0 }
  }
  const raced = await findCustomerByEmailForUpdate(db, input)
  if (!raced) throw new Error('customer vanished between insert and lookup')
  return fillFromBooking(db, raced, input)
}

async function fillFromBooking(
  db: DatabaseOrTransaction,
  existing: NonNullable<Awaited<ReturnType<typeof findCustomerByEmailForUpdate>>>,
  input: BookingCustomer,
): Promise<BookingCustomerRow> {
  const patch = fillEmptyFields(existing, { ...input, consentAt: input.now }, FILLED_BY_BOOKING)
  const { consentAt: _consentAt, ...row } = { ...existing, ...patch }
  if (Object.keys(patch).length === 0) return row
  const searchText = customerSearchText({ ...existing, ...patch })
  await db
    .update(customers)
    .set({ ...patch, searchText, updatedAt: input.now })
    .where(eq(customers.id, existing.id))
  return row
}

/**
 * What a found customer lacks and the booking fills in (see findOrCreateCustomer); nothing for one just
 * created. One statement only when there is something to fill.
 */
export async function fillCustomerFromBooking(
  db: DatabaseOrTransaction,
  existing: BookingCustomerRow & { consentAt: Date | null },
  input: BookingCustomer,
): Promise<BookingCustomerRow> {
  return fillFromBooking(db, { ...existing, upcoming: existing.upcoming }, input)
}
