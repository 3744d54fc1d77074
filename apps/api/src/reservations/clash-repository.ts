/** The queries of the no-double-booking rule: the per-worker lock and the reservation in the way. */
import { DEFAULT_TIME_ZONE } from '@rezervo/shared'
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { reservationDuring } from '../db/during'
import { type PreparedPart, paramsOf, preparedPart, type Slots } from '../db/prepared'
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

/**
 * The first key of the two-part advisory lock on a worker's whole diary (the second is the worker id): held
 * shared by every write to a part of the diary, exclusive by a write that needs all of it (decision 051).
 */
const WORKER_DIARY_LOCK = 7_301

/**
 * A worker's diary is cut into 15-minute buckets of the epoch; a write to [start, end) locks the buckets it
 * touches, floor(start / 15 min) … floor((end − 1 ms) / 15 min). Overlapping ranges always share a bucket,
 * adjacent ones never do (the grid fits every time zone's offset, all whole quarters of an hour).
 */
export const DIARY_BUCKET_MS = 15 * 60_000
/**
 * The most buckets one write locks in one worker's diary (8 hours); a longer range (a multi-hour visit, a
 * resize to days) locks the whole diary exclusively instead, so the lock table stays small whatever the length.
 */
export const MAX_DIARY_BUCKETS = 32

/**
 * A bucket's lock is the one-part (bigint) advisory key worker × 2³² + bucket, which pg_locks shows as
 * classid = worker, objid = bucket, objsubid = 1. One-part keys never meet two-part ones (objsubid 2: the
 * diary's 7301 above, record locks' RECORD_LOCK_SPACE in db/client.ts); the only other one-part key, the
 * migrations' 7311001, has classid 0, and worker ids start at 1.
 */
const BUCKETS_PER_WORKER = 2n ** 32n

/** A range of a worker's time a write takes or gives up. */
export interface DiaryRange {
  workerId: number
  startsAt: Date
  endsAt: Date
}

const SHARED_DIARY = 1
const WHOLE_DIARY = 2
const BUCKET = 3

export interface DiaryLockPlan {
  /**
   * The diaries' locks by worker id: exclusive for a worker whose ranges are too long for buckets, else
   * shared (with that worker's buckets).
   */
  diaries: { workerId: number; exclusive: boolean }[]
  /** Bucket keys, ascending. */
  buckets: bigint[]
}

/** The buckets a range touches, first and last (inclusive). */
export function bucketsOf(range: Pick<DiaryRange, 'startsAt' | 'endsAt'>): [number, number] {
  const first = Math.floor(range.startsAt.getTime() / DIARY_BUCKET_MS)
  const last = Math.floor(
    (Math.max(range.endsAt.getTime(), range.startsAt.getTime() + 1) - 1) / DIARY_BUCKET_MS,
  )
  return [first, last]
}

export function bucketKey(workerId: number, bucket: number): bigint {
  const wrapped = ((BigInt(bucket) % BUCKETS_PER_WORKER) + BUCKETS_PER_WORKER) % BUCKETS_PER_WORKER
  return BigInt(workerId) * BUCKETS_PER_WORKER + wrapped
}

/**
 * The locks writes to `ranges` need: per worker, the shared diary lock and each bucket touched, or the
 * exclusive diary lock when the worker's ranges touch more than MAX_DIARY_BUCKETS buckets.
 */
