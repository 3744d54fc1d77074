import type { Locale } from '@rezervo/shared'
import type { BookingResponse, BookingValues } from '@rezervo/shared/schemas/booking'
import type { AppDeps } from '../app-deps'
import { assertOnlineBookingAllowed, claimMonthlyReservationPlace } from '../billing'
import type { DatabaseOrTransaction } from '../db/client'
import type { PreparedPart } from '../db/prepared'
import { FieldValidationError, HttpError, notFound } from '../http/errors'
import {
  bookingConfirmedOutboxRows,
  type NotificationSettingsRow,
  notificationSettingsFromJson,
  sendsCustomerConfirmation,
} from '../messaging'
import {
  type BookedItem,
  drawReservationIds,
  plannedSlot,
  ReservationClashError,
  type ReservationDetails,
  reservationIdsFromJson,
  reservationRowsOf,
  withClashDetection,
} from '../reservations'
import { type BookableBranch, type BookingChoice, checkBookingChoice } from './booking-choice'
import {
  bookingAttemptChecks,
  consumeBookingAttempts,
  refuseOverLimit,
  rejectFilledHoneypot,
} from './booking-guards'
import {
  findOrCreateLockedCustomer,
  insertBookedReservation,
  startBookingStatement,
} from './booking-statement-repository'
import { fillCustomerFromBooking, findOrCreateCustomer } from './customer-repository'
import { workersFreeAt } from './free-slots'
import {
  ABANDONED_CLAIM_MS,
  abandonIdempotentRequest,
  beginIdempotentRequest,
  type IdempotentRequest,
  type Replay,
  requestHash,
} from './idempotency'
import type { StoredAnswer } from './idempotency-repository'
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
  groupSlug: string | null
  categorySlug: string | null
  /** The company's notification settings, read before the transaction. */
  settings: NotificationSettingsRow
  /** The plan limits the month's reservations: the transaction claims a place first (decision 055). */
  monthLimited: boolean
}

const slotUnavailable = () => new HttpError(409, 'bookingSlotUnavailable')
/** The same person booking the same time twice (Back after a finished booking, then the other worker). */
const overlapsOwnBooking = () =>
  new HttpError(409, 'bookingOverlapsOwn', {}, { code: 'booking_overlaps_own' })

/**
 * An online booking: the customer (found by email alone within the company, or created) and the
 * reservation, its emails and its idempotency record, all in one transaction, the reservation's statement
 * with its emails and key under the diary locks of the slot's time (decision 051), after findFreeSlots offered the time. The exclusion constraint settles races: the loser gets 409 and the
 * page refetches times.
 */
