import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { customers, reservations } from '../db/schema'

export interface BookingCustomer {
  companyId: number
  firstName: string
  surname: string
  email: string
  phone: string
  locale: string
  searchText: string
  now: Date
}

/**
 * The company's live customer with this email, else with this phone, locked for the rest of the transaction
 * so two bookings of one customer are counted against the cap one after the other.
 */
async function findCustomerForUpdate(db: DatabaseOrTransaction, input: BookingCustomer) {
  const [row] = await db
    .select({ id: customers.id, consentAt: customers.consentAt })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, input.companyId),
        isNull(customers.archivedAt),
        isNull(customers.erasedAt),
        or(eq(customers.email, input.email), eq(customers.phone, input.phone)),
      ),
    )
    .orderBy(sql`(${customers.email} = ${input.email}) desc`, customers.id)
    .limit(1)
    .for('update')
  return row
}

/**
 * Finds the customer by email or phone within the company, or creates them; either way they have consented
 * now. A concurrent booking creating the same email makes the insert do nothing, and the lookup then finds
 * the row it committed.
 */
export async function findOrCreateCustomer(
  db: DatabaseOrTransaction,
  input: BookingCustomer,
): Promise<number> {
  const existing = await findCustomerForUpdate(db, input)
  if (existing) {
    if (!existing.consentAt) {
      await db
        .update(customers)
        .set({ consentAt: input.now, updatedAt: input.now })
        .where(eq(customers.id, existing.id))
    }
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
      searchText: input.searchText,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id })
  if (created) return created.id
  const raced = await findCustomerForUpdate(db, input)
  if (!raced) throw new Error('customer vanished between insert and lookup')
  return raced.id
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