export function planDiaryLocks(ranges: DiaryRange[]): DiaryLockPlan {
  const byWorker = new Map<number, Set<number>>()
  const whole = new Set<number>()
  for (const range of ranges) {
    if (range.workerId <= 0) continue
    const [first, last] = bucketsOf(range)
    if (last - first + 1 > MAX_DIARY_BUCKETS) {
      whole.add(range.workerId)
      continue
    }
    const buckets = byWorker.get(range.workerId) ?? new Set<number>()
    for (let bucket = first; bucket <= last; bucket++) buckets.add(bucket)
    byWorker.set(range.workerId, buckets)
  }
  for (const [workerId, buckets] of byWorker) if (buckets.size > MAX_DIARY_BUCKETS) whole.add(workerId)
  const diaries = [...new Set([...whole, ...byWorker.keys()])]
    .sort((a, b) => a - b)
    .map((workerId) => ({ workerId, exclusive: whole.has(workerId) }))
  const buckets = diaries
    .filter((diary) => !diary.exclusive)
    .flatMap(({ workerId }) =>
      [...(byWorker.get(workerId) ?? [])].map((bucket) => bucketKey(workerId, bucket)),
    )
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { diaries, buckets }
}

/** The values of diaryLocksSql's placeholders (or parameters): the locks' kinds and keys, in the order taken. */
function diaryLocksValues(ranges: DiaryRange[]) {
  const plan = planDiaryLocks(ranges)
  return {
    lockKinds: [
      ...plan.diaries.map((diary) => (diary.exclusive ? WHOLE_DIARY : SHARED_DIARY)),
      ...plan.buckets.map(() => BUCKET),
    ],
    lockKeys: [...plan.diaries.map((diary) => String(diary.workerId)), ...plan.buckets.map(String)],
  }
}

/**
 * The locks as one SQL expression (a bigint, the number of locks taken). Taken in one order by every writer:
 * the diaries' locks by worker id, then the buckets by key, so two writers never wait for each other
 * crosswise (decision 051). A fixed text whatever the ranges (kinds and keys are arrays), so a statement
 * built once keeps one shape and one plan; unnest answers the arrays in order and the count makes every
 * row's lock be taken.
 */
function diaryLocksSql(slots: Slots<ReturnType<typeof diaryLocksValues>>): SQL {
  const diary = sql.raw(String(WORKER_DIARY_LOCK))
  return sql`(select count(*) from (select case s.kind
      when ${sql.raw(String(SHARED_DIARY))} then pg_advisory_xact_lock_shared(${diary}, s.key::int)
      when ${sql.raw(String(WHOLE_DIARY))} then pg_advisory_xact_lock(${diary}, s.key::int)
      else pg_advisory_xact_lock(s.key) end
    from unnest(${slots.lockKinds}::int[], ${slots.lockKeys}::bigint[]) as s(kind, key)) as taken)`
}

/**
 * The locks of writes to `ranges` as a part of a caller's statement built once (db/prepared.ts): an
 * expression that takes them (diaryLocksSql).
 */
export function diaryLocks(ranges: DiaryRange[]): PreparedPart {
  return preparedPart('diary-locks', diaryLocksValues(ranges), diaryLocksSql)
}

/** Waits for, then holds until the transaction ends, the locks of writes to `ranges` (diaryLocks). */
export async function lockDiaryRanges(tx: DatabaseOrTransaction, ranges: DiaryRange[]) {
  await tx.execute(sql`select ${diaryLocksSql(paramsOf(diaryLocksValues(ranges)))}`)
}

/**
 * Waits for, then holds until the transaction ends, a worker's whole diary, exclusively: no write to any
 * part of it runs meanwhile. Several workers: in id order, as diaryLocks takes them.
 */
export async function lockWorkerDiary(tx: DatabaseOrTransaction, workerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${WORKER_DIARY_LOCK}, ${workerId})`)
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
        // The exclusion constraint's range index answers this; the start's btree read the worker's past.
        reservationDuring({ from: slot.startsAt, to: slot.endsAt }),
      ),
    )
    .orderBy(asc(reservations.startsAt))
    .limit(2)
  const clash = rows.find((row) => row.id !== excludeReservationId)
  if (clash) return { reservationId: clash.id, ...clash }
  const timeZone = slot.timeZone ?? DEFAULT_TIME_ZONE
  return { reservationId: null, startsAt: slot.startsAt, endsAt: slot.endsAt, timeZone }
}
