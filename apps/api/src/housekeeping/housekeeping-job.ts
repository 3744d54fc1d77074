/**
 * Sweeping what the request path leaves behind (ended rate-limit windows, day-old idempotency keys), off the
 * request path (decision 071): a job of the outbox worker's loop, in batches, run by one API process at a
 * time under a lease in the database.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { AppDeps } from '../app-deps'
import type { DatabaseOrTransaction } from '../db/client'
import { releaseLease, takeLease } from './lease-repository'

/**
 * One table's sweep, handed in by the feature that owns the table: deletes at most `batch` rows that are
 * due by `now` and answers how many went.
 */
export interface Sweep {
  name: string
  sweep: (db: DatabaseOrTransaction, now: Date, batch: number) => Promise<number>
}

export interface HousekeepingOptions {
  /** Who this process is in `job_leases`; unique per process unless a test says otherwise. */
  holder?: string
  /** Rows a statement deletes: short enough that no request waits long on its locks. */
  batchSize?: number
  /** Statements a sweep runs in one pass at most; what is left waits for the next pass. */
  maxBatches?: number
}

export const HOUSEKEEPING_LEASE = 'housekeeping'
/** How often a process tries: the holder renews its lease each time. */
export const HOUSEKEEPING_EVERY_MS = 60 * 1000
/** A holder that stops renewing (its process died) is replaced this long after its last pass. */
export const HOUSEKEEPING_LEASE_MS = 5 * 60 * 1000

export interface HousekeepingPass {
  /** False when another process holds the lease: this one swept nothing. */
  leased: boolean
  /** Rows deleted per sweep. */
  swept: Record<string, number>
}

/**
 * One pass: takes (or renews) the lease, then runs each sweep batch after batch, each batch its own short
 * statement, until a batch comes back short or `maxBatches` ran.
 */
export async function runHousekeeping(
  db: DatabaseOrTransaction,
  sweeps: readonly Sweep[],
  now: Date,
  options: Required<HousekeepingOptions>,
): Promise<HousekeepingPass> {
  const expiresAt = new Date(now.getTime() + HOUSEKEEPING_LEASE_MS)
  if (!(await takeLease(db, HOUSEKEEPING_LEASE, options.holder, now, expiresAt)))
    return { leased: false, swept: {} }
  const swept: Record<string, number> = {}
  for (const { name, sweep } of sweeps) {
    let total = 0
    for (let batch = 0; batch < options.maxBatches; batch++) {
      const deleted = await sweep(db, now, options.batchSize)
      total += deleted
      if (deleted < options.batchSize) break
    }
    swept[name] = total
  }
  return { leased: true, swept }
}

/**
 * The job for the outbox worker's loop (its `jobs`): once a minute per process it asks for the lease; the
 * process that holds it sweeps, the others return at once. `release` gives the lease up at shutdown.
 */
export function createHousekeepingJob(sweeps: readonly Sweep[], options: HousekeepingOptions = {}) {
  const settings: Required<HousekeepingOptions> = {
    holder: options.holder ?? `${hostname()}:${process.pid}:${randomUUID()}`,
    batchSize: options.batchSize ?? 1000,
    maxBatches: options.maxBatches ?? 50,
  }
  let lastRun: number | undefined
  const job = async function housekeepingJob(deps: AppDeps, now: Date): Promise<void> {
    // A clock moved back (tests) runs at once rather than waiting for the old time to come round again.
    if (lastRun !== undefined && now.getTime() - lastRun < HOUSEKEEPING_EVERY_MS && now.getTime() >= lastRun)
      return
    lastRun = now.getTime()
    await runHousekeeping(deps.database.db, sweeps, now, settings)
  }
  const release = (db: DatabaseOrTransaction) => releaseLease(db, HOUSEKEEPING_LEASE, settings.holder)
  return Object.assign(job, { release })
}