export async function createOnlineBooking(
  deps: AppDeps,
  slug: string,
  values: BookingValues,
  context: BookingContext,
): Promise<BookingOutcome> {
  const { db } = deps.database
  // A filled honeypot books nothing and stores nothing, whatever the branch.
  rejectFilledHoneypot(values.website)
  const key = context.idempotencyKey
  const hash = key ? requestHash(values) : undefined
  const now = deps.clock.now()
  const attempts = bookingAttemptChecks({ ip: context.ip, email: values.email, phone: values.phone }, now)
  // One round trip: the branch, the key's claim, the rate limits, the chosen items with their performers
  // and the notification settings (startBookingStatement).
  const start = await startBookingStatement(db, {
    now,
    slug,
    itemIds: values.item_ids,
    ...(key && hash
      ? { claim: { key, pending: pendingAnswer(hash), now, abandonedBefore: abandonedBefore(now) } }
      : {}),
    attempts,
  })
  if (!start) throw notFound()
  const { branch, group, category } = start.bookable
  const idempotency = key && hash ? { scope: `booking:branch:${branch.id}`, key, hash } : undefined
  // A duplicate submit (a double click, a retry) is answered from the first one's result before anything
  // is counted: it never uses up a rate limit and never books twice (decision 021).
  let decisions = start.decisions
  if (idempotency && !start.claimed) {
    const replay = await beginIdempotentRequest(db, idempotency, now)
    if (replay) return { ...replay, replayed: true }
    // The first submit failed and gave the key up meanwhile: this one runs, and counts now.
    decisions = await consumeBookingAttempts(db, attempts)
  }
  try {
    refuseOverLimit(decisions)
    // The plan's reservations of the month used up: refused with a clear message, nothing stored (decision 032).
    // A plan with a limit is checked again in the booking's transaction, where it holds (decision 055).
    const { limited } = await assertOnlineBookingAllowed(db, branch.companyId, now, start.planState)
    const choice = await checkBookingChoice(
      db,
      branch,
      values.item_ids,
      values.worker_id,
      'booking',
      start.found,
    )
    const body = await bookWithRetry({
      deps,
      branch,
      choice,
      values,
      locale: values.locale ?? context.locale,
      startsAt: new Date(values.starts_at),
      now,
      idempotency,
      groupSlug: group?.slug ?? null,
      categorySlug: category?.slug ?? null,
      settings: notificationSettingsFromJson(start.settings, branch.companyId),
      monthLimited: limited,
    })
    return { statusCode: 201, body, replayed: false }
  } catch (error) {
    // Refused or failed: the key is free again, so a corrected retry with it runs afresh.
    if (idempotency) await abandonIdempotentRequest(db, idempotency)
    throw error
  }
}

/** What a claimed key holds until its booking stores the answer. */
const pendingAnswer = (requestHash: string): StoredAnswer => ({ requestHash, body: null })
/** A claim older than this belongs to a request that died with its process (beginIdempotentRequest). */
const abandonedBefore = (now: Date) => new Date(now.getTime() - ABANDONED_CLAIM_MS)

/**
 * Picks the worker from the schedule read before the transaction, then writes through the reservations
 * module's one write path (withClashDetection): everything the booking stores in the one transaction, the
 * diary locks taken in the reservation's statement, as the owner's new reservations take them. A time taken meanwhile fails on the exclusion constraint; with 'any
 * worker', one fresh look may find another worker free.
 */
async function bookWithRetry(booking: Booking): Promise<BookingResponse> {
  const { deps, branch, choice, startsAt, now } = booking
  for (let attempt = 1; ; attempt++) {
    const free = await workersFreeAt(deps.database.db, branch, choice, startsAt, now)
    const workerId = free[0]
    if (workerId === undefined) throw slotUnavailable()
    const slot = {
      ...plannedSlot({ workerId, startsAt, items: bookedItemsOf(choice) }),
      timeZone: branch.timeZone,
    }
    try {
      return await withClashDetection(
        deps.database.db,
        slot,
        (tx, diaryLock) => bookOnce(tx, booking, workerId, diaryLock),
        { lockInWritingStatement: true },
      )
    } catch (error) {
      if (!(error instanceof ReservationClashError)) throw error
      if (booking.values.worker_id !== 'any' || attempt >= 2) throw slotUnavailable()
    }
  }
}

function bookedItemsOf(choice: BookingChoice): BookedItem[] {
  return choice.items.map((item) => ({
    itemId: item.id,
    name: item.name,
    durationMinutes: item.durationMinutes,
    bufferAfterMinutes: item.bufferAfterMinutes,
    priceCzk: item.priceCzk,
  }))
}

