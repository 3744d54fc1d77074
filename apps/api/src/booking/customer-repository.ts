import { customerSearchText, fillEmptyFields } from '@rezervo/shared'
import { and, count, eq, gt, isNull } from 'drizzle-orm'
import { sameEmail } from '../customers'
import type { DatabaseOrTransaction } from '../db/client'
import { customers, reservations } from '../db/schema'

/** Who filled in the booking form, as the schema left it (email trimmed and lower-case, phone in E.164). */
export interface BookingCustomer {
  companyId: number
  firstName: string
  surname: string
  email: string
  phone: string
  locale: string
  now: Date
}

/** What a booking may add to a customer on file: only what the record lacks (never name, email or phone it has). */
const FILLED_BY_BOOKING = ['firstName', 'surname', 'phone', 'consentAt'] as const

/**
 * The company's live customer with this email (in any case), locked for the rest of the transaction, so two
 * bookings of one customer are counted against the cap one after the other, and a merge waits for them.
 * A phone is never a key: a family phone or a typo must not file one person's booking under another.
 */
async function findCustomerByEmailForUpdate(db: DatabaseOrTransaction, companyId: number, email: string) {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      surname: customers.surname,
      email: customers.email,
      phone: customers.phone,
      consentAt: customers.consentAt,
    })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        isNull(customers.archivedAt),
        isNull(customers.erasedAt),
        sameEmail(email),
      ),
    )
    .limit(1)
    .for('update')
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
): Promise<number> {
  const existing = await findCustomerByEmailForUpdate(db, input.companyId, input.email)
  if (existing) {
    await fillFromBooking(db, existing, input)
    return existing.id
  }
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
  if (created) return created.id
  const raced = await findCustomerByEmailForUpdate(db, input.companyId, input.email)
  if (!raced) throw new Error('customer vanished between insert and lookup')
  await fillFromBooking(db, raced, input)
  return raced.id
}

async function fillFromBooking(
  db: DatabaseOrTransaction,
  existing: NonNullable<Awaited<ReturnType<typeof findCustomerByEmailForUpdate>>>,
  input: BookingCustomer,
) {
  const patch = fillEmptyFields(existing, { ...input, consentAt: input.now }, FILLED_BY_BOOKING)
  if (Object.keys(patch).length === 0) return
  const searchText = customerSearchText({ ...existing, ...patch })
  await db
    .update(customers)
    .set({ ...patch, searchText, updatedAt: input.now })
    .where(eq(customers.id, existing.id))
}

/** Non-cancelled reservations of the customer at the branch that have not ended yet. */
export async function countUpcomingReservations(
  db: DatabaseOrTransaction,
  customerId: number,
  branchId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ upcoming: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.customerId, customerId),
        eq(reservations.branchId, branchId),
        isNull(reservations.cancelledAt),
        gt(reservations.endsAt, now),
      ),
    )
  return row?.upcoming ?? 0
}
