/**
 * No double booking: the exclusion constraint `reservations_no_overlap` (migration 0001) is the rule, and
 * this module turns its violation into a 409 that tells the user which reservation is in the way.
 */
import { formatDateTime, formatTime } from '@rezervo/shared'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { Database, DatabaseOrTransaction } from '../db/client'
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../db/errors'
import type { PreparedPart } from '../db/prepared'
import { HttpError } from '../http/errors'
import {
  type ClashingReservation,
  type DiaryRange,
  diaryLocks,
  findClash,
  lockDiaryRanges,
  planDiaryLocks,
  type WorkerSlot,
} from './clash-repository'

export type { ClashingReservation, DiaryRange, WorkerSlot }

/**
 * 409 `{"message":"The worker already has a reservation from 24. 11. 2026 09:00 to 10:00. …",
 * "code":"reservation_clash"}`. Times are the clashing reservation's, in its branch's time zone, as a Czech
 * date and HH:MM (the end without the date when it is on the same day).
 */
export class ReservationClashError extends HttpError {
  constructor(readonly clash: ClashingReservation) {
    super(409, 'reservationClash', clashTimes(clash), { code: 'reservation_clash' })
  }
}

function clashTimes({ startsAt, endsAt, timeZone }: ClashingReservation) {
  const sameDay = utcToZonedParts(startsAt, timeZone).date === utcToZonedParts(endsAt, timeZone).date
  return {
    from: formatDateTime(startsAt, timeZone, 'cs'),
    to: sameDay ? formatTime(endsAt, timeZone, 'cs') : formatDateTime(endsAt, timeZone, 'cs'),
  }
}

export interface ClashDetectionOptions {
  /** A move: the reservation being changed does not clash with itself. */
  excludeReservationId?: number
  /**
   * A move, resize or change of worker: the time the reservation holds now, which it gives up. Its buckets
   * are locked too: until COMMIT a writer overlapping the old time waits on the old row's version, so it must
   * be one that could not hold a lock this write then waits for (decision 051).
   */
  vacates?: DiaryRange
  /**
   * `fn` takes the diary locks itself, in the statement that writes the reservation, before the insert (the
   * `diaryLock` expression it is handed; insertReservation's last argument), saving a round trip and holding
   * the locks only from there to COMMIT. `fn`'s statements before it must take no lock that a writer holding
   * diary locks could wait for (the booking locks its customer FOR NO KEY UPDATE, which the reservation's
   * foreign key check does not wait for, and, when the plan limits the month, the company's subscription row
   * before it, which no diary writer touches: decision 055).
   */
  lockInWritingStatement?: boolean
}

const PG_DEADLOCK = '40P01'
const PG_SERIALIZATION_FAILURE = '40001'
const MAX_ATTEMPTS = 4

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
  fn: (tx: DatabaseOrTransaction, diaryLock: PreparedPart) => Promise<T>,
  options: ClashDetectionOptions = {},
): Promise<T> {
  const ranges = options.vacates ? [slot, options.vacates] : [slot]
  const locksAnything = planDiaryLocks(ranges).diaries.length > 0
  const diaryLock = diaryLocks(ranges)
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // Writers of overlapping times take turns (writers of one worker's other times do not: decision
        // 051). Without this, concurrent inserts of overlapping slots each put their row in the exclusion
        // index and then wait for each other: PostgreSQL breaks such a deadlock only once a second, and a
        // burst of 50 requests then ran out of retries (500s, minutes).
        if (locksAnything && !options.lockInWritingStatement) await lockDiaryRanges(tx, ranges)
        return fn(tx, diaryLock)
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
