import { customerSearchText, fillEmptyFields } from '@rezervo/shared'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { emailKey, sameEmail } from '../customers'
import type { DatabaseOrTransaction } from '../db/client'
import { definePreparedStatement, placeholdersOf, preparedPart } from '../db/prepared'
import { customers } from '../db/schema'
import { reservationIdsSql } from '../reservations'

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

/** The placeholders' values of the customer's statement (lockedCustomerStatement). */
function lockedCustomerValues(input: Omit<BookingCustomer, 'upcomingAt'>, idsForItems: number) {
  return {
    companyId: input.companyId,
    emailKey: emailKey(input.email),
    firstName: input.firstName,
    surname: input.surname,
    email: input.email,
    phone: input.phone,
    locale: input.locale,
    consentAt: input.now.toISOString(),
    searchText: customerSearchText(input),
    idsForItems,
  }
}

/** Built once (db/prepared.ts, decision 053): every value is a placeholder, so the text never varies. */
const lockedCustomerStatement = definePreparedStatement<CustomerRowJson>('booking_customer', () => {
  const p = placeholdersOf(lockedCustomerValues(PLACEHOLDER_INPUT, 0))
  const columns = sql`id, first_name, surname, email, phone, locale, consent_at`
  return sql`
    with extra as materialized (select ${reservationIdsSql(p.idsForItems)} as also),
    found as (
      select ${columns} from customers
      where company_id = ${p.companyId} and archived_at is null and erased_at is null
        and ${sameEmail(p.emailKey)}
      limit 1 for no key update
    ),
    created as (
      insert into customers (company_id, first_name, surname, email, phone, locale, consent_at, search_text)
      select ${p.companyId}, ${p.firstName}, ${p.surname}, ${p.email}, ${p.phone},
        ${p.locale}, ${p.consentAt}::timestamptz, ${p.searchText}
      where not exists (select 1 from found)
      on conflict do nothing
      returning ${columns}
    )
    select found.*, false as created, (select also from extra) as also from found
    union all select created.*, true, (select also from extra) from created`
})

/** Any input: only the names of lockedCustomerValues' answer matter for the placeholders. */
const PLACEHOLDER_INPUT: Omit<BookingCustomer, 'upcomingAt'> = {
  companyId: 0,
  firstName: '',
  surname: '',
  email: '',
  phone: '',
  locale: '',
  now: new Date(0),
}

/**
 * The booking's first statement in its transaction: the company's live customer with the email, locked
 * for the rest of the transaction, or a new customer inserted with what the form says. The lock is FOR NO
 * KEY UPDATE: it makes two bookings of one person take turns, but a writer holding diary locks and
 * inserting that customer's reservation (whose foreign key check takes FOR KEY SHARE) never waits for it, so
 * taking the diary locks after it, in the reservation's statement, cannot deadlock with the owner's writes.
 * The same statement draws the ids of a reservation with `idsForItems` items (reservationIdsSql), answered
 * as `also`. Undefined when a concurrent booking created the same email meanwhile (the insert then does
 * nothing and this statement cannot see the row): findOrCreateCustomer looks again.
 */
export async function findOrCreateLockedCustomer(
  db: DatabaseOrTransaction,
  input: Omit<BookingCustomer, 'upcomingAt'>,
  idsForItems: number,
): Promise<(BookingCustomerRow & { consentAt: Date | null; created: boolean; also: unknown }) | undefined> {
  const result = await lockedCustomerStatement.run(db, lockedCustomerValues(input, idsForItems), undefined)
  const [row] = result.rows
  if (!row) return undefined
  return {
    id: row.id,
    firstName: row.first_name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    consentAt: row.consent_at === null ? null : new Date(row.consent_at),
    // Counted in the reservation's statement (upcomingCheck), after this lock.
    upcoming: 0,
    created: row.created,
    also: row.also,
  }
}

interface CustomerRowJson {
  id: number
  first_name: string
  surname: string
  email: string | null
  phone: string | null
  locale: string
  consent_at: string | Date | null
  created: boolean
  also: unknown
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

/**
 * The customer's checks in the reservation's own statement (insertReservation's checks), whose snapshot
 * is taken after the customer's lock: a second booking of the same person waits for the first to commit and
 * then sees it. `overlapsOwn`: a non-cancelled reservation at the branch overlapping the new one (issue 22);
 * `upcoming`: their upcoming reservations at the branch, before this one.
 */
export function customerBookingChecks(
  customerId: number,
  branchId: number,
  slot: { startsAt: Date; endsAt: Date },
  now: Date,
) {
  return {
    overlapsOwn: preparedPart(
      'overlaps-own',
      {
        ownCustomerId: customerId,
        ownBranchId: branchId,
        ownStartsAt: slot.startsAt.toISOString(),
        ownEndsAt: slot.endsAt.toISOString(),
      },
      (p) => sql`exists (select 1 from reservations o where o.customer_id = ${p.ownCustomerId}::int
      and o.branch_id = ${p.ownBranchId}::int and o.cancelled_at is null
      and o.starts_at < ${p.ownEndsAt}::timestamptz
      and o.ends_at > ${p.ownStartsAt}::timestamptz)`,
    ),
    upcoming: preparedPart(
      'upcoming',
      { upcomingCustomerId: customerId, upcomingBranchId: branchId, upcomingNow: now.toISOString() },
      (p) => sql`(select count(*)::int from reservations u where u.customer_id = ${p.upcomingCustomerId}::int
      and u.branch_id = ${p.upcomingBranchId}::int and u.cancelled_at is null
      and u.ends_at > ${p.upcomingNow}::timestamptz)`,
    ),
  }
}
