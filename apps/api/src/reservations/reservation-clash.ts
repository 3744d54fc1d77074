/**
 * No double booking: the exclusion constraint `reservations_no_overlap` (migration 0001) is the rule, and
 * this module turns its violation into a 409 that tells the user which reservation is in the way.
 */
import { DEFAULT_TIME_ZONE, formatDateTime, formatTime } from '@rezervo/shared'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database, DatabaseOrTransaction } from '../db/client'
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../db/errors'
import { branches, reservations } from '../db/schema'
import { CodedHttpError } from './coded-error'

/** The worker time a write is about to take. */
export interface WorkerSlot {
  workerId: number
  startsAt: Date
  endsAt: Date
  /** Names the slot itself if the clashing reservation is gone by the time we look; defaults to Prague. */
  timeZone?: string
}

export interface ClashingReservation {
  /** null when the clashing reservation was cancelled before we could look at it. */
  reservationId: number | null
  startsAt: Date
  endsAt: Date
  timeZone: string
}

/**
 * 409 `{"message":"The worker already has a reservation from 24. 11. 2026 09:00 to 10:00. …",
 * "code":"reservation_clash"}`. Times are the clashing reservation's, in its branch's time zone, as a Czech
 * date and HH:MM (the end without the date when it is on the same day).
 */
export class ReservationClashError extends CodedHttpError {
  constructor(readonly clash: ClashingReservation) {
    super(409, 'reservation_clash', 'reservationClash', clashTimes(clash))
  }
}

function clashTimes({ startsAt, endsAt, timeZone }: ClashingReservation) {
  const sameDay = utcToZonedParts(startsAt, timeZone).date === utcToZonedParts(endsAt, timeZone).date
  return {
    from: formatDateTime(startsAt, timeZone, 'cs'),
    to: sameDay ? formatTime(endsAt, timeZone, 'cs') : formatDateTime(endsAt, timeZone, 'cs'),
  }
}

const PG_DEADLOCK = '40P01'
const PG_SERIALIZATION_FAILURE = '40001'
const MAX_ATTEMPTS = 4
/** The first key of the advisory lock a worker's reservation writes take (the second is the worker id). */
const WORKER_DIARY_LOCK = 7_301

/**
 * Runs `fn` in a transaction; when the exclusion constraint rejects it, looks up the reservation that holds
 * `slot` and throws ReservationClashError. Two transactions inserting the same slot at once can deadlock on
 * the constraint's mutual wait; PostgreSQL aborts one, and retrying it then meets the committed row and
 * fails as a plain clash, so concurrent requests end as 201 or 409, never 500.
 *
 *   const created = await withClashDetection(db, plannedSlot(input), (tx) => insertReservation(tx, input))
 */
export async function withClashDetection<T>(
  db: Database,
  slot: WorkerSlot,
  fn: (tx: DatabaseOrTransaction) => Promise<T>,
  options: { excludeReservationId?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // Writers of one worker's diary take turns. Without this, concurrent inserts of overlapping slots
        // each put their row in the exclusion index and then wait for each other: PostgreSQL breaks such a
        // deadlock only once a second, and a burst of 50 requests then ran out of retries (500s, minutes).
        if (slot.workerId > 0)
          await tx.execute(sql`select pg_advisory_xact_lock(${WORKER_DIARY_LOCK}, ${slot.workerId})`)
        return fn(tx)
      })
    } catch (error) {
      const code = pgErrorCode(error)
      if (code === PG_EXCLUSION_VIOLATION) {
        throw new ReservationClashError(await findClash(db, slot, options.excludeReservationId))
      }
      if ((code === PG_DEADLOCK || code === PG_SERIALIZATION_FAILURE) && attempt < MAX_ATTEMPTS) continue
      throw error
    }
  }
}

/**
 * The earliest non-cancelled reservation of the worker overlapping the slot, other than the one being
 * changed. If it vanished meanwhile (cancelled a moment later), the slot itself is named.
 */
export async function findClash(
  db: DatabaseOrTransaction,
  slot: WorkerSlot,
  excludeReservationId?: number,
): Promise<ClashingReservation> {
  const rows = await db
    .select({
      id: reservations.id,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      timeZone: branches.timeZone,
    })
    .from(reservations)
    .innerJoin(branches, eq(branches.id, reservations.branchId))
    .where(
      and(
        eq(reservations.workerId, slot.workerId),
        isNull(reservations.cancelledAt),
        lt(reservations.startsAt, slot.endsAt),
        gt(reservations.endsAt, slot.startsAt),
      ),
    )
    .orderBy(asc(reservations.startsAt))
    .limit(2)
  const clash = rows.find((row) => row.id !== excludeReservationId)
  if (clash) return { reservationId: clash.id, ...clash }
  const timeZone = slot.timeZone ?? DEFAULT_TIME_ZONE
  return { reservationId: null, startsAt: slot.startsAt, endsAt: slot.endsAt, timeZone }
}
