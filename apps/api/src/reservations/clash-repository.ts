/** The queries of the no-double-booking rule: the per-worker lock and the reservation in the way. */
import { DEFAULT_TIME_ZONE } from '@rezervo/shared'
import { and, asc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { branches, reservations } from '../db/schema'

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

/** The first key of the advisory lock a worker's reservation writes take (the second is the worker id). */
const WORKER_DIARY_LOCK = 7_301

/** Waits for, then holds until the transaction ends, the lock on one worker's diary. */
export async function lockWorkerDiary(tx: DatabaseOrTransaction, workerId: number) {
  await tx.execute(sql`select ${workerDiaryLock(workerId)}`)
}

/** The lock's call as an SQL expression (void), for a caller that takes it within a statement of its own. */
export function workerDiaryLock(workerId: number): SQL {
  return sql`pg_advisory_xact_lock(${WORKER_DIARY_LOCK}, ${workerId})`
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
