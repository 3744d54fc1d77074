/**
 * The monthly reservations limit of a plan against public bookings (decision 032), held exactly under races
 * (decision 055): a look before the booking's transaction refuses a full month at no cost, and when the plan
 * has a limit, the booking's transaction locks the company's subscription row and counts again before it
 * stores anything. A plan without a limit takes no lock, so its bookings are not serialized.
 */
import type { DatabaseOrTransaction } from '../db/client'
import { HttpError } from '../http/errors'
import { currentSubscription } from './current-subscription'
import { nextTransition } from './lifecycle'
import {
  findSubscriptionAndMonthCount,
  lockSubscriptionForMonthlyLimit,
  type PlanStateJson,
  planStateFromJson,
} from './repository'

/** 409 `monthly_reservations_full`: "Provozovna tento měsíc nepřijímá další online rezervace. …" */
const monthFull = () =>
  new HttpError(409, 'monthlyReservationsFull', {}, { code: 'monthly_reservations_full' })

type MonthState = Awaited<ReturnType<typeof findSubscriptionAndMonthCount>>

function refuseFullMonth(found: MonthState) {
  const max = found?.plan.maxReservationsPerMonth ?? null
  if (max !== null && found && found.reservationsThisMonth >= max) throw monthFull()
  return max
}

/**
 * Before the booking's transaction: refuses a month already full (nothing is stored, the customer reads the
 * message on the form) and answers whether the plan limits the month, that is whether the booking must
 * claim its place in its transaction (`claimMonthlyReservationPlace`). The back office is never refused.
 */
export async function assertOnlineBookingAllowed(
  db: DatabaseOrTransaction,
  companyId: number,
  now: Date,
  /** The plan's state as the caller read it in its own statement (the booking's start); else read here. */
  known?: PlanStateJson | null,
): Promise<{ limited: boolean }> {
  // No statement of its own on the booking's path; a due transition (rare) is applied and counted again.
  let found = known ? planStateFromJson(known) : await findSubscriptionAndMonthCount(db, companyId, now)
  if (!found || nextTransition(found.subscription, now)) {
    await currentSubscription(db, companyId, now)
    found = await findSubscriptionAndMonthCount(db, companyId, now)
  }
  return { limited: refuseFullMonth(found) !== null }
}

/**
 * In the booking's transaction, as its first statements, before the customer's and the diary's locks: locks
 * the subscription row, then counts the month in a statement of its own (its snapshot is taken after the
 * lock, so it sees every booking that held the lock before; a count in the locking statement would not).
 * Refuses with the same 409 when the month is full; the caller's transaction then stores nothing. Bookings of
 * one limited company take turns from here to their COMMIT, on one API process or several.
 */
export async function claimMonthlyReservationPlace(tx: DatabaseOrTransaction, companyId: number, now: Date) {
  await lockSubscriptionForMonthlyLimit(tx, companyId)
  refuseFullMonth(await findSubscriptionAndMonthCount(tx, companyId, now))
}
