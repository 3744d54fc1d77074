import type { Locale } from '@rezervo/shared'
import type { BookingResponse, BookingValues } from '@rezervo/shared/schemas/booking'
import type { AppDeps } from '../app-deps'
import type { DatabaseOrTransaction } from '../db/client'
import { FieldValidationError, HttpError } from '../http/errors'
import { queueMessage } from '../messaging'
import {
  findReservationDetails,
  insertReservation,
  plannedSlot,
  ReservationClashError,
  type WorkerSlot,
  withClashDetection,
} from '../reservations'
import {
  type BookableBranch,
  type BookingChoice,
  loadBookableBranch,
  resolveBookingChoice,
} from './booking-choice'
import { enforceBookingRateLimits, rejectFilledHoneypot } from './booking-guards'
import { countUpcomingReservations, findOrCreateCustomer } from './customer-repository'
import { workersFreeAt } from './free-slots'
import {
  abandonIdempotentRequest,
  beginIdempotentRequest,
  type IdempotentRequest,
  type Replay,
  requestHash,
} from './idempotency'
import { completeKey, deleteKeysCreatedBefore } from './idempotency-repository'
import { toPublicReservation } from './public-reservation'

export interface BookingContext {
  ip: string
  idempotencyKey: string | undefined
  /** The request's language; the form's `locale` wins over it (for a new customer: one on file keeps theirs). */
  locale: Locale
}

export interface BookingOutcome extends Replay {
  /** True when the answer is the stored one of an earlier submit with the same Idempotency-Key. */
  replayed: boolean
}

interface Booking {
  deps: AppDeps
  branch: BookableBranch['branch']
  choice: BookingChoice
  values: BookingValues
  locale: Locale
  startsAt: Date
  now: Date
  idempotency: IdempotentRequest | undefined
}

const slotUnavailable = () => new HttpError(409, 'bookingSlotUnavailable')

/**
 * An online booking: the customer (found by email alone within the company, or created) and the
 * reservation, its emails and its idempotency record, all in one transaction that re-checks the time with
 * findFreeSlots. The exclusion constraint settles races: the loser gets 409 and the page refetches times.
 */
export async function createOnlineBooking(
  deps: AppDeps,
  slug: string,
  values: BookingValues,
  context: BookingContext,
): Promise<BookingOutcome> {
  const { db } = deps.database
  const { branch } = await loadBookableBranch(db, slug)
  rejectFilledHoneypot(values.website)
  const key = context.idempotencyKey
  const idempotency = key
    ? { scope: `booking:branch:${branch.id}`, key, hash: requestHash(values) }
    : undefined
  const now = deps.clock.now()
  // A duplicate submit (a double click, a retry) is answered from the first one's result before anything
  // is counted: it never uses up a rate limit and never books twice (decision 021).
  if (idempotency) {
    const replay = await beginIdempotentRequest(db, idempotency, now)
    if (replay) return { ...replay, replayed: true }
  }
  try {
    await enforceBookingRateLimits(db, { ip: context.ip, email: values.email, phone: values.phone }, now)
    const choice = await resolveBookingChoice(db, branch, values.item_ids, values.worker_id)
    const body = await bookWithRetry({
      deps,
      branch,
      choice,
      values,
      locale: values.locale ?? context.locale,
      startsAt: new Date(values.starts_at),
      now,
      idempotency,
    })
    // A new key is a cheap moment to sweep old ones; outside the booking's transaction so it never holds it up.
    if (idempotency) await deleteKeysCreatedBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))
    return { statusCode: 201, body, replayed: false }
  } catch (error) {
    // Refused or failed: the key is free again, so a corrected retry with it runs afresh.
    if (idempotency) await abandonIdempotentRequest(db, idempotency)
    throw error
  }
}

/** How long a submit can be replayed by its Idempotency-Key: a day covers any retry of a hurried customer. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

async function bookWithRetry(booking: Booking): Promise<BookingResponse> {
  // Only read when the constraint rejects the insert; bookOnce fills it in once it has picked the worker.
  const slot: WorkerSlot = { workerId: 0, startsAt: booking.startsAt, endsAt: booking.startsAt }
  for (let attempt = 1; ; attempt++) {
    try {
      return await withClashDetection(booking.deps.database.db, slot, (tx) => bookOnce(tx, booking, slot))
    } catch (error) {
      if (!(error instanceof ReservationClashError)) throw error
      // With 'any worker', someone else took this worker a moment ago; a fresh look may find another one.
      if (booking.values.worker_id !== 'any' || attempt >= 2) throw slotUnavailable()
    }
  }
}

async function bookOnce(
  tx: DatabaseOrTransaction,
  booking: Booking,
  slot: WorkerSlot,
): Promise<BookingResponse> {
  const { deps, branch, choice, values, now, idempotency } = booking
  const free = await workersFreeAt(tx, branch, choice, booking.startsAt, now)
  const workerId = free[0]
  if (workerId === undefined) throw slotUnavailable()
  const bookedItems = choice.items.map((item) => ({
    itemId: item.id,
    name: item.name,
    durationMinutes: item.durationMinutes,
    bufferAfterMinutes: item.bufferAfterMinutes,
    priceCzk: item.priceCzk,
  }))
  Object.assign(slot, plannedSlot({ workerId, startsAt: booking.startsAt, items: bookedItems }), {
    timeZone: branch.timeZone,
  })

  const customerId = await findOrCreateCustomer(tx, {
    companyId: branch.companyId,
    firstName: values.first_name,
    surname: values.surname,
    email: values.email,
    phone: values.phone,
    locale: booking.locale,
    now,
  })
  const upcoming = await countUpcomingReservations(tx, customerId, branch.id, now)
  if (upcoming >= branch.maxUpcomingPerCustomer) {
    throw new FieldValidationError({
      customer: [{ key: 'bookingLimitReached', params: { max: branch.maxUpcomingPerCustomer } }],
    })
  }

  const inserted = await insertReservation(tx, {
    companyId: branch.companyId,
    branchId: branch.id,
    workerId,
    customerId,
    startsAt: booking.startsAt,
    items: bookedItems,
    note: values.note,
    source: 'online',
    notifyClient: true,
    reminderSendAt: null,
    createdByUserId: null,
    actor: 'customer',
    // The clock's time, so the reminder job's "booked after its reminder time" compares like with like.
    now,
  })
  const details = await findReservationDetails(tx, inserted.id)
  if (!details) throw new Error(`reservation ${inserted.id} vanished inside its own transaction`)
  const body = { reservation: toPublicReservation(deps.config, details, now) }
  // Addressed from the reservation's customer row, never from the form: the customer on file is who it is about.
  await queueMessage(
    { db: tx, config: deps.config, now },
    { kind: 'booking-confirmed', reservation: details },
  )
  if (idempotency) {
    await completeKey(tx, idempotency.scope, idempotency.key, 201, { requestHash: idempotency.hash, body })
  }
  return body
}