async function bookOnce(
  tx: DatabaseOrTransaction,
  booking: Booking,
  workerId: number,
  diaryLock: PreparedPart,
): Promise<BookingResponse> {
  const { deps, branch, choice, values, now, idempotency } = booking
  const input = {
    companyId: branch.companyId,
    firstName: values.first_name,
    surname: values.surname,
    email: values.email,
    phone: values.phone,
    locale: booking.locale,
    now,
    upcomingAt: { branchId: branch.id, now },
  }
  const items = bookedItemsOf(choice)
  // A plan with a monthly limit: the company's subscription row is locked and the month counted before any
  // other lock is taken (the order subscription, customer, diary; decision 055). A full month throws here,
  // before the customer's row exists. A plan without a limit skips this, so its bookings do not take turns.
  if (booking.monthLimited) await claimMonthlyReservationPlace(tx, branch.companyId, now)
  // The customer's row, locked: two bookings by one person take turns at the checks below (issue 22). The
  // same statement draws the reservation's ids, so its emails and the key's answer are rendered before the
  // diary locks, which the reservation's statement takes: a booking holds them for that statement (with the
  // emails and the key) and COMMIT only (issue 16, decisions 047 and 051).
  const locked = await findOrCreateLockedCustomer(tx, input, items.length)
  const customer = !locked
    ? await findOrCreateCustomer(tx, input)
    : locked.created
      ? withoutStatementFlags(locked)
      : await fillCustomerFromBooking(tx, withoutStatementFlags(locked), input)
  const ids = locked ? reservationIdsFromJson(locked.also) : await drawReservationIds(tx, items.length)
  const ownTime = {
    startsAt: booking.startsAt,
    endsAt: new Date(booking.startsAt.getTime() + choice.totals.durationMinutes * 60_000),
  }
  const reservationInput = {
    companyId: branch.companyId,
    branchId: branch.id,
    workerId,
    customerId: customer.id,
    startsAt: booking.startsAt,
    items,
    note: values.note,
    source: 'online' as const,
    notifyClient: true,
    reminderSendAt: null,
    cancellationDeadlineHours: branch.cancellationDeadlineHours,
    createdByUserId: null,
    actor: 'customer' as const,
    // The clock's time, so the reminder job's "booked after its reminder time" compares like with like.
    now,
    ids,
  }
  // What findReservationDetails would read back, from what the reservation's statement will store.
  const worker = choice.workers.find((performer) => performer.id === workerId)
  if (!worker) throw new Error(`worker ${workerId} is not among the choice's performers`)
  const { upcoming: _upcoming, ...customerFacts } = customer
  const rows = reservationRowsOf(reservationInput)
  const details: ReservationDetails = {
    reservation: rows.row,
    items: rows.items,
    branch,
    groupSlug: booking.groupSlug,
    categorySlug: booking.categorySlug,
    worker: { id: worker.id, name: worker.name },
    customer: customerFacts,
  }
  // The page says "we emailed you" only when the confirmation goes out (the same rule the queueing applies).
  const emailed = sendsCustomerConfirmation(booking.settings, details)
  const body = { reservation: toPublicReservation(deps.config, details, now, emailed) }
  // The emails and the key's answer go in the reservation's statement.
  // Addressed from the reservation's customer row, never from the form: the customer on file is who it is about.
  const emails = await bookingConfirmedOutboxRows(
    { db: tx, config: deps.config, now },
    { kind: 'booking-confirmed', reservation: details, settings: booking.settings },
  )
  const checked = await insertBookedReservation(tx, {
    reservation: reservationInput,
    diaryLock,
    emails: emails.rows,
    ...(idempotency
      ? {
          keyAnswer: {
            scope: idempotency.scope,
            key: idempotency.key,
            statusCode: 201,
            stored: { requestHash: idempotency.hash, body },
          },
        }
      : {}),
    ownTime,
    now,
  })
  // Refused on what the statement saw after the customer's lock: throwing rolls the reservation, its emails
  // and the key's answer back.
  if (checked.overlapsOwn) throw overlapsOwnBooking()
  const { upcoming } = checked
  if (upcoming >= branch.maxUpcomingPerCustomer) {
    throw new FieldValidationError({
      customer: [{ key: 'bookingLimitReached', params: { max: branch.maxUpcomingPerCustomer } }],
    })
  }
  return body
}

/** The customer as the booking uses them, without what the locking statement added. */
function withoutStatementFlags<T extends { created: boolean; consentAt: Date | null; also: unknown }>(
  row: T,
) {
  const { created: _created, also: _also, ...customer } = row
  return customer
}
